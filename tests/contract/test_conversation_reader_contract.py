"""The console's conversation reads agree on SQLite and Firestore (npm emulator)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from data.conversations.firestore import FirestoreConversationReader
from data.conversations.sqlite import SqliteConversationReader
from data.store.firestore import FirestoreStore
from data.store.models import InboundMessage, OutboundStatus, OutboundText
from data.store.sqlite import SqliteStore

T0 = datetime.now(UTC) - timedelta(hours=1)


@pytest.fixture(params=["sqlite", "firestore"])
def log(request: pytest.FixtureRequest, tmp_path) -> SimpleNamespace:
    if request.param == "sqlite":
        path = tmp_path / "c.db"
        return SimpleNamespace(store=SqliteStore(path), reader=SqliteConversationReader(path))
    client = request.getfixturevalue("firestore_client")
    return SimpleNamespace(
        store=FirestoreStore(client, prefix="reads_"),
        reader=FirestoreConversationReader(client, prefix="reads_"),
    )


def seed(store) -> None:
    texts = [
        ("p1", "+12035550147", "where is the buffet?"),
        ("p1", "+12035550888", "valet?"),
        ("p2", "+17025550123", "pool party?"),
        ("p1", "+12035550147", "thanks 100%"),
    ]
    for index, (prop, guest, text) in enumerate(texts):
        store.record_inbound(
            InboundMessage(
                message_id=f"m{index}",
                property_id=prop,
                from_number=guest,
                to_number="+18605550100",
                text=text,
                received_at=T0 + timedelta(minutes=index),
            )
        )
    store.plan_outbound(
        [
            OutboundText(
                key="m1-1",
                inbound_id="m1",
                seq=1,
                property_id="p1",
                from_number="+18605550100",
                to_number="+12035550888",
                text="The Valet stand is at the main entrance.",
                message_class="reply",
            )
        ]
    )
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="x1")


def test_latest_first_per_property(log) -> None:
    seed(log.store)
    found = log.reader.conversations(["p1"])
    assert [(c.guest, c.last_text, c.texts) for c in found] == [
        ("+12035550147", "thanks 100%", 2),
        ("+12035550888", "valet?", 1),
    ]
    assert log.reader.conversations([]) == []
    assert [c.property_id for c in log.reader.conversations(["p1", "p2"], limit=2)] == ["p1", "p2"]


def test_search_by_digits_and_words(log) -> None:
    seed(log.store)
    assert [c.guest for c in log.reader.conversations(["p1"], search="0147")] == ["+12035550147"]
    assert [c.guest for c in log.reader.conversations(["p1"], search="BUFFET")] == ["+12035550147"]
    # Words in what the guest was sent count too; '%' is literal.
    assert [c.guest for c in log.reader.conversations(["p1"], search="main entrance")] == [
        "+12035550888"
    ]
    assert [c.guest for c in log.reader.conversations(["p1"], search="100%")] == ["+12035550147"]
    assert log.reader.conversations(["p1"], search="pool") == []


def test_counts_since(log) -> None:
    seed(log.store)
    since = datetime.now(UTC) - timedelta(minutes=5)
    assert log.reader.outbound_outcomes(["p1"], since) == {"sent": 1}
    assert log.reader.outbound_outcomes(["p2"], since) == {}
    assert log.reader.inbound_count(["p1"], since) == 3
    assert log.reader.inbound_count(["p1", "p2"], since) == 4
    assert log.reader.inbound_count(["p1"], datetime.now(UTC) + timedelta(minutes=5)) == 0
