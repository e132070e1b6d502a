"""Without Chromium the browser tests fail with the install instruction; they never skip."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_missing_chromium_fails_the_browser_tests_with_instructions(tmp_path) -> None:
    env = {**os.environ, "CHROMIUM_PATH": str(tmp_path / "no-chromium")}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/browser/test_console_browser.py::test_guest_markup_renders_as_text_in_the_browser",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1, result.stdout
    assert "apt-get install -y chromium chromium-driver" in result.stdout
    assert "skipped" not in result.stdout
