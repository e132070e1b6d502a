"""The store port's contract, run against every adapter: SQLite, and Firestore on the emulator.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

import inspect
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone

import pytest

from data.store.base import Store
from data.store.firestore import FirestoreStore
from data.store.models import (
    ConsentAction,
    ConsentEvent,
    ConsentState,
    InboundMessage,
    OutboundStatus,
    OutboundText,
    Ticket,
    TicketEvent,
    TicketStatus,
)
from data.store.sqlite import SqliteStore

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
PROPERTY = "mohegan_sun"
OTHER_PROPERTY = "mohegan_pa"
GUEST = "+12035550147"
OTHER_GUEST = "+18605550199"
PROPERTY_NUMBER = "+18605550100"


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[Store]:
    if request.param == "sqlite":
        sqlite = SqliteStore(tmp_path / "contract.db")
        yield sqlite
        sqlite.close()
    else:
        yield FirestoreStore(request.getfixturevalue("firestore_client"), prefix="contract_")


def inbound(
    message_id: str,
    text: str = "hi",
    *,
    minutes: int = 0,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    media: tuple[str, ...] = (),
) -> InboundMessage:
    return InboundMessage(
        message_id,
        property_id,
        guest,
        PROPERTY_NUMBER,
        text,
        NOW + timedelta(minutes=minutes),
        media,
    )


def plan(
    inbound_id: str,
    texts: list[str],
    *,
    guest: str = GUEST,
    status: OutboundStatus = OutboundStatus.PENDING,
    release_at: datetime | None = None,
    message_class: str = "reply",
) -> list[OutboundText]:
    return [
        OutboundText(
            key=f"{inbound_id}-{seq}",
            inbound_id=inbound_id,
            seq=seq,
            property_id=PROPERTY,
            from_number=PROPERTY_NUMBER,
            to_number=guest,
            text=text,
            message_class=message_class,
            status=status,
            release_at=release_at,
        )
        for seq, text in enumerate(texts, start=1)
    ]


def consent(
    action: ConsentAction,
    message_id: str | None,
    *,
    minutes: int = 0,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    **detail: str,
) -> ConsentEvent:
    return ConsentEvent(
        action=action,
        guest=guest,
        property_id=property_id,
        source="STOP" if action == ConsentAction.OPT_OUT else "START",
        message_id=message_id,
        at=NOW + timedelta(minutes=minutes),
        requested_at=NOW + timedelta(minutes=minutes, seconds=-3),
        detail=detail,
    )


def hand_off(
    store: Store,
    turn_id: str,
    *,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    minutes: int = 0,
    reason: str = "asked for a person",
    summary: str = "wants a host",
) -> Ticket:
    return store.open_ticket(
        property_id,
        guest,
        turn_id=turn_id,
        reason=reason,
        summary=summary,
        at=NOW + timedelta(minutes=minutes),
    )


def texts_of(rows: list[tuple[int, OutboundText]]) -> list[str]:
    return [text.text for _, text in rows]


# Health ----------------------------------------------------------------------------------


def test_a_working_store_passes_its_check(store: Store) -> None:
    store.check()


# Message log -----------------------------------------------------------------------------


def test_an_inbound_text_is_logged_once_and_the_first_copy_wins(store: Store) -> None:
    assert store.record_inbound(inbound("m1", "first")) is True
    assert store.record_inbound(inbound("m1", "redelivered, different")) is False
    [logged] = store.recent_inbound(PROPERTY, GUEST, 5)
    assert logged == inbound("m1", "first")


def test_recent_inbound_is_the_latest_n_oldest_first(store: Store) -> None:
    for minutes, message_id in [(3, "m3"), (1, "m1"), (4, "m4"), (2, "m2")]:
        store.record_inbound(inbound(message_id, f"text {message_id}", minutes=minutes))
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 3)] == ["m2", "m3", "m4"]
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 10)] == [
        "m1",
        "m2",
        "m3",
        "m4",
    ]
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 1)] == ["m4"]


def test_recent_inbound_keeps_guests_and_properties_apart(store: Store) -> None:
    store.record_inbound(inbound("mine", minutes=1))
    store.record_inbound(inbound("other-guest", minutes=2, guest=OTHER_GUEST))
    store.record_inbound(inbound("other-property", minutes=3, property_id=OTHER_PROPERTY))
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 5)] == ["mine"]
    assert [m.message_id for m in store.recent_inbound(OTHER_PROPERTY, GUEST, 5)] == [
        "other-property"
    ]
    assert store.recent_inbound(PROPERTY, "+19995550000", 5) == []


def test_inbound_fields_round_trip_including_media_and_odd_ids(store: Store) -> None:
    eastern = timezone(timedelta(hours=-5))
    message = InboundMessage(
        "id/with/slashes.and.dots",
        PROPERTY,
        GUEST,
        PROPERTY_NUMBER,
        "Où est le buffet? 🎰",
        datetime(2026, 11, 22, 10, 0, 0, 123456, tzinfo=eastern),
        ("https://media.example/a.jpg", "https://media.example/b.jpg"),
    )
    assert store.record_inbound(message) is True
    [logged] = store.recent_inbound(PROPERTY, GUEST, 1)
    assert logged == message
    assert logged.received_at == NOW.replace(microsecond=123456)


# Turns ----------------------------------------------------------------------------------


def test_texts_wait_unhandled_oldest_first_until_a_turn_takes_them(store: Store) -> None:
    store.record_inbound(inbound("m2", "second", minutes=2))
    store.record_inbound(inbound("m1", "first", minutes=1))
    store.record_inbound(inbound("x1", minutes=1, guest=OTHER_GUEST))
    store.record_inbound(inbound("p1", minutes=1, property_id=OTHER_PROPERTY))
    assert [m.message_id for m in store.unhandled_inbound(PROPERTY, GUEST)] == ["m1", "m2"]
    assert store.unhandled_inbound(PROPERTY, GUEST)[0] == inbound("m1", "first", minutes=1)
    assert store.turn_of("m1") is None and store.turn_of("never-logged") is None

    stored = store.complete_turn("m2", ["m1"], plan("m2", ["one answer for both"]))
    assert [t.text for t in stored] == ["one answer for both"]
    assert store.turn_of("m1") == "m2" and store.turn_of("m2") == "m2"
    assert store.unhandled_inbound(PROPERTY, GUEST) == []
    assert [m.message_id for m in store.unhandled_inbound(PROPERTY, OTHER_GUEST)] == ["x1"]
    assert [m.message_id for m in store.unhandled_inbound(OTHER_PROPERTY, GUEST)] == ["p1"]
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 5)] == ["m1", "m2"]
    assert store.planned_outbound("m2") == stored


def test_completing_a_turn_again_changes_nothing(store: Store) -> None:
    store.record_inbound(inbound("m1", minutes=1))
    first = store.complete_turn("m1", ["m1"], plan("m1", ["one", "two"]))
    store.record_inbound(inbound("m2", minutes=2))
    again = store.complete_turn("m1", ["m1", "m2"], plan("m1", ["other", "words", "now"]))
    assert again == first
    assert store.turn_of("m2") is None
    assert [m.message_id for m in store.unhandled_inbound(PROPERTY, GUEST)] == ["m2"]
    assert texts_of(store.outbound_to(GUEST)) == ["one", "two"]


def test_a_text_taken_by_one_turn_stays_with_it(store: Store) -> None:
    store.record_inbound(inbound("m1", minutes=1))
    store.record_inbound(inbound("m2", minutes=2))
    store.complete_turn("m1", ["m1"], plan("m1", ["first"]))
    store.complete_turn("m2", ["m1", "m2"], plan("m2", ["second"]))
    assert (store.turn_of("m1"), store.turn_of("m2")) == ("m1", "m2")
    assert texts_of(store.outbound_to(GUEST)) == ["first", "second"]


def test_a_turn_without_texts_only_marks_its_messages(store: Store) -> None:
    store.record_inbound(inbound("m1", "STOP"))
    assert store.complete_turn("m1", [], []) == []
    assert store.turn_of("m1") == "m1"
    assert store.unhandled_inbound(PROPERTY, GUEST) == []
    assert store.planned_outbound("m1") == []


def test_a_turns_plan_must_be_keyed_by_the_turn(store: Store) -> None:
    store.record_inbound(inbound("m1"))
    with pytest.raises(ValueError):
        store.complete_turn("m1", ["m1"], plan("m2", ["wrong key"]))
    assert store.turn_of("m1") is None
    assert store.planned_outbound("m2") == []


# Reply plans -----------------------------------------------------------------------------


def test_a_reply_plan_is_stored_once_and_kept(store: Store) -> None:
    first = store.plan_outbound(plan("m1", ["one", "two"]))
    second = store.plan_outbound(plan("m1", ["different", "answer", "entirely"]))
    assert [t.text for t in first] == ["one", "two"]
    assert second == first
    assert store.planned_outbound("m1") == first


def test_a_stored_plan_carries_every_field(store: Store) -> None:
    before = datetime.now(UTC)
    [text] = store.plan_outbound(plan("m1", ["Gates open at 7."], message_class="proactive"))
    after = datetime.now(UTC)
    assert (text.key, text.inbound_id, text.seq) == ("m1-1", "m1", 1)
    assert (text.property_id, text.from_number, text.to_number) == (
        PROPERTY,
        PROPERTY_NUMBER,
        GUEST,
    )
    assert (text.text, text.message_class, text.status) == (
        "Gates open at 7.",
        "proactive",
        OutboundStatus.PENDING,
    )
    assert text.provider_message_id is None and text.error is None and text.release_at is None
    assert text.created_at is not None and before <= text.created_at <= after
    assert text.updated_at == text.created_at


def test_a_plan_comes_back_in_sequence_order(store: Store) -> None:
    shuffled = plan("m1", ["one", "two", "three"])[::-1]
    assert [t.seq for t in store.plan_outbound(shuffled)] == [1, 2, 3]
    assert [t.text for t in store.planned_outbound("m1")] == ["one", "two", "three"]


def test_a_held_plan_keeps_its_status_and_release_time(store: Store) -> None:
    release = NOW + timedelta(hours=9)
    [text] = store.plan_outbound(
        plan("m1", ["later"], status=OutboundStatus.HELD, release_at=release)
    )
    assert text.status == OutboundStatus.HELD and text.release_at == release


def test_empty_and_mixed_plans(store: Store) -> None:
    assert store.plan_outbound([]) == []
    with pytest.raises(ValueError):
        store.plan_outbound([*plan("m1", ["a"]), *plan("m2", ["b"])])
    assert store.planned_outbound("m1") == [] and store.planned_outbound("m2") == []
    assert store.planned_outbound("never") == []


# Status changes ---------------------------------------------------------------------------


def test_update_outbound_moves_status_and_keeps_what_it_is_not_given(store: Store) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    [planned] = store.planned_outbound("m1")
    store.update_outbound("m1-1", OutboundStatus.FAILED, error="429 rate limited")
    [failed] = store.planned_outbound("m1")
    assert (failed.status, failed.error) == (OutboundStatus.FAILED, "429 rate limited")
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    [sent] = store.planned_outbound("m1")
    assert (sent.status, sent.provider_message_id, sent.error) == (
        OutboundStatus.SENT,
        "tx-1",
        None,
    )
    store.update_outbound("m1-1", OutboundStatus.DELIVERED)
    [delivered] = store.planned_outbound("m1")
    assert delivered.provider_message_id == "tx-1"
    assert delivered.created_at == planned.created_at
    assert delivered.updated_at is not None and planned.updated_at is not None
    assert delivered.updated_at >= planned.updated_at


def test_update_outbound_sets_and_keeps_a_release_time(store: Store) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    release = NOW + timedelta(hours=8)
    store.update_outbound("m1-1", OutboundStatus.HELD, release_at=release)
    store.update_outbound("m1-1", OutboundStatus.HELD)
    [held] = store.planned_outbound("m1")
    assert (held.status, held.release_at) == (OutboundStatus.HELD, release)


def test_update_outbound_of_an_unknown_text_raises_key_error(store: Store) -> None:
    with pytest.raises(KeyError):
        store.update_outbound("nope-1", OutboundStatus.SENT)


def test_delivery_reports_apply_to_known_messages_only(store: Store) -> None:
    store.plan_outbound(plan("m1", ["one", "two"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    store.update_outbound("m1-2", OutboundStatus.SENT, provider_message_id="tx-2")
    assert store.update_delivery("tx-1", OutboundStatus.FAILED, "delivery_failed") is True
    assert store.update_delivery("tx-2", OutboundStatus.DELIVERED, "") is True
    assert store.update_delivery("tx-unknown", OutboundStatus.DELIVERED, "delivered") is False
    one, two = store.planned_outbound("m1")
    assert (one.status, one.error) == (OutboundStatus.FAILED, "delivery_failed")
    assert (two.status, two.error) == (OutboundStatus.DELIVERED, None)


# The chat UI's feed -----------------------------------------------------------------------


def test_outbound_to_numbers_rows_upward_and_resumes_after_a_row(store: Store) -> None:
    store.plan_outbound(plan("m1", ["a1", "a2"]))
    store.plan_outbound(plan("x1", ["not yours"], guest=OTHER_GUEST))
    store.plan_outbound(plan("m2", ["b1"]))
    rows = store.outbound_to(GUEST)
    assert texts_of(rows) == ["a1", "a2", "b1"]
    numbers = [row for row, _ in rows]
    assert numbers == sorted(numbers) and len(set(numbers)) == 3
    assert texts_of(store.outbound_to(GUEST, after_rowid=numbers[1])) == ["b1"]
    assert store.outbound_to(GUEST, after_rowid=numbers[2]) == []
    store.plan_outbound(plan("m3", ["c1"]))
    [(row, text)] = store.outbound_to(GUEST, after_rowid=numbers[2])
    assert row > numbers[2] and text.text == "c1"
    assert texts_of(store.outbound_to(OTHER_GUEST)) == ["not yours"]


def test_outbound_to_shows_current_status(store: Store) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    [(_, text)] = store.outbound_to(GUEST)
    assert text.status == OutboundStatus.SENT and text.provider_message_id == "tx-1"


def test_a_repeated_plan_takes_no_new_rows(store: Store) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    store.plan_outbound(plan("m1", ["one", "two"]))
    assert texts_of(store.outbound_to(GUEST)) == ["one"]


# Held texts ---------------------------------------------------------------------------------


def test_held_texts_come_due_by_release_time_oldest_plan_first(store: Store) -> None:
    store.plan_outbound(plan("m1", ["early"], status=OutboundStatus.HELD, release_at=NOW))
    store.plan_outbound(
        plan("m2", ["late"], status=OutboundStatus.HELD, release_at=NOW + timedelta(hours=9))
    )
    store.plan_outbound(plan("m3", ["whenever"], status=OutboundStatus.HELD))
    store.plan_outbound(plan("m4", ["not held"], release_at=NOW))
    assert [t.key for t in store.held_outbound(NOW - timedelta(minutes=1))] == ["m3-1"]
    assert [t.key for t in store.held_outbound(NOW)] == ["m1-1", "m3-1"]
    assert [t.key for t in store.held_outbound(NOW + timedelta(hours=9))] == [
        "m1-1",
        "m2-1",
        "m3-1",
    ]
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    assert [t.key for t in store.held_outbound(NOW + timedelta(hours=9))] == ["m2-1", "m3-1"]


# Consent ledger -----------------------------------------------------------------------------


def test_consent_starts_opted_in_and_follows_the_latest_event(store: Store) -> None:
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(opted_out=False)
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1", minutes=1)) is True
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(
        opted_out=True, since=NOW + timedelta(minutes=1), message_id="m1"
    )
    assert store.append_consent(consent(ConsentAction.OPT_IN, "m2", minutes=2)) is True
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(
        opted_out=False, since=NOW + timedelta(minutes=2), message_id="m2"
    )


def test_a_message_id_produces_one_event_even_if_retried_with_another_action(store: Store) -> None:
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1")) is True
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1")) is False
    assert store.append_consent(consent(ConsentAction.OPT_IN, "m1", minutes=5)) is False
    assert store.consent_state(PROPERTY, GUEST).opted_out is True
    assert len(store.consent_events()) == 1


def test_events_without_a_message_id_are_all_kept(store: Store) -> None:
    assert store.append_consent(consent(ConsentAction.OPT_OUT, None, minutes=1)) is True
    assert store.append_consent(consent(ConsentAction.OPT_OUT, None, minutes=1)) is True
    assert len(store.consent_events()) == 2
    assert store.consent_state(PROPERTY, GUEST).message_id is None


def test_the_ledger_is_in_append_order_and_the_last_append_decides(store: Store) -> None:
    # A late-arriving event with an earlier time still comes after in the ledger, and decides.
    store.append_consent(consent(ConsentAction.OPT_IN, "m1", minutes=10))
    store.append_consent(consent(ConsentAction.OPT_OUT, "x1", guest=OTHER_GUEST, minutes=0))
    store.append_consent(consent(ConsentAction.OPT_OUT, "m2", minutes=5))
    assert [e.message_id for e in store.consent_events()] == ["m1", "x1", "m2"]
    assert store.consent_state(PROPERTY, GUEST).opted_out is True


def test_consent_is_per_property_and_the_ledger_filters_by_property(store: Store) -> None:
    store.append_consent(consent(ConsentAction.OPT_OUT, "m1"))
    store.append_consent(consent(ConsentAction.OPT_OUT, "p1", property_id=OTHER_PROPERTY))
    store.append_consent(consent(ConsentAction.OPT_IN, "p2", property_id=OTHER_PROPERTY, minutes=1))
    assert store.consent_state(PROPERTY, GUEST).opted_out is True
    assert store.consent_state(OTHER_PROPERTY, GUEST).opted_out is False
    assert [e.message_id for e in store.consent_events(OTHER_PROPERTY)] == ["p1", "p2"]
    assert [e.message_id for e in store.consent_events(PROPERTY)] == ["m1"]
    assert store.consent_events("nowhere") == []


def test_ledger_events_round_trip_every_field(store: Store) -> None:
    event = consent(ConsentAction.OPT_OUT, "m/1", keyword="STOP", text="Stop. Thank you")
    store.append_consent(event)
    assert store.consent_events() == [event]
    no_detail = ConsentEvent(ConsentAction.OPT_IN, GUEST, PROPERTY, "cli", None, NOW)
    store.append_consent(no_detail)
    assert store.consent_events()[-1] == no_detail


# Handoff tickets ----------------------------------------------------------------------------


def test_opening_a_ticket_hands_the_guest_to_staff(store: Store) -> None:
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


def test_opening_is_idempotent_per_turn_and_the_first_call_wins(store: Store) -> None:
    first = hand_off(store, "t1", reason="first", summary="first summary")
    again = hand_off(store, "t1", reason="retried", summary="other words", minutes=5)
    assert again == first
    assert store.tickets(open_only=False) == [first]
    assert [e.kind for e in store.ticket_events(first.number)] == ["opened"]


def test_a_redelivered_turn_does_not_reopen_its_closed_ticket(store: Store) -> None:
    first = hand_off(store, "t1")
    closed = store.close_ticket(first.number, reason="resolved", at=NOW + timedelta(minutes=9))
    assert hand_off(store, "t1", minutes=10) == closed
    assert store.active_ticket(PROPERTY, GUEST) is None
    assert store.tickets(open_only=False) == [closed]
    # Still the turn's own ticket once the guest holds a newer open one.
    newer = hand_off(store, "t2", minutes=11)
    assert hand_off(store, "t1", minutes=12) == closed
    assert store.active_ticket(PROPERTY, GUEST) == newer


def test_a_guest_holds_one_open_ticket_until_it_closes(store: Store) -> None:
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
    store: Store,
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


def test_closing_a_ticket_happens_once(store: Store) -> None:
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


def test_tickets_filter_by_property_and_openness_oldest_first(store: Store) -> None:
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


def test_ticket_events_keep_the_order_they_were_added_in(store: Store) -> None:
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


def test_a_ticket_event_is_recorded_once_per_key(store: Store) -> None:
    ticket = hand_off(store, "t1")
    other = hand_off(store, "t2", guest=OTHER_GUEST)
    assert store.add_ticket_event(ticket.number, "staff", "hello", at=NOW, key="tx/1") is True
    assert store.add_ticket_event(ticket.number, "staff", "changed", at=NOW, key="tx/1") is False
    assert store.add_ticket_event(other.number, "staff", "elsewhere", at=NOW, key="tx/1") is False
    assert [e.text for e in store.ticket_events(ticket.number)] == ["asked for a person", "hello"]
    assert [e.text for e in store.ticket_events(other.number)] == ["asked for a person"]


def test_ticket_fields_round_trip_including_datetimes(store: Store) -> None:
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


# The port itself ----------------------------------------------------------------------------


@pytest.mark.parametrize("adapter", [SqliteStore, FirestoreStore])
def test_every_adapter_has_every_method_of_the_port(adapter: type) -> None:
    port = {
        name: inspect.signature(member)
        for name, member in vars(Store).items()
        if callable(member) and not name.startswith("_")
    }
    assert port, "the Store protocol lost its methods?"
    for name, signature in port.items():
        implemented = inspect.signature(getattr(adapter, name))
        assert list(implemented.parameters) == list(signature.parameters), name
