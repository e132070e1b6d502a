"""Delivery receipts that arrive before the send's Telnyx id is stored: kept, applied later.

Telnyx may post `message.sent` (even `message.finalized`) before our send call has returned and
stored the message id. Such a receipt waits in Redis (a day at most) until the sender stores the
id, then it is applied; whichever side comes second applies it, so none is lost to the race.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import redis

from data.store.models import OutboundStatus

log = logging.getLogger(__name__)

KEEP_SECONDS = 86400

# (provider message id, status, detail) -> whether a text with that id is known
ApplyReceipt = Callable[[str, OutboundStatus, str], bool]


def _key(provider_message_id: str) -> str:
    return f"receipts:early:{provider_message_id}"


class EarlyReceipts:
    """Receipts for provider ids the store does not know yet."""

    def __init__(self, client: redis.Redis, apply: ApplyReceipt) -> None:
        self._redis = client
        self._apply = apply

    def record(self, provider_message_id: str, status: OutboundStatus, detail: str) -> bool:
        """Apply a receipt now, or keep it for when the id is stored. True when applied now."""
        if self._apply(provider_message_id, status, detail):
            return True
        key = _key(provider_message_id)
        pipe = self._redis.pipeline()
        pipe.rpush(key, json.dumps({"status": str(status), "detail": detail}))
        pipe.expire(key, KEEP_SECONDS)
        pipe.execute()
        log.info("kept an early receipt for %s", provider_message_id)
        # The sender may have stored the id between our look and our keep.
        self.apply_kept(provider_message_id)
        return False

    def apply_kept(self, provider_message_id: str) -> None:
        """Apply the receipts kept for an id the store now knows (called once it is stored).

        Never fails the send that calls it: with Redis away, the receipt waits in Redis.
        """
        try:
            self._apply_kept(provider_message_id)
        except redis.RedisError as exc:
            log.warning("early receipts of %s not applied yet: %s", provider_message_id, exc)

    def _apply_kept(self, provider_message_id: str) -> None:
        key = _key(provider_message_id)
        pipe = self._redis.pipeline()
        pipe.lrange(key, 0, -1)
        pipe.delete(key)
        kept, _ = pipe.execute()
        if not kept:
            return
        unapplied = []
        for raw in kept:
            receipt = json.loads(raw)
            if not self._apply(
                provider_message_id, OutboundStatus(receipt["status"]), receipt["detail"]
            ):
                unapplied.append(raw)
        if unapplied:  # still unknown (the other side will look again): keep them
            pipe = self._redis.pipeline()
            pipe.rpush(key, *unapplied)
            pipe.expire(key, KEEP_SECONDS)
            pipe.execute()
