"""Where the worker processes spend CPU under `bench/turn_latency.py --workers 2`.

Run: `.venv/bin/pip install py-spy` (not a project dependency), then
`.venv/bin/python bench/profile_workers.py [--rate 100] [--top 25] [-- turn_latency args]`

Starts turn_latency.py (part B only, 2 worker processes unless other args are given), attaches
`py-spy record --gil --nonblocking` to each worker process as it appears, and prints, over the
samples taken inside a Celery task (the GIL held: CPU, not waiting): the share per bucket
(LangGraph's own steps, the Gemini client, the Telnyx SDK, Redis, the store, each graph node),
then the top frames by self and by cumulative share. Start-up (imports, index building) is left
out. The raw samples stay in the scratch directory it prints.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKER = "concierge.cli worker"
# First match wins; a node's own code is the bucket "node <function>".
BUCKETS = [
    ("first-use model builds", r"model_rebuild|complete_model_class"),
    ("checkpoint saver", r"SqliteSaver|checkpoint/sqlite|checkpoint/serde|firestore_saver"),
    ("gemini client", r"ChatGoogleGenerativeAI|genai/|langchain_google_genai"),
    ("telnyx sdk", r"telnyx/"),
    ("redis", r"redis/"),
    ("store", r"data/store/|sqlite_file"),
    ("node", r"RunnableCallable\.invoke \(_internal/_runnable\.py"),
    ("langgraph steps", r"pregel/|langgraph/"),
]
_LINE = re.compile(r":\d+\)")
_PLUMBING = re.compile(r"\((?:threading\.py|celery/|concurrent/)")  # under every task


def _children(pid: int) -> list[int]:
    found = subprocess.run(
        ["pgrep", "-P", str(pid), "-f", WORKER], capture_output=True, text=True, check=False
    )
    return [int(line) for line in found.stdout.split()]


def _bucket(frames: list[str]) -> str:
    stack = ";".join(frames)
    for name, pattern in BUCKETS:
        if re.search(pattern, stack):
            if name != "node":
                return name
            last = max(i for i, f in enumerate(frames) if re.search(pattern, f))
            inner = frames[last + 1] if last + 1 < len(frames) else "?"
            return "node " + inner.split(" (")[0]
    return "other (worker, delivery, celery)"


def summarize(files: list[Path], top: int) -> None:
    buckets: Counter[str] = Counter()
    own: Counter[str] = Counter()
    cumulative: Counter[str] = Counter()
    total = 0
    for path in files:
        for line in path.read_text(errors="replace").splitlines():
            stack, _, count = line.rpartition(" ")
            if not count.isdigit() or "trace_task" not in stack or "_find_and_load" in stack:
                continue
            n = int(count)
            frames = [_LINE.sub(")", frame) for frame in stack.split(";")]
            total += n
            buckets[_bucket(frames)] += n
            own[frames[-1]] += n
            for frame in set(frames):
                if not _PLUMBING.search(frame):
                    cumulative[frame] += n
    print(f"\nsamples inside tasks (GIL held): {total}")
    for title, counter in (("bucket", buckets), ("self", own), ("cumulative", cumulative)):
        print(f"--- {title}")
        for name, n in counter.most_common(top):
            print(f"{100 * n / max(total, 1):5.1f}%  {name}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=int, default=100, help="samples per second per worker")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("bench_args", nargs="*", help="after --: arguments for turn_latency.py")
    args = parser.parse_args()
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    if not Path(spy).exists():
        print("py-spy not found: .venv/bin/pip install py-spy", file=sys.stderr)
        return 2
    bench_args = args.bench_args or ["--workers", "2", "--skip-sequential"]
    scratch = Path(tempfile.mkdtemp(prefix="profile-workers-"))
    bench = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "turn_latency.py"), *bench_args], cwd=ROOT
    )
    spies: dict[int, subprocess.Popen[bytes]] = {}
    while bench.poll() is None:
        for pid in _children(bench.pid):
            if pid not in spies:
                command = [spy, "record", "--gil", "--nonblocking", "--format", "raw"]
                command += ["--rate", str(args.rate), "-o", str(scratch / f"{pid}.txt")]
                spies[pid] = subprocess.Popen(
                    [*command, "-p", str(pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )
        time.sleep(0.1)
    for process in spies.values():
        process.wait(timeout=60)
    print(f"\nraw samples: {scratch}")
    summarize(sorted(scratch.glob("*.txt")), args.top)
    return bench.returncode or 0


if __name__ == "__main__":
    sys.exit(main())
