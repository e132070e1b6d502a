"""Celery beat for the concierge: the schedule, one scheduler per deployment, and heartbeats.

Beat sends the periodic tasks: release held texts, expire idle handoffs, send due reminders,
queue again acknowledged texts no worker started, and (with a sheet)
the safety-net CMS sync. Exactly one scheduler may run: each beat process takes a leader lease
in Redis before it schedules anything, renews it while it runs, and a second one stands by
until the lease frees (so a stray `--beat` never doubles the schedule). Each periodic task
records when it last ran, which the worker's `/health` reports.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import redis
from celery import Celery
from celery.beat import Service

log = logging.getLogger(__name__)

LEADER_KEY = "beat:leader"
HEARTBEAT_KEY = "beat:last_run"
RELEASE_HELD_ENTRY = "release-held-texts"
EXPIRE_HANDOFFS_ENTRY = "expire-handoffs"
CMS_SYNC_ENTRY = "cms-periodic-sync"
STOP_WITHIN_SECONDS = 5.0
SEND_REMINDERS_ENTRY = "send-reminders"
RECONCILE_INBOUND_ENTRY = "reconcile-inbound"


@dataclass(frozen=True)
class BeatIntervals:
    """Seconds between runs of each periodic task (settable, so a test can shorten them)."""

    release_held: float = 60.0
    expire_handoffs: float = 60.0
    cms_sync: float | None = None
    """None: no sheet is configured, so there is no periodic sync."""
    send_reminders: float = 30.0
    reconcile_inbound: float = 30.0

    def by_task(self) -> dict[str, float]:
        """The interval of each periodic task, by its heartbeat name."""
        intervals = {
            "release_held": self.release_held,
            "expire_handoffs": self.expire_handoffs,
            "send_reminders": self.send_reminders,
            "reconcile_inbound": self.reconcile_inbound,
        }
        if self.cms_sync is not None:
            intervals["cms_sync"] = self.cms_sync
        return intervals


def beat_schedule(intervals: BeatIntervals, names: dict[str, str]) -> dict[str, dict[str, Any]]:
    """Celery's `beat_schedule` for these intervals; `names` maps heartbeat names to tasks."""
    schedule: dict[str, dict[str, Any]] = {
        RELEASE_HELD_ENTRY: {"task": names["release_held"], "schedule": intervals.release_held},
        EXPIRE_HANDOFFS_ENTRY: {
            "task": names["expire_handoffs"],
            "schedule": intervals.expire_handoffs,
        },
        SEND_REMINDERS_ENTRY: {
            "task": names["send_reminders"],
            "schedule": intervals.send_reminders,
        },
        RECONCILE_INBOUND_ENTRY: {
            "task": names["reconcile_inbound"],
            "schedule": intervals.reconcile_inbound,
        },
    }
    if intervals.cms_sync is not None:
        schedule[CMS_SYNC_ENTRY] = {
            "task": names["cms_sync"],
            "schedule": intervals.cms_sync,
            "kwargs": {"force": True},
        }
    return schedule


def _text(value: object) -> str | None:
    """A Redis reply as text (clients may or may not decode responses)."""
    if value is None:
        return None
    return value.decode() if isinstance(value, bytes) else str(value)


class Heartbeats:
    """When each periodic task last ran (Unix seconds in a Redis hash)."""

    def __init__(
        self,
        client: redis.Redis,
        intervals: BeatIntervals,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._redis = client
        self._intervals = intervals
        self._clock = clock

    def record(self, name: str) -> None:
        """Note that the periodic task `name` ran now; never fails the task over it."""
        try:
            self._redis.hset(HEARTBEAT_KEY, name, f"{self._clock():.3f}")
        except redis.RedisError as exc:
            log.warning("could not record the %s heartbeat: %s", name, exc)

    def report(self) -> dict[str, Any]:
        """Per task: when it last ran, how long ago, its interval; `ok` when none is overdue.

        A task is overdue when it has not run for three intervals (plus 30 s of slack).
        """
        raw: dict[bytes, bytes] = self._redis.hgetall(HEARTBEAT_KEY)  # type: ignore[assignment]
        now = self._clock()
        tasks: dict[str, Any] = {}
        ok = True
        for name, every in self._intervals.by_task().items():
            value = raw.get(name.encode())
            last = float(value) if value is not None else None
            age = None if last is None else round(now - last, 3)
            overdue = age is None or age > 3 * every + 30
            ok = ok and not overdue
            tasks[name] = {
                "last_ran": None
                if last is None
                else time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(last)),
                "seconds_ago": age,
                "every_seconds": every,
                "overdue": overdue,
            }
        return {
            "ok": ok,
            "scheduler": _text(self._redis.get(LEADER_KEY)),
            "tasks": tasks,
        }


class LeaderLease:
    """A Redis lease that only one beat holds; renewed by a thread while the beat runs."""

    def __init__(self, client: redis.Redis, *, ttl_seconds: float = 30.0) -> None:
        self._redis = client
        self._ttl = ttl_seconds
        self.identity = f"{socket.gethostname()}:{os.getpid()}"
        self._stop = threading.Event()
        self.lost = threading.Event()

    def acquire(self, *, stand_by: Callable[[float], None] = time.sleep) -> None:
        """Take the lease, waiting while another live scheduler holds it."""
        told = False
        while not self._redis.set(LEADER_KEY, self.identity, nx=True, px=int(self._ttl * 1000)):
            if not told:
                log.warning(
                    "another beat (%s) holds the schedule; standing by",
                    _text(self._redis.get(LEADER_KEY)) or "?",
                )
                told = True
            stand_by(self._ttl / 3)
        log.info("beat leader: %s", self.identity)

    def keep(self, on_lost: Callable[[], None]) -> threading.Thread:
        """Renew the lease every third of its TTL; call `on_lost` if another took it."""

        def renew() -> None:
            while not self._stop.wait(self._ttl / 3):
                try:
                    holder = _text(self._redis.get(LEADER_KEY))
                    if holder is not None and holder != self.identity:
                        log.error("beat lease taken by %s; stopping", holder)
                        self.lost.set()
                        on_lost()
                        return
                    self._redis.set(LEADER_KEY, self.identity, px=int(self._ttl * 1000))
                except redis.RedisError as exc:  # Redis back soon: the lease outlives a blip
                    log.warning("beat lease renewal failed: %s", exc)

        thread = threading.Thread(target=renew, name="beat-lease", daemon=True)
        thread.start()
        return thread

    def release(self) -> None:
        """Stop renewing and free the lease if it is still ours."""
        self._stop.set()
        try:
            if _text(self._redis.get(LEADER_KEY)) == self.identity:
                self._redis.delete(LEADER_KEY)
        except redis.RedisError:
            pass  # it expires by itself


def run_beat(
    app: Celery, client: redis.Redis, *, schedule_file: str, stop: threading.Event
) -> None:
    """Run the scheduler in this thread as the deployment's only beat, until `stop` is set."""
    lease = LeaderLease(client)

    def stand_by(seconds: float) -> None:
        if stop.wait(seconds):
            raise SystemExit(0)

    try:
        lease.acquire(stand_by=stand_by)
    except SystemExit:
        return
    # Wake at least every few seconds, so SIGTERM stops beat promptly (not after a 60 s sleep).
    service = Service(app, schedule_filename=schedule_file, max_interval=STOP_WITHIN_SECONDS)
    lease.keep(on_lost=service.stop)
    watcher = threading.Thread(
        target=lambda: (stop.wait(), service.stop()), name="beat-stop", daemon=True
    )
    watcher.start()
    try:
        service.start()
    finally:
        lease.release()
