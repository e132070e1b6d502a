"""Webhook-to-reply latency and turn throughput of the whole stack, in-process.

Run: `.venv/bin/python bench/turn_latency.py [--turns 200] [--guests 100] [--model-delay 1.0]`

The real pieces, as the integration tests build them: the Flask receiver (test client) checking
Ed25519 signatures, a Celery worker (threads pool) on a real Redis (REDIS_URL when it answers,
else a redis-server started here), the SQLite store and checkpointer, the real Gemini client
against a local fake Gemini that answers like `bench.eval_answers.competent_model`, and the real
Telnyx SDK against a fake Telnyx. No burst window and no pacing between the texts of a reply.

A. Latency with an instant model: signed webhooks for answerable questions, one at a time, each
   from a new guest; the clock runs from the POST to the arrival of the reply's last text at the
   fake Telnyx (texts matched by idempotency key, "{message id}-{seq}"). Prints p50/p95.
B. Throughput with a slow model: every Gemini call answers after `--model-delay` seconds; as many
   guests as worker threads text at once; prints turns per second and its ratio to the ideal,
   concurrency / (LLM calls per turn x delay), i.e. as if nothing but the model took time.
"""

from __future__ import annotations

import argparse
import base64
import json
import logging
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from celery.contrib.testing.worker import start_worker
from flask import Flask
from nacl.signing import SigningKey

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.eval_answers import (  # noqa: E402
    QUESTIONS,
    competent_model,
    load_questions,
    without_nagle,
)
from concierge.redis_server import free_port, redis_answers, start_redis_server  # noqa: E402
from concierge.settings import Settings  # noqa: E402
from concierge.wiring import build_receiver_services, build_redis  # noqa: E402
from concierge.worker_wiring import build_worker_app  # noqa: E402
from data.store.models import OutboundStatus  # noqa: E402
from data.store.sqlite import SqliteStore  # noqa: E402
from tests.conftest import inbound_event, make_settings, telnyx_headers  # noqa: E402
from tests.fakes.gemini import FakeGemini  # noqa: E402
from tests.fakes.http import RecordedRequest, RecordingServer  # noqa: E402
from tests.fakes.telnyx import FakeTelnyx  # noqa: E402
from tests.faults.support import worker_environment  # noqa: E402
from webhooks import create_app  # noqa: E402

BENCH_REDIS_DB = 12  # apart from the test suite's database 9
WARM_UP_TURNS = 5
ANSWER_TIMEOUT = 60.0


# --- timing the sends ------------------------------------------------------------------------


class SendClock:
    """Records when each text reaches the fake Telnyx, by the message id of its key."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._arrivals: dict[str, list[float]] = {}

    def __call__(self, request: RecordedRequest) -> None:
        key = request.headers.get("idempotency-key", "")
        message_id, _, _ = key.rpartition("-")
        with self._lock:
            self._arrivals.setdefault(message_id, []).append(time.perf_counter())
        # None: the fake answers as usual.

    def arrivals(self, message_id: str) -> list[float]:
        with self._lock:
            return list(self._arrivals.get(message_id, ()))


def like_a_real_api(server: RecordingServer) -> None:
    """Take the fake server's own delays out of the figures.

    No Nagle (see `without_nagle`: ~40 ms per call otherwise), and a deep listen backlog:
    socketserver listens with a backlog of 5, so a burst of new connections overflows it and
    the kernel's 1 s SYN retry would show up as latency no real API has.
    """
    without_nagle(server)
    server._server.socket.listen(1024)


# --- the stack -------------------------------------------------------------------------------


@dataclass
class Bench:
    app: Flask
    store: SqliteStore
    key: SigningKey
    clock: SendClock
    settings: Settings
    worker_pids: tuple[int, ...] = ()

    def post(self, text: str, *, guest: str) -> tuple[str, float, int]:
        """POST one signed inbound text; return (message id, start time, HTTP status)."""
        message_id = str(uuid.uuid4())
        body = json.dumps(inbound_event(text, guest=guest, message_id=message_id)).encode()
        headers = telnyx_headers(self.key, body)
        client = self.app.test_client()
        started = time.perf_counter()
        response = client.post("/webhooks/telnyx", data=body, headers=headers)
        return message_id, started, response.status_code

    def reply_done_at(self, message_id: str, timeout: float = ANSWER_TIMEOUT) -> float:
        """Wait until every planned text of the reply was sent; return the last one's arrival."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            plan = self.store.planned_outbound(message_id)
            if plan and all(text.status != OutboundStatus.PENDING for text in plan):
                arrivals = self.clock.arrivals(message_id)
                if len(arrivals) >= len(plan):
                    return max(arrivals)
            time.sleep(0.002)
        raise TimeoutError(f"no complete reply to {message_id} within {timeout:.0f} s")


