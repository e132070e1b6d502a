"""Webhook ack throughput and latency: our receiver vs a bare Flask+LPUSH endpoint, one run.

Both run under gunicorn with the same settings; the load is signed `message.received` events
with unique message ids, sent from client threads with keep-alive connections, alternating
rounds between the two servers so both see the same machine conditions. Beside throughput it
prints each server's CPU per request (its gunicorn processes' user+system time, from /proc),
which other load on a shared machine disturbs far less than throughput.

    .venv/bin/python bench/webhook_ack.py [--requests 2000] [--clients 16] [--rounds 3]
"""

from __future__ import annotations

import argparse
import base64
import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

from nacl.signing import SigningKey

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from concierge.events import message_received  # noqa: E402
from concierge.redis_server import free_port, redis_answers, start_redis_server  # noqa: E402

GUNICORN_ARGS = ["--workers", "2", "--threads", "8", "--log-level", "warning"]


def start_gunicorn(app: str, port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", *GUNICORN_ARGS, app]
    process = subprocess.Popen(command, env=env, cwd=ROOT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/")
            conn.getresponse().read()
            return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError(f"{app} did not start")


def server_cpu_seconds(root_pid: int) -> float:
    """User+system CPU seconds of `root_pid` and its live descendants (Linux /proc), else 0."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    for entry in Path("/proc").iterdir() if Path("/proc").is_dir() else []:
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        times[pid] = (int(fields[11]) + int(fields[12])) / tick
    tree, grew = {root_pid}, True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in tree and pid not in tree:
                tree.add(pid)
                grew = True
    return sum(times.get(pid, 0.0) for pid in tree)


def load(port: int, key: SigningKey, requests: int, clients: int) -> tuple[float, list[float]]:
    """Send `requests` signed events from `clients` threads; return (seconds, latencies)."""
    per_client = requests // clients
    latencies: list[float] = []
    lock = threading.Lock()
    errors: list[str] = []

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        mine: list[float] = []
        for _ in range(per_client):
            event = message_received(
                from_number="+12035550147",
                to_number="+18605550100",
                text="bench",
                message_id=str(uuid.uuid4()),
            )
            body = json.dumps(event).encode()
            stamp = str(int(time.time()))
            signature = base64.b64encode(key.sign(stamp.encode() + b"|" + body).signature)
            headers = {
                "content-type": "application/json",
                "telnyx-signature-ed25519": signature.decode(),
                "telnyx-timestamp": stamp,
            }
            started = time.perf_counter()
            conn.request("POST", "/webhooks/telnyx", body=body, headers=headers)
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - started)
            if response.status != 200:
                errors.append(str(response.status))
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"{len(errors)} non-200 answers, e.g. {errors[:3]}")
    return elapsed, latencies


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * pct / 100))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    redis_process = None
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    if not redis_answers(redis_url):
        port = free_port()
        redis_process = start_redis_server(port, ROOT / "var" / "bench-redis", persistent=False)
        redis_url = f"redis://127.0.0.1:{port}/0"
    bench_url = redis_url.rsplit("/", 1)[0] + "/8"

    key = SigningKey.generate()
    env = dict(os.environ)
    env.update(
        REDIS_URL=bench_url,
        TELNYX_PUBLIC_KEY=base64.b64encode(bytes(key.verify_key)).decode(),
        SQLITE_PATH=str(ROOT / "var" / "bench.db"),
        LOG_LEVEL="WARNING",
        # The per-IP budget stays on (its cost is measured) but is set above the load.
        WEBHOOK_REQUESTS_PER_IP_MINUTE="1000000000",
        PYTHONPATH=str(ROOT),
    )
    ours_port, bare_port = free_port(), free_port()
    servers = [
        start_gunicorn("concierge.web:create_app()", ours_port, env),
        start_gunicorn("bench.bare_app:create_app()", bare_port, env),
    ]
    results: dict[str, tuple[float, list[float]]] = {"receiver": (0.0, []), "bare": (0.0, [])}
    cpu = {"receiver": 0.0, "bare": 0.0}
    pids = {"receiver": servers[0].pid, "bare": servers[1].pid}
    try:
        load(ours_port, key, 200, 4)  # warm both
        load(bare_port, key, 200, 4)
        for _ in range(args.rounds):
            for name, port in (("bare", bare_port), ("receiver", ours_port)):
                before = server_cpu_seconds(pids[name])
                seconds, latencies = load(port, key, args.requests, args.clients)
                cpu[name] += server_cpu_seconds(pids[name]) - before
                total, all_latencies = results[name]
                results[name] = (total + seconds, all_latencies + latencies)
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=10)
        import redis

        redis.Redis.from_url(bench_url).flushdb()
        if redis_process is not None:
            redis_process.terminate()

    print(
        f"machine: {os.cpu_count()} CPUs; gunicorn {' '.join(GUNICORN_ARGS)}; "
        f"{args.rounds} rounds x {args.requests} requests, {args.clients} client threads"
    )
    throughput = {}
    for name, (seconds, latencies) in results.items():
        throughput[name] = len(latencies) / seconds
        p50 = statistics.median(latencies) * 1000
        p99 = percentile(latencies, 99) * 1000
        per_request = cpu[name] / len(latencies) * 1e6
        print(
            f"{name:9s} {throughput[name]:8.0f} req/s  p50 {p50:6.2f} ms  p99 {p99:6.2f} ms  "
            f"server CPU {per_request:5.0f} us/request"
        )
    print(f"ratio receiver/bare throughput: {throughput['receiver'] / throughput['bare']:.2f}")
    if cpu["receiver"] > 0:
        print(f"ratio bare/receiver server CPU per request: {cpu['bare'] / cpu['receiver']:.2f}")


if __name__ == "__main__":
    main()
