"""Soak: minutes of mixed guest traffic against the real processes; count every text end to end.

Run: `.venv/bin/python bench/soak.py [--minutes 10] [--rate 5] [--guests 200]`

The stack as deployed, each part its own process: the receiver under gunicorn (2 workers x 8
threads, `concierge.web:create_app()`), the worker as `python -m concierge.cli worker` (threads
pool), a private redis-server, the SQLite store and checkpoints in a temporary folder, all
configured by environment variables. This process runs a fake Telnyx (records every send by
its Idempotency-Key, never deduplicates), a fake Gemini whose every chat call answers after
`--model-delay` seconds like `bench.eval_answers.competent_model` (embeddings at once), and
the guests: a pool of client threads POSTing signed `message.received` webhooks over
keep-alive connections at `--rate` texts per second (exponential gaps), for `--minutes`.

Traffic: questions from bench/questions.json (not those that hand the guest to staff; with
`--distinct-texts` two are joined in each text, so the worker meets new texts as it does all
day), HELP, STOP and START, Telnyx-style retries (the same body delivered again 1-30 s later)
and twins (a new text delivered twice at the same instant), plus a flood every `--flood-every`
seconds (one guest, 20 texts in 10 s). Every message id posted, its HTTP status and ack latency
are kept. After the traffic stops it waits (bounded) until every acknowledged text has a turn
and every planned text left the store's pending state, then prints from the store (read with
`SqliteStore`) and the fake Telnyx: texts received, turns, replies sent, lost texts (acked, no
turn), duplicated sends (a key at Telnyx more than once), webhook ack and turn latency, and the
worker's peak memory (VmHWM from /proc).
"""

from __future__ import annotations

import argparse
import base64
import bisect
import http.client
import json
import os
import platform
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nacl.signing import SigningKey

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.eval_answers import QUESTIONS, competent_model  # noqa: E402
from bench.turn_latency import like_a_real_api, percentile  # noqa: E402
from concierge.redis_server import free_port, start_redis_server  # noqa: E402
from concierge.settings import Settings  # noqa: E402
from data.store.models import OutboundStatus  # noqa: E402
from data.store.sqlite import SqliteStore  # noqa: E402
from tests.conftest import inbound_event, telnyx_headers  # noqa: E402
from tests.fakes.gemini import FakeGemini  # noqa: E402
from tests.fakes.http import RecordedRequest  # noqa: E402
from tests.fakes.telnyx import FakeTelnyx  # noqa: E402

PROPERTY = "mohegan_sun"
PROPERTY_NUMBER = "+18605550100"
HANDOFF_ROUTES = frozenset({"human_request", "complaint", "crisis"})  # they park the guest
GUESTS_PER_EXCHANGE = 20  # under the SMS-pumping limit of 25 new numbers per exchange and hour
FLOOD_TEXTS = 20
FLOOD_SECONDS = 10.0
DRAIN_TIMEOUT = 300.0
WARM_UP_PREFIX = "warm-up-"
START_TIMEOUT = 60.0
GUNICORN_ARGS = ["--workers", "2", "--threads", "8", "--log-level", "warning"]
FLOOD_LINES = (
    "hi",
    "hello??",
    "is the spa open",
    "what time is the buffet",
    "anyone there",
    "where do i park",
    "ok",
    "what about the pool",
)


# --- what the fakes saw ----------------------------------------------------------------------


class SendLog:
    """Every `POST /messages` reaching the fake Telnyx: key -> arrival times (perf_counter)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.arrivals: dict[str, list[float]] = {}

    def __call__(self, request: RecordedRequest) -> None:
        if request.method == "POST" and request.path.endswith("/messages"):
            key = request.headers.get("idempotency-key", "")
            with self._lock:
                self.arrivals.setdefault(key, []).append(time.perf_counter())
        # None: the fake answers 200 as usual, and does not deduplicate keys.

    def snapshot(self) -> dict[str, list[float]]:
        with self._lock:
            return {key: list(times) for key, times in self.arrivals.items()}


def slow_competent_model(delay: float) -> Callable[[dict[str, Any]], dict[str, Any] | str]:
    def answer(body: dict[str, Any]) -> dict[str, Any] | str:
        time.sleep(delay)
        return competent_model(body)

    return answer


# --- the processes ---------------------------------------------------------------------------


@dataclass
class Processes:
    web: subprocess.Popen[bytes]
    worker: subprocess.Popen[bytes]
    web_port: int
    metrics_port: int
    logs: Path


def stack_env(base: dict[str, str], values: dict[str, str]) -> dict[str, str]:
    """The parent's environment without any concierge setting, plus `values`."""
    ours = {name.upper() for name in Settings.model_fields}
    env = {name: value for name, value in base.items() if name.upper() not in ours}
    env.update(values)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