@contextmanager
def redis_base_url(scratch: Path) -> Iterator[str]:
    """REDIS_URL's server when it answers, else a redis-server started for this run."""
    configured = os.environ.get("REDIS_URL")
    if configured and redis_answers(configured):
        yield configured.rsplit("/", 1)[0] if configured.count("/") > 2 else configured
        return
    port = free_port()
    process = start_redis_server(port, scratch / "redis", persistent=False)
    try:
        yield f"redis://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


@contextmanager
def running_stack(
    scratch: Path, redis_url: str, gemini: FakeGemini, *, concurrency: int, processes: int = 0
) -> Iterator[Bench]:
    """Receiver, workers, fake Telnyx; Gemini is the given fake.

    `processes` 0: one worker as threads in this process (a live Celery worker thread pool).
    N > 0: N `python -m concierge.cli worker` processes on the same Redis and store, each with
    `concurrency` threads, as more machines would run them.
    """
    telnyx = FakeTelnyx()
    clock = SendClock()
    telnyx.script = clock
    like_a_real_api(telnyx.server)
    telnyx.server.start()
    key = SigningKey.generate()
    settings = make_settings(
        scratch,
        redis_url,
        telnyx_base_url=telnyx.url,
        telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
        google_api_key="bench-gemini-key",
        gemini_base_url=gemini.url,
        llm_timeout_seconds=30.0,
        worker_concurrency=concurrency,
        coalesce_texts=False,
        send_pacing_seconds=0.0,
        # A hundred new numbers on one exchange at once is this bench, not SMS pumping.
        new_numbers_per_prefix_hour=100_000,
    )
    redis_client = build_redis(settings)
    redis_client.flushdb()
    store = SqliteStore(settings.sqlite_path)
    worker_app = build_worker_app(settings, store=store, redis_client=redis_client)
    services = build_receiver_services(
        settings, celery_app=worker_app, store=store, redis_client=redis_client
    )
    app = create_app(services)
    try:
        if processes:
            with worker_processes(settings, worker_app, scratch, processes) as workers:
                pids = tuple(worker.pid for worker in workers)
                yield Bench(app, store, key, clock, settings, pids)
        else:
            with start_worker(
                worker_app,
                pool="threads",
                concurrency=concurrency,
                perform_ping_check=False,
                loglevel="WARNING",
                shutdown_timeout=30,
            ):
                yield Bench(app, store, key, clock, settings)
    finally:
        worker_app.close()
        redis_client.flushdb()
        redis_client.close()
        store.close()
        telnyx.server.stop()


@contextmanager
def worker_processes(
    settings: Settings, celery_app: Any, scratch: Path, count: int
) -> Iterator[list[subprocess.Popen[bytes]]]:
    """`count` worker processes as the Procfile starts them; wait until each answers a ping."""
    env = worker_environment(
        settings,
        GOOGLE_API_KEY="bench-gemini-key",
        GEMINI_BASE_URL=str(settings.gemini_base_url),
        LLM_TIMEOUT_SECONDS=str(settings.llm_timeout_seconds),
        WORKER_CONCURRENCY=str(settings.worker_concurrency),
        WORKER_METRICS_PORT="0",
        NEW_NUMBERS_PER_PREFIX_HOUR=str(settings.new_numbers_per_prefix_hour),
        LOG_LEVEL="WARNING",
    )
    logs = [(scratch / f"worker-{n}.log").open("wb") for n in range(count)]
    workers = [
        subprocess.Popen(
            [sys.executable, "-m", "concierge.cli", "worker"],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=log,
        )
        for log in logs
    ]
    try:
        deadline = time.monotonic() + 180
        while len(celery_app.control.ping(timeout=1.0) or []) < count:
            if time.monotonic() > deadline or any(w.poll() is not None for w in workers):
                raise RuntimeError(f"workers did not start; see {scratch}/worker-*.log")
        yield workers
    finally:
        for worker in workers:
            worker.send_signal(signal.SIGTERM)
        for worker in workers:
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
        for log in logs:
            log.close()


