"""Handle one inbound text: log it, decide the reply, store the plan, deliver it.

Plain code with no Celery in it; `worker.tasks` calls it. Every step is idempotent on the
Telnyx message id, so a redelivered task finishes the same reply instead of sending another.
Keywords (STOP/START/HELP) are answered at once; other texts wait out a short burst window so
"hi" + "is the spa open?" sent a second apart get one answer, given by the newest text's task.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Protocol

from agent.concierge import TurnResult
from compliance.confirmations import opt_in_confirmation, opt_out_confirmation
from compliance.keywords import Keyword, classify_keyword
from compliance.privacy import mask_number
from data.properties import Property, PropertyRegistry
from data.store.base import Store
from data.store.models import ConsentAction, ConsentEvent, InboundMessage, OutboundText
from worker import log_context
from worker.delivery import COMPLIANCE_CLASS, Delivery
from worker.handoff import HandoffDesk
from worker.locks import Locks
from worker.rate_limits import LimitVerdict

log = logging.getLogger(__name__)

REPLY_CLASS = "reply"
STALE_AFTER = timedelta(minutes=10)


def slow_down_text(prop: Property) -> str:
    """Told once per minute to a guest texting faster than the concierge answers."""
    return (
        "You're texting faster than I can answer. I'll reply to your next message in a "
        f"minute; for urgent help call {prop.contact_phone}."
    )


class TurnLimits(Protocol):
    """Decides whether a guest's turn is answered (rate limits)."""

    def check_turn(self, property_id: str, guest: str, *, first_contact: bool) -> LimitVerdict:
        """Count one turn and judge it."""


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
        desk: HandoffDesk,
        limits: TurnLimits,
        on_turn: Callable[[str, float], object] | None = None,
        delivery: Delivery,
        locks: Locks,
        clock: Callable[[], datetime],
        sleep: Callable[[float], None],
        burst_window_seconds: float,
    ) -> None:
        self._store = store
        self._registry = registry
        self._concierge = concierge
        self._desk = desk
        self._limits = limits
        self._on_turn = on_turn or (lambda route, seconds: None)
        self._delivery = delivery
        self._locks = locks
        self._clock = clock
        self._sleep = sleep
        self._burst_window = burst_window_seconds

    def handle(self, inbound: InboundMessage) -> None:
        """Log the text, then answer it (alone, or with the rest of its burst) exactly once."""
        with log_context.bound(log_context.turn_id, inbound.message_id):
            self._handle(inbound)

    def _handle(self, inbound: InboundMessage) -> None:
        prop = self._registry.get(inbound.property_id)
        if prop is None:
            log.error(
                "inbound %s names unknown property %s", inbound.message_id, inbound.property_id
            )
            return
        self._store.record_inbound(inbound)
        keyword = self._keyword(prop, inbound)
        if keyword is Keyword.OPT_OUT:
            # The ledger first, before waiting for the conversation: a reply still being sent
            # for an earlier text re-checks consent before each of its texts and stops.
            self._opt_out(prop, inbound)
        staff = prop.is_staff(inbound.from_number)
        if keyword is None and not staff:
            self._wait_out_burst(inbound)
        with self._locks.hold(prop.id, inbound.from_number):
            turn = self._store.turn_of(inbound.message_id)
            if turn is not None:
                if turn == inbound.message_id:  # redelivered after its turn: finish sending
                    self._delivery.deliver(
                        self._store.planned_outbound(turn), inbound_at=inbound.received_at
                    )
                return  # answered inside a later text's turn, which sends the reply
            if keyword is not None:
                texts = self._keyword_texts(keyword, prop, inbound)
                self._complete_alone(inbound, texts, inbound_at=inbound.received_at)
            elif staff:
                action = self._desk.staff_command(prop, inbound)
                guest_at = self._desk.last_guest_text_at(action.ticket) if action.ticket else None
                self._complete_alone(inbound, action.texts, inbound_at=guest_at)
            elif (ticket := self._store.active_ticket(prop.id, inbound.from_number)) is not None:
                texts = self._desk.forward_guest_text(prop, ticket, inbound)
                self._complete_alone(inbound, texts, inbound_at=inbound.received_at)
            else:
                self._answer_burst(prop, inbound)

    def give_up(self, inbound: InboundMessage) -> None:
        """After repeated failures, apologise once instead of leaving the text unanswered."""
        prop = self._registry.get(inbound.property_id)
        if prop is None or self._store.turn_of(inbound.message_id) is not None:
            return
        if self._store.consent_state(prop.id, inbound.from_number).opted_out:
            return
        apology = (
            f"Sorry, I couldn't answer that just now. {prop.name} can help at "
            f"{prop.contact_phone} or {prop.website}."
        )
        texts = self._texts(prop, inbound, [apology], REPLY_CLASS)
        self._complete_alone(inbound, texts, inbound_at=inbound.received_at)

    def _complete_alone(
        self, inbound: InboundMessage, texts: list[OutboundText], *, inbound_at: datetime | None
    ) -> None:
        plan = self._store.complete_turn(inbound.message_id, [inbound.message_id], texts)
        self._delivery.deliver(plan, inbound_at=inbound_at)

    def _keyword(self, prop: Property, inbound: InboundMessage) -> Keyword | None:
        state = self._store.consent_state(prop.id, inbound.from_number)
        return classify_keyword(inbound.text, opted_out=state.opted_out)

    def _wait_out_burst(self, inbound: InboundMessage) -> None:
        """Give the guest `burst_window` after this text to send the rest of their thought."""
        if self._burst_window <= 0:
            return
        due = inbound.received_at + timedelta(seconds=self._burst_window)
        remaining = (due - self._clock()).total_seconds()
        self._sleep(min(max(remaining, 0.0), self._burst_window))

    def _answer_burst(self, prop: Property, inbound: InboundMessage) -> None:
        """Answer the guest's texts not yet taken: one turn per burst window, else one by one."""
        guest = inbound.from_number
        pending = [
            message
            for message in self._store.unhandled_inbound(prop.id, guest)
            if self._keyword(prop, message) is None
        ] or [inbound]
        if self._burst_window <= 0:
            # No merging: earlier texts still waiting are answered first, each on its own, so
            # the guest's replies keep the order of the guest's texts.
            for message in (
                pending[: pending.index(inbound) + 1] if inbound in pending else [inbound]
            ):
                if self._store.turn_of(message.message_id) is None:
                    self._answer_turn(prop, message, [message])
            return
        latest = pending[-1]
        window_open = self._clock() < latest.received_at + timedelta(seconds=self._burst_window)
        if latest.message_id != inbound.message_id and window_open:
            return  # a newer text's task is still waiting out the burst and will answer it all
        self._answer_turn(prop, inbound, pending)

    def _answer_turn(
        self, prop: Property, turn: InboundMessage, pending: list[InboundMessage]
    ) -> None:
        """One turn keyed by `turn` that answers every text in `pending` (oldest first)."""
        guest = turn.from_number
        latest = pending[-1]
        # Texts left unanswered long ago (a crash) are closed by this turn but not re-asked.
        recent = [m for m in pending if m.received_at >= latest.received_at - STALE_AFTER]
        answered = [message.message_id for message in pending]
        if self._store.consent_state(prop.id, guest).opted_out:
            log.info("%s is opted out; no reply", mask_number(guest))
            self._store.complete_turn(turn.message_id, answered, [])
            return
        verdict = self._limits.check_turn(
            prop.id, guest, first_contact=self._first_contact(prop, guest, pending)
        )
        if not verdict.allowed:
            log.info("not answering %s: %s", mask_number(guest), verdict.reason)
            notice = [slow_down_text(prop)] if verdict.notify else []
            texts = self._texts(prop, turn, notice, REPLY_CLASS)
            plan = self._store.complete_turn(turn.message_id, answered, texts)
            self._delivery.deliver(plan, inbound_at=latest.received_at)
            return
        result = self._concierge.reply(
            prop,
            guest,
            " ".join(message.text.strip() for message in recent or [turn]),
            message_id=turn.message_id,
            now=self._clock(),
        )
        texts = self._texts(prop, turn, result.segments, REPLY_CLASS)
        if result.handoff:
            reason = result.handoff_reason or result.route
            texts += self._desk.open(prop, turn, reason, first_seq=len(texts) + 1)
        plan = self._store.complete_turn(turn.message_id, answered, texts)
        self._on_turn(result.route, (self._clock() - latest.received_at).total_seconds())
        # The grace period runs from the guest's latest text.
        self._delivery.deliver(plan, inbound_at=latest.received_at)
        log.info(
            "turn %s answered %d texts from %s with %d texts (%s)",
            turn.message_id,
            len(answered),
            mask_number(guest),
            len(plan),
            result.route,
        )

    def _first_contact(self, prop: Property, guest: str, pending: list[InboundMessage]) -> bool:
        earlier = self._store.recent_inbound(prop.id, guest, len(pending) + 1)
        return len(earlier) <= len(pending)

    def _keyword_texts(
        self, keyword: Keyword, prop: Property, inbound: InboundMessage
    ) -> list[OutboundText]:
        state = self._store.consent_state(prop.id, inbound.from_number)
        if keyword is Keyword.OPT_OUT:
            ticket = self._store.active_ticket(prop.id, inbound.from_number)
            if ticket is not None:  # staff can no longer text this guest
                self._store.close_ticket(ticket.number, reason="guest opted out", at=self._clock())
            if state.message_id != inbound.message_id:
                return []  # already out before: nothing more is sent, not even a confirmation
            return self._texts(prop, inbound, [opt_out_confirmation(prop.name)], COMPLIANCE_CLASS)
        if keyword is Keyword.OPT_IN:
            if state.opted_out:
                self._record_consent(ConsentAction.OPT_IN, prop, inbound)
            return self._texts(prop, inbound, [opt_in_confirmation(prop.name)], COMPLIANCE_CLASS)
        return self._texts(prop, inbound, [prop.help_text], COMPLIANCE_CLASS)

    def _opt_out(self, prop: Property, inbound: InboundMessage) -> None:
        """Record the opt-out unless the guest is already out (the ledger holds changes)."""
        state = self._store.consent_state(prop.id, inbound.from_number)
        if not state.opted_out:
            self._record_consent(ConsentAction.OPT_OUT, prop, inbound)

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