def wait_for_http(url: str, what: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as reply:
                reply.read()
                return
        except urllib.error.HTTPError:
            return  # it answers, even if not 200
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{what} did not answer at {url} within {START_TIMEOUT:.0f} s")


@contextmanager
def running_processes(scratch: Path, env: dict[str, str]) -> Iterator[Processes]:
    logs = scratch / "logs"
    logs.mkdir()
    web_port, metrics_port = free_port(), free_port()
    env = {**env, "WORKER_METRICS_PORT": str(metrics_port), "PORT": str(web_port)}
    web_log = (logs / "web.log").open("ab")
    worker_log = (logs / "worker.log").open("ab")
    web_command = [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"127.0.0.1:{web_port}",
        *GUNICORN_ARGS,
        "concierge.web:create_app()",
    ]
    worker_command = [sys.executable, "-m", "concierge.cli", "worker"]
    print(f"receiver: {' '.join(web_command[1:])}")
    print(f"worker:   {' '.join(worker_command[1:])}")
    web = subprocess.Popen(web_command, env=env, cwd=scratch, stdout=web_log, stderr=web_log)
    worker = subprocess.Popen(
        worker_command, env=env, cwd=scratch, stdout=worker_log, stderr=worker_log
    )
    try:
        wait_for_http(f"http://127.0.0.1:{web_port}/health", "gunicorn", web)
        wait_for_http(f"http://127.0.0.1:{metrics_port}/metrics", "worker", worker)
        yield Processes(web, worker, web_port, metrics_port, logs)
    finally:
        for process in (web, worker):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in (web, worker):
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        web_log.close()
        worker_log.close()


# --- memory and CPU from /proc ---------------------------------------------------------------


def proc_status(pid: int, field_name: str) -> int:
    """A kB figure (VmRSS, VmHWM) of /proc/<pid>/status; 0 once the process is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(f"{field_name}:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


class MemoryWatch:
    """Samples the worker's RSS every few seconds, to show growth over the run."""

    def __init__(self, pid: int, every: float = 5.0) -> None:
        self.pid = pid
        self.samples: list[tuple[float, int]] = []
        self._every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        started = time.monotonic()
        while not self._stop.is_set():
            self.samples.append((time.monotonic() - started, proc_status(self.pid, "VmRSS")))
            self._stop.wait(self._every)

    def __enter__(self) -> MemoryWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join()


# --- the guests ------------------------------------------------------------------------------


@dataclass
class Post:
    """One webhook delivery this bench made."""

    message_id: str
    kind: str
    guest: str
    scheduled: float
    started: float = 0.0
    ack_seconds: float = 0.0
    status: int = 0
    ack: str = ""
    error: str = ""
    first_delivery: bool = True


@dataclass
class Traffic:
    """Schedules and sends the texts; keeps every delivery."""

    port: int
    key: SigningKey
    guests: list[str]
    questions: list[str]
    clients: int
    seed: int
    distinct: bool = False
    posts: list[Post] = field(default_factory=list)
    bodies: dict[str, bytes] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._local = threading.local()
        self._random = random.Random(self.seed)
        self._stopped: set[str] = set()
        self._sent_ids: list[tuple[float, str, str]] = []  # (time, message id, guest)

    # sending ----------------------------------------------------------------------------------

    def _connection(self) -> http.client.HTTPConnection:
        conn: http.client.HTTPConnection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            self._local.conn = conn
        return conn

    def _deliver(self, post: Post, body: bytes) -> None:
        headers = telnyx_headers(self.key, body)
        post.started = time.perf_counter()
        for attempt in range(2):  # a keep-alive connection the server closed: reconnect once
            conn = self._connection()
            try:
                conn.request("POST", "/webhooks/telnyx", body=body, headers=headers)
                response = conn.getresponse()
                payload = response.read()
                post.ack_seconds = time.perf_counter() - post.started
                post.status = response.status
                try:
                    answer = json.loads(payload)
                    post.ack = str(answer.get("status") or answer.get("error") or "")
                except ValueError:
                    post.ack = payload[:80].decode(errors="replace")
                return
            except (OSError, http.client.HTTPException) as exc:
                conn.close()
                self._local.conn = None
                if attempt == 1:
                    post.ack_seconds = time.perf_counter() - post.started
                    post.error = f"{type(exc).__name__}: {exc}"

    def _record(self, post: Post, body: bytes | None) -> None:
        with self._lock:
            self.posts.append(post)
            if body is not None:
                self.bodies[post.message_id] = body
                self._sent_ids.append((post.scheduled, post.message_id, post.guest))

    def new_text(
        self,
        pool: ThreadPoolExecutor,
        kind: str,
        guest: str,
        text: str,
        when: float,
        copies: int = 1,
    ) -> None:
        message_id = str(uuid.uuid4())
        event = inbound_event(text, guest=guest, to=PROPERTY_NUMBER, message_id=message_id)
        body = json.dumps(event).encode()
        for copy in range(copies):
            post = Post(message_id, kind, guest, when, first_delivery=copy == 0)
            self._record(post, body if copy == 0 else None)
            pool.submit(self._deliver, post, body)

    def retry_earlier(self, pool: ThreadPoolExecutor, now: float) -> bool:
        """Deliver again a text first sent 1-30 s ago, the same body, as Telnyx retries."""
        with self._lock:
            start = bisect.bisect_left(self._sent_ids, (now - 30.0,))
            end = bisect.bisect_right(self._sent_ids, (now - 1.0, "\uffff"))
            if start >= end:
                return False
            _, message_id, guest = self._sent_ids[self._random.randrange(start, end)]
            body = self.bodies[message_id]
        post = Post(message_id, "retry", guest, now, first_delivery=False)
        self._record(post, None)
        pool.submit(self._deliver, post, body)
        return True

    # the schedule -------------------------------------------------------------------------------

    def one_event(self, pool: ThreadPoolExecutor, now: float) -> None:
        """One scheduled event of the mix."""
        pick = self._random.random()
        guest = self._random.choice(self.guests)
        question = self._random.choice(self.questions)
        if self.distinct:  # two questions in one text: nearly every text is new to the worker
            question = f"{question} {self._random.choice(self.questions)}"
        if pick < 0.04:
            self.new_text(pool, "help", guest, self._random.choice(("HELP", "help", "Info")), now)
        elif pick < 0.06:
            self._stopped.add(guest)
            self.new_text(pool, "stop", guest, self._random.choice(("STOP", "stop", "Quit")), now)
        elif pick < 0.08 and self._stopped:
            back = self._random.choice(sorted(self._stopped))
            self._stopped.discard(back)
            self.new_text(pool, "start", back, self._random.choice(("START", "Unstop")), now)
        elif pick < 0.18 and self.retry_earlier(pool, now):
            pass
        elif pick < 0.25:
            self.new_text(pool, "twin", guest, question, now, copies=2)
        else:
            self.new_text(pool, "question", guest, question, now)

    def run(self, minutes: float, rate: float, flood_every: float) -> float:
        """Send for `minutes`; return the seconds it took."""
        duration = minutes * 60.0
        flood_gap = FLOOD_SECONDS / FLOOD_TEXTS
        with ThreadPoolExecutor(max_workers=self.clients, thread_name_prefix="guest") as pool:
            started = time.perf_counter()
            next_event = started
            next_flood = started + min(flood_every / 2, duration / 2)
            flood: list[tuple[float, str]] = []  # (due, guest) of flood texts still to send
            end = started + duration
            while True:
                now = time.perf_counter()
                if now >= end and not flood:
                    break
                if now >= next_flood and now < end:
                    guest = self._random.choice(self.guests)
                    flood.extend((now + n * flood_gap, guest) for n in range(FLOOD_TEXTS))
                    next_flood += flood_every
                while flood and flood[0][0] <= now:
                    _, guest = flood.pop(0)
                    self.new_text(pool, "flood", guest, self._random.choice(FLOOD_LINES), now)
                if now >= next_event and now < end:
                    self.one_event(pool, now)
                    next_event += self._random.expovariate(rate)
                due = min([next_event, next_flood] + [due for due, _ in flood[:1]])
                time.sleep(max(0.0, min(due - time.perf_counter(), 0.05)))
        return time.perf_counter() - started


# --- after the run -----------------------------------------------------------------------------


def scrape(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:
        text: str = reply.read().decode()
        return text


_SAMPLE = re.compile(r"^(?P<name>[a-z_]+)(?:\{(?P<labels>[^}]*)\})? (?P<value>[-+0-9.eInf]+)$")


def samples(text: str, name: str) -> list[tuple[dict[str, str], float]]:
    found = []
    for line in text.splitlines():
        match = _SAMPLE.match(line)
        if match and match["name"] == name:
            labels = dict(re.findall(r'(\w+)="([^"]*)"', match["labels"] or ""))
            found.append((labels, float(match["value"])))
    return found


def histogram_quantile(buckets: list[tuple[float, float]], share: float) -> float:
    """Prometheus's estimate: linear within the bucket holding the quantile."""
    buckets = sorted(buckets)
    total = buckets[-1][1]
    if total == 0:
        return float("nan")
    rank = share * total
    lower_bound, lower_count = 0.0, 0.0
    for bound, count in buckets:
        if count >= rank:
            if bound == float("inf"):
                return lower_bound
            return lower_bound + (bound - lower_bound) * (rank - lower_count) / (
                count - lower_count
            )
        lower_bound, lower_count = bound, count
    return lower_bound


def wait_drained(store: SqliteStore, acked: set[str], timeout: float) -> float:
    """Wait until every acked text has a turn and no planned text is pending; return seconds."""
    started = time.monotonic()
    open_texts = set(acked)
    open_turns: set[str] = set()
    while time.monotonic() - started < timeout:
        for message_id in list(open_texts):
            turn = store.turn_of(message_id)
            if turn is not None:
                open_texts.discard(message_id)
                open_turns.add(turn)
        for turn in list(open_turns):
            plan = store.planned_outbound(turn)
            if all(text.status != OutboundStatus.PENDING for text in plan):
                open_turns.discard(turn)
        if not open_texts and not open_turns:
            return time.monotonic() - started
        time.sleep(1.0)
    print(
        f"   drain timed out after {timeout:.0f} s: {len(open_texts)} texts without a turn, "
        f"{len(open_turns)} turns with pending texts"
    )
    return time.monotonic() - started


def ms(values: list[float], share: float) -> str:
    return f"{percentile(values, share) * 1000:.0f}" if values else "-"


def report(
    traffic: Traffic,
    sends: dict[str, list[float]],
    store: SqliteStore,
    metrics_text: str,
    seconds: float,
) -> None:
    posts = traffic.posts
    kinds = {p.message_id: p.kind for p in posts if p.first_delivery}
    first_post = {p.message_id: p for p in posts if p.first_delivery}
    acked = {p.message_id for p in posts if p.status == 200}
    by_status = Counter(p.status if not p.error else p.error.split(":")[0] for p in posts)
    acks = Counter(p.ack for p in posts if p.status == 200)
    refused = Counter(f"{p.status} {p.ack}" for p in posts if p.status not in (0, 200))
    queued_twice = Counter(p.message_id for p in posts if p.status == 200 and p.ack == "queued")
    print(
        f"\nTraffic: {len(posts)} webhook POSTs in {seconds:.0f} s ({len(posts) / seconds:.2f}/s)"
    )
    print(f"   by kind (first deliveries): {dict(Counter(kinds.values()))}")
    print(
        f"   redeliveries of an id already POSTed: "
        f"{sum(not p.first_delivery for p in posts)} (retries 1-30 s later and twins)"
    )
    print(
        f"   HTTP outcomes: {dict(by_status)}; 200 bodies: {dict(acks)}; other answers: "
        f"{dict(refused)}"
    )
    print(
        "   ids acknowledged 'queued' more than once (the same text queued twice): "
        f"{sum(count > 1 for count in queued_twice.values())}"
    )
    never_acked = set(first_post) - acked
    print(f"   texts never acknowledged with 200 (Telnyx would retry them): {len(never_acked)}")

    turns: dict[str, str | None] = {mid: store.turn_of(mid) for mid in acked}
    lost = sorted(mid for mid, turn in turns.items() if turn is None)
    turn_ids = {turn for turn in turns.values() if turn is not None}
    plans = {turn: store.planned_outbound(turn) for turn in turn_ids}
    planned = sum(len(plan) for plan in plans.values())
    statuses = Counter(str(text.status) for plan in plans.values() for text in plan)
    keys_planned = {text.key for plan in plans.values() for text in plan}
    silent = [turn for turn, plan in plans.items() if not plan]
    sent_keys = set(sends)
    raw_duplicates = {key: len(times) for key, times in sends.items() if len(times) > 1}
    unknown_keys = sent_keys - keys_planned

    print("\nEnd to end")
    print(f"   texts received (distinct ids acked 200): {len(acked)}")
    print(f"   turns answered (distinct turns over them): {len(turn_ids)}")
    print(f"      of which planned no text (opted out, rate or pumping limits): {len(silent)}")
    print(f"   texts planned: {planned}; statuses in the store: {dict(statuses)}")
    print(
        f"   replies sent (distinct Idempotency-Keys at the fake Telnyx): {len(sent_keys)}; "
        f"POST /messages total: {sum(len(t) for t in sends.values())}"
    )
    print(f"   LOST (acked, no turn): {len(lost)}" + (f" e.g. {lost[:5]}" if lost else ""))
    print(
        f"   DUPLICATED (a key sent to Telnyx more than once; the fake does not dedupe): "
        f"{len(raw_duplicates)}"
        + (f" e.g. {dict(list(raw_duplicates.items())[:5])}" if raw_duplicates else "")
    )
    print(
        f"   planned but never at Telnyx: {len(keys_planned - sent_keys)}; sent but not planned: "
        f"{len(unknown_keys)}"
    )

    print("\nLatency")
    ack_all = [p.ack_seconds for p in posts if p.status == 200]
    print(
        f"   webhook ack, client side, every 200 ({len(ack_all)}): p50 {ms(ack_all, 0.5)} ms, "
        f"p99 {ms(ack_all, 0.99)} ms, max {ms(ack_all, 1.0)} ms"
    )
    for label, wanted in (
        ("questions", {"question", "twin"}),
        ("keywords", {"help", "stop", "start"}),
        ("flood texts", {"flood"}),
    ):
        latencies = []
        for turn in turn_ids:
            if kinds.get(turn) not in wanted or not plans[turn]:
                continue
            first_key = plans[turn][0].key
            if first_key in sends:
                latencies.append(min(sends[first_key]) - first_post[turn].started)
        print(
            f"   turn, POST of the turn's text -> its first text at Telnyx, {label} "
            f"({len(latencies)} turns): p50 {ms(latencies, 0.5)} ms, p99 {ms(latencies, 0.99)} ms,"
            f" max {ms(latencies, 1.0)} ms"
        )
    buckets = [
        (float(labels["le"]), value)
        for labels, value in samples(metrics_text, "concierge_turn_seconds_bucket")
    ]
    if buckets:
        count = max(value for _, value in buckets)
        print(
            f"   worker's concierge_turn_seconds ({count:.0f} turns, guest's text -> plan stored,"
            f" bucket estimate): p50 {histogram_quantile(buckets, 0.5):.2f} s, "
            f"p99 {histogram_quantile(buckets, 0.99):.2f} s"
        )
    routes = {
        labels["route"]: int(v) for labels, v in samples(metrics_text, "concierge_turns_total")
    }
    llm = samples(metrics_text, "concierge_llm_calls_total")
    outcomes = {
        labels["outcome"]: int(v) for labels, v in samples(metrics_text, "concierge_sends_total")
    }
    print(
        f"   worker counters: turns by route {routes}; LLM calls "
        f"{int(llm[0][1]) if llm else '-'}; sends by outcome {outcomes}"
    )


def log_summary(path: Path) -> None:
    levels: Counter[str] = Counter()
    messages: Counter[str] = Counter()
    tracebacks = 0
    for line in path.read_text(errors="replace").splitlines():
        if "Traceback" in line:
            tracebacks += 1
        try:
            entry = json.loads(line)
        except ValueError:
            match = re.search(r"\b(WARNING|ERROR|CRITICAL)\b", line)
            if match:
                levels[match[1]] += 1
                messages[line[-160:]] += 1
            continue
        if isinstance(entry, dict) and entry.get("level") in ("WARNING", "ERROR", "CRITICAL"):
            levels[str(entry["level"])] += 1
            text = re.sub(r"[0-9a-f-]{36}|\d+(\.\d+)?", "#", str(entry.get("msg", "")))
            messages[f"{entry['level']} {entry.get('logger')}: {text[:140]}"] += 1
    print(f"   {path.name}: {dict(levels)} warnings/errors, {tracebacks} tracebacks")
    for message, count in messages.most_common(6):
        print(f"      {count} x {message}")


# --- main --------------------------------------------------------------------------------------


def guest_numbers(count: int) -> list[str]:
    """`count` numbers, 20 per exchange: a load test is not SMS pumping."""
    return [
        f"+1203{300 + n // GUESTS_PER_EXCHANGE:03d}{1000 + n % GUESTS_PER_EXCHANGE:04d}"
        for n in range(count)
    ]


def soak_questions() -> list[str]:
    raw = json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]
    return [item["text"] for item in raw if item.get("expect_route") not in HANDOFF_ROUTES]


def warm_up(port: int, key: SigningKey, store: SqliteStore, sends: SendLog) -> None:
    """Two turns from a guest outside the pool: the worker builds its index and clients."""
    for number, text in enumerate(("What time does the buffet open?", "Is there a spa?")):
        message_id = f"{WARM_UP_PREFIX}{number}"
        body = json.dumps(
            inbound_event(text, guest="+12039990001", to=PROPERTY_NUMBER, message_id=message_id)
        ).encode()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("POST", "/webhooks/telnyx", body=body, headers=telnyx_headers(key, body))
        status = conn.getresponse().status
        conn.close()
        if status != 200:
            raise RuntimeError(f"warm-up webhook answered {status}")
        deadline = time.monotonic() + 60
        while not any(k.startswith(message_id) for k in sends.snapshot()):
            if time.monotonic() > deadline:
                raise RuntimeError("the worker did not answer the warm-up text within 60 s")
            time.sleep(0.1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long the traffic runs")
    parser.add_argument("--rate", type=float, default=5.0, help="scheduled events per second")
    parser.add_argument("--guests", type=int, default=200, help="distinct guest numbers")
    parser.add_argument("--clients", type=int, default=16, help="client threads POSTing")
    parser.add_argument("--concurrency", type=int, default=32, help="WORKER_CONCURRENCY")
    parser.add_argument("--model-delay", type=float, default=1.0, help="seconds per Gemini call")
    parser.add_argument("--flood-every", type=float, default=60.0, help="seconds between floods")
    parser.add_argument("--seed", type=int, default=8, help="traffic mix seed")
    parser.add_argument(
        "--distinct-texts",
        action="store_true",
        help="join two questions per text, so texts rarely repeat (memory that grows per text)",
    )
    parser.add_argument("--keep-logs", type=Path, default=None, help="copy the logs here")
    args = parser.parse_args()
    print(f"command: {' '.join([os.path.relpath(sys.executable), *sys.argv])}")
    print(
        f"machine: {os.cpu_count()} CPUs, {platform.machine()}, {platform.system()} "
        f"{platform.release()}, Python {platform.python_version()}"
    )
    key = SigningKey.generate()
    send_log = SendLog()
    telnyx = FakeTelnyx()
    telnyx.script = send_log
    like_a_real_api(telnyx.server)
    gemini = FakeGemini()
    gemini.respond_with(slow_competent_model(args.model_delay))
    like_a_real_api(gemini.server)
    with tempfile.TemporaryDirectory(prefix="soak-") as scratch_dir:
        scratch = Path(scratch_dir)
        redis_port = free_port()
        redis_process = start_redis_server(redis_port, scratch / "redis", persistent=False)
        telnyx.server.start()
        gemini.start()
        settings = {
            "REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
            "SQLITE_PATH": str(scratch / "concierge.db"),
            "CHECKPOINT_PATH": str(scratch / "checkpoints.db"),
            "TELNYX_API_KEY": "KEY-soak",
            "TELNYX_BASE_URL": telnyx.url,
            "TELNYX_OPT_OUT_HANDLING": "ours",  # the fake Telnyx never auto-responds
            "TELNYX_PUBLIC_KEY": base64.b64encode(bytes(key.verify_key)).decode(),
            "GOOGLE_API_KEY": "soak-gemini-key",
            "GEMINI_BASE_URL": gemini.url,
            "WORKER_CONCURRENCY": str(args.concurrency),
            "LOG_LEVEL": "INFO",
        }
        print(
            "settings: "
            + ", ".join(
                f"{name}={value}"
                for name, value in settings.items()
                if name in ("WORKER_CONCURRENCY", "REDIS_URL", "LOG_LEVEL")
            )
            + "; defaults otherwise (COALESCE_TEXTS=true, SEND_PACING_SECONDS=0.25, "
            "GUEST_TURNS_PER_MINUTE=6, STORE=sqlite)"
        )
        print(
            f"traffic: {args.rate:g} events/s for {args.minutes:g} min over {args.guests} guests "
            f"({GUESTS_PER_EXCHANGE} per exchange), {args.clients} client threads, a flood of "
            f"{FLOOD_TEXTS} texts in {FLOOD_SECONDS:g} s every {args.flood_every:g} s; "
            f"every Gemini chat call answers after {args.model_delay:g} s"
        )
        store = SqliteStore(scratch / "concierge.db")
        try:
            env = stack_env(dict(os.environ), settings)
            with running_processes(scratch, env) as processes:
                worker_pid = processes.worker.pid
                warm_up(processes.web_port, key, store, send_log)
                traffic = Traffic(
                    port=processes.web_port,
                    key=key,
                    guests=guest_numbers(args.guests),
                    questions=soak_questions(),
                    clients=args.clients,
                    seed=args.seed,
                    distinct=args.distinct_texts,
                )
                cpu_before = cpu_seconds(worker_pid)
                bench_cpu_before = time.process_time()
                with MemoryWatch(worker_pid) as watch:
                    seconds = traffic.run(args.minutes, args.rate, args.flood_every)
                    print(f"\ntraffic done in {seconds:.0f} s; draining")
                    acked = {p.message_id for p in traffic.posts if p.status == 200}
                    drained = wait_drained(store, acked, DRAIN_TIMEOUT)
                    time.sleep(2.0)  # sends of the last texts' replies settle
                print(f"   drained {drained:.0f} s after the traffic stopped")
                peak = proc_status(worker_pid, "VmHWM")
                web_peaks = [proc_status(pid, "VmHWM") for pid in children(processes.web.pid)]
                worker_cpu = cpu_seconds(worker_pid) - cpu_before
                metrics_text = scrape(processes.metrics_port)
                web_cpu = sum(cpu_seconds(pid) for pid in children(processes.web.pid))
                bench_cpu = time.process_time() - bench_cpu_before
                sends = {
                    key: times
                    for key, times in send_log.snapshot().items()
                    if not key.startswith(WARM_UP_PREFIX)
                }
                report(traffic, sends, store, metrics_text, seconds)
                print("\nProcesses")
                rss = [kb for _, kb in watch.samples if kb]
                print(
                    f"   worker peak RSS (VmHWM): {peak / 1024:.0f} MiB; RSS at start of traffic "
                    f"{rss[0] / 1024:.0f} MiB, at end {rss[-1] / 1024:.0f} MiB"
                )
                step = max(1, len(watch.samples) // 10)
                print(
                    "   worker RSS over the run (s: MiB): "
                    + ", ".join(
                        f"{at:.0f}: {kb / 1024:.0f}" for at, kb in watch.samples[::step] if kb
                    )
                )
                print(
                    f"   gunicorn workers' peak RSS: {[round(kb / 1024) for kb in web_peaks]} MiB"
                )
                print(
                    f"   worker CPU during traffic + drain: {worker_cpu:.0f} s "
                    f"({worker_cpu / (seconds + drained) * 100:.0f}% of one core); gunicorn "
                    f"workers since start {web_cpu:.0f} s; this process (guests and fakes) "
                    f"{bench_cpu:.0f} s"
                )
            print("\nLogs")
            log_summary(processes.logs / "worker.log")
            log_summary(processes.logs / "web.log")
            if args.keep_logs is not None:
                args.keep_logs.mkdir(parents=True, exist_ok=True)
                for log in processes.logs.iterdir():
                    shutil.copy(log, args.keep_logs / log.name)
                for database in scratch.glob("concierge.db*"):
                    shutil.copy(database, args.keep_logs / database.name)
                print(f"   logs and store copied to {args.keep_logs}")
        finally:
            store.close()
            gemini.stop()
            telnyx.server.stop()
            redis_process.terminate()
            redis_process.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
