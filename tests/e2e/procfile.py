"""The stack as the Procfile starts it: each Procfile line run by a shell, in its own process.

The test keeps Redis (the harness's server), the fake Telnyx (and fake Sheets) and the clock:
`CLOCK_OFFSET_FILE` is a file every process reads, so `set_clock` moves the whole running
stack to another instant.
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nacl.signing import SigningKey

from concierge.clock import write_offset
from concierge.redis_server import free_port
from concierge.settings import Settings
from tests.conftest import telnyx_headers

REPO_ROOT = Path(__file__).resolve().parents[2]


def procfile_commands(path: Path = REPO_ROOT / "Procfile") -> dict[str, str]:
    """The process types of the Procfile and their command lines."""
    commands = {}
    for line in path.read_text().splitlines():
        name, sep, command = line.partition(":")
        if sep and name.strip() and not name.startswith("#"):
            commands[name.strip()] = command.strip()
    return commands


def wait_until(predicate: Any, timeout: float, what: str, tail: Any = None) -> None:
    """Poll `predicate` until it holds; fail after `timeout` seconds with the logs' tails."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    raise AssertionError(
        f"timed out after {timeout:.0f}s waiting for {what}\n{tail() if tail else ''}"
    )


def http_json(url: str, timeout: float = 5) -> tuple[int, dict[str, Any]]:
    """GET a JSON document; the status and the body (empty when none answers)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as reply:
            return reply.status, json.loads(reply.read() or b"{}")
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")
    except (urllib.error.URLError, OSError):
        return 0, {}


@dataclass
class ProcfileStack:
    """The running processes and what the test holds of them."""

    directory: Path
    env: dict[str, str]
    key: SigningKey
    port: int
    worker_port: int
    clock_file: Path
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)

    def log(self, name: str) -> str:
        path = self.directory / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def logs(self) -> str:
        return "\n".join(f"--- {name}\n{self.log(name)[-3000:]}" for name in self.processes)

    def set_clock(self, instant: datetime) -> None:
        """Move every process's clock to `instant` (it runs on from there)."""
        write_offset(self.clock_file, (instant - datetime.now(UTC)).total_seconds())

    def post(self, document: dict[str, Any]) -> int:
        """POST a signed Telnyx webhook to the receiver; the HTTP status."""
        body = json.dumps(document).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/webhooks/telnyx",
            data=body,
            headers=telnyx_headers(self.key, body),
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=10) as reply:
                return int(reply.status)
        except urllib.error.HTTPError as exc:
            return int(exc.code)

    def worker_health(self) -> tuple[int, dict[str, Any]]:
        return http_json(f"http://127.0.0.1:{self.worker_port}/health")

    def web_health(self) -> tuple[int, dict[str, Any]]:
        return http_json(f"http://127.0.0.1:{self.port}/health")


def stack_environment(settings: dict[str, str], directory: Path) -> dict[str, str]:
    """The processes' environment: ours minus any setting, plus `settings` and the venv."""
    names = {name.upper() for name in Settings.model_fields}
    env = {key: value for key, value in os.environ.items() if key.upper() not in names}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(REPO_ROOT), os.environ.get("PYTHONPATH")) if part
    )
    env.update(settings)
    return env


@contextmanager
def procfile_stack(directory: Path, settings: dict[str, str]) -> Iterator[ProcfileStack]:
    """Start every Procfile process with `settings`; wait until each is up; stop them after."""
    directory.mkdir(parents=True, exist_ok=True)
    key = SigningKey.generate()
    port, worker_port = free_port(), free_port()
    clock_file = directory / "clock-offset"
    values = {
        "PORT": str(port),
        "WORKER_METRICS_PORT": str(worker_port),
        "TELNYX_PUBLIC_KEY": base64.b64encode(bytes(key.verify_key)).decode(),
        "SQLITE_PATH": str(directory / "concierge.db"),
        "CHECKPOINT_PATH": str(directory / "checkpoints.db"),
        "CLOCK_OFFSET_FILE": str(clock_file),
        "WORKER_CONCURRENCY": "4",
        "LOG_LEVEL": "INFO",
        **settings,
    }
    stack = ProcfileStack(
        directory, stack_environment(values, directory), key, port, worker_port, clock_file
    )
    try:
        for name, command in procfile_commands().items():
            with (directory / f"{name}.log").open("ab") as log:
                stack.processes[name] = subprocess.Popen(
                    ["bash", "-c", f"exec {command}"],
                    env=stack.env,
                    cwd=directory,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
        wait_until(lambda: stack.web_health()[0] == 200, 90, "the receiver's /health", stack.logs)
        wait_until(lambda: " ready." in stack.log("worker"), 90, "the worker", stack.logs)
        yield stack
    finally:
        for process in stack.processes.values():
            if process.poll() is None:
                os.killpg(process.pid, 15)
        for process in stack.processes.values():
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                process.wait(timeout=5)
