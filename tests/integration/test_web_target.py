"""The receiver as the Procfile starts it: gunicorn on the composition root's target."""

from __future__ import annotations

import base64
import json
import os
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import redis
from nacl.signing import SigningKey

from concierge.redis_server import free_port
from tests.conftest import inbound_event, telnyx_headers
from worker.celery_app import CELERY_QUEUE

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.integration


def procfile_web_command(port: int) -> list[str]:
    """The Procfile's `web:` line, bound to 127.0.0.1:`port`, run by this interpreter."""
    line = next(
        line.removeprefix("web:").strip()
        for line in (ROOT / "Procfile").read_text(encoding="utf-8").splitlines()
        if line.startswith("web:")
    )
    words = shlex.split(line)
    assert words[0] == "gunicorn"
    words[words.index("--bind") + 1] = f"127.0.0.1:{port}"
    return [sys.executable, "-m", *words]


def wait_healthy(url: str, process: subprocess.Popen[bytes], timeout: float = 60) -> int:
    """Poll /health like a load balancer's readiness check: until 200, or the last answer.

    Both gunicorn workers start at once; one may answer 503 while the other still sets up.
    """
    deadline = time.monotonic() + timeout
    last: tuple[int, str] | None = None
    while time.monotonic() < deadline:
        assert process.poll() is None, "gunicorn exited"
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=2) as reply:
                return int(reply.status)
        except urllib.error.HTTPError as exc:
            last = (exc.code, exc.read().decode(errors="replace"))
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    if last is not None:
        print(f"/health kept answering {last[0]}: {last[1]}")
        return last[0]
    raise AssertionError("gunicorn did not answer /health")


def test_procfile_web_serves_signed_webhooks(tmp_path: Path, redis_url: str) -> None:
    key = SigningKey.generate()
    port = free_port()
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "SQLITE_PATH": str(tmp_path / "concierge.db"),
        "CHECKPOINT_PATH": str(tmp_path / "checkpoints.db"),
        "TELNYX_PUBLIC_KEY": base64.b64encode(bytes(key.verify_key)).decode(),
    }
    process = subprocess.Popen(procfile_web_command(port), env=env, cwd=tmp_path)
    url = f"http://127.0.0.1:{port}"
    try:
        assert wait_healthy(url, process) == 200
        body = json.dumps(inbound_event("What time does the pool open?")).encode()
        request = urllib.request.Request(
            f"{url}/webhooks/telnyx", data=body, headers=telnyx_headers(key, body), method="POST"
        )
        with urllib.request.urlopen(request, timeout=5) as reply:
            assert reply.status == 200
        assert redis.Redis.from_url(redis_url).llen(CELERY_QUEUE) == 1
    finally:
        process.terminate()
        process.wait(timeout=15)
