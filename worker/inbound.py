"""Handle one inbound text: log it, decide the reply, store the plan, deliver it.

Plain code with no Celery in it; `worker.tasks` calls it. Every step is idempotent on the
Telnyx message id, so a redelivered task finishes the same reply instead of sending another.
Keywords (STOP/START/HELP) are answered at once. Other texts start their turn at once too, with
no fixed wait: if the guest sends another text before the turn's reply is committed (the
moment before its first text goes out), the running turn is abandoned and the next turn answers
every text still waiting, the way a person reads a burst ("hi" + "is the spa open?").
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Protocol

import redis

from agent.concierge import TurnResult
from compliance.keywords import Keyword, classify_keyword
from compliance.privacy import mask_number
from data.properties import Property, PropertyRegistry
from data.store.base import Store
from data.store.models import ConsentAction, ConsentEvent, InboundMessage, OutboundText
from data.turns.log import KEYWORD_ROUTE, STAFF_ROUTE, TurnLog, TurnRecord
from ops import log_context
from worker.abandonable import run_unless_superseded
from worker.carrier_opt_outs import CarrierOptOuts
from worker.delivery import COMPLIANCE_CLASS, Delivery
from worker.guest_texts import apology_text, keyword_reply, slow_down_text, text_only_note
from worker.handoff import HandoffDesk
from worker.locks import Held, Locks
from worker.rate_limits import LimitVerdict
from worker.reminders import ReminderDesk

log = logging.getLogger(__name__)

REPLY_CLASS = "reply"
STALE_AFTER = timedelta(minutes=10)
# A guest who keeps texting faster than the model answers still gets an answer: a turn whose
# oldest text waited this long is not abandoned for a newer one (which then gets its own turn).
COALESCE_AT_MOST = timedelta(seconds=20)


class TurnLimits(Protocol):
    """Decides whether a guest's turn is answered (rate limits)."""

    def check_turn(
        self,
        property_id: str,
        guest: str,
        *,
        first_contact: bool,
        safety: bool = False,
        turn_key: str | None = None,
    ) -> LimitVerdict:
        """Count one turn and judge it; a `safety` turn is answered whatever the limit.

        Calls with the same `turn_key` count as one turn.
        """


class Concierge(Protocol):
    """Answers a guest's text (the graph in production)."""

    def reply(
        self,
        prop: Property,
        guest: str,
        text: str,
        *,
        message_id: str,
        now: datetime,
        covers: Sequence[str] = (),
    ) -> TurnResult:
        """The texts that answer `text` (the joined texts whose ids are `covers`)."""

    def needs_an_answer(self, text: str) -> bool:
        """Whether no per-guest limit may silence `text` (help, or a person, asked for)."""

    def language_for(self, prop: Property, guest: str, text: str) -> str:
        """The conversation's language after `text` (for texts answered outside a turn)."""


class Arrivals(Protocol):
    """The texts the receiver accepted from each guest, in the order it accepted them."""

    def earlier_arrivals(
        self, property_id: str, guest: str, message_id: str, received_at: datetime
    ) -> list[dict[str, object]]:
        """Payloads of the guest's texts accepted before `message_id`, oldest first."""

    def forget_arrivals(self, property_id: str, guest: str, message_ids: list[str]) -> None:
        """Drop texts a turn has taken."""


