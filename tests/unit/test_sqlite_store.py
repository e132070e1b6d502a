from datetime import UTC, datetime, timedelta

from data.store.models import (
    ConsentAction,
    ConsentEvent,
    InboundMessage,
    OutboundStatus,
    OutboundText,
)
from data.store.sqlite import SqliteStore

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)


def inbound(message_id: str = "m1", text: str = "hi") -> InboundMessage:
    return InboundMessage(message_id, "mohegan_sun", "+12035550147", "+18605550100", text, NOW)


def plan(inbound_id: str, texts: list[str]) -> list[OutboundText]:
    return [
        OutboundText(
            key=f"{inbound_id}-{seq}",
            inbound_id=inbound_id,
            seq=seq,
            property_id="mohegan_sun",
            from_number="+18605550100",
            to_number="+12035550147",
            text=text,
            message_class="reply",
        )
        for seq, text in enumerate(texts, start=1)
    ]


def test_inbound_is_logged_once(tmp_path) -> None:
    store = SqliteStore(tmp_path / "s.db")
    assert store.record_inbound(inbound()) is True
    assert store.record_inbound(inbound()) is False
    assert [m.message_id for m in store.recent_inbound("mohegan_sun", "+12035550147", 5)] == ["m1"]


def test_a_reply_plan_is_stored_once_and_kept(tmp_path) -> None:
    store = SqliteStore(tmp_path / "s.db")
    first = store.plan_outbound(plan("m1", ["one", "two"]))
    second = store.plan_outbound(plan("m1", ["different", "answer", "entirely"]))
    assert [t.text for t in first] == ["one", "two"]
    assert second == first


def test_outbound_status_moves_and_survives_reopen(tmp_path) -> None:
    path = tmp_path / "s.db"
    store = SqliteStore(path)
    store.plan_outbound(plan("m1", ["one"]))
    store.update_outbound("m1-1", OutboundStatus.SENT, provider_message_id="tx-1")
    assert store.update_delivery("tx-1", OutboundStatus.DELIVERED, "delivered") is True
    assert store.update_delivery("tx-unknown", OutboundStatus.DELIVERED, "") is False
    store.close()
    reopened = SqliteStore(path)
    [text] = reopened.planned_outbound("m1")
    assert text.status == OutboundStatus.DELIVERED and text.provider_message_id == "tx-1"


def test_held_texts_come_due_by_release_time(tmp_path) -> None:
    store = SqliteStore(tmp_path / "s.db")
    store.plan_outbound(plan("m1", ["one"]))
    store.update_outbound("m1-1", OutboundStatus.HELD, release_at=NOW + timedelta(hours=8))
    assert store.held_outbound(NOW) == []
    assert [t.key for t in store.held_outbound(NOW + timedelta(hours=9))] == ["m1-1"]


def test_consent_state_is_the_latest_ledger_event(tmp_path) -> None:
    store = SqliteStore(tmp_path / "s.db")
    guest = "+12035550147"
    assert store.consent_state("mohegan_sun", guest).opted_out is False

    def event(action, message_id, minutes):
        return ConsentEvent(
            action, guest, "mohegan_sun", "STOP", message_id, NOW + timedelta(minutes=minutes)
        )

    assert store.append_consent(event(ConsentAction.OPT_OUT, "m1", 0)) is True
    assert store.append_consent(event(ConsentAction.OPT_OUT, "m1", 1)) is False
    state = store.consent_state("mohegan_sun", guest)
    assert state.opted_out is True and state.message_id == "m1"
    assert store.consent_state("other_property", guest).opted_out is False
    store.append_consent(event(ConsentAction.OPT_IN, "m2", 5))
    assert store.consent_state("mohegan_sun", guest).opted_out is False
    assert [e.action for e in store.consent_events()] == ["opt_out", "opt_in"]