# --- the two measurements --------------------------------------------------------------------


def process_cpu(pids: tuple[int, ...]) -> float:
    """CPU seconds (user + system) the given processes have used so far; 0 where /proc is absent."""
    ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return total


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def warm_up(bench: Bench, texts: list[str], turns: int) -> list[float]:
    """First turns build the KB index and the HTTP clients; keep them out of the figures.

    Returns each warm-up turn's latency in seconds.
    """
    latencies = []
    for number in range(turns):
        message_id, started, _ = bench.post(
            texts[number % len(texts)], guest=f"+1203557{number:04d}"
        )
        latencies.append(bench.reply_done_at(message_id) - started)
    return latencies


def sequential_latency(scratch: Path, redis_url: str, texts: list[str], turns: int) -> None:
    with FakeGemini() as gemini:
        gemini.respond_with(competent_model)
        like_a_real_api(gemini.server)
        with running_stack(scratch / "a", redis_url, gemini, concurrency=4) as bench:
            warm_up(bench, texts, WARM_UP_TURNS)
            calls_before = len(gemini.calls())
            cpu_before = time.process_time()
            latencies, acks = [], []
            for number in range(turns):
                message_id, started, status = bench.post(
                    texts[number % len(texts)], guest=f"+1203558{number:04d}"
                )
                acks.append(time.perf_counter() - started)  # upper bound: the POST returned
                if status != 200:
                    raise RuntimeError(f"webhook answered {status}")
                latencies.append(bench.reply_done_at(message_id) - started)
            cpu = time.process_time() - cpu_before
            calls = len(gemini.calls()) - calls_before
    ms = [seconds * 1000 for seconds in latencies]
    print(f"\nA. webhook -> last text at Telnyx, instant model, {turns} turns one at a time")
    print("   worker: threads pool, concurrency 4; each turn a new guest, an answerable question")
    print(
        f"   latency ms: p50 {percentile(ms, 0.50):.0f}, p95 {percentile(ms, 0.95):.0f}, "
        f"max {max(ms):.0f}, mean {statistics.fmean(ms):.0f}"
    )
    print(f"   webhook ack ms (within the above): p50 {percentile(acks, 0.5) * 1000:.1f}")
    print(f"   Gemini calls per turn: {calls / turns:.2f}")
    print(f"   CPU per turn, whole process (receiver, worker, fakes): {cpu / turns * 1000:.0f} ms")


