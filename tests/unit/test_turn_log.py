"""The turn log's SQLite adapter and the route-to-source mapping the console shows."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from data.turns.log import TurnRecord, answer_source
from data.turns.sqlite import SqliteTurnLog


def test_sources_of_routes() -> None:
    assert answer_source("answer", 1) == "model"
    assert answer_source("answer", 0) == "knowledge base"
    assert answer_source("fallback", 2) == "knowledge base"
    assert answer_source("staff", 0) == "staff"
    for route in ("greeting", "human_request", "keyword", "gambling_problem", "turn_limit"):
        assert answer_source(route, 0) == "template"


def test_records_once_first_send_wins_and_time_window(tmp_path) -> None:
    log = SqliteTurnLog(tmp_path / "c.db")
    now = datetime.now(UTC)
    record = TurnRecord(
        plan_id="m1",
        property_id="p",
        guest="+1",
        route="answer",
        llm_calls=1,
        guest_at=now - timedelta(seconds=3),
        planned_at=now,
    )
    assert log.record(record) and not log.record(record)
    log.first_sent("m1", now)
    log.first_sent("m1", now + timedelta(seconds=5))
    [stored] = log.since(["p"], now - timedelta(minutes=1)).copy()
    assert stored.first_text_seconds == 3.0 and stored.source == "model"
    assert log.since(["p"], now + timedelta(minutes=1)) == [] and log.since([], now) == []
    assert set(log.by_plan(["m1", "nope"])) == {"m1"}
