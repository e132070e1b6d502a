"""A sliding-window counter in Redis (a sorted set of event times), shared by every worker."""

from __future__ import annotations

import uuid

import redis


def count_event(
    client: redis.Redis, key: str, *, now: float, window_seconds: float, event_id: str | None = None
) -> int:
    """Record one event at `now` and return how many fall in the last `window_seconds`.

    Unlike fixed windows, a burst that straddles a minute boundary is still one burst. An
    event recorded again under the same `event_id` counts once.
    """
    pipe = client.pipeline()
    pipe.zremrangebyscore(key, 0, now - window_seconds)
    pipe.zadd(key, {event_id or f"{now}:{uuid.uuid4().hex[:8]}": now})
    pipe.zcard(key)
    pipe.expire(key, int(window_seconds) + 1)
    return int(pipe.execute()[2])
