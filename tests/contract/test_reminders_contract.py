"""The reminder store's contract, run against its SQLite adapter and its Firestore adapter."""

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from data.reminders.firestore import FirestoreReminders
from data.reminders.models import Reminder, ReminderStatus
from data.reminders.sqlite import SqliteReminders
from data.reminders.store import ReminderStore

NOW = datetime(2026, 11, 23, 23, 50, tzinfo=UTC)
GUEST = "+12035550147"


@pytest.fixture(params=["sqlite", "firestore"])
def reminders(request: pytest.FixtureRequest, tmp_path) -> Iterator[ReminderStore]:
    if request.param == "sqlite":
        store = SqliteReminders(tmp_path / "reminders.db")
        yield store
        store.close()
    else:
        yield FirestoreReminders(request.getfixturevalue("firestore_client"), prefix="contract_")


def reminder(rid: str, *, guest: str = GUEST, minutes: int = 10) -> Reminder:
    return Reminder(
        id=rid,
        property_id="mohegan_sun",
        guest=guest,
        property_number="+18605550100",
        about="the comedy show",
        due_at=NOW + timedelta(minutes=minutes),
        language="es",
        created_at=NOW,
    )


def test_add_is_idempotent_and_capped_per_guest(reminders: ReminderStore) -> None:
    assert all(reminders.add(reminder(f"r{i}", minutes=30 - i), max_open=3) for i in range(3))
    assert reminders.add(reminder("r0"), max_open=3)
    assert not reminders.add(reminder("r3"), max_open=3)
    assert reminders.add(reminder("x", guest="+12035550100"), max_open=3)
    mine = reminders.open_for("mohegan_sun", GUEST)
    assert [r.id for r in mine] == ["r2", "r1", "r0"]  # soonest first
    assert mine[0].language == "es" and mine[0].due_at == NOW + timedelta(minutes=28)
    cancelled = reminders.cancel_open("mohegan_sun", GUEST, reason="guest cancelled")
    assert sorted(r.id for r in cancelled) == ["r0", "r1", "r2"]
    assert reminders.open_for("mohegan_sun", GUEST) == []
    assert reminders.cancel_open("mohegan_sun", GUEST, reason="again") == []
    assert [r.id for r in reminders.listing()] == ["x"]
    assert len(reminders.listing(include_closed=True)) == 4


def test_due_claim_once_stale_claim_and_finish(reminders: ReminderStore) -> None:
    reminders.add(reminder("due", minutes=-1), max_open=3)
    reminders.add(reminder("later", minutes=60), max_open=3)
    stale = NOW - timedelta(minutes=5)
    assert [r.id for r in reminders.due(NOW, stale_claim_before=stale)] == ["due"]
    assert reminders.claim("due", NOW, stale_claim_before=stale)
    assert not reminders.claim("due", NOW, stale_claim_before=stale)  # taken
    assert not reminders.claim("later", NOW, stale_claim_before=stale)  # not due
    assert reminders.due(NOW, stale_claim_before=stale) == []
    # A worker that died holding the claim: after five minutes another takes it.
    later = NOW + timedelta(minutes=6)
    [again] = reminders.due(later, stale_claim_before=later - timedelta(minutes=5))
    assert again.id == "due" and again.status is ReminderStatus.CLAIMED
    assert reminders.claim("due", later, stale_claim_before=later - timedelta(minutes=5))
    reminders.finish("due", ReminderStatus.SENT, "sent")
    assert reminders.due(later, stale_claim_before=later) == []
    [sent] = [r for r in reminders.listing(include_closed=True) if r.id == "due"]
    assert sent.status is ReminderStatus.SENT and sent.detail == "sent"