def concurrent_throughput(
    scratch: Path,
    redis_url: str,
    texts: list[str],
    guests: int,
    delay: float,
    processes: int = 0,
) -> float:
    def slow_model(body: dict[str, Any]) -> dict[str, Any] | str:
        time.sleep(delay)
        return competent_model(body)

    with FakeGemini() as gemini:
        gemini.respond_with(slow_model)
        like_a_real_api(gemini.server)
        threads = guests if not processes else max(1, -(-guests // processes))
        with running_stack(
            scratch / f"b{processes}",
            redis_url,
            gemini,
            concurrency=threads,
            processes=processes,
        ) as bench:
            # Two turns alone: the second shows one turn's latency with this model, unloaded.
            alone = warm_up(bench, texts, 2)[-1]
            calls_before = len(gemini.calls())
            cpu_before = time.process_time()
            workers_cpu_before = process_cpu(bench.worker_pids)
            ready = threading.Barrier(guests)
            posted: list[tuple[str, float]] = [("", 0.0)] * guests

            def guest(number: int) -> None:
                ready.wait()
                message_id, started, _ = bench.post(
                    texts[number % len(texts)], guest=f"+1203559{number:04d}"
                )
                posted[number] = (message_id, started)

            clients = [threading.Thread(target=guest, args=(n,)) for n in range(guests)]
            for client in clients:
                client.start()
            for client in clients:
                client.join()
            done = [bench.reply_done_at(message_id) for message_id, _ in posted]
            cpu = time.process_time() - cpu_before
            workers_cpu = process_cpu(bench.worker_pids) - workers_cpu_before
            calls = len(gemini.calls()) - calls_before
    first_post = min(started for _, started in posted)
    wall = max(done) - first_post
    per_turn = [end - started for end, (_, started) in zip(done, posted, strict=True)]
    calls_per_turn = calls / guests
    ideal_latency = calls_per_turn * delay
    ideal = guests / ideal_latency
    actual = guests / wall
    shape = (
        f"{processes} worker process(es) x {threads} threads"
        if processes
        else f"worker threads in this process, concurrency {guests}"
    )
    print(f"\nB. {guests} guests at once, every Gemini call answering after {delay:g} s, {shape}")
    print(f"   one turn alone (second warm-up turn, same model): {alone:.2f} s")
    print(f"   Gemini calls per turn: {calls_per_turn:.2f} -> ideal turn {ideal_latency:.2f} s")
    print(
        f"   per-turn latency s: p50 {percentile(per_turn, 0.5):.2f}, "
        f"p95 {percentile(per_turn, 0.95):.2f}, max {max(per_turn):.2f}"
    )
    print(f"   all {guests} replies in {wall:.2f} s: {actual:.1f} turns/s")
    print(
        f"   CPU in that time, this process: {cpu:.2f} s ({cpu / guests * 1000:.0f} ms per "
        "turn; receiver and fakes here"
        + ("; workers in their own processes)" if processes else ", worker threads too)")
    )
    if processes:
        print(
            f"   CPU in that time, the {processes} worker process(es): {workers_cpu:.2f} s "
            f"({workers_cpu / guests * 1000:.0f} ms per turn)"
        )
    print(
        f"   ideal {guests} / {ideal_latency:.2f} s = {ideal:.1f} turns/s; "
        f"ratio {actual / ideal:.2f}"
    )
    return actual / ideal


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200, help="sequential turns in part A")
    parser.add_argument("--guests", type=int, default=100, help="simultaneous guests in part B")
    parser.add_argument("--model-delay", type=float, default=1.0, help="seconds per Gemini call")
    parser.add_argument(
        "--workers",
        default="0",
        help="comma-separated worker process counts for part B, e.g. 1,2,4 "
        "(0: worker threads in this process)",
    )
    parser.add_argument("--skip-sequential", action="store_true", help="part B only")
    args = parser.parse_args()
    counts = [int(part) for part in args.workers.split(",") if part.strip()]
    logging.getLogger("bm25s").setLevel(logging.WARNING)  # the worker's log setup says DEBUG

    texts = [q.text for q in load_questions(QUESTIONS) if q.answerable]
    print(
        f"machine: {os.cpu_count()} CPUs, {platform.machine()}, {platform.system()} "
        f"{platform.release()}, Python {platform.python_version()}"
    )
    print(
        "settings: coalesce_texts=false, send_pacing_seconds=0, max_texts_per_reply=3, "
        "store=sqlite, checkpoints=sqlite, gemini-2.5-flash via "
        "ChatGoogleGenerativeAI -> fake Gemini, Telnyx SDK -> fake Telnyx"
    )
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="turn-latency-") as scratch_dir:
        scratch = Path(scratch_dir)
        with redis_base_url(scratch) as base:
            redis_url = f"{base}/{BENCH_REDIS_DB}"
            print(f"redis: {redis_url}")
            if not args.skip_sequential:
                sequential_latency(scratch, redis_url, texts, args.turns)
            ratios = {
                count: concurrent_throughput(
                    scratch, redis_url, texts, args.guests, args.model_delay, count
                )
                for count in counts
            }
    if len(ratios) > 1:
        print(
            "\nthroughput ratio per worker processes: "
            + ", ".join(f"{count or 'in-process'}: {ratio:.2f}" for count, ratio in ratios.items())
        )
    print(f"\ntotal run time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
