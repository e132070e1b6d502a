"""Debounced CMS syncs: many change notices in a short window become one sync."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any

import redis

from data.cms.service import CmsSync, SyncReport

log = logging.getLogger(__name__)

LAST_NOTICE_KEY = "cms:last_notice"
LOCK_KEY = "cms:sync_lock"


class CmsSyncBusy(RuntimeError):
    """Another sync holds the lock; try again shortly so this notice's change is not missed."""


class CmsSyncRunner:
    """Remembers the latest notice in Redis; only a sync due after the quiet period runs."""

    def __init__(
        self,
        client: redis.Redis,
        sync: Callable[[], CmsSync],
        *,
        debounce_seconds: float,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._redis = client
        self._sync = sync
        self._debounce = debounce_seconds
        self._clock = clock

    def note(self, notice: dict[str, Any]) -> float:
        """Record a notice; return the countdown after which its sync should run."""
        record = {"at": self._clock(), "notice": notice}
        self._redis.set(LAST_NOTICE_KEY, json.dumps(record), ex=86400)
        return self._debounce

    def run(self, *, force: bool = False) -> SyncReport | None:
        """Sync now unless a newer notice is still in its quiet period (its task will sync).

        `force` (the periodic safety net) ignores the quiet period. One sync at a time.
        """
        raw = self._redis.get(LAST_NOTICE_KEY)
        record = json.loads(raw) if raw else {}
        if not force and record and self._clock() - record["at"] < self._debounce - 0.05:
            return None
        lock = self._redis.lock(LOCK_KEY, timeout=300, blocking_timeout=0)
        if not lock.acquire():
            raise CmsSyncBusy("a CMS sync is already running")
        try:
            report = self._sync().run(notice=record.get("notice"))
        finally:
            lock.release()
        log.info("CMS sync done")
        return report
