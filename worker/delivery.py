"""Deliver a stored reply plan in order, re-checking consent and quiet hours before each text."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from compliance.privacy import mask_number
from data.store.base import Store
from data.store.models import ConsentAction, ConsentEvent, OutboundStatus, OutboundText
from sms.sender.base import PermanentSendError, Sender, TransientSendError

log = logging.getLogger(__name__)

COMPLIANCE_CLASS = "compliance"


@dataclass(frozen=True)
class SendDecision:
    """Whether a text may go now, and if not, when."""

    allowed: bool
    release_at: datetime | None = None
    rule: str = ""


# (text, now, when the guest's own text arrived) -> decision
SendPolicy = Callable[[OutboundText, datetime, datetime | None], SendDecision]


class Delivery:
    """Sends the pending texts of a plan; a TransientSendError propagates for the task to retry."""

    def __init__(
        self,
        *,
        store: Store,
        sender: Sender,
        policy: SendPolicy,
        clock: Callable[[], datetime],
        sleep: Callable[[float], None],
        pacing_seconds: float,
        on_outcome: Callable[[str], None] | None = None,
        on_sent: Callable[[OutboundText, datetime], None] | None = None,
        on_carrier_block: Callable[[OutboundText], None] | None = None,
        on_provider_id: Callable[[str], None] | None = None,
    ) -> None:
        self._store = store
        # A confirmation refused with 40300: the messaging profile blocks STOP itself.
        self._on_carrier_block = on_carrier_block or (lambda text: None)
        # Told each stored Telnyx id, so a receipt that came before it is applied now.
        self._on_provider_id = on_provider_id or (lambda provider_id: None)
        self._on_sent = on_sent or (lambda text, at: None)
        self._sender = sender
        self._policy = policy
        self._clock = clock
        self._sleep = sleep
        self._pacing = pacing_seconds
        self._on_outcome = on_outcome or (lambda outcome: None)

    def deliver(self, plan: Sequence[OutboundText], *, inbound_at: datetime | None) -> None:
        """Send every pending (or released) text of `plan`, in order per recipient.

        Recipients are independent: a guest's held or refused text does not hold back the
        staff notifications of the same plan, and the other way round.
        """
        recipients = list(dict.fromkeys(text.to_number for text in plan))
        for recipient in recipients:
            self._deliver_to_one([t for t in plan if t.to_number == recipient], inbound_at)

    def _deliver_to_one(self, plan: Sequence[OutboundText], inbound_at: datetime | None) -> None:
        sent_one = False
        for index, text in enumerate(plan):
            if text.status not in (OutboundStatus.PENDING, OutboundStatus.HELD):
                continue
            if text.message_class != COMPLIANCE_CLASS and self._opted_out(text):
                self._cancel(plan[index:], "guest opted out")
                return
            decision = self._policy(text, self._clock(), inbound_at)
            if not decision.allowed:
                # Later texts of the plan wait too, so the reply still arrives in order.
                for later in plan[index:]:
                    if later.status in (OutboundStatus.PENDING, OutboundStatus.HELD):
                        self._store.update_outbound(
                            later.key,
                            OutboundStatus.HELD,
                            release_at=decision.release_at,
                            error=decision.rule,
                        )
                log.info("held %s until %s (%s)", text.key, decision.release_at, decision.rule)
                self._on_outcome("held")
                return
            if sent_one and self._pacing > 0:
                self._sleep(self._pacing)
            try:
                receipt = self._sender.send(text)
            except TransientSendError:
                self._on_outcome("retry")
                raise
            except PermanentSendError as exc:
                self._on_outcome("failed")
                self._store.update_outbound(text.key, OutboundStatus.FAILED, error=str(exc))
                log.warning("send %s to %s failed: %s", text.key, mask_number(text.to_number), exc)
                if exc.carrier_opt_out:
                    self._record_carrier_opt_out(text)
                    if text.message_class == COMPLIANCE_CLASS:
                        self._on_carrier_block(text)
                self._cancel(plan[index + 1 :], f"earlier text failed: {exc}")
                return
            self._store.update_outbound(
                text.key, OutboundStatus.SENT, provider_message_id=receipt.provider_message_id
            )
            self._on_provider_id(receipt.provider_message_id)
            self._on_outcome("sent")
            self._on_sent(text, self._clock())
            sent_one = True

    def _opted_out(self, text: OutboundText) -> bool:
        return self._store.consent_state(text.property_id, text.to_number).opted_out

    def _cancel(self, texts: Sequence[OutboundText], reason: str) -> None:
        for text in texts:
            if text.status in (OutboundStatus.PENDING, OutboundStatus.HELD):
                self._store.update_outbound(text.key, OutboundStatus.CANCELLED, error=reason)
                self._on_outcome("cancelled")

    def _record_carrier_opt_out(self, text: OutboundText) -> None:
        self._store.append_consent(
            ConsentEvent(
                action=ConsentAction.OPT_OUT,
                guest=text.to_number,
                property_id=text.property_id,
                source="carrier",
                message_id=f"carrier:{text.key}",
                at=self._clock(),
            )
        )
