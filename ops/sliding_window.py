"""A sliding-window counter in Redis (a sorted set of event times), shared by every worker."""

from __future__ import annotations

import uuid
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
    member = event_id or f"{now}:{uuid.uuid4().hex[:8]}"
    expiry = int(window_seconds) + 1
    return int(script(keys=[key], args=[repr(now - window_seconds), repr(now), member, expiry]))
