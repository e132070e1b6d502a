"""Handle one inbound text: log it, decide the reply, store the plan, deliver it.

Plain code with no Celery in it; `worker.tasks` calls it. Every step is idempotent on the
Telnyx message id, so a redelivered task finishes the same reply instead of sending another.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from agent.concierge import TurnResult
from compliance.confirmations import opt_in_confirmation, opt_out_confirmation
from compliance.keywords import Keyword, classify_keyword
from compliance.privacy import mask_number
from data.properties import Property, PropertyRegistry
from data.store.base import Store
from data.store.models import ConsentAction, ConsentEvent, InboundMessage, OutboundText
from worker.delivery import COMPLIANCE_CLASS, Delivery
from worker.locks import Locks

log = logging.getLogger(__name__)

REPLY_CLASS = "reply"


class Concierge(Protocol):
    """Answers a guest's text (the graph in production)."""

    def reply(
        self, prop: Property, guest: str, text: str, *, message_id: str, now: datetime
    ) -> TurnResult:
        """The texts that answer `text`."""


class InboundHandler:
    """Runs the turn for one inbound text under the conversation's lock."""

    def __init__(
        self,
        *,
        store: Store,
        registry: PropertyRegistry,
        concierge: Concierge,
        delivery: Delivery,
        locks: Locks,
        clock: Callable[[], datetime],
    ) -> None:
        self._store = store
        self._registry = registry
        self._concierge = concierge
        self._delivery = delivery
        self._locks = locks
        self._clock = clock

    def handle(self, inbound: InboundMessage) -> None:
        """Log, plan (once) and deliver the reply to `inbound`."""
        prop = self._registry.get(inbound.property_id)
        if prop is None:
            log.error(
                "inbound %s names unknown property %s", inbound.message_id, inbound.property_id
            )
            return
        with self._locks.hold(prop.id, inbound.from_number):
            self._store.record_inbound(inbound)
            plan = self._store.planned_outbound(inbound.message_id)
            if not plan:
                plan = self._store.plan_outbound(self._plan(prop, inbound))
            self._delivery.deliver(plan, inbound_at=inbound.received_at)
        log.info(
            "handled %s from %s: %d texts",
            inbound.message_id,
            mask_number(inbound.from_number),
            len(plan),
        )

    def _plan(self, prop: Property, inbound: InboundMessage) -> list[OutboundText]:
        guest = inbound.from_number
        state = self._store.consent_state(prop.id, guest)
        # A replay of the very text that opted the guest out still owes its confirmation.
        opted_out_before = state.opted_out and state.message_id != inbound.message_id
        keyword = classify_keyword(inbound.text, opted_out=state.opted_out)
        if keyword is Keyword.OPT_OUT:
            self._record_consent(ConsentAction.OPT_OUT, prop, inbound)
            if opted_out_before:
                return []  # already out: nothing more is sent, not even a second confirmation
            return self._texts(prop, inbound, [opt_out_confirmation(prop.name)], COMPLIANCE_CLASS)
        if keyword is Keyword.OPT_IN:
            if state.opted_out:
                self._record_consent(ConsentAction.OPT_IN, prop, inbound)
            return self._texts(prop, inbound, [opt_in_confirmation(prop.name)], COMPLIANCE_CLASS)
        if keyword is Keyword.HELP:
            return self._texts(prop, inbound, [prop.help_text], COMPLIANCE_CLASS)
        if state.opted_out:
            log.info("%s is opted out; no reply", mask_number(guest))
            return []
        result = self._concierge.reply(
            prop, guest, inbound.text, message_id=inbound.message_id, now=self._clock()
        )
        return self._texts(prop, inbound, result.segments, REPLY_CLASS)

    def _record_consent(
        self, action: ConsentAction, prop: Property, inbound: InboundMessage
    ) -> None:
        self._store.append_consent(
            ConsentEvent(
                action=action,
                guest=inbound.from_number,
                property_id=prop.id,
                source=inbound.text.strip()[:160],
                message_id=inbound.message_id,
                at=self._clock(),
                requested_at=inbound.received_at,
            )
        )

    @staticmethod
    def _texts(
        prop: Property, inbound: InboundMessage, bodies: list[str], message_class: str
    ) -> list[OutboundText]:
        return [
            OutboundText(
                key=f"{inbound.message_id}-{seq}",
                inbound_id=inbound.message_id,
                seq=seq,
                property_id=prop.id,
                from_number=inbound.to_number,
                to_number=inbound.from_number,
                text=body,
                message_class=message_class,
            )
            for seq, body in enumerate(bodies, start=1)
        ]
