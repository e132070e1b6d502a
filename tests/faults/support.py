"""Tools of the fault tests: a fake Telnyx that deduplicates by Idempotency-Key, private
Redis servers to stop and restart, worker processes to kill, and bounded waits."""

from __future__ import annotations

import base64
import itertools
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import redis
from flask.testing import FlaskClient
from nacl.signing import SigningKey

from concierge.redis_server import find_redis_server, redis_answers
from concierge.settings import Settings
from concierge.wiring import build_receiver_services, build_redis
from data.store.base import Store
from data.store.models import OutboundStatus
from tests.conftest import make_settings, telnyx_headers
from tests.fakes.http import RecordedRequest, Reply
from tests.fakes.telnyx import FakeTelnyx
from webhooks import create_app
from webhooks.services import ReceiverServices

REPO_ROOT = Path(__file__).resolve().parents[2]

# Questions whose knowledge-base answers take two or three texts, with a name each must hold.
MULTI_TEXT_QUESTIONS = (
    ("Where can I get a massage?", "Mandara Spa"),
    ("What is there to do for kids?", "Kids Quest"),
    ("Tell me about the hotel rooms", "Sky Tower"),
    ("Tell me about the Seasons Buffet", "Seasons Buffet"),
)


def guest_number(index: int) -> str:
    """A distinct guest for each index, each on its own exchange (the pumping check counts
    new numbers per exchange, and a load test is not SMS pumping)."""
    return f"+1203{200 + index:03d}0147"


def wait_until(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll `predicate` until it holds; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}")


# --- Telnyx that deduplicates by Idempotency-Key ------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """One `POST /messages` as the fake saw it."""

    at: float  # time.monotonic() on arrival
    key: str
    to: str
    text: str
    status: int
    retry_after: float | None = None


@dataclass(frozen=True)
class Delivered:
    """A text the guest's phone received: the first accepted request with its key."""

    key: str
    to: str
    text: str
    message_id: str
    at: float


@dataclass
class TelnyxLog:
    attempts: list[Attempt] = field(default_factory=list)
    delivered: dict[str, Delivered] = field(default_factory=dict)


class DedupingTelnyx(FakeTelnyx):
    """FakeTelnyx that, like the real API, accepts a repeated Idempotency-Key without sending
    again: it answers 200 with the original message, and the guest gets the text once.

    `script` (inherited) can fail any request; a failed request delivers nothing.
    """

    def __init__(self) -> None:
        super().__init__()
        self._numbers = itertools.count(1)
        self._log_lock = threading.Lock()
        self.log = TelnyxLog()

    def _respond(self, request: RecordedRequest) -> Reply:
        if request.method != "POST" or not request.path.endswith("/messages"):
            return super()._respond(request)
        body = request.json()
        key = request.headers.get("idempotency-key", "")
        scripted = self.script(request) if self.script is not None else None
        with self._log_lock:
            now = time.monotonic()
            if scripted is not None:
                retry_after = scripted.headers.get("retry-after")
                self.log.attempts.append(
                    Attempt(
                        now,
                        key,
                        body["to"],
                        body["text"],
                        scripted.status,
                        float(retry_after) if retry_after else None,
                    )
                )
                return scripted
            self.log.attempts.append(Attempt(now, key, body["to"], body["text"], 200))
            original = self.log.delivered.get(key) if key else None
            if original is None:
                original = Delivered(
                    key, body["to"], body["text"], f"tx-{next(self._numbers)}", now
                )
                self.log.delivered[key or original.message_id] = original
        return Reply(200, {"data": _message_resource(original)})

    def attempts(self) -> list[Attempt]:
        with self._log_lock:
            return list(self.log.attempts)

    def delivered(self) -> dict[str, Delivered]:
        with self._log_lock:
            return dict(self.log.delivered)


def _message_resource(sent: Delivered) -> dict[str, Any]:
    return {
        "record_type": "message",
        "id": sent.message_id,
        "direction": "outbound",
        "type": "SMS",
        "to": [{"phone_number": sent.to, "status": "queued"}],
        "text": sent.text,
        "parts": 1,
        "encoding": "GSM-7",
    }


@contextmanager
def deduping_telnyx() -> Iterator[DedupingTelnyx]:
    fake = DedupingTelnyx()
    fake.server.start()
    try:
        yield fake
    finally:
        fake.server.stop()


# --- the store's view ---------------------------------------------------------------------


