"""A sliding-window counter in Redis (a sorted set of event times), shared by every worker."""

from __future__ import annotations

import os
from functools import lru_cache

import redis
from redis.commands.core import Script

# Trim, record, count and expire in one round trip (and one command for the client to build,
# which matters on the receiver's hot path): the same four steps a MULTI pipeline ran.
_COUNT_EVENT = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
local count = redis.call('ZCARD', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return count
"""


@lru_cache(maxsize=32)
def _script_for(client: redis.Redis) -> Script:
    """The counting script bound to `client` (built once: it hashes the source)."""
    return client.register_script(_COUNT_EVENT)


def count_event(
    client: redis.Redis, key: str, *, now: float, window_seconds: float, event_id: str | None = None
) -> int:
    """Record one event at `now` and return how many fall in the last `window_seconds`.

    Unlike fixed windows, a burst that straddles a minute boundary is still one burst. An
    event recorded again under the same `event_id` counts once.
    """
    script = _script_for(client)
    return int(script(keys=[key], args=window_args(now, window_seconds, event_id)))


def window_args(now: float, window_seconds: float, event_id: str | None = None) -> list[str | int]:
    """The counting script's ARGV: cut-off score, score, member, key expiry in seconds."""
    member = event_id or window_member(now)
    return [repr(now - window_seconds), repr(now), member, int(window_seconds) + 1]


def window_member(now: float) -> str:
    """A new event's member in a window: its time and 32 random bits, so no two collide.

    For scripts that count into the same window as one of their steps (`webhooks.intake`).
    """
    return f"{now}:{os.urandom(4).hex()}"
