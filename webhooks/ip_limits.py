"""Per-IP request limits on the webhooks, counted in Redis in one-minute windows."""

from __future__ import annotations

import logging
import time

import redis
from flask import Flask, Response, current_app, request

from ops.sliding_window import count_event
from webhooks.errors import json_error

log = logging.getLogger(__name__)


def init_app(app: Flask) -> None:
    """Answer 429 to a client IP over its budget for the last minute, before reading the body.

    The check reads no part of the request but its source address, so a flood of forged
    webhooks is refused without spending signature checks on it. If Redis cannot count, the
    request goes on: the claim step then answers 503 on its own.
    """

    @app.before_request
    def _limit_per_ip() -> tuple[Response, int] | None:
        if not request.path.startswith("/webhooks/"):
            return None
        services = current_app.extensions["concierge"]
        limit: int = services.requests_per_ip_minute
        key = f"rate:ip:{request.remote_addr}"
        try:
            count = count_event(services.redis, key, now=time.time(), window_seconds=60)
        except redis.RedisError:
            return None
        if count <= limit:
            return None
        log.warning("client %s over %d requests a minute", request.remote_addr, limit)
        response, status = json_error(429, "rate_limited", "too many requests, retry later")
        response.headers["Retry-After"] = "60"
        return response, status
