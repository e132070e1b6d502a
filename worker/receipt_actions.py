"""Acting on delivery receipts: one new send after a temporary failure, counts of permanent ones.

A text Telnyx finalizes as `delivery_failed` with only temporary carrier codes (see
`sms.carrier_errors`) is sent once more as a new text (its own key, `<key>-retry`, so it is
planned and sent at most once, and a retry is never retried). Nothing is re-sent to a guest who
has opted out; delivery re-checks consent and quiet hours as for any text. Permanent failures
are counted by error code for `/metrics`.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from compliance.privacy import mask_number
from data.store.base import Store
from data.store.models import OutboundStatus, OutboundText
from ops.delivery_failures import DeliveryFailures
from sms.carrier_errors import is_temporary, parse_detail
from worker.delivery import Delivery
from worker.locks import Locks

log = logging.getLogger(__name__)

RETRY_SUFFIX = "-retry"


def retry_of(text: OutboundText) -> OutboundText:
    """The one new send of `text`: same words, recipient and class; a key of its own."""
    key = f"{text.key}{RETRY_SUFFIX}"
    return replace(
        text,
        key=key,
        inbound_id=key,
        seq=1,
        status=OutboundStatus.PENDING,
        provider_message_id=None,
        error=None,
        created_at=None,
        updated_at=None,
        release_at=None,
    )


class ReceiptActions:
    """What a worker does after it has recorded a delivery receipt."""

    def __init__(
        self, *, store: Store, delivery: Delivery, locks: Locks, failures: DeliveryFailures
    ) -> None:
        self._store = store
        self._delivery = delivery
        self._locks = locks
        self._failures = failures

    def after_receipt(
        self, provider_message_id: str, status: OutboundStatus, detail: str, to: str
    ) -> str:
        """Act on a recorded receipt; what was done ("retried", "counted", "" for nothing)."""
        if status is not OutboundStatus.FAILED:
            return ""
        raw_status, codes = parse_detail(detail)
        if not is_temporary(codes):
            self._failures.count_permanent(provider_message_id, codes)
            return "counted"
        if raw_status != "delivery_failed" or not to:
            return ""
        text = next(
            (
                t
                for _, t in self._store.outbound_to(to)
                if t.provider_message_id == provider_message_id
            ),
            None,
        )
        if text is None or text.key.endswith(RETRY_SUFFIX):
            return ""  # unknown here, or already the one retry: never a third send
        if self._store.consent_state(text.property_id, text.to_number).opted_out:
            log.info("not retrying %s: %s opted out", text.key, mask_number(text.to_number))
            return ""
        with self._locks.hold(text.property_id, text.to_number):
            plan = self._store.plan_outbound([retry_of(text)])
            self._delivery.deliver(plan, inbound_at=text.created_at)
        log.info("retried %s to %s after %s", text.key, mask_number(text.to_number), detail)
        return "retried"
