"""`concierge ask` as a guest without any key would run it: offline, no Redis, a scratch store."""

from __future__ import annotations

from pathlib import Path

import pytest

from concierge.cli import main


def ask_offline(
    question: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> str:
    """What `concierge ask QUESTION` prints with no Gemini, Telnyx or Redis settings."""
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "TELNYX_API_KEY", "REDIS_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "concierge.db"))
    assert main(["ask", question]) == 0
    return capsys.readouterr().out
