"""Bad input at the CLI: one line on stderr, a non-zero exit, nothing created."""

import os
import subprocess
import sys

import pytest

from concierge.cli import main


def _run(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "concierge.cli", *argv],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=60,
    )


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["quiet-hours", "12345"], "not a valid phone number: '12345'"),
        (["chat", "--from", "12345"], "not a valid phone number: '12345'"),
        (["ask", "is the spa open?", "--from", "+1555"], "not a valid phone number"),
        (["ask", ""], "the text is empty"),
        (["ask", "   "], "the text is empty"),
    ],
)
def test_invalid_numbers_and_empty_questions_are_refused_in_one_line(
    argv, needle, tmp_path, monkeypatch, capsys
) -> None:
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "var" / "c.db"))
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert needle in err and len(err.splitlines()) == 1
    assert not (tmp_path / "var").exists()


@pytest.mark.parametrize("argv", [["consent", "export"], ["handoff", "list"]])
def test_read_only_commands_do_not_create_a_missing_folder(argv, tmp_path) -> None:
    db = tmp_path / "missing" / "c.db"
    result = _run(argv, {"SQLITE_PATH": str(db)})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"configuration error: SQLITE_PATH {db}: folder {db.parent} does not exist"
    ]
    assert result.stdout == ""
    assert not (tmp_path / "missing").exists()


def test_export_with_no_database_yet_prints_nothing_and_creates_nothing(tmp_path, monkeypatch):
    db = tmp_path / "c.db"
    monkeypatch.setenv("SQLITE_PATH", str(db))
    assert main(["consent", "export"]) == 0
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("group", "subcommand"), [("consent", "export"), ("handoff", "list"), ("cms", "sync")]
)
def test_a_command_group_alone_prints_its_usage(group, subcommand, capsys) -> None:
    assert main([group]) == 2
    err = capsys.readouterr().err
    assert f"usage: concierge {group}" in err and subcommand in err
    assert f"{group}_command" not in err


def test_the_cli_alone_lists_its_commands(capsys) -> None:
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: concierge [-h] COMMAND ...") and "quiet-hours" in err


def test_a_national_number_is_read_as_us(capsys) -> None:
    assert main(["quiet-hours", "(305) 555-0123", "--at", "2026-07-01T12:00:00Z"]) == 0
    assert "state: FL" in capsys.readouterr().out
