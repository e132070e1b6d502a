"""A Telnyx set-up that disagrees with ours, seen by the worker, reported by every /health.

The worker records it in Redis when a confirmation it sends is refused with 40300 (Telnyx
blocks the guest: the messaging profile answers STOP itself); the receiver's and the worker's
`/health` show it until an operator fixes the profile and clears it (or 30 days pass).
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

import redis

log = logging.getLogger(__name__)

OPT_OUT_MISMATCH_KEY = "alerts:telnyx_opt_out_mismatch"
KEEP_SECONDS = 30 * 86400


def record_opt_out_mismatch(client: redis.Redis, detail: str) -> None:
    """Remember the mismatch (and log it); never fails the caller."""
    log.error("Telnyx opt-out set-up mismatch: %s", detail)
    try:
        client.set(
            OPT_OUT_MISMATCH_KEY,
            json.dumps({"detail": detail, "seen_at": int(time.time())}),
            ex=KEEP_SECONDS,
        )
    except redis.RedisError as exc:
        log.warning("could not record the opt-out mismatch: %s", exc)


def opt_out_mismatch(client: redis.Redis) -> dict[str, Any] | None:
    """The last recorded mismatch, or None."""
    raw = client.get(OPT_OUT_MISMATCH_KEY)
    if raw is None:
        return None
    value: dict[str, Any] = json.loads(raw)
    return value


def opt_out_report(client: redis.Redis, mode: str) -> dict[str, Any]:
    """For /health: the configured handling and any mismatch seen."""
    try:
        mismatch = opt_out_mismatch(client)
    except redis.RedisError as exc:
        return {"handling": mode, "mismatch": f"unknown: {exc}"}
    return {"handling": mode, "mismatch": mismatch}
