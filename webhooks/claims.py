"""Atomic claims on Telnyx message ids, so a redelivered webhook is handled once."""

from __future__ import annotations

import redis


class MessageClaims:
    """`SET NX` claims in Redis with a TTL of days."""

    def __init__(self, client: redis.Redis, *, ttl_seconds: int, prefix: str = "claim:telnyx:"):
        self._redis = client
        self._ttl = ttl_seconds
        self._prefix = prefix

    def claim(self, message_id: str) -> bool:
        """True when this call claimed the id; False when it was already claimed.

        Raises redis.RedisError when Redis cannot answer.
        """
        return bool(self._redis.set(self._prefix + message_id, "1", nx=True, ex=self._ttl))

    def release(self, message_id: str) -> None:
        """Give a claim back (the text could not be queued, so Telnyx must retry it)."""
        self._redis.delete(self._prefix + message_id)
