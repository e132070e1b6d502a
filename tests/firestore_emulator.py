"""A real gRPC Firestore peer for tests: the npm `@firestore-emulator/server`, on loopback.

The official emulator (a jar fetched by firebase-tools) cannot be downloaded here; this npm package
speaks the same gRPC API in memory. It is installed with npm into a cache folder on first use and
run by `tests/firestore_emulator/server.mjs`, which binds it on 127.0.0.1 (the package's own
`start()` binds 0.0.0.0). Every test gets its own project id, which isolates its data.

What the emulator does not model (so tests of it live elsewhere): concurrent transactions (it
loses updates), atomic batches (it applies writes one by one), cursors, offsets, projections,
collection-group queries, ListDocuments, ListCollectionIds, BatchWrite and DELETE_FIELD.

Missing node or npm is a test failure with instructions, never a silent skip: CI has both.
"""

from __future__ import annotations

import fcntl
import json
import os
import selectors
import shutil
import subprocess
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import pytest
from google.cloud import firestore

PACKAGE = "@firestore-emulator/server"
VERSION = "0.3.15"
CACHE_DIR = Path(
    os.environ.get("CONCIERGE_FIRESTORE_EMULATOR_CACHE", "~/.cache/concierge-firestore-emulator")
).expanduser()
SERVER_SCRIPT = Path(__file__).parent / "firestore_emulator" / "server.mjs"
INSTALL_TIMEOUT_SECONDS = 300
START_TIMEOUT_SECONDS = 20


class EmulatorUnavailable(RuntimeError):
    """The emulator cannot be installed or started; the message says why and what to do."""


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise EmulatorUnavailable(
            f"`{name}` is not on PATH. The Firestore tests run the npm package {PACKAGE} "
            f"and need Node.js 18+ with npm (Debian: `apt-get install -y nodejs npm`)."
        )
    return path


def _installed_version(cache_dir: Path) -> str | None:
    manifest = cache_dir / "node_modules" / PACKAGE / "package.json"
    try:
        return str(json.loads(manifest.read_text())["version"])
    except (OSError, ValueError, KeyError):
        return None


