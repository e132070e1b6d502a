"""The console's records behave the same on SQLite and on Firestore (npm emulator)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from data.kb.sync_log import SyncOutcome
from data.kb.sync_log_firestore import FirestoreSyncLog
from data.kb.sync_log_sqlite import SqliteSyncLog
from data.staff.firestore import FirestoreAuditLog, FirestoreStaffAccounts, FirestoreTicketClaims
from data.staff.models import AuditEntry, Role
from data.staff.sqlite import SqliteAuditLog, SqliteStaffAccounts, SqliteTicketClaims
from data.turns.firestore import FirestoreTurnLog
from data.turns.log import TurnRecord
from data.turns.sqlite import SqliteTurnLog

T0 = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


@pytest.fixture(params=["sqlite", "firestore"])
def records(request: pytest.FixtureRequest, tmp_path) -> SimpleNamespace:
    if request.param == "sqlite":
        path = tmp_path / "console.db"
        return SimpleNamespace(
            accounts=SqliteStaffAccounts(path),
            audit=SqliteAuditLog(path),
            claims=SqliteTicketClaims(path),
            turns=SqliteTurnLog(path),
            syncs=SqliteSyncLog(path),
        )
    client = request.getfixturevalue("firestore_client")
    return SimpleNamespace(
        accounts=FirestoreStaffAccounts(client),
        audit=FirestoreAuditLog(client),
        claims=FirestoreTicketClaims(client),
        turns=FirestoreTurnLog(client),
        syncs=FirestoreSyncLog(client),
    )


def test_accounts(records) -> None:
    accounts = records.accounts
    assert accounts.get("a@x.test") is None
    with pytest.raises(ValueError):
        accounts.add("a@x.test", property_id="p1", role=Role.AGENT, password_hash=None, at=T0)
    accounts.add(" A@X.test", property_id="p1", role=Role.AGENT, password_hash="h1", at=T0)
    member = accounts.add(
        "a@x.test", property_id="p2", role=Role.MANAGER, password_hash=None, at=T0
    )
    assert member.email == "a@x.test" and member.password_hash == "h1"
    assert member.roles == {"p1": Role.AGENT, "p2": Role.MANAGER}
    accounts.add("a@x.test", property_id="p1", role=Role.MANAGER, password_hash="h2", at=T0)
    again = accounts.get("A@x.test")
    assert again is not None and again.password_hash == "h2" and again.is_manager("p1")
    assert accounts.set_active("a@x.test", False) and not accounts.get("a@x.test").active
    assert not accounts.set_active("nobody@x.test", True)
    accounts.add("b@x.test", property_id="p1", role=Role.AGENT, password_hash="h", at=T0)
    assert [m.email for m in accounts.all()] == ["a@x.test", "b@x.test"]


def test_audit_newest_first_with_filters(records) -> None:
    for minute, (action, prop) in enumerate(
        [("login", None), ("ticket.reply", "p1"), ("kb.sync_now", "p2"), ("ticket.done", "p1")]
    ):
        records.audit.record(
            AuditEntry(
                at=T0 + timedelta(minutes=minute),
                staff="a@x.test",
                action=action,
                property_id=prop,
                guest_masked="+1203***0147" if prop else None,
                ticket=3 if prop == "p1" else None,
                detail={"n": str(minute)},
            )
        )
    assert [e.action for e in records.audit.entries()] == [
        "ticket.done",
        "kb.sync_now",
        "ticket.reply",
        "login",
    ]
    assert [e.action for e in records.audit.entries(["p1"])] == ["ticket.done", "ticket.reply"]
    assert [e.action for e in records.audit.entries(action_prefix="kb.")] == ["kb.sync_now"]
    assert [e.action for e in records.audit.entries(limit=1)] == ["ticket.done"]
    [first] = records.audit.entries(["p1"], action_prefix="ticket.reply")
    assert first.at == T0 + timedelta(minutes=1) and first.detail == {"n": "1"}
    assert first.guest_masked == "+1203***0147" and first.ticket == 3


def test_claims(records) -> None:
    assert records.claims.claim(5, "A@x.test", at=T0) == "a@x.test"
    assert records.claims.claim(5, "b@x.test", at=T0) == "a@x.test"
    assert records.claims.holders([5, 6]) == {5: "a@x.test"} and records.claims.holders([]) == {}


def test_turn_log(records) -> None:
    turns = records.turns
    first = TurnRecord(
        plan_id="m/1",
        property_id="p1",
        guest="+1",
        route="answer",
        llm_calls=2,
        guest_at=T0,
        planned_at=T0 + timedelta(seconds=1),
    )
    assert turns.record(first) and not turns.record(first)
    turns.record(
        TurnRecord(
            plan_id="m2",
            property_id="p2",
            guest="+2",
            route="greeting",
            llm_calls=0,
            guest_at=None,
            planned_at=T0 + timedelta(minutes=5),
        )
    )
    turns.first_sent("m/1", T0 + timedelta(seconds=2))
    turns.first_sent("m/1", T0 + timedelta(seconds=9))
    turns.first_sent("unknown", T0)
    stored = turns.by_plan(["m/1", "nope"])
    assert list(stored) == ["m/1"] and stored["m/1"].first_text_seconds == 2.0
    assert [t.plan_id for t in turns.since(["p1", "p2"], T0)] == ["m/1", "m2"]
    assert [t.plan_id for t in turns.since(["p2"], T0)] == ["m2"]
    assert turns.since(["p1"], T0 + timedelta(minutes=1)) == [] and turns.since([], T0) == []


def test_sync_log_keeps_the_latest(records) -> None:
    assert records.syncs.last("p1") is None
    records.syncs.record(SyncOutcome("p1", T0, "v1", {"rejected": []}))
    records.syncs.record(
        SyncOutcome(
            "p1",
            T0 + timedelta(minutes=1),
            None,
            {"rejected": [{"tab": "dining", "row": 4}]},
            error=None,
        )
    )
    last = records.syncs.last("p1")
    assert last is not None and last.published_version_id is None
    assert last.rows_to_fix == [{"tab": "dining", "row": 4}] and last.at == T0 + timedelta(
        minutes=1
    )
    assert records.syncs.last("p2") is None
