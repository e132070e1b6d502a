from __future__ import annotations

import threading
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from agent.reminder_request import (
    CancelReminders,
    ReminderRequest,
    UnclearReminder,
    read_reminder,
)
from agent.retrieval import KnowledgeIndex
from data.reminders.models import Reminder, ReminderStatus
from data.reminders.sqlite import SqliteReminders

EASTERN = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 18, 50, tzinfo=EASTERN)  # Monday


@pytest.mark.parametrize(
    ("text", "about", "due"),
    [
        ("remind me at 7 about the comedy show", "the comedy show", datetime(2026, 11, 23, 19)),
        ("Remind me at 9:30am to check out", "check out", datetime(2026, 11, 24, 9, 30)),
        ("text me in 20 minutes", "your reminder", datetime(2026, 11, 23, 19, 10)),
        ("remind me at noon about brunch", "brunch", datetime(2026, 11, 24, 12)),
        (
            "remind me to call the front desk at 8 pm",
            "call the front desk",
            datetime(2026, 11, 23, 20),
        ),
    ],
)
def test_times_are_read_in_the_property_zone(
    index: KnowledgeIndex, text: str, about: str, due: datetime
) -> None:
    assert read_reminder(text, NOW, index) == ReminderRequest(about, due.replace(tzinfo=EASTERN))


def test_a_time_tied_to_a_venue_comes_from_its_hours(index: KnowledgeIndex) -> None:
    request = read_reminder("text me 30 minutes before the spa closes", NOW, index)
    assert isinstance(request, ReminderRequest)
    spa = index.search("spa", k=1)[0].item.opening_hours()
    assert spa is not None
    closes = spa.next_change(NOW)
    assert closes is not None and spa.is_open(NOW) is True
    assert request.due_at == closes - timedelta(minutes=30)
    assert "closes at" in request.about


def test_cancel_unclear_and_ordinary_texts(index: KnowledgeIndex) -> None:
    assert read_reminder("cancel my reminder", NOW, index) == CancelReminders()
    assert isinstance(read_reminder("remind me tomorrow", NOW, index), UnclearReminder)
    assert read_reminder("what time does the spa close", NOW, index) is None


def _reminder(rid: str, guest: str = "+12035550147", minutes: int = 10) -> Reminder:
    return Reminder(
        id=rid,
        property_id="mohegan_sun",
        guest=guest,
        property_number="+18605550100",
        about="the show",
        due_at=NOW + timedelta(minutes=minutes),
    )


def test_at_most_a_few_open_per_guest_and_adding_is_idempotent(tmp_path: Path) -> None:
    store = SqliteReminders(tmp_path / "r.db")
    assert all(store.add(_reminder(f"r{i}"), max_open=3) for i in range(3))
    assert store.add(_reminder("r0"), max_open=3)  # the same text again: no new reminder
    assert not store.add(_reminder("r3"), max_open=3)
    assert store.add(_reminder("x", guest="+12035550100"), max_open=3)
    assert len(store.open_for("mohegan_sun", "+12035550147")) == 3
    assert len(store.cancel_open("mohegan_sun", "+12035550147", reason="guest cancelled")) == 3
    assert store.open_for("mohegan_sun", "+12035550147") == []


def test_of_many_concurrent_claimers_exactly_one_wins(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    SqliteReminders(path).add(_reminder("r1", minutes=-1), max_open=3)
    # One store object per claimer: separate connections, as separate processes have.
    claimers = [SqliteReminders(path) for _ in range(8)]
    now = NOW.replace(hour=19)
    results: list[bool] = []
    start = threading.Barrier(len(claimers))

    def claim(store: SqliteReminders) -> None:
        start.wait()
        results.append(store.claim("r1", now, stale_claim_before=now - timedelta(minutes=5)))

    threads = [threading.Thread(target=claim, args=(store,)) for store in claimers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [False] * 7 + [True]
    # A claim left by a dead worker is taken again only once it is stale.
    later = now + timedelta(minutes=1)
    assert not claimers[0].claim("r1", later, stale_claim_before=later - timedelta(minutes=5))
    much_later = now + timedelta(minutes=6)
    assert claimers[0].claim("r1", much_later, stale_claim_before=much_later - timedelta(minutes=5))
    claimers[0].finish("r1", ReminderStatus.SENT)
    assert claimers[1].due(much_later, stale_claim_before=much_later) == []
