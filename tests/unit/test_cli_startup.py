"""The CLI imports only what the command being run needs: light commands never load the stack."""

from __future__ import annotations

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
