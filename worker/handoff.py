"""Human handoff: tickets, staff notifications, staff commands by text, expiry.

Staff are recognised only by the property's registered staff numbers; a text from any other
number is a guest's, whatever it says. While a guest's ticket is open the bot stays silent and
forwards the guest's texts to staff.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from agent.i18n import localize
from compliance.privacy import mask_number
from data.properties import Property
from data.store.base import Store
from data.store.models import InboundMessage, OutboundText, Ticket
from sms.segmentation import split_for_sms

STAFF_CLASS = "staff"
REPLY_CLASS = "reply"
PROACTIVE_CLASS = "proactive"

_COMMAND = re.compile(r"^\s*#\s*(?P<number>\d+)\s+(?P<body>.+?)\s*$", re.DOTALL)
_LIST = re.compile(r"^\s*#\s*list\s*$", re.IGNORECASE)
_DONE = re.compile(r"^(done|close|closed|release|back to bot)[.!]*$", re.IGNORECASE)

STAFF_MAX_TEXTS = 3
"""Most texts one staff reply may use (the console refuses longer replies)."""

StaffNotifier = Callable[[str, int], object]
"""Notify the property's staff webhook of a ticket: (property id, ticket number)."""

log = logging.getLogger(__name__)


CRISIS_REASON = "crisis"


def security_alert(prop: Property, turn: InboundMessage, quoted: str) -> list[str]:
    """The text property security gets when a guest may be in danger.

    Unlike staff notes it carries the guest's full number: security must be able to call back.
    """
    alert = (
        f"URGENT {prop.name} concierge: a guest may be in danger. Guest {turn.from_number} "
        f"texted: {quoted}. They were given 911/988 and your number."
    )
    return split_for_sms(alert, max_texts=3)


@dataclass(frozen=True)
class StaffAction:
    """What a staff text asks for: the texts to send and whether a ticket closed."""

    texts: list[OutboundText]
    closed: Ticket | None = None
    ticket: Ticket | None = None


def _texts(
    *, turn_id: str, start: int, prop: Property, to: str, bodies: list[str], message_class: str
) -> list[OutboundText]:
    return [
        OutboundText(
            key=f"{turn_id}-{seq}",
            inbound_id=turn_id,
            seq=seq,
            property_id=prop.id,
            from_number=prop.numbers[0],
            to_number=to,
            text=body,
            message_class=message_class,
        )
        for seq, body in enumerate(bodies, start=start)
    ]