def fully_sent(store: Store, inbound_id: str) -> bool:
    plan = store.planned_outbound(inbound_id)
    return bool(plan) and all(text.status == OutboundStatus.SENT for text in plan)


def settled(store: Store, inbound_id: str) -> bool:
    plan = store.planned_outbound(inbound_id)
    return bool(plan) and all(
        text.status not in (OutboundStatus.PENDING, OutboundStatus.HELD) for text in plan
    )


def broker_idle(client: redis.Redis) -> bool:
    """Nothing queued, held for a countdown, or running: kombu's queue and unacked hash are
    empty (a retry is published before its original is acked, so one is always present)."""
    return client.llen("celery") == 0 and client.hlen("unacked") == 0


# --- private Redis servers ----------------------------------------------------------------


class RedisServer:
    """A redis-server of this test's own on a fixed port, to stop, kill and start again.

    With `appendonly`, writes go to an append-only file in `data_dir` (fsynced every second,
    and on a clean shutdown), so a restart on the same directory brings the data back.
    """

    def __init__(self, port: int, data_dir: Path, *, appendonly: bool) -> None:
        self.port = port
        self.data_dir = data_dir
        self.appendonly = appendonly
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        args = [
            find_redis_server(),
            "--bind",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--dir",
            str(self.data_dir),
            "--save",
            "",
            "--appendonly",
            "yes" if self.appendonly else "no",
        ]
        self._process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until(lambda: redis_answers(self.url), 10, f"redis-server on port {self.port}")

    def stop(self) -> None:
        """SIGTERM: redis-server flushes its append-only file and exits."""
        self._end(signal.SIGTERM)

    def _end(self, signum: int) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        process.send_signal(signum)
        process.wait(timeout=10)

    def close(self) -> None:
        self._end(signal.SIGKILL)


@contextmanager
def redis_server(port: int, data_dir: Path, *, appendonly: bool) -> Iterator[RedisServer]:
    server = RedisServer(port, data_dir, appendonly=appendonly)
    server.start()
    try:
        yield server
    finally:
        server.close()


def fault_settings(
    tmp_path: Path, server: RedisServer, telnyx: FakeTelnyx, key: SigningKey, **overrides: Any
) -> Settings:
    """Settings for a fault test: its own Redis, its fake Telnyx, webhooks signed by `key`."""
    return make_settings(
        tmp_path,
        server.url,
        telnyx_base_url=telnyx.url,
        telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
        **overrides,
    )


def expire_dead_leases(client: redis.Redis) -> int:
    """Drop the leases a dead process can leave in Redis, as their TTL would in time.

    Stands in for waiting out `lock:conversation:*` (300 s) and kombu's `unacked_mutex`
    (300 s); call it only when no live process can be holding one. Returns how many it found.
    """
    keys = list(client.scan_iter("lock:conversation:*")) + list(client.scan_iter("unacked_mutex"))
    if keys:
        client.delete(*keys)
    return len(keys)


# --- the receiver, in this process ---------------------------------------------------------


class Receiver:
    """The webhook receiver as a Flask test client, publishing to `settings.redis_url`."""

    def __init__(self, settings: Settings, key: SigningKey, store: Store) -> None:
        self.key = key
        self.redis = build_redis(settings)
        self.services: ReceiverServices = build_receiver_services(
            settings, store=store, redis_client=self.redis
        )
        self._client: FlaskClient | None = None

    @property
    def client(self) -> FlaskClient:
        if self._client is None:
            self._client = create_app(self.services).test_client()
        return self._client

    def post(self, body: bytes) -> tuple[int, dict[str, Any]]:
        """POST a signed body; the status and the JSON answer."""
        response = self.client.post(
            "/webhooks/telnyx", data=body, headers=telnyx_headers(self.key, body)
        )
        return response.status_code, response.get_json() or {}

    def close(self) -> None:
        self.services.queue.close()
        self.redis.close()


@contextmanager
def receiver(settings: Settings, key: SigningKey, store: Store) -> Iterator[Receiver]:
    running = Receiver(settings, key, store)
    try:
        yield running
    finally:
        running.close()


# --- worker processes ---------------------------------------------------------------------


