"""Seconds from starting `concierge worker` until it answers a Celery ping, cold and warm cache.

Run: `.venv/bin/python bench/worker_startup.py [--runs 5] [--baseline /path/to/other/checkout]`

Each run starts one worker process as the Procfile does (`python -m concierge.cli worker`, the
checkout on PYTHONPATH, no Gemini key, a real Redis: REDIS_URL when it answers, else a
redis-server started here) and pings it every 0.1 s until it answers; the worker is then
stopped with SIGTERM. "cold" gives the worker an empty HYPERSCAN_CACHE_DIR, so it compiles the
guardrail scans and saves them; "warm" gives it the folder the cold run just filled. With
`--baseline`, each round also starts a worker from the other checkout (a checkout without the
cache ignores the setting), so a shared machine's load falls on every side alike. Prints the
median, fastest and slowest per side, the worker's own CPU seconds by the time it answered
(less swayed by other processes than the wall clock), and the load average before and after.
Then the same sides time `warm_guardrail_scan` alone, in a fresh interpreter per run.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from celery import Celery

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.turn_latency import redis_base_url  # noqa: E402
from concierge.wiring import build_celery_app  # noqa: E402
from tests.conftest import make_settings  # noqa: E402
from tests.faults.support import worker_environment  # noqa: E402

# The scans alone, in a fresh interpreter; a checkout without the cache takes no folder.
SCANS_ONLY = """
import inspect, sys, time
from pathlib import Path
from compliance.guardrails import warm_guardrail_scan
wall, cpu = time.perf_counter(), time.process_time()
if "cache_dir" in inspect.signature(warm_guardrail_scan).parameters:
    warm_guardrail_scan(Path(sys.argv[1]))
else:
    warm_guardrail_scan()
print(time.perf_counter() - wall, time.process_time() - cpu)
"""
BENCH_REDIS_DB = 13  # apart from the test suite's 9 and turn_latency's 12
READY_TIMEOUT = 180.0


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds the process has used so far (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_to_ready(
    checkout: Path, env: dict[str, str], ping_app: Celery, log: Path
) -> tuple[float, float]:
    """Wall seconds from Popen until the one worker answers a ping, and its CPU seconds then."""
    env = {**env, "PYTHONPATH": str(checkout)}
    with log.open("wb") as out:
        started = time.perf_counter()
        worker = subprocess.Popen(
            [sys.executable, "-m", "concierge.cli", "worker"],
            env=env,
            cwd=checkout,
            stdout=out,
            stderr=out,
        )
        try:
            while not ping_app.control.ping(timeout=0.1, limit=1):
                if worker.poll() is not None or time.perf_counter() - started > READY_TIMEOUT:
                    raise RuntimeError(f"the worker did not start; see {log}")
            return time.perf_counter() - started, cpu_seconds(worker.pid)
        finally:
            worker.send_signal(signal.SIGTERM)
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()


def scans_only(checkout: Path, cache: Path) -> tuple[float, float]:
    """Wall and CPU seconds of `warm_guardrail_scan` alone in a fresh `checkout` interpreter."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run(
        [sys.executable, "-c", SCANS_ONLY, str(cache)],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return float(out[0]), float(out[1])


def print_summary(title: str, names: list[str], walls: dict, cpus: dict) -> None:
    print(title)
    for side in names:
        print(
            f"  {side:17} wall median {statistics.median(walls[side]):6.2f}  "
            f"min {min(walls[side]):6.2f}  max {max(walls[side]):6.2f}  |  "
            f"CPU median {statistics.median(cpus[side]):6.2f}  min {min(cpus[side]):6.2f}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="rounds (one start per side each)")
    parser.add_argument("--baseline", type=Path, help="another checkout, started alternately")
    options = parser.parse_args()
    print(f"{options.runs} rounds; {os.cpu_count()} CPUs; load {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="worker-startup-") as name:
        scratch = Path(name)
        with redis_base_url(scratch) as base:
            settings = make_settings(scratch, f"{base}/{BENCH_REDIS_DB}")
            env = worker_environment(settings, WORKER_METRICS_PORT="0", LOG_LEVEL="INFO")
            ping_app = build_celery_app(settings)
            names = ["this, cold cache", "this, warm cache"]
            names += ["baseline"] if options.baseline is not None else []
            walls: dict[str, list[float]] = {name: [] for name in names}
            cpus: dict[str, list[float]] = {name: [] for name in names}
            for round_ in range(options.runs):
                cache = scratch / f"cache-{round_}"
                sides = [("this, cold cache", ROOT), ("this, warm cache", ROOT)]
                if options.baseline is not None:
                    # Alternate where the baseline falls, so neither side always goes first.
                    sides.insert(0 if round_ % 2 else 2, ("baseline", options.baseline.resolve()))
                for side, checkout in sides:
                    side_env = {**env, "HYPERSCAN_CACHE_DIR": str(cache)}
                    log = scratch / f"worker-{round_}-{side.split(',')[-1].strip()}.log"
                    wall, cpu = time_to_ready(checkout, side_env, ping_app, log)
                    walls[side].append(wall)
                    cpus[side].append(cpu)
                    print(
                        f"  round {round_}: {side:17} {wall:6.2f} s  CPU {cpu:6.2f} s", flush=True
                    )
            ping_app.close()
            scan_walls: dict[str, list[float]] = {name: [] for name in names}
            scan_cpus: dict[str, list[float]] = {name: [] for name in names}
            for round_ in range(options.runs):
                cache = scratch / f"scans-{round_}"
                for side in names:
                    checkout = options.baseline.resolve() if side == "baseline" else ROOT
                    wall, cpu = scans_only(checkout, cache)
                    scan_walls[side].append(wall)
                    scan_cpus[side].append(cpu)
    print_summary(
        "seconds from start to the first answered ping (wall; the worker's CPU by then):",
        names,
        walls,
        cpus,
    )
    print_summary("seconds of warm_guardrail_scan alone:", names, scan_walls, scan_cpus)
    print(f"load after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
