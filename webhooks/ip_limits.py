"""Per-IP request limits on the webhooks, counted in Redis in one-minute sliding windows.

Every webhook request counts once against its client address. Most routes count before the
view runs. A Telnyx text counts inside the intake's own script (`webhooks.intake`), which
saves the receiver a Redis round trip on its busiest path; every other outcome of the Telnyx
route (a bad signature, a delivery report, an ignored event) counts through `over_budget`
before it is answered, so a flood of forged webhooks still meets 429.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import redis
from flask import Flask, Response, current_app, request

from ops.sliding_window import count_event
from webhooks.errors import json_error

log = logging.getLogger(__name__)

WINDOW_SECONDS = 60
# The route whose view does its own counting (see the module docstring).
COUNTED_BY_VIEW = "/webhooks/telnyx"


@dataclass(frozen=True)
class IpBudget:
    """One client address's window: its Redis key and how many requests it may make in it."""

    key: str
    limit: int
    window_seconds: int = WINDOW_SECONDS


def budget_for_request() -> IpBudget:
    """The budget of the current request's client address."""
    services = current_app.extensions["concierge"]
    return IpBudget(f"rate:ip:{request.remote_addr}", services.requests_per_ip_minute)


def too_many_requests() -> tuple[Response, int]:
    """The 429 answer of a client over its budget."""
    log.warning("client %s over its webhook budget", request.remote_addr)
    response, status = json_error(429, "rate_limited", "too many requests, retry later")
    response.headers["Retry-After"] = str(WINDOW_SECONDS)
    return response, status


def over_budget() -> tuple[Response, int] | None:
    """Count the current request; the 429 answer when its client is over budget, else None.

    If Redis cannot count, the request goes on: the steps that need Redis answer 503.
    """
    budget = budget_for_request()
    services = current_app.extensions["concierge"]
    try:
        count = count_event(
            services.redis, budget.key, now=time.time(), window_seconds=budget.window_seconds
        )
    except redis.RedisError:
        return None
    return too_many_requests() if count > budget.limit else None


def init_app(app: Flask) -> None:
    """Answer 429 to a client IP over its budget for the last minute, before reading the body."""

    @app.before_request
    def _limit_per_ip() -> tuple[Response, int] | None:
        if not request.path.startswith("/webhooks/"):
            return None
        if request.path == COUNTED_BY_VIEW and request.method == "POST":
            return None
        return over_budget()
