"""A returning guest is never locked out: the turn limit is per conversation, not per lifetime.

Through the Procfile's processes, with the stack's clock moved one day per question.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event
from tests.e2e.procfile import procfile_stack, wait_until
from tests.fakes.telnyx import FakeTelnyx

EASTERN = ZoneInfo("America/New_York")
TURN_LIMIT_TEXT = "We've covered a lot!"
QUESTIONS = ("What time does the buffet open?", "Where is the spa?", "Is there a poker room?")


def test_41_turns_over_41_days_are_all_answered(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "BURST_WINDOW_SECONDS": "0",
        "SEND_PACING_SECONDS": "0",
        # 41 questions arrive within seconds of real time; the per-minute limit is not the
        # subject here.
        "GUEST_TURNS_PER_MINUTE": "1000",
    }
    with procfile_stack(tmp_path / "stack", settings) as stack:
        store = SqliteStore(tmp_path / "stack" / "concierge.db")
        first_day = datetime(2026, 3, 2, 14, 0, tzinfo=EASTERN)
        replies = []
        for day in range(41):
            at = first_day + timedelta(days=day)
            stack.set_clock(at)
            message_id = f"day-{day + 1}"
            event = inbound_event(QUESTIONS[day % len(QUESTIONS)], message_id=message_id)
            event["data"]["payload"]["received_at"] = at.isoformat()
            assert stack.post(event) == 200

            def sent(message_id: str = message_id) -> bool:
                plan = store.planned_outbound(message_id)
                return bool(plan) and all(t.status == OutboundStatus.SENT for t in plan)

            wait_until(sent, 30, f"the answer on day {day + 1}", stack.logs)
            replies.append(" ".join(t.text for t in store.planned_outbound(message_id)))
        assert len(replies) == 41
        assert [r for r in replies if TURN_LIMIT_TEXT in r] == []
        assert all(r.strip() for r in replies)
        store.close()


def test_the_limit_still_ends_one_long_conversation(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    """41 turns within one afternoon: the 41st gets the turn-limit text (the limit is kept)."""
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "BURST_WINDOW_SECONDS": "0",
        "SEND_PACING_SECONDS": "0",
        "GUEST_TURNS_PER_MINUTE": "1000",
    }
    with procfile_stack(tmp_path / "stack", settings) as stack:
        store = SqliteStore(tmp_path / "stack" / "concierge.db")
        start = datetime(2026, 3, 2, 14, 0, tzinfo=EASTERN)
        stack.set_clock(start)
        for turn in range(41):
            message_id = f"t-{turn + 1}"
            event = inbound_event(QUESTIONS[turn % len(QUESTIONS)], message_id=message_id)
            event["data"]["payload"]["received_at"] = (start + timedelta(minutes=turn)).isoformat()
            assert stack.post(event) == 200
            # One at a time, so each text is its own turn (texts sent together are coalesced).
            wait_until(
                lambda message_id=message_id: store.planned_outbound(message_id),
                30,
                f"the answer to {message_id}",
                stack.logs,
            )
        texts = [" ".join(t.text for t in store.planned_outbound(f"t-{n}")) for n in range(1, 42)]
        assert [TURN_LIMIT_TEXT in text for text in texts] == [False] * 40 + [True]
        store.close()
