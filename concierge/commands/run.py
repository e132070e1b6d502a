"""`concierge run`, `concierge worker`, `concierge web`: start the stack or one part of it."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from types import FrameType
from urllib.parse import urlparse

from concierge.devkeys import (
    load_or_create_dev_console_secret,
    load_or_create_dev_key,
    public_key_b64,
)
from concierge.logging_setup import configure_logging
from concierge.redis_server import RedisNotFound, redis_answers, start_redis_server
from concierge.settings import Settings
from concierge.web import GUNICORN_TARGET
from concierge.wiring import beat_intervals, build_celery_app, build_redis, load_settings
from concierge.worker_wiring import build_worker_app
from ops.metrics import Metrics
from worker.beat import Heartbeats, run_beat
from worker.health_server import serve_health

# Gossip, mingle and event heartbeats serve monitoring tools we do not run, and with Redis they
# are what leaves a worker connected but no longer consuming after a broker restart (celery
# issues 8030/8091/9054). Remote control (ping, inspect) stays on.
BROKER_CHATTER_OFF = ["--without-gossip", "--without-mingle", "--without-heartbeat"]


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `run`, `worker` and `web` commands."""
    run = subparsers.add_parser("run", help="start Redis (if needed), the receiver and a worker")
    run.add_argument("--no-chat", action="store_true", help="do not open the terminal phone")
    run.add_argument("--from", dest="guest", default="+12035550123", help="chat phone number")
    run.set_defaults(func=run_stack)
    worker = subparsers.add_parser("worker", help="run a Celery worker (threads pool)")
    worker.add_argument("--concurrency", type=int, default=None)
    worker.add_argument(
        "--beat",
        action="store_true",
        help="also run the periodic scheduler in this process (one runs; others stand by)",
    )
    worker.set_defaults(func=run_worker)
    beat = subparsers.add_parser(
        "beat", help="run the periodic scheduler (one per deployment; a second stands by)"
    )
    beat.set_defaults(func=run_beat_process)
    web = subparsers.add_parser("web", help="run the webhook receiver under gunicorn")
    web.set_defaults(func=run_web)


def run_worker(args: argparse.Namespace) -> int:
    """Run a worker in this process until interrupted."""
    settings = load_settings()
    configure_logging(settings.log_level)
    metrics = Metrics.create()
    client = build_redis(settings)
    if settings.worker_metrics_port:
        heartbeats = Heartbeats(client, beat_intervals(settings))
        try:
            serve_health(
                settings.worker_metrics_port,
                metrics.registry,
                client,
                heartbeats.report,
                settings.telnyx_opt_out_handling,
            )
        except OSError as exc:  # a second worker on the host: it runs, without its own port
            logging.getLogger(__name__).warning(
                "worker metrics port %s unavailable: %s", settings.worker_metrics_port, exc
            )
    app = build_worker_app(settings, metrics=metrics, redis_client=client, warm_knowledge=True)
    concurrency = args.concurrency or settings.worker_concurrency
    stop = threading.Event()
    if args.beat:
        threading.Thread(
            target=run_beat,
            args=(build_celery_app(settings), build_redis(settings)),
            kwargs={"schedule_file": _schedule_file(settings), "stop": stop},
            name="beat",
            daemon=True,
        ).start()
    try:
        app.worker_main(
            ["worker", "--pool=threads", f"--concurrency={concurrency}", "--loglevel=INFO"]
            + BROKER_CHATTER_OFF
        )
    finally:
        stop.set()
    return 0


def _schedule_file(settings: Settings) -> str:
    settings.sqlite_path.parent.mkdir(parents=True, exist_ok=True)
    return str(settings.sqlite_path.parent / "celerybeat-schedule")


def _ignore_stop_signals() -> None:
    """Ignore SIGTERM and SIGINT from now on: this process is already stopping."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_once(stop: threading.Event) -> Callable[[int, FrameType | None], None]:
    """A SIGTERM handler that sets `stop`, once.

    A supervisor often signals a process twice (`timeout` and its process group, a parent's
    terminate): a second SIGTERM handled while the first handler holds the event's lock runs
    the handler again in the same thread, which then waits on that lock for ever (beat hung in
    5 of 5 tries at SIGTERMs 20 us apart). So the signals are ignored before the event is set.
    """

    def handler(signum: int, frame: FrameType | None) -> None:
        _ignore_stop_signals()
        stop.set()

    return handler


def run_beat_process(args: argparse.Namespace) -> int:
    """Run the periodic scheduler in this process until SIGTERM or Ctrl-C."""
    settings = load_settings()
    configure_logging(settings.log_level)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, _stop_once(stop))
    try:
        run_beat(
            build_celery_app(settings),
            build_redis(settings),
            schedule_file=_schedule_file(settings),
            stop=stop,
        )
    except KeyboardInterrupt:
        stop.set()
    return 0


def gunicorn_command(settings: Settings, host: str = "0.0.0.0") -> list[str]:
    """The gunicorn command line serving `concierge.web:create_app()`."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"{host}:{settings.port}",
        "--workers",
        "2",
        "--threads",
        "8",
        "--access-logfile",
        "-",
        GUNICORN_TARGET,
    ]