class HandoffDesk:
    """Opens, relays, lists, closes and expires handoff tickets."""

    def __init__(
        self,
        *,
        store: Store,
        notify: StaffNotifier,
        clock: Callable[[], datetime],
        expiry: timedelta,
        language_of: Callable[[Property, str], str] | None = None,
    ) -> None:
        self._store = store
        self._notify = notify
        self._clock = clock
        self._expiry = expiry
        self._language_of = language_of

    # Opening ---------------------------------------------------------------------------

    def open(
        self, prop: Property, turn: InboundMessage, reason: str, first_seq: int
    ) -> list[OutboundText]:
        """Open (or reuse) the guest's ticket and return the staff notification texts."""
        guest = turn.from_number
        recent = self._store.recent_inbound(prop.id, guest, 3)
        quoted = " / ".join(f'"{m.text.strip()[:80]}"' for m in recent) or f'"{turn.text[:80]}"'
        summary = f"{mask_number(guest)} ({reason}): {quoted}"
        ticket = self._store.open_ticket(
            prop.id,
            guest,
            turn_id=turn.message_id,
            reason=reason,
            summary=summary,
            at=self._clock(),
        )
        self._notify(prop.id, ticket.number)
        note = (
            f"#{ticket.number} guest {summary}. Reply '#{ticket.number} your message' to text "
            f"them, '#{ticket.number} done' to hand back to the bot."
        )
        bodies = split_for_sms(note, max_texts=3)
        texts: list[OutboundText] = []
        seq = first_seq
        recipients = [(staff, bodies) for staff in prop.staff_numbers]
        if reason == CRISIS_REASON and prop.security_phone:
            recipients.append((prop.security_phone, security_alert(prop, turn, quoted)))
        for to, lines in recipients:
            batch = _texts(
                turn_id=turn.message_id,
                start=seq,
                prop=prop,
                to=to,
                bodies=lines,
                message_class=STAFF_CLASS,
            )
            texts.extend(batch)
            seq += len(batch)
        return texts

    # While handed off -------------------------------------------------------------------

    def forward_guest_text(
        self, prop: Property, ticket: Ticket, inbound: InboundMessage
    ) -> list[OutboundText]:
        """Record the guest's text on the ticket and forward it to staff."""
        self._store.add_ticket_event(
            ticket.number,
            "guest",
            inbound.text,
            at=self._clock(),
            key=f"guest:{inbound.message_id}",
        )
        bodies = split_for_sms(f"#{ticket.number} guest: {inbound.text.strip()}", max_texts=3)
        texts: list[OutboundText] = []
        for staff in prop.staff_numbers:
            texts.extend(
                _texts(
                    turn_id=inbound.message_id,
                    start=len(texts) + 1,
                    prop=prop,
                    to=staff,
                    bodies=bodies,
                    message_class=STAFF_CLASS,
                )
            )
        return texts

    # Staff commands ----------------------------------------------------------------------

    def staff_command(self, prop: Property, inbound: InboundMessage) -> StaffAction:
        """Carry out `#list`, `#N done` or `#N message` from a registered staff phone."""
        staff = inbound.from_number

        def to_staff(body: str, start: int = 1) -> list[OutboundText]:
            return _texts(
                turn_id=inbound.message_id,
                start=start,
                prop=prop,
                to=staff,
                bodies=split_for_sms(body, max_texts=3),
                message_class=STAFF_CLASS,
            )

        if _LIST.match(inbound.text):
            return StaffAction(to_staff(self._list_text(prop)))
        match = _COMMAND.match(inbound.text)
        if match is None:
            return StaffAction(
                to_staff("Staff commands: '#list', '#N your message' (to the guest), '#N done'.")
            )
        number, body = int(match["number"]), match["body"]
        ticket = self._store.get_ticket(number)
        if ticket is None or ticket.property_id != prop.id or ticket.status != "open":
            return StaffAction(to_staff(f"#{number} is not an open ticket. Send '#list'."))
        if _DONE.match(body.strip()):
            return self._close(prop, ticket, inbound, reason="staff done", by_staff=to_staff)
        self._store.add_ticket_event(
            number, "staff", body, at=self._clock(), key=f"staff:{inbound.message_id}"
        )
        guest_texts = _texts(
            turn_id=inbound.message_id,
            start=1,
            prop=prop,
            to=ticket.guest,
            bodies=split_for_sms(f"{prop.name}: {body}", max_texts=3),
            message_class=REPLY_CLASS,
        )
        return StaffAction(guest_texts, ticket=ticket)

    # From the console -------------------------------------------------------------------

    def console_reply(
        self, prop: Property, ticket: Ticket, body: str, *, action_id: str
    ) -> list[OutboundText]:
        """A console reply: recorded on the ticket once per action, then the texts to the guest."""
        self._store.add_ticket_event(
            ticket.number, "staff", body, at=self._clock(), key=f"console:{action_id}"
        )
        return _texts(
            turn_id=console_plan_id(action_id),
            start=1,
            prop=prop,
            to=ticket.guest,
            bodies=split_for_sms(f"{prop.name}: {body}", max_texts=STAFF_MAX_TEXTS),
            message_class=REPLY_CLASS,
        )

    def console_handback(
        self, prop: Property, ticket: Ticket, *, action_id: str
    ) -> list[OutboundText]:
        """Tell the guest the bot answers again (staff handed back from the console)."""
        return _texts(
            turn_id=console_plan_id(action_id),
            start=1,
            prop=prop,
            to=ticket.guest,
            bodies=self._guest_notice(prop, ticket.guest, "back_to_bot"),
            message_class=REPLY_CLASS,
        )

    def _guest_notice(self, prop: Property, guest: str, key: str) -> list[str]:
        """The notice `key` in the guest's language, split so each text is one SMS part."""
        english = expired_text(prop) if key == "handoff_expired" else back_to_bot_text(prop)
        language = "en"
        if self._language_of is not None:
            try:
                language = self._language_of(prop, guest)
            except Exception:  # the notice must go even when the conversation can't be read
                log.exception("could not read the guest's language; the notice goes in English")
        if language == "en":
            return [english]
        return split_for_sms(localize(language, key, english, prop), max_texts=3)

    def last_guest_text_at(self, ticket: Ticket) -> datetime | None:
        """When the guest last texted: a staff reply within the grace period of it is a reply."""
        recent = self._store.recent_inbound(ticket.property_id, ticket.guest, 1)
        return recent[-1].received_at if recent else None

    def _list_text(self, prop: Property) -> str:
        tickets = self._store.tickets(prop.id)
        if not tickets:
            return "No open tickets."
        now = self._clock()
        parts = [
            f"#{t.number} {mask_number(t.guest)} {t.reason}, "
            f"{int((now - t.opened_at).total_seconds() // 60)} min"
            for t in tickets[:8]
        ]
        more = f" (+{len(tickets) - 8} more)" if len(tickets) > 8 else ""
        return "Open: " + "; ".join(parts) + more

    def _close(
        self,
        prop: Property,
        ticket: Ticket,
        inbound: InboundMessage,
        *,
        reason: str,
        by_staff: Callable[[str, int], list[OutboundText]],
    ) -> StaffAction:
        closed = self._store.close_ticket(ticket.number, reason=reason, at=self._clock())
        if closed is None:
            return StaffAction(by_staff(f"#{ticket.number} was already closed.", 1))
        back = _texts(
            turn_id=inbound.message_id,
            start=1,
            prop=prop,
            to=ticket.guest,
            bodies=self._guest_notice(prop, ticket.guest, "back_to_bot"),
            message_class=REPLY_CLASS,
        )
        ack = by_staff(f"#{ticket.number} closed; the bot answers this guest again.", len(back) + 1)
        return StaffAction(back + ack, closed=closed, ticket=ticket)

    # Release and expiry ---------------------------------------------------------------------

    def release(self, prop: Property, number: int, *, reason: str) -> list[OutboundText]:
        """Close a ticket from the CLI or on expiry; return the guest's notice (empty if closed)."""
        ticket = self._store.get_ticket(number)
        if ticket is None or ticket.status != "open":
            return []
        if self._store.close_ticket(number, reason=reason, at=self._clock()) is None:
            return []
        key = "handoff_expired" if reason == "expired" else "back_to_bot"
        return _texts(
            turn_id=f"ticket-{number}-{reason}",
            start=1,
            prop=prop,
            to=ticket.guest,
            bodies=self._guest_notice(prop, ticket.guest, key),
            message_class=PROACTIVE_CLASS,
        )

    def expired(self) -> list[Ticket]:
        """Open tickets with no activity for longer than the expiry."""
        now = self._clock()
        due = []
        for ticket in self._store.tickets():
            events = self._store.ticket_events(ticket.number)
            last = max((event.at for event in events), default=ticket.opened_at)
            if now - last >= self._expiry:
                due.append(ticket)
        return due


def console_plan_id(action_id: str) -> str:
    """The plan id (and idempotency key prefix) of a console action's texts."""
    return f"console-{action_id}"


def back_to_bot_text(prop: Property) -> str:
    """Told to the guest when staff hand the conversation back."""
    return (
        f"Thanks for your patience! You're back with the {prop.name} text concierge; "
        "ask me anything."
    )


def expired_text(prop: Property) -> str:
    """Told to the guest when no one picked the ticket up in time."""
    return (
        f"Sorry, our team couldn't get back to you in time. The {prop.name} text concierge is "
        f"back to help, or call {prop.contact_phone} to reach a person."
    )
