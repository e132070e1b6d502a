"""Launch `concierge worker` processes fast: import the code once, fork one child per worker.

Run as `python -m tests.faults.preloaded_worker` with the worker's environment. Each stdin
line `spawn LOGFILE` forks a child that runs `concierge.cli.main(["worker", ...])`, exactly
what `concierge worker` runs, with its output appended to LOGFILE; the child's pid is printed
on its own line. The children are real processes: SIGKILL ends one as it would end a worker
in production. Forking skips the seconds of imports a fresh interpreter would spend, which
keeps twenty kill-and-restart trials within CI time.
"""

from __future__ import annotations

import os
import signal
import sys

import celery.apps.worker  # noqa: F401  (preloaded for the children)
import celery.concurrency.thread  # noqa: F401
import kombu.transport.redis  # noqa: F401

import concierge.cli
import concierge.wiring  # noqa: F401

WORKER_ARGS = ["worker", "--concurrency", "4"]


def run_child(log_path: str) -> None:
    """In the forked child: send output to `log_path`, run the worker, never return."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    descriptor = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(descriptor, 1)
    os.dup2(descriptor, 2)
    os.close(descriptor)
    code = 1
    try:
        code = concierge.cli.main(WORKER_ARGS)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def main() -> None:
    """Serve `spawn LOGFILE` lines until stdin closes."""
    concierge.cli.build_parser()  # imports every command module before the first fork
    # The kernel reaps dead children, so a killed worker's pid stops existing at once.
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    print("ready", flush=True)
    for line in sys.stdin:
        command, _, log_path = line.strip().partition(" ")
        if command != "spawn" or not log_path:
            continue
        pid = os.fork()
        if pid == 0:
            run_child(log_path)
        print(pid, flush=True)


if __name__ == "__main__":
    main()