def ensure_installed(cache_dir: Path = CACHE_DIR) -> Path:
    """Install the pinned emulator into `cache_dir` unless it is there; return `cache_dir`."""
    _tool("node")
    if _installed_version(cache_dir) == VERSION:
        return cache_dir
    npm = _tool("npm")
    cache_dir.mkdir(parents=True, exist_ok=True)
    with open(cache_dir / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # parallel test processes install once
        if _installed_version(cache_dir) != VERSION:
            command = [npm, "install", "--prefix", str(cache_dir), "--no-audit", "--no-fund"]
            try:
                subprocess.run(
                    [*command, "--loglevel=error", f"{PACKAGE}@{VERSION}"],
                    check=True,
                    capture_output=True,
                    text=True,
                    timeout=INSTALL_TIMEOUT_SECONDS,
                )
            except subprocess.CalledProcessError as exc:
                raise EmulatorUnavailable(
                    f"`npm install {PACKAGE}@{VERSION}` into {cache_dir} failed:\n{exc.stderr}"
                ) from exc
            except subprocess.TimeoutExpired as exc:
                raise EmulatorUnavailable(
                    f"`npm install {PACKAGE}@{VERSION}` took over {INSTALL_TIMEOUT_SECONDS} s"
                ) from exc
    return cache_dir


@dataclass
class RunningEmulator:
    """One emulator process; `host` is what FIRESTORE_EMULATOR_HOST should say."""

    host: str
    process: subprocess.Popen[bytes]
    log_path: Path

    def stop(self) -> None:
        """Close its stdin (it exits on EOF), then make sure it is gone."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)
        if self.process.stdout is not None:
            self.process.stdout.close()


def start_emulator(cache_dir: Path = CACHE_DIR) -> RunningEmulator:
    """Start the emulator on a free loopback port chosen by the OS; wait until it listens."""
    root = ensure_installed(cache_dir)
    node = _tool("node")
    log_path = Path(tempfile.mkstemp(prefix="firestore-emulator-", suffix=".log")[1])
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [node, str(SERVER_SCRIPT), str(root), "0"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
        )
    assert process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    line = b""
    while time.monotonic() < deadline and not line.endswith(b"\n"):
        if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
            break
        chunk = os.read(process.stdout.fileno(), 256)
        if not chunk:
            break
        line += chunk
    selector.close()
    words = line.decode(errors="replace").split()
    if len(words) != 2 or words[0] != "listening":
        process.kill()
        process.wait(timeout=5)
        raise EmulatorUnavailable(
            f"the Firestore emulator did not start within {START_TIMEOUT_SECONDS} s; "
            f"its output: {line!r}; its log:\n{log_path.read_text(errors='replace')}"
        )
    return RunningEmulator(f"127.0.0.1:{words[1]}", process, log_path)


class _SharedEmulator:
    """One emulator per test session, however many conftest files ask for it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: RunningEmulator | None = None
        self._users = 0

    def acquire(self) -> RunningEmulator:
        with self._lock:
            if self._running is None:
                self._running = start_emulator()
            self._users += 1
            return self._running

    def release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0 and self._running is not None:
                self._running.stop()
                self._running = None


_SHARED = _SharedEmulator()


@pytest.fixture(scope="session")
def firestore_emulator() -> Iterator[RunningEmulator]:
    """The running emulator; fails (never skips) when node or npm is missing."""
    try:
        running = _SHARED.acquire()
    except EmulatorUnavailable as exc:
        problem = str(exc)
    else:
        try:
            yield running
        finally:
            _SHARED.release()
        return
    pytest.fail(problem, pytrace=False)


def unique_project() -> str:
    """A project id no other test uses: the emulator keeps projects apart."""
    return f"test-{uuid.uuid4().hex[:16]}"


@pytest.fixture
def firestore_client(
    firestore_emulator: RunningEmulator, monkeypatch: pytest.MonkeyPatch
) -> Iterator[firestore.Client]:
    """A google-cloud-firestore client on the emulator, in a project of its own."""
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    client = firestore.Client(project=unique_project())
    yield client
    client.close()


@dataclass
class RpcCounter(
    grpc.UnaryUnaryClientInterceptor,
    grpc.UnaryStreamClientInterceptor,
    grpc.StreamUnaryClientInterceptor,
    grpc.StreamStreamClientInterceptor,
):
    """Counts the Firestore RPCs a client makes, and the bytes of the Commit requests it sends."""

    calls: Counter[str] = field(default_factory=Counter)
    commit_bytes: int = 0
    requests: list[tuple[str, object]] = field(default_factory=list)

    def reset(self) -> None:
        self.calls.clear()
        self.commit_bytes = 0
        self.requests.clear()

    @property
    def total(self) -> int:
        return sum(self.calls.values())

    def _note(self, details: grpc.ClientCallDetails, request: object) -> None:
        method = str(details.method).rsplit("/", 1)[-1]
        self.calls[method] += 1
        self.requests.append((method, request))
        if method == "Commit":
            self.commit_bytes += len(type(request).serialize(request))  # type: ignore[attr-defined]

    def intercept_unary_unary(self, continuation, client_call_details, request):
        self._note(client_call_details, request)
        return continuation(client_call_details, request)

    def intercept_unary_stream(self, continuation, client_call_details, request):
        self._note(client_call_details, request)
        return continuation(client_call_details, request)

    def intercept_stream_unary(self, continuation, client_call_details, request_iterator):
        self.calls["stream"] += 1
        return continuation(client_call_details, request_iterator)

    def intercept_stream_stream(self, continuation, client_call_details, request_iterator):
        self.calls["stream"] += 1
        return continuation(client_call_details, request_iterator)


def count_rpcs(client: firestore.Client) -> RpcCounter:
    """Route a not-yet-used emulator client through a counting interceptor; return the counter."""
    counter = RpcCounter()
    open_channel = client._emulator_channel  # the client's own factory of its emulator channel

    def counted_channel(transport: object) -> grpc.Channel:
        return grpc.intercept_channel(open_channel(transport), counter)

    client._emulator_channel = counted_channel  # type: ignore[method-assign]
    return counter
