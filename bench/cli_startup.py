"""Wall and CPU time of the `concierge` commands that need no stack, one process per run.

Run: `.venv/bin/python bench/cli_startup.py [--runs 15] [--baseline /path/to/other/checkout]`

Each run starts a fresh interpreter that does what the checkout's `concierge` script does (it
calls the entry point named in its pyproject.toml), with the checkout on PYTHONPATH, and times
it from the outside: wall clock and the child's user + system CPU. With `--baseline`, runs
alternate between this checkout and the other one (same interpreter and packages), so a shared
machine's load falls on both sides alike, and the outputs of the two sides are compared. Prints
the median, the fastest and the 90th percentile per command and side. Issue #14 asks for under
300 ms.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS: dict[str, tuple[str, ...]] = {
    "--help": ("--help",),
    "sms-info": ("sms-info", "hi"),
    "segments": ("segments", "hi"),
    "quiet-hours": ("quiet-hours", "+13055550123", "--at", "2026-11-27T03:00:00+00:00"),
    "classify (semantic)": ("classify", "what time does the buffet open", "--json"),
    "classify (pattern)": ("classify", "i want to talk to a real person", "--json"),
    "classify (keyword)": ("classify", "STOP", "--json"),
    "classify --patterns-only": (
        "classify",
        "what time does the buffet open",
        "--json",
        "--patterns-only",
    ),
}


def entry(checkout: Path) -> str:
    """Python code that does what the checkout's `concierge` script does."""
    with (checkout / "pyproject.toml").open("rb") as handle:
        module, function = tomllib.load(handle)["project"]["scripts"]["concierge"].split(":")
    return f"import sys; from {module} import {function}; sys.exit({function}())"


def run_once(checkout: Path, args: tuple[str, ...]) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds and stdout of one `concierge ARGS` from `checkout`."""
    # The children may write .pyc files, as a CLI run from a checkout does after its first run
    # (without them every run compiles the project's modules again, ~15 ms).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(checkout)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", entry(checkout), *args],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def summary(walls: list[float], cpus: list[float]) -> str:
    """Median, fastest and p90 wall in ms, and the median CPU."""
    ordered = sorted(walls)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return (
        f"wall median {1e3 * statistics.median(walls):6.0f} ms  min {1e3 * ordered[0]:5.0f}  "
        f"p90 {1e3 * p90:5.0f}  |  CPU median {1e3 * statistics.median(cpus):5.0f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs per command and side")
    parser.add_argument("--baseline", type=Path, help="another checkout, run alternately")
    parser.add_argument("--only", action="append", help="a command of the list (repeatable)")
    options = parser.parse_args()
    sides = {"this": ROOT}
    if options.baseline is not None:
        sides["baseline"] = options.baseline.resolve()
    commands = {k: v for k, v in COMMANDS.items() if not options.only or k in options.only}
    print(f"{options.runs} runs per command and side; {os.cpu_count()} CPUs; {sys.executable}")
    for name, args in commands.items():
        walls: dict[str, list[float]] = {side: [] for side in sides}
        cpus: dict[str, list[float]] = {side: [] for side in sides}
        outputs: dict[str, set[str]] = {side: set() for side in sides}
        for checkout in sides.values():  # one untimed run each: disk cache, .pyc files
            run_once(checkout, args)
        for _ in range(options.runs):
            for side, checkout in sides.items():
                wall, cpu, out = run_once(checkout, args)
                walls[side].append(wall)
                cpus[side].append(cpu)
                outputs[side].add(out)
        print(f"{name}:")
        for side in sides:
            print(f"  {side:8} {summary(walls[side], cpus[side])}")
        if len(sides) > 1 and len({frozenset(out) for out in outputs.values()}) > 1:
            print(f"  outputs differ: {outputs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
