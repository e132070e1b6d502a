import csv
import io
import json
from datetime import UTC, datetime, timedelta

import pytest

from concierge.cli import main
from data.store.models import ConsentAction, ConsentEvent
from data.store.sqlite import SqliteStore


def test_export_lists_the_ledger_with_time_to_honor(tmp_path, monkeypatch, capsys) -> None:
    db = tmp_path / "c.db"
    monkeypatch.setenv("SQLITE_PATH", str(db))
    store = SqliteStore(db)
    asked = datetime(2026, 11, 20, 15, 0, tzinfo=UTC)
    store.append_consent(
        ConsentEvent(
            ConsentAction.OPT_OUT,
            "+12035550147",
            "mohegan_sun",
            "Stop. Thank you",
            "m1",
            asked + timedelta(seconds=2.5),
            asked,
        )
    )
    store.append_consent(
        ConsentEvent(ConsentAction.OPT_IN, "+12035550147", "mohegan_sun", "START", "m2", asked)
    )
    assert main(["consent", "export"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["action"] for r in rows] == ["opt_out", "opt_in"]
    assert rows[0]["seconds_to_honor"] == 2.5 and rows[0]["guest"] == "+12035550147"
    assert rows[1]["seconds_to_honor"] == ""

    assert main(["consent", "export", "--csv", "--mask"]) == 0
    table = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert table[0]["guest"] == "+1203***0147" and table[0]["source"] == "Stop. Thank you"


def test_export_of_an_empty_ledger_prints_only_the_header(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "empty.db"))
    assert main(["consent", "export", "--csv"]) == 0
    assert capsys.readouterr().out.strip().startswith("at,action,property_id")


def test_bad_subcommand_exits_2() -> None:
    with pytest.raises(SystemExit) as excinfo:
        main(["consent", "nope"])
    assert excinfo.value.code == 2
    assert main(["consent"]) == 2
