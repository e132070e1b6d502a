"""The handoff tickets' contract, run against their SQLite adapter and their Firestore adapter.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone

import pytest

from data.store.firestore.handoff_tickets import FirestoreHandoffTickets
from data.store.handoff_tickets import HandoffTickets
from data.store.models import (
    Ticket,
    TicketEvent,
    TicketStatus,
)
from data.store.sqlite import handoff_tickets
from data.store.sqlite.handoff_tickets import SqliteHandoffTickets
from tests.contract.support import (
    GUEST,
    NOW,
    OTHER_GUEST,
    OTHER_PROPERTY,
    PROPERTY,
    concern_adapters,
    hand_off,
)


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[HandoffTickets]:
    yield from concern_adapters(
        request, tmp_path, SqliteHandoffTickets, handoff_tickets.SCHEMA, FirestoreHandoffTickets
    )


# Handoff tickets ----------------------------------------------------------------------------


def test_opening_a_ticket_hands_the_guest_to_staff(store: HandoffTickets) -> None:
    assert store.active_ticket(PROPERTY, GUEST) is None
    ticket = hand_off(store, "t1", reason="wants a host", summary="Gold member, comp question")
    assert ticket == Ticket(
        number=ticket.number,
        property_id=PROPERTY,
        guest=GUEST,
        status=TicketStatus.OPEN,
        reason="wants a host",
        summary="Gold member, comp question",
        opened_at=NOW,
    )
    assert ticket.number >= 1
    assert store.active_ticket(PROPERTY, GUEST) == ticket
    assert store.get_ticket(ticket.number) == ticket
    assert store.active_ticket(PROPERTY, OTHER_GUEST) is None
    assert store.active_ticket(OTHER_PROPERTY, GUEST) is None
    assert store.ticket_events(ticket.number) == [
        TicketEvent(ticket.number, "opened", "wants a host", NOW)
    ]


def test_opening_is_idempotent_per_turn_and_the_first_call_wins(store: HandoffTickets) -> None:
    first = hand_off(store, "t1", reason="first", summary="first summary")
    again = hand_off(store, "t1", reason="retried", summary="other words", minutes=5)
    assert again == first
    assert store.tickets(open_only=False) == [first]
    assert [e.kind for e in store.ticket_events(first.number)] == ["opened"]


def test_a_redelivered_turn_does_not_reopen_its_closed_ticket(store: HandoffTickets) -> None:
    first = hand_off(store, "t1")
    closed = store.close_ticket(first.number, reason="resolved", at=NOW + timedelta(minutes=9))
    assert hand_off(store, "t1", minutes=10) == closed
    assert store.active_ticket(PROPERTY, GUEST) is None
    assert store.tickets(open_only=False) == [closed]
    # Still the turn's own ticket once the guest holds a newer open one.
    newer = hand_off(store, "t2", minutes=11)
    assert hand_off(store, "t1", minutes=12) == closed
    assert store.active_ticket(PROPERTY, GUEST) == newer


def test_a_guest_holds_one_open_ticket_until_it_closes(store: HandoffTickets) -> None:
    first = hand_off(store, "t1", summary="first")
    assert hand_off(store, "t2", summary="second", minutes=1) == first
    assert store.tickets() == [first]
    store.close_ticket(first.number, reason="done", at=NOW + timedelta(minutes=2))
    second = hand_off(store, "t3", summary="third", minutes=3)
    assert second.number > first.number
    assert (second.summary, second.status) == ("third", TicketStatus.OPEN)
    assert store.active_ticket(PROPERTY, GUEST) == second
    assert hand_off(store, "t4", minutes=4) == second


def test_ticket_numbers_increase_and_are_unique_across_guests_and_properties(
    store: HandoffTickets,
) -> None:
    mine = hand_off(store, "t1")
    other_guest = hand_off(store, "t2", guest=OTHER_GUEST)
    other_property = hand_off(store, "t3", property_id=OTHER_PROPERTY)
    numbers = [mine.number, other_guest.number, other_property.number]
    assert numbers == sorted(numbers) and len(set(numbers)) == 3
    assert store.active_ticket(PROPERTY, GUEST) == mine
    assert store.active_ticket(PROPERTY, OTHER_GUEST) == other_guest
    assert store.active_ticket(OTHER_PROPERTY, GUEST) == other_property
    for ticket in (mine, other_guest, other_property):
        assert store.get_ticket(ticket.number) == ticket
    # A closed ticket's number is never handed out again.
    store.close_ticket(other_property.number, reason="done", at=NOW)
    later = hand_off(store, "t4", property_id=OTHER_PROPERTY)
    assert later.number > max(numbers)


def test_closing_a_ticket_happens_once(store: HandoffTickets) -> None:
    ticket = hand_off(store, "t1", reason="opened by the agent")
    at = NOW + timedelta(minutes=30)
    closed = store.close_ticket(ticket.number, reason="host called the guest", at=at)
    assert closed == Ticket(
        number=ticket.number,
        property_id=PROPERTY,
        guest=GUEST,
        status=TicketStatus.CLOSED,
        reason="opened by the agent",
        summary=ticket.summary,
        opened_at=NOW,
        closed_at=at,
        close_reason="host called the guest",
    )
    assert store.get_ticket(ticket.number) == closed
    assert store.active_ticket(PROPERTY, GUEST) is None
    assert store.close_ticket(ticket.number, reason="again", at=at + timedelta(minutes=1)) is None
    assert store.get_ticket(ticket.number) == closed
    assert store.close_ticket(ticket.number + 1000, reason="unknown", at=at) is None
    assert store.get_ticket(ticket.number + 1000) is None
    assert store.ticket_events(ticket.number) == [
        TicketEvent(ticket.number, "opened", "opened by the agent", NOW),
        TicketEvent(ticket.number, "closed", "host called the guest", at),
    ]


def test_tickets_filter_by_property_and_openness_oldest_first(store: HandoffTickets) -> None:
    a = hand_off(store, "t1")
    b = hand_off(store, "t2", property_id=OTHER_PROPERTY)
    c = hand_off(store, "t3", guest=OTHER_GUEST)
    d = hand_off(store, "t4", guest=OTHER_GUEST, property_id=OTHER_PROPERTY)
    closed_a = store.close_ticket(a.number, reason="done", at=NOW)
    closed_d = store.close_ticket(d.number, reason="done", at=NOW)
    assert store.tickets() == [b, c]
    assert store.tickets(PROPERTY) == [c]
    assert store.tickets(OTHER_PROPERTY) == [b]
    assert store.tickets(open_only=False) == [closed_a, b, c, closed_d]
    assert store.tickets(PROPERTY, open_only=False) == [closed_a, c]
    assert store.tickets(OTHER_PROPERTY, open_only=False) == [b, closed_d]
    assert store.tickets("nowhere", open_only=False) == []


def test_ticket_events_keep_the_order_they_were_added_in(store: HandoffTickets) -> None:
    ticket = hand_off(store, "t1")
    other = hand_off(store, "t2", guest=OTHER_GUEST)
    # Times out of order on purpose: the log keeps arrival order, not timestamp order.
    assert store.add_ticket_event(
        ticket.number, "guest", "still there?", at=NOW.replace(minute=9), key="g1"
    )
    assert store.add_ticket_event(other.number, "guest", "not yours", at=NOW, key="x1")
    assert store.add_ticket_event(
        ticket.number, "staff", "on my way", at=NOW.replace(minute=5), key="s1"
    )
    assert [(e.kind, e.text, e.at) for e in store.ticket_events(ticket.number)] == [
        ("opened", "asked for a person", NOW),
        ("guest", "still there?", NOW.replace(minute=9)),
        ("staff", "on my way", NOW.replace(minute=5)),
    ]
    assert [e.text for e in store.ticket_events(other.number)] == [
        "asked for a person",
        "not yours",
    ]
    assert store.ticket_events(ticket.number + 1000) == []


def test_a_ticket_event_is_recorded_once_per_key(store: HandoffTickets) -> None:
    ticket = hand_off(store, "t1")
    other = hand_off(store, "t2", guest=OTHER_GUEST)
    assert store.add_ticket_event(ticket.number, "staff", "hello", at=NOW, key="tx/1") is True
    assert store.add_ticket_event(ticket.number, "staff", "changed", at=NOW, key="tx/1") is False
    assert store.add_ticket_event(other.number, "staff", "elsewhere", at=NOW, key="tx/1") is False
    assert [e.text for e in store.ticket_events(ticket.number)] == ["asked for a person", "hello"]
    assert [e.text for e in store.ticket_events(other.number)] == ["asked for a person"]


def test_ticket_fields_round_trip_including_datetimes(store: HandoffTickets) -> None:
    eastern = timezone(timedelta(hours=-5))
    opened_at = datetime(2026, 11, 22, 10, 0, 0, 123456, tzinfo=eastern)
    closed_at = datetime(2026, 11, 22, 16, 30, 1, 654321, tzinfo=UTC)
    odd_guest = "+1 (203) 555/0147.x"
    opened = store.open_ticket(
        "property/with.dots",
        odd_guest,
        turn_id="turn/with.odd%chars",
        reason="Où est mon hôte? 🎰",
        summary="line one\nline two",
        at=opened_at,
    )
    assert opened == Ticket(
        opened.number,
        "property/with.dots",
        odd_guest,
        TicketStatus.OPEN,
        "Où est mon hôte? 🎰",
        "line one\nline two",
        opened_at,
    )
    assert opened.opened_at == NOW.replace(microsecond=123456)
    assert store.active_ticket("property/with.dots", odd_guest) == opened
    event_at = datetime(2026, 11, 22, 11, 15, 2, 42, tzinfo=eastern)
    assert store.add_ticket_event(opened.number, "staff", "Merci 🙏", at=event_at, key="k/1.2")
    closed = store.close_ticket(opened.number, reason="fermé", at=closed_at)
    assert closed is not None
    assert store.get_ticket(opened.number) == closed
    assert (closed.closed_at, closed.close_reason) == (closed_at, "fermé")
    assert store.tickets("property/with.dots", open_only=False) == [closed]
    assert store.ticket_events(opened.number) == [
        TicketEvent(opened.number, "opened", "Où est mon hôte? 🎰", opened_at),
        TicketEvent(opened.number, "staff", "Merci 🙏", event_at),
        TicketEvent(opened.number, "closed", "fermé", closed_at),
    ]