def accepted_order(pending: list[InboundMessage], accepted: list[str]) -> list[InboundMessage]:
    """`pending` oldest first, a tie in received time going by the receiver's acceptance.

    `accepted` are ids in the order the receiver accepted them; other texts follow them. The
    store breaks such ties by when a text was logged, and a later text's task can log its
    own text before it logs the earlier ones it finds in the arrivals.
    """
    rank = {message_id: n for n, message_id in enumerate(accepted)}
    return sorted(pending, key=lambda m: (m.received_at, rank.get(m.message_id, len(rank))))


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
        coalesce: bool = True,
        turns: TurnLog | None = None,
        carrier: CarrierOptOuts | None = None,
        reminders: ReminderDesk | None = None,
        arrivals: Arrivals | None = None,
    ) -> None:
        self._store = store
        self._arrivals = arrivals
        self._turns = turns
        self._reminders = reminders
        self._registry = registry
        self._concierge = concierge
        self._desk = desk
        self._limits = limits
        self._on_turn = on_turn or (lambda route, seconds: None)
        self._delivery = delivery
        self._locks = locks
        self._clock = clock
        self._coalesce = coalesce
        self._carrier = carrier or CarrierOptOuts()

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
        with self._locks.hold(prop.id, inbound.from_number) as held:
            turn = self._store.turn_of(inbound.message_id)
            if turn is not None:
                if turn == inbound.message_id:  # redelivered after its turn: finish sending
                    self._delivery.deliver(
                        self._store.planned_outbound(turn), inbound_at=inbound.received_at
                    )
                return  # answered inside a later text's turn, which sends the reply
            if keyword is not None:
                texts = self._keyword_texts(keyword, prop, inbound)
                self._log_turn(inbound, inbound.from_number, KEYWORD_ROUTE, inbound.received_at)
                self._complete_alone(inbound, texts, inbound_at=inbound.received_at)
            elif staff:
                action = self._desk.staff_command(prop, inbound)
                guest_at = self._desk.last_guest_text_at(action.ticket) if action.ticket else None
                if action.ticket is not None:
                    self._log_turn(
                        inbound,
                        action.ticket.guest,
                        STAFF_ROUTE,
                        guest_at,
                        actor=mask_number(inbound.from_number),
                    )
                self._complete_alone(inbound, action.texts, inbound_at=guest_at)
            elif (ticket := self._store.active_ticket(prop.id, inbound.from_number)) is not None:
                texts = self._desk.forward_guest_text(prop, ticket, inbound)
                self._complete_alone(inbound, texts, inbound_at=inbound.received_at)
            elif not inbound.text.strip():
                # A picture or an empty text: no question for the model, one polite note.
                opted_out = self._store.consent_state(prop.id, inbound.from_number).opted_out
                bodies = [] if opted_out else [text_only_note(prop)]
                texts = self._texts(prop, inbound, bodies, REPLY_CLASS)
                self._complete_alone(inbound, texts, inbound_at=inbound.received_at)
            else:
                self._answer_pending(prop, inbound, held)

    def give_up(self, inbound: InboundMessage) -> None:
        """After repeated failures, apologise once instead of leaving the text unanswered."""
        prop = self._registry.get(inbound.property_id)
        if prop is None or self._store.turn_of(inbound.message_id) is not None:
            return
        if self._store.consent_state(prop.id, inbound.from_number).opted_out:
            return
        apology = apology_text(prop, self._language(prop, inbound))
        texts = self._texts(prop, inbound, [apology], REPLY_CLASS)
        self._log_turn(inbound, inbound.from_number, "apology", inbound.received_at)
        self._complete_alone(inbound, texts, inbound_at=inbound.received_at)

    def _complete_alone(
        self, inbound: InboundMessage, texts: list[OutboundText], *, inbound_at: datetime | None
    ) -> None:
        plan = self._store.complete_turn(inbound.message_id, [inbound.message_id], texts)
        self._delivery.deliver(plan, inbound_at=inbound_at)

    def _log_turn(
        self,
        plan: InboundMessage,
        guest: str,
        route: str,
        guest_at: datetime | None,
        *,
        llm_calls: int = 0,
        actor: str | None = None,
    ) -> None:
        """Note the plan's route for the console (once per plan; a redelivery adds nothing)."""
        if self._turns is None:
            return
        self._turns.record(
            TurnRecord(
                plan_id=plan.message_id,
                property_id=plan.property_id,
                guest=guest,
                route=route or "none",
                llm_calls=llm_calls,
                guest_at=guest_at,
                planned_at=self._clock(),
                actor=actor,
            )
        )

    def _keyword(self, prop: Property, inbound: InboundMessage) -> Keyword | None:
        state = self._store.consent_state(prop.id, inbound.from_number)
        return classify_keyword(inbound.text, opted_out=state.opted_out)

    def _answer_pending(self, prop: Property, inbound: InboundMessage, held: Held) -> None:
        """Answer the guest's texts no turn has taken: together, or one by one in order."""
        earlier = self._log_earlier_arrivals(prop, inbound)
        try:
            self._answer_in_order(prop, inbound, held, [*earlier, inbound.message_id])
        finally:
            self._forget_taken(prop, inbound.from_number, [*earlier, inbound.message_id])

    def _log_earlier_arrivals(self, prop: Property, inbound: InboundMessage) -> list[str]:
        """Log the guest's texts accepted before this one that no task has logged yet.

        Worker threads start tasks in any order, so this text's task may hold the conversation
        before an earlier text's task has logged it; logged here, the earlier text is answered
        first. Returns their ids. Best effort: without Redis the texts go as their tasks log
        them.
        """
        if self._arrivals is None:
            return []
        try:
            earlier = self._arrivals.earlier_arrivals(
                prop.id, inbound.from_number, inbound.message_id, inbound.received_at
            )
        except redis.RedisError as exc:
            log.warning(
                "earlier texts of %s not looked up: %s", mask_number(inbound.from_number), exc
            )
            return []
        for payload in earlier:
            message = InboundMessage.from_payload(payload)
            if self._store.turn_of(message.message_id) is None:
                self._store.record_inbound(message)
        return [str(payload["message_id"]) for payload in earlier]

    def _forget_taken(self, prop: Property, guest: str, message_ids: list[str]) -> None:
        """Drop from the guest's arrivals those of `message_ids` a turn has taken (best effort).

        Texts noted later are dropped by a later turn, for which they are earlier.
        """
        if self._arrivals is None:
            return
        taken = [m for m in message_ids if self._store.turn_of(m) is not None]
        try:
            self._arrivals.forget_arrivals(prop.id, guest, taken)
        except redis.RedisError as exc:
            log.warning("arrivals of %s not trimmed: %s", mask_number(guest), exc)

    def _answer_in_order(
        self, prop: Property, inbound: InboundMessage, held: Held, accepted: list[str]
    ) -> None:
        pending = accepted_order(
            [
                message
                for message in self._store.unhandled_inbound(prop.id, inbound.from_number)
                if self._keyword(prop, message) is None
            ],
            accepted,
        ) or [inbound]
        if self._coalesce:
            self._answer_turn(prop, inbound, pending, speculative=held)
            return
        # No merging: earlier texts still waiting are answered first, each on its own, so
        # the guest's replies keep the order of the guest's texts.
        for message in pending[: pending.index(inbound) + 1] if inbound in pending else [inbound]:
            if self._store.turn_of(message.message_id) is None:
                self._answer_turn(prop, message, [message])

    def _superseded(self, prop: Property, pending: list[InboundMessage]) -> bool:
        """Whether a newer text from the guest arrived that this turn does not answer yet."""
        if self._clock() - pending[0].received_at > COALESCE_AT_MOST:
            return False
        taken = {message.message_id for message in pending}
        return any(
            message.message_id not in taken and self._keyword(prop, message) is None
            for message in self._store.unhandled_inbound(prop.id, pending[0].from_number)
        )

    def _answer_turn(
        self,
        prop: Property,
        turn: InboundMessage,
        pending: list[InboundMessage],
        *,
        speculative: Held | None = None,
    ) -> None:
        """One turn keyed by `turn` that answers every text in `pending` (oldest first).

        A speculative turn (`speculative` is the conversation's held lock) is abandoned, before
        anything is committed or sent, when a newer text arrived meanwhile: that text's task,
        waiting for the lock, answers it together with these. The model call is cut short as
        soon as that task waits, not waited for.
        """
        guest = turn.from_number
        latest = pending[-1]
        # Texts left unanswered long ago (a crash) are closed by this turn but not re-asked.
        recent = [m for m in pending if m.received_at >= latest.received_at - STALE_AFTER]
        answered = [message.message_id for message in pending]
        if self._store.consent_state(prop.id, guest).opted_out:
            log.info("%s is opted out; no reply", mask_number(guest))
            self._store.complete_turn(turn.message_id, answered, [])
            return
        text = " ".join(message.text.strip() for message in recent or [turn])
        verdict = self._limits.check_turn(
            prop.id,
            guest,
            first_contact=self._first_contact(prop, guest, pending),
            safety=self._concierge.needs_an_answer(text),
            # Keyed by the oldest text: a turn abandoned for a newer text and the turn that
            # answers both are one turn to the guest.
            turn_key=pending[0].message_id,
        )
        if not verdict.allowed:
            log.info("not answering %s: %s", mask_number(guest), verdict.reason)
            language = self._concierge.language_for(prop, guest, text) if verdict.notify else ""
            notice = [slow_down_text(prop, language)] if verdict.notify else []
            texts = self._texts(prop, turn, notice, REPLY_CLASS)
            plan = self._store.complete_turn(turn.message_id, answered, texts)
            self._log_turn(turn, guest, "rate_limit", latest.received_at)
            self._delivery.deliver(plan, inbound_at=latest.received_at)
            return
        if self._answer_reminder(prop, turn, text, answered, latest.received_at):
            return

        def reply() -> TurnResult:
            return self._concierge.reply(
                prop,
                guest,
                text,
                # One graph id per set of texts: a retried turn over the same texts is a replay.
                message_id=turn.message_id
                if len(pending) == 1
                else f"{turn.message_id}+{len(pending) - 1}",
                now=self._clock(),
                covers=answered,
            )

        if speculative is None:
            result: TurnResult | None = reply()
        else:
            held = speculative
            result = run_unless_superseded(
                reply, lambda: held.contended() and self._superseded(prop, pending)
            )
        if result is None or (speculative and self._superseded(prop, pending)):
            log.info("turn %s abandoned: %s sent another text", turn.message_id, mask_number(guest))
            return
        texts = self._texts(prop, turn, result.segments, REPLY_CLASS)
        if result.handoff:
            reason = result.handoff_reason or result.route
            texts += self._desk.open(prop, turn, reason, first_seq=len(texts) + 1)
        plan = self._store.complete_turn(turn.message_id, answered, texts)
        self._log_turn(turn, guest, result.route, latest.received_at, llm_calls=result.llm_calls)
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

    def _answer_reminder(
        self,
        prop: Property,
        turn: InboundMessage,
        text: str,
        answered: list[str],
        inbound_at: datetime,
    ) -> bool:
        """Set or cancel a reminder the text asks for; False when it is not about reminders."""
        if self._reminders is None:
            return False
        language = self._concierge.language_for(prop, turn.from_number, text)
        bodies = self._reminders.answer(prop, turn, text, language)
        if bodies is None:
            return False
        texts = self._texts(prop, turn, bodies, REPLY_CLASS)
        plan = self._store.complete_turn(turn.message_id, answered, texts)
        self._log_turn(turn, turn.from_number, "reminder", inbound_at)
        self._delivery.deliver(plan, inbound_at=inbound_at)
        return True

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
        elif keyword is Keyword.OPT_IN and state.opted_out:
            if not self._carrier.honours_opt_in(state, inbound.text):
                # Telnyx keeps blocking this guest until START/UNSTOP: recording this opt-in
                # would be false, and no reply can reach the guest anyway.
                log.warning(
                    "%s texted an opt-in word Telnyx does not act on; still blocked there",
                    mask_number(inbound.from_number),
                )
                return []
            self._record_consent(ConsentAction.OPT_IN, prop, inbound)
        if self._carrier.confirms_itself(inbound.text):
            return []  # Telnyx's own auto-response is the guest's one confirmation
        # The ledger is written above (opt-out: before the lock) before the language is read.
        bodies = keyword_reply(keyword, self._language(prop, inbound), prop)
        return self._texts(prop, inbound, bodies, COMPLIANCE_CLASS)

    def _language(self, prop: Property, inbound: InboundMessage) -> str:
        """The guest's language for a text answered outside a turn; English if unreadable."""
        try:
            return self._concierge.language_for(prop, inbound.from_number, inbound.text)
        except Exception:  # a confirmation must go out even when the conversation can't be read
            log.exception("could not read the conversation's language; answering in English")
            return "en"

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
