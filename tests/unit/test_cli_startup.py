"""The CLI imports only what the command being run needs: light commands never load the stack."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from concierge import cli

HEAVY = ("langchain_core", "langgraph", "celery", "telnyx", "flask", "google.genai", "redis")


def imported_modules(*args: str) -> set[str]:
    """The modules `python -m concierge.cli ARGS` imports, read from `-X importtime`."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "concierge.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode in (0, 1, 2), done.stderr[-2000:]
    return {
        match[1]
        for match in re.finditer(r"^import time:.*\|\s*(\S+)\s*$", done.stderr, re.MULTILINE)
    }


@pytest.mark.parametrize(
    "args",
    [
        ("--help",),
        ("sms-info", "hi"),
        ("segments", "Where is the spa?"),
        ("quiet-hours", "+12035550123", "--class", "reply"),
        ("classify", "stop texting me"),
        ("bogus-command",),
    ],
)
def test_light_commands_do_not_import_the_stack(args: tuple[str, ...]) -> None:
    modules = imported_modules(*args)
    assert "concierge.cli" in modules or "argparse" in modules
    loaded = sorted(m for m in modules if m.split(".")[0] in {h.split(".")[0] for h in HEAVY})
    assert loaded == [], loaded


def test_the_help_lines_match_what_each_command_registers() -> None:
    full = cli.build_parser()  # every module registered
    (action,) = full._subparsers._group_actions  # type: ignore[union-attr]
    registered = {choice.dest: choice.help for choice in action._choices_actions}
    assert registered == {name: help_line for name, (_, help_line) in cli.COMMANDS.items()}


def test_a_command_runs_with_only_its_own_module(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sms-info", "hi"]) == 0
    assert "GSM" in capsys.readouterr().out.upper()


def test_quiet_hours_reads_the_area_code_table_not_the_geocoder() -> None:
    modules = imported_modules("quiet-hours", "+12035550123", "--class", "reply")
    assert "compliance.number_zones" in modules
    assert not any(m.startswith("phonenumbers.geodata") for m in modules)


class _Ended(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def _run_program(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    """`cli.program()` on ARGS; the exit status, by os._exit (raises _Ended) or sys.exit."""

    def ended(code: int) -> None:
        raise _Ended(code)

    monkeypatch.setattr(sys, "argv", ["concierge", *args])
    monkeypatch.setattr(cli.os, "_exit", ended)
    with pytest.raises((_Ended, SystemExit)) as raised:
        cli.program()
    assert isinstance(raised.value, _Ended | SystemExit)
    return raised.value.code if isinstance(raised.value, _Ended) else -int(raised.value.code)


def test_a_one_off_command_ends_at_once_with_its_status(monkeypatch, capsys):
    assert _run_program(monkeypatch, "sms-info", "hi") == 0  # by os._exit
    assert "GSM" in capsys.readouterr().out.upper()
    assert _run_program(monkeypatch, "quiet-hours", "not a number") == 2
    assert _run_program(monkeypatch, "bogus-command") == -2  # the usage: sys.exit as usual


def test_a_one_off_commands_output_reaches_a_pipe():
    # os._exit skips the interpreter's flush of a block-buffered stdout: program() flushes it.
    code = (
        "import atexit; atexit.register(print, 'torn down')\n"
        "from concierge.cli import program\n"
        "program()\n"
    )
    buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    done = subprocess.run(
        [sys.executable, "-c", code, "classify", "where is the spa", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=buffered,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout)["keyword"] is None
    assert "torn down" not in done.stdout
