"""Claims on Telnyx message ids, so a redelivered webhook is queued once and never lost.

A claim has two phases. `claim` marks the id *pending* for a short time; `confirm` marks it
*queued* for days once the text is in the queue. A retry that finds it pending gets 503 (try
later), one that finds it queued is a duplicate. If Redis fails between claim and queue, the
pending mark cannot be released but expires by itself, so Telnyx's next retry is queued.
"""

from __future__ import annotations

from enum import StrEnum

import redis

PENDING = b"pending"


class ClaimResult(StrEnum):
    """What a claim attempt found."""

    CLAIMED = "claimed"
    IN_FLIGHT = "in_flight"
    DUPLICATE = "duplicate"


class MessageClaims:
    """`SET NX` claims in Redis: short-lived while pending, a TTL of days once queued."""

    def __init__(
        self,
        client: redis.Redis,
        *,
        ttl_seconds: int,
        pending_seconds: int = 20,
        prefix: str = "claim:telnyx:",
    ):
        self._redis = client
        self._ttl = ttl_seconds
        self._pending = pending_seconds
        self._prefix = prefix

    def claim(self, message_id: str) -> ClaimResult:
        """Try to claim the id. Raises redis.RedisError when Redis cannot answer."""
        key = self._prefix + message_id
        if self._redis.set(key, PENDING, nx=True, ex=self._pending):
            return ClaimResult.CLAIMED
        state = self._redis.get(key)
        if state is None:  # it just expired: claim again
            return self.claim(message_id)
        return ClaimResult.IN_FLIGHT if state == PENDING else ClaimResult.DUPLICATE

    def confirm(self, message_id: str, *, pipe: redis.client.Pipeline | None = None) -> None:
        """The text is queued: keep the claim for days so redeliveries are duplicates.

        With `pipe`, the write joins the caller's pipeline (the caller executes it).
        """
        (pipe or self._redis).set(self._prefix + message_id, b"queued", ex=self._ttl)

    def release(self, message_id: str) -> None:
        """Give a claim back (the text could not be queued, so Telnyx must retry it)."""
        self._redis.delete(self._prefix + message_id)
