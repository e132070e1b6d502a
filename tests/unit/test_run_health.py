"""`concierge run` waits for the receiver while its processes live, and no longer once one dies."""

from __future__ import annotations

import http.server
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from concierge.commands.run import _wait_healthy


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class _SlowStart(http.server.BaseHTTPRequestHandler):
    """Answers /health with 503 until `ready_at`, then 200: a receiver still booting."""

    ready_at = 0.0

    def do_GET(self) -> None:  # noqa: N802 - the http.server hook's name
        status = 200 if time.monotonic() >= self.ready_at else 503
        self.send_response(status)
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        return None


@pytest.fixture
def sleeper() -> Iterator[subprocess.Popen[bytes]]:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield child
    child.kill()
    child.wait()


def test_waits_past_a_slow_start_while_the_processes_live(
    sleeper: subprocess.Popen[bytes],
) -> None:
    port = _free_port()
    _SlowStart.ready_at = time.monotonic() + 2.0
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), _SlowStart)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        assert _wait_healthy(port, [sleeper], timeout=30)
        assert time.monotonic() >= _SlowStart.ready_at
    finally:
        server.shutdown()
        server.server_close()


def test_gives_up_at_once_when_a_process_has_exited(sleeper: subprocess.Popen[bytes]) -> None:
    crashed = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    crashed.wait()
    started = time.monotonic()
    assert not _wait_healthy(_free_port(), [sleeper, crashed], timeout=120)
    assert time.monotonic() - started < 60  # not the whole timeout


def test_gives_up_after_the_timeout_with_nothing_answering(
    sleeper: subprocess.Popen[bytes],
) -> None:
    assert not _wait_healthy(_free_port(), [sleeper], timeout=1.0)
