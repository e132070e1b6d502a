"""The message log's contract, run against its SQLite adapter and its Firestore adapter.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest

from data.store.firestore.message_log import FirestoreMessageLog
from data.store.message_log import MessageLog
from data.store.models import InboundMessage
from data.store.sqlite import message_log
from data.store.sqlite.message_log import SqliteMessageLog
from tests.contract.support import (
    GUEST,
    NOW,
    OTHER_GUEST,
    OTHER_PROPERTY,
    PROPERTY,
    PROPERTY_NUMBER,
    concern_adapters,
    inbound,
)


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[MessageLog]:
    yield from concern_adapters(
        request, tmp_path, SqliteMessageLog, message_log.SCHEMA, FirestoreMessageLog
    )


# Message log -----------------------------------------------------------------------------


def test_an_inbound_text_is_logged_once_and_the_first_copy_wins(store: MessageLog) -> None:
    assert store.record_inbound(inbound("m1", "first")) is True
    assert store.record_inbound(inbound("m1", "redelivered, different")) is False
    [logged] = store.recent_inbound(PROPERTY, GUEST, 5)
    assert logged == inbound("m1", "first")


def test_recent_inbound_is_the_latest_n_oldest_first(store: MessageLog) -> None:
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


def test_recent_inbound_keeps_guests_and_properties_apart(store: MessageLog) -> None:
    store.record_inbound(inbound("mine", minutes=1))
    store.record_inbound(inbound("other-guest", minutes=2, guest=OTHER_GUEST))
    store.record_inbound(inbound("other-property", minutes=3, property_id=OTHER_PROPERTY))
    assert [m.message_id for m in store.recent_inbound(PROPERTY, GUEST, 5)] == ["mine"]
    assert [m.message_id for m in store.recent_inbound(OTHER_PROPERTY, GUEST, 5)] == [
        "other-property"
    ]
    assert store.recent_inbound(PROPERTY, "+19995550000", 5) == []


def test_inbound_fields_round_trip_including_media_and_odd_ids(store: MessageLog) -> None:
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
