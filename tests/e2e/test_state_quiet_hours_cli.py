"""State quiet hours through the `concierge quiet-hours` command, as an operator runs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.procfile import stack_environment


def quiet_hours(tmp_path: Path, number: str, at: str) -> dict:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "concierge.cli",
            "quiet-hours",
            number,
            "--at",
            at,
            "--class",
            "proactive",
            "--json",
        ],
        env=stack_environment({}, tmp_path),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(result.stdout)


@pytest.mark.parametrize(
    ("number", "at", "rule", "next_allowed_at"),
    [
        # RCW 19.158.040(2): Washington ends at 20:00.
        ("+12065550123", "2026-07-01T20:30:00-07:00", "state-WA", "2026-07-02T08:00:00-07:00"),
        # R.I. Gen. Laws 5-61-3.6 / 5-61-2: no Sunday hours at all.
        (
            "+14015550123",
            "2026-07-12T12:00:00-04:00",
            "state-RI-no-sunday",
            "2026-07-13T09:00:00-04:00",
        ),
    ],
)
def test_state_rows_checked_against_their_statutes(tmp_path, number, at, rule, next_allowed_at):
    decision = quiet_hours(tmp_path, number, at)
    assert decision["allowed"] is False
    assert decision["rule"] == rule
    assert decision["next_allowed_at"] == next_allowed_at
