from datetime import UTC, datetime

from concierge.cli import main
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore

GUEST = "+12035550147"


def test_list_and_release(tmp_path, monkeypatch, capsys) -> None:
    db = tmp_path / "h.db"
    monkeypatch.setenv("SQLITE_PATH", str(db))
    monkeypatch.delenv("TELNYX_API_KEY", raising=False)
    store = SqliteStore(db)
    store.open_ticket(
        "mohegan_sun",
        GUEST,
        turn_id="t1",
        reason="human_request",
        summary="+1203***0147 wants a person",
        at=datetime(2026, 11, 22, 15, tzinfo=UTC),
    )
    assert main(["handoff", "list"]) == 0
    out = capsys.readouterr().out
    assert "#1\topen\tmohegan_sun\t+1203***0147\thuman_request" in out
    assert GUEST not in out

    assert main(["handoff", "release", "1"]) == 0
    assert "#1 released" in capsys.readouterr().out
    assert store.get_ticket(1).close_reason == "released"
    [notice] = store.planned_outbound("ticket-1-released")
    assert notice.to_number == GUEST and notice.message_class == "proactive"
    assert notice.status in (OutboundStatus.SENT, OutboundStatus.HELD)
    assert (tmp_path / "outbox.jsonl").exists() == (notice.status == OutboundStatus.SENT)

    assert main(["handoff", "release", "1"]) == 2
    assert main(["handoff", "list"]) == 0
    assert "no open tickets" in capsys.readouterr().out
