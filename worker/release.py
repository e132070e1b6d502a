"""Release held texts whose quiet-hours window has opened (run periodically by Celery beat)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

from data.store.base import Store
from worker.delivery import Delivery
from worker.locks import Locks

log = logging.getLogger(__name__)


class HeldTextReleaser:
    """Re-runs delivery for every plan with a held text that is due.

    Held texts live in the store, not in Celery ETAs (which Redis redelivers after its
    visibility timeout), so a worker restart loses none. Delivery re-checks consent and the
    quiet-hours window for each text, so a guest who opted out meanwhile gets nothing.
    """

    def __init__(
        self, *, store: Store, delivery: Delivery, locks: Locks, clock: Callable[[], datetime]
    ) -> None:
        self._store = store
        self._delivery = delivery
        self._locks = locks
        self._clock = clock

    def release_due(self) -> int:
        """Deliver what may go now; return how many plans were looked at."""
        due = self._store.held_outbound(self._clock())
        inbound_ids = list(dict.fromkeys(text.inbound_id for text in due))
        for inbound_id in inbound_ids:
            first = next(text for text in due if text.inbound_id == inbound_id)
            with self._locks.hold(first.property_id, first.to_number):
                # Re-read under the lock: another worker may have released it already.
                plan = self._store.planned_outbound(inbound_id)
                self._delivery.deliver(plan, inbound_at=None)
        if inbound_ids:
            log.info("released held texts of %d replies", len(inbound_ids))
        return len(inbound_ids)
