"""Staff accounts, audit log and ticket claims on SQLite; `concierge staff` from the shell."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime

import pytest

from console.passwords import WeakPassword, hash_password, verify_password
from data.staff.models import AuditEntry, Role
from data.staff.sqlite import SqliteAuditLog, SqliteStaffAccounts, SqliteTicketClaims

NOW = datetime(2026, 11, 22, 12, tzinfo=UTC)


def test_accounts_roles_and_password_changes(tmp_path) -> None:
    accounts = SqliteStaffAccounts(tmp_path / "c.db")
    with pytest.raises(ValueError):
        accounts.add("a@x.test", property_id="p1", role=Role.AGENT, password_hash=None, at=NOW)
    first = accounts.add("A@X.test ", property_id="p1", role=Role.AGENT, password_hash="h1", at=NOW)
    assert first.email == "a@x.test" and first.can_see("p1") and not first.is_manager("p1")
    second = accounts.add(
        "a@x.test", property_id="p2", role=Role.MANAGER, password_hash=None, at=NOW
    )
    assert second.properties == ["p1", "p2"] and second.is_manager("p2")
    assert second.password_hash == "h1" and not second.can_see("p3")
    assert accounts.set_active("a@x.test", False) and not accounts.get("a@x.test").active
    assert not accounts.set_active("nobody@x.test", False)


def test_audit_log_filters_by_property_and_action(tmp_path) -> None:
    audit = SqliteAuditLog(tmp_path / "c.db")
    audit.record(
        AuditEntry(
            at=NOW,
            staff="a",
            action="ticket.reply",
            property_id="p1",
            guest_masked="+1203***0147",
            ticket=1,
            detail={"chars": "5"},
        )
    )
    audit.record(AuditEntry(at=NOW, staff="b", action="kb.sync_now", property_id="p2"))
    assert [e.action for e in audit.entries(["p1"])] == ["ticket.reply"]
    assert [e.staff for e in audit.entries(action_prefix="kb.")] == ["b"]
    assert audit.entries([]) == []
    assert audit.entries(action_prefix="ticket_") == []  # '_' is literal, not a wildcard


def test_first_claim_wins(tmp_path) -> None:
    claims = SqliteTicketClaims(tmp_path / "c.db")
    assert claims.claim(7, "a@x.test", at=NOW) == "a@x.test"
    assert claims.claim(7, "b@x.test", at=NOW) == "a@x.test"
    assert claims.holders([7, 8]) == {7: "a@x.test"}


def test_passwords_are_argon2_and_short_ones_refused() -> None:
    hashed = hash_password("a long enough password")
    assert hashed.startswith("$argon2id$")
    assert verify_password(hashed, "a long enough password")
    assert not verify_password(hashed, "wrong") and not verify_password("garbage", "x")
    with pytest.raises(WeakPassword):
        hash_password("short")


def run_cli(tmp_path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "concierge.cli", "staff", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={"SQLITE_PATH": str(tmp_path / "c.db"), "PATH": "/usr/bin:/bin"},
        cwd=tmp_path,
    )


def test_staff_cli_reads_the_password_from_stdin_never_an_argument(tmp_path) -> None:
    made = run_cli(
        tmp_path,
        "add",
        "m@x.test",
        "--property",
        "mohegan_sun",
        "--role",
        "manager",
        stdin="a long enough password\n",
    )
    assert made.returncode == 0 and "created m@x.test: mohegan_sun=manager" in made.stdout
    member = SqliteStaffAccounts(tmp_path / "c.db").get("m@x.test")
    assert member is not None and verify_password(member.password_hash, "a long enough password")


def test_staff_cli_commands(tmp_path, monkeypatch, capsys) -> None:
    import io

    from concierge.cli import main

    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "c.db"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("short\n"))
    assert main(["staff", "add", "m@x.test", "--property", "mohegan_sun", "--role", "agent"]) == 2
    assert "at least 12 characters" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.StringIO("a long enough password\n"))
    assert main(["staff", "add", "m@x.test", "--property", "mohegan_sun", "--role", "agent"]) == 0
    assert main(["staff", "add", "m@x.test", "--property", "nowhere", "--role", "agent"]) == 2
    assert "no property" in capsys.readouterr().err
    assert main(["staff", "list"]) == 0
    assert "m@x.test\tactive\tmohegan_sun=agent" in capsys.readouterr().out
    assert main(["staff", "disable", "m@x.test"]) == 0
    main(["staff", "list"])
    assert "disabled" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["staff", "add", "--help"])
    assert "--password " not in capsys.readouterr().out
