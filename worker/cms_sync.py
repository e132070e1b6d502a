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

NOTICES_KEY = "cms:notices"
SYNCED_UPTO_KEY = "cms:synced_upto"
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
        """Record a notice; return the countdown after which its sync should run.

        Notices are kept by their queue stamp, so the latest one wins even when workers
        handle them out of order.
        """
        stamp = float(notice.get("queued_at") or self._clock())
        pipe = self._redis.pipeline()
        pipe.zadd(NOTICES_KEY, {json.dumps(notice, sort_keys=True): stamp})
        pipe.zremrangebyrank(NOTICES_KEY, 0, -21)  # keep the latest 20
        pipe.expire(NOTICES_KEY, 86400)
        pipe.execute()
        return self._debounce

    def _latest(self) -> tuple[dict[str, Any] | None, float | None]:
        newest: list[tuple[bytes, float]] = self._redis.zrevrange(  # type: ignore[assignment]
            NOTICES_KEY, 0, 0, withscores=True
        )
        if not newest:
            return None, None
        member, stamp = newest[0]
        notice: dict[str, Any] = json.loads(member)
        notice.pop("queued_at", None)
        return notice, float(stamp)

    def run(self, *, force: bool = False) -> SyncReport | None:
        """Sync now unless a newer notice is still in its quiet period (its task will sync).

        `force` (the periodic safety net) ignores the quiet period. One sync at a time.
        """
        notice, stamp = self._latest()
        if not force and stamp is not None:
            if self._clock() - stamp < self._debounce - 0.05:
                return None  # a newer notice's own task runs after its quiet period
            covered = self._redis.get(SYNCED_UPTO_KEY)
            if covered is not None and float(covered) >= stamp:
                return None  # an earlier task already synced past this notice
        lock = self._redis.lock(LOCK_KEY, timeout=300, blocking_timeout=0)
        if not lock.acquire():
            raise CmsSyncBusy("a CMS sync is already running")
        try:
            report = self._sync().run(notice=notice)
            if stamp is not None:
                self._redis.set(SYNCED_UPTO_KEY, str(stamp), ex=86400)
        finally:
            lock.release()
        log.info("CMS sync done")
        return report