def worker_environment(settings: Settings, **extra: str) -> dict[str, str]:
    """The process environment for `concierge worker` with these settings.

    Settings variables of the caller's environment are dropped, so a developer's GOOGLE_API_KEY
    or REDIS_URL cannot leak into the test's worker.
    """
    names = {name.upper() for name in Settings.model_fields}
    env = {key: value for key, value in os.environ.items() if key.upper() not in names}
    env["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(REPO_ROOT), os.environ.get("PYTHONPATH")) if part
    )
    values = {
        "REDIS_URL": settings.redis_url,
        "SQLITE_PATH": str(settings.sqlite_path),
        "CHECKPOINT_PATH": str(settings.checkpoint_path),
        "TELNYX_BASE_URL": settings.telnyx_base_url,
        "COALESCE_TEXTS": str(settings.coalesce_texts).lower(),
        "SEND_PACING_SECONDS": str(settings.send_pacing_seconds),
        "LOG_LEVEL": "INFO",
        "TELNYX_OPT_OUT_HANDLING": "ours",  # the fakes model a profile without auto-responses
    }
    if settings.telnyx_api_key is not None:
        values["TELNYX_API_KEY"] = settings.telnyx_api_key.get_secret_value()
    env.update(values)
    env.update(extra)
    return env


@dataclass
class WorkerProcess:
    pid: int
    log_path: Path

    def alive(self) -> bool:
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        return True

    def ready(self) -> bool:
        return self.log_path.exists() and b" ready." in self.log_path.read_bytes()

    def log_tail(self, characters: int = 3000) -> str:
        if not self.log_path.exists():
            return "(no log)"
        return self.log_path.read_text(errors="replace")[-characters:]


class PreloadedWorkers:
    """Starts `concierge worker` processes through `tests.faults.preloaded_worker`."""

    def __init__(self, env: dict[str, str], log_dir: Path) -> None:
        self._log_dir = log_dir
        self._count = itertools.count(1)
        self._workers: list[WorkerProcess] = []
        self._launcher = subprocess.Popen(
            [sys.executable, "-m", "tests.faults.preloaded_worker"],
            env=env,
            cwd=log_dir,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self._read_line() == "ready"

    def _read_line(self) -> str:
        stdout: IO[str] | None = self._launcher.stdout
        assert stdout is not None
        return stdout.readline().strip()

    def spawn(self, *, timeout: float = 60) -> WorkerProcess:
        """Start a worker and wait until it consumes."""
        log_path = self._log_dir / f"worker-{next(self._count):02d}.log"
        stdin = self._launcher.stdin
        assert stdin is not None
        stdin.write(f"spawn {log_path}\n")
        stdin.flush()
        worker = WorkerProcess(int(self._read_line()), log_path)
        self._workers.append(worker)
        try:
            wait_until(worker.ready, timeout, f"worker {worker.pid} to be ready")
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{worker.log_tail()}") from None
        return worker

    def kill(self, worker: WorkerProcess) -> None:
        """SIGKILL: no cleanup, no acks, nothing flushed."""
        os.kill(worker.pid, signal.SIGKILL)
        wait_until(lambda: not worker.alive(), 10, f"worker {worker.pid} to die")

    def close(self) -> None:
        for worker in self._workers:
            if worker.alive():
                self.kill(worker)
        if self._launcher.stdin is not None:
            self._launcher.stdin.close()
        self._launcher.wait(timeout=10)
        if self._launcher.stdout is not None:
            self._launcher.stdout.close()


@contextmanager
def preloaded_workers(env: dict[str, str], log_dir: Path) -> Iterator[PreloadedWorkers]:
    log_dir.mkdir(parents=True, exist_ok=True)
    workers = PreloadedWorkers(env, log_dir)
    try:
        yield workers
    finally:
        workers.close()


@contextmanager
def worker_process(
    env: dict[str, str], log_path: Path, *, beat: bool = False
) -> Iterator[WorkerProcess]:
    """`python -m concierge.cli worker` in a fresh interpreter, ended when the block exits.

    With `beat`, the worker also runs the periodic scheduler (`--beat`).
    """
    log_path.parent.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "concierge.cli", "worker", "--concurrency", "4"]
    with log_path.open("ab") as log:
        process = subprocess.Popen(
            command + (["--beat"] if beat else []),
            env=env,
            cwd=log_path.parent,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    worker = WorkerProcess(process.pid, log_path)
    try:
        try:
            wait_until(worker.ready, 90, "the worker to be ready")
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{worker.log_tail()}") from None
        yield worker
    finally:
        process.kill()
        process.wait(timeout=10)
