"""The store port's contract, run against every adapter: SQLite, and Firestore on the emulator.

Here the composite store (health, turns, which span the message log and reply plans) and the shape
of every port; each concern's own behaviour is in its `test_*_contract.py`.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

import inspect

import pytest

from data.store.base import Store
from data.store.consent_ledger import ConsentLedger
from data.store.firestore import FirestoreStore
from data.store.firestore.consent_ledger import FirestoreConsentLedger
from data.store.firestore.handoff_tickets import FirestoreHandoffTickets
from data.store.firestore.message_log import FirestoreMessageLog
from data.store.firestore.reply_plans import FirestoreReplyPlans
from data.store.handoff_tickets import HandoffTickets
from data.store.message_log import MessageLog
from data.store.reply_plans import ReplyPlans
from data.store.sqlite import SqliteStore
from data.store.sqlite.consent_ledger import SqliteConsentLedger
from data.store.sqlite.handoff_tickets import SqliteHandoffTickets
from data.store.sqlite.message_log import SqliteMessageLog
from data.store.sqlite.reply_plans import SqliteReplyPlans
from tests.contract.support import (
    GUEST,
    OTHER_GUEST,
    OTHER_PROPERTY,
    PROPERTY,
    inbound,
    plan,
    texts_of,
)

# Health ----------------------------------------------------------------------------------


def test_a_working_store_passes_its_check(store: Store) -> None:
    store.check()


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


# The port itself ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("port_type", "adapter"),
    [
        (Store, SqliteStore),
        (Store, FirestoreStore),
        (MessageLog, SqliteMessageLog),
        (MessageLog, FirestoreMessageLog),
        (ReplyPlans, SqliteReplyPlans),
        (ReplyPlans, FirestoreReplyPlans),
        (ConsentLedger, SqliteConsentLedger),
        (ConsentLedger, FirestoreConsentLedger),
        (HandoffTickets, SqliteHandoffTickets),
        (HandoffTickets, FirestoreHandoffTickets),
    ],
)
def test_every_adapter_has_every_method_of_the_port(port_type: type, adapter: type) -> None:
    port = {
        name: inspect.signature(member)
        for name, member in vars(port_type).items()
        if callable(member) and not name.startswith("_")
    }
    assert port, "the Store protocol lost its methods?"
    for name, signature in port.items():
        implemented = inspect.signature(getattr(adapter, name))
        assert list(implemented.parameters) == list(signature.parameters), name