def run_web(args: argparse.Namespace) -> int:
    """Replace this process with gunicorn."""
    command = gunicorn_command(load_settings())
    os.execv(command[0], command)
    return 0  # pragma: no cover - execv does not return


def _ensure_redis(settings: Settings) -> subprocess.Popen[bytes] | None:
    if redis_answers(settings.redis_url):
        return None
    url = urlparse(settings.redis_url)
    if url.hostname not in ("127.0.0.1", "localhost"):
        raise SystemExit(
            f"Redis at {settings.redis_url} does not answer; start it or fix REDIS_URL"
        )
    print(f"starting redis-server on port {url.port or 6379} (data in var/redis)")
    return start_redis_server(
        url.port or 6379, settings.sqlite_path.parent / "redis", persistent=True
    )


# How long `concierge run` waits for the receiver's first healthy answer. Its workers import the
# whole app (~3 s on an idle machine); on a busy two-core machine that took 32 s, past the 30 s
# once allowed, and `make run` quit with a stack that was about to answer.
HEALTH_TIMEOUT_SECONDS = 180.0


def _wait_healthy(
    port: int, children: list[subprocess.Popen[bytes]], timeout: float = HEALTH_TIMEOUT_SECONDS
) -> bool:
    """Whether the receiver answers /health with 200 within `timeout` seconds.

    Gives up at once when one of `children` has exited (a crash is not worth waiting for) and
    says every 15 s that it is still waiting.
    """
    started = time.monotonic()
    next_note = started + 15
    while time.monotonic() - started < timeout:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as reply:
                if reply.status == 200:
                    return True
        except (urllib.error.URLError, OSError):
            pass
        if any(child.poll() is not None for child in children):
            return False
        if time.monotonic() >= next_note:
            waited = time.monotonic() - started
            print(f"waiting for the receiver to answer ({waited:.0f} s)", file=sys.stderr)
            next_note += 15
        time.sleep(0.3)
    return False


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def run_stack(args: argparse.Namespace) -> int:
    """Start the local stack, open the chat, and stop everything on exit."""
    settings = load_settings()
    # SIGTERM (a supervisor, `timeout`) stops the children like Ctrl-C does, never orphans them.
    signal.signal(signal.SIGTERM, _interrupt)
    env = dict(os.environ)
    var_dir = settings.sqlite_path.parent
    if not settings.telnyx_public_key:
        # Local only: the chat signs with this key, the receiver verifies with it.
        env["TELNYX_PUBLIC_KEY"] = public_key_b64(load_or_create_dev_key(var_dir))
    if settings.console_secret_key is None:
        # Local only: the staff console on plain HTTP at 127.0.0.1.
        env["CONSOLE_SECRET_KEY"] = load_or_create_dev_console_secret(var_dir)
        env["CONSOLE_SECURE_COOKIES"] = "false"
    children: list[subprocess.Popen[bytes]] = []
    log_dir = var_dir / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    # With the chat in the foreground the processes log to files, not over the conversation.
    web_log = None if args.no_chat else (log_dir / "web.log").open("ab")
    worker_log = None if args.no_chat else (log_dir / "worker.log").open("ab")
    try:
        redis_process = _ensure_redis(settings)
    except RedisNotFound as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if redis_process is not None:
        children.append(redis_process)
    try:
        children.append(
            subprocess.Popen(
                gunicorn_command(settings, host="127.0.0.1"),
                env=env,
                stdout=web_log,
                stderr=subprocess.STDOUT if web_log else None,
            )
        )
        # The same three processes as the Procfile: receiver, worker, one scheduler.
        for command in ("worker", "beat"):
            children.append(
                subprocess.Popen(
                    [sys.executable, "-m", "concierge.cli", command],
                    env=env,
                    stdout=worker_log,
                    stderr=subprocess.STDOUT if worker_log else None,
                )
            )
        if not _wait_healthy(settings.port, children):
            print("error: the receiver did not become healthy; see the log above", file=sys.stderr)
            return 1
        print(f"concierge up: http://127.0.0.1:{settings.port}/webhooks/telnyx")
        print(
            f"staff console: http://127.0.0.1:{settings.port}/console/ "
            "(make an account: concierge staff add EMAIL --property ID --role manager)"
        )
        if not args.no_chat:
            print(f"logs: {log_dir}/web.log, {log_dir}/worker.log")
        if args.no_chat:
            while all(child.poll() is None for child in children):
                time.sleep(0.5)
            return 1
        from concierge.commands.chat import chat_loop

        return chat_loop(settings, guest=args.guest, to_number=None)
    except KeyboardInterrupt:
        return 0
    finally:
        # A second Ctrl-C or SIGTERM must not cut the clean-up short and orphan a child.
        _ignore_stop_signals()
        for child in reversed(children):
            child.terminate()
        for child in reversed(children):
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
