"""The reply plans' contract, run against their SQLite adapter and their Firestore adapter.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from data.store.firestore.reply_plans import FirestoreReplyPlans
from data.store.models import OutboundStatus
from data.store.reply_plans import ReplyPlans
from data.store.sqlite import reply_plans
from data.store.sqlite.reply_plans import SqliteReplyPlans
from tests.contract.support import (
    GUEST,
    NOW,
    OTHER_GUEST,
    PROPERTY,
    PROPERTY_NUMBER,
    concern_adapters,
    plan,
    texts_of,
)


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[ReplyPlans]:
    yield from concern_adapters(
        request, tmp_path, SqliteReplyPlans, reply_plans.SCHEMA, FirestoreReplyPlans
    )


# Reply plans -----------------------------------------------------------------------------


def test_a_reply_plan_is_stored_once_and_kept(store: ReplyPlans) -> None:
    first = store.plan_outbound(plan("m1", ["one", "two"]))
    second = store.plan_outbound(plan("m1", ["different", "answer", "entirely"]))
    assert [t.text for t in first] == ["one", "two"]
    assert second == first
    assert store.planned_outbound("m1") == first


def test_a_stored_plan_carries_every_field(store: ReplyPlans) -> None:
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


def test_a_plan_comes_back_in_sequence_order(store: ReplyPlans) -> None:
    shuffled = plan("m1", ["one", "two", "three"])[::-1]
    assert [t.seq for t in store.plan_outbound(shuffled)] == [1, 2, 3]
    assert [t.text for t in store.planned_outbound("m1")] == ["one", "two", "three"]


def test_a_held_plan_keeps_its_status_and_release_time(store: ReplyPlans) -> None:
    release = NOW + timedelta(hours=9)
    [text] = store.plan_outbound(
        plan("m1", ["later"], status=OutboundStatus.HELD, release_at=release)
    )
    assert text.status == OutboundStatus.HELD and text.release_at == release


def test_empty_and_mixed_plans(store: ReplyPlans) -> None:
    assert store.plan_outbound([]) == []
    with pytest.raises(ValueError):
        store.plan_outbound([*plan("m1", ["a"]), *plan("m2", ["b"])])
    assert store.planned_outbound("m1") == [] and store.planned_outbound("m2") == []
    assert store.planned_outbound("never") == []


# Status changes ---------------------------------------------------------------------------


def test_update_outbound_moves_status_and_keeps_what_it_is_not_given(store: ReplyPlans) -> None:
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


def test_update_outbound_sets_and_keeps_a_release_time(store: ReplyPlans) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    release = NOW + timedelta(hours=8)
    store.update_outbound("m1-1", OutboundStatus.HELD, release_at=release)
    store.update_outbound("m1-1", OutboundStatus.HELD)
    [held] = store.planned_outbound("m1")
    assert (held.status, held.release_at) == (OutboundStatus.HELD, release)


def test_update_outbound_of_an_unknown_text_raises_key_error(store: ReplyPlans) -> None:
    with pytest.raises(KeyError):
        store.update_outbound("nope-1", OutboundStatus.SENT)


def test_delivery_reports_apply_to_known_messages_only(store: ReplyPlans) -> None:
    store.plan_outbound(plan("m1", ["one", "two"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    store.update_outbound("m1-2", OutboundStatus.SENT, provider_message_id="tx-2")
    assert store.update_delivery("tx-1", OutboundStatus.FAILED, "delivery_failed") is True
    assert store.update_delivery("tx-2", OutboundStatus.DELIVERED, "") is True
    assert store.update_delivery("tx-unknown", OutboundStatus.DELIVERED, "delivered") is False
    one, two = store.planned_outbound("m1")
    assert (one.status, one.error) == (OutboundStatus.FAILED, "delivery_failed")
    assert (two.status, two.error) == (OutboundStatus.DELIVERED, None)


def test_delivery_reports_only_move_a_text_forward(store: ReplyPlans) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    assert store.update_delivery("tx-1", OutboundStatus.DELIVERED, "delivered") is True
    # A late `message.sent` and a second final report are known but change nothing.
    assert store.update_delivery("tx-1", OutboundStatus.SENT, "sent") is True
    assert store.update_delivery("tx-1", OutboundStatus.FAILED, "delivery_failed") is True
    [one] = store.planned_outbound("m1")
    assert (one.status, one.error) == (OutboundStatus.DELIVERED, "delivered")


# The chat UI's feed -----------------------------------------------------------------------


def test_outbound_to_numbers_rows_upward_and_resumes_after_a_row(store: ReplyPlans) -> None:
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


def test_outbound_to_shows_current_status(store: ReplyPlans) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    [(_, text)] = store.outbound_to(GUEST)
    assert text.status == OutboundStatus.SENT and text.provider_message_id == "tx-1"


def test_a_repeated_plan_takes_no_new_rows(store: ReplyPlans) -> None:
    store.plan_outbound(plan("m1", ["one"]))
    store.plan_outbound(plan("m1", ["one", "two"]))
    assert texts_of(store.outbound_to(GUEST)) == ["one"]


# Held texts ---------------------------------------------------------------------------------


def test_held_texts_come_due_by_release_time_oldest_plan_first(store: ReplyPlans) -> None:
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
