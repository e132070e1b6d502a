"""The receiver, started as the Procfile starts it, refuses a TELNYX_PUBLIC_KEY that cannot work."""

from __future__ import annotations

import base64
import subprocess
from pathlib import Path

import pytest

from concierge.redis_server import free_port
from tests.e2e.procfile import procfile_commands, stack_environment


@pytest.mark.parametrize(
    ("key", "message"),
    [
        ("not base64!", "not base64"),
        (base64.b64encode(b"k" * 16).decode(), "32 bytes"),
    ],
)
def test_web_refuses_a_bad_public_key_at_start(
    tmp_path: Path, redis_url: str, key: str, message: str
) -> None:
    env = stack_environment(
        {"REDIS_URL": redis_url, "PORT": str(free_port()), "TELNYX_PUBLIC_KEY": key},
        tmp_path,
    )
    result = subprocess.run(
        ["bash", "-c", f"exec {procfile_commands()['web']}"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    log = result.stdout + result.stderr
    assert "TELNYX_PUBLIC_KEY" in log.upper() and message in log
