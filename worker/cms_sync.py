"""Debounced CMS syncs: many change notices in a short window become one sync."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import redis

from data.cms.service import CmsSync, SyncReport
from data.kb.sync_log import SyncLog, SyncOutcome

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
        syncs: Callable[[], list[CmsSync]],
        *,
        debounce_seconds: float,
        clock: Callable[[], float] = time.time,
        sync_log: SyncLog | None = None,
        on_published: Callable[[str], object] | None = None,
    ) -> None:
        self._sync_log = sync_log
        # Told each property that got a new version (the worker re-embeds its index then).
        self._on_published = on_published or (lambda property_id: None)
        self._redis = client
        self._syncs = syncs
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

    def run(self, *, force: bool = False) -> list[SyncReport]:
        """Sync now unless a newer notice is still in its quiet period (its task will sync).

        A notice syncs the property whose sheet it names; `force` (the periodic safety net)
        ignores the quiet period and syncs every property with a sheet. One sync at a time.
        """
        notice, stamp = self._latest()
        if not force and stamp is not None:
            if self._clock() - stamp < self._debounce - 0.05:
                return []  # a newer notice's own task runs after its quiet period
            covered = self._redis.get(SYNCED_UPTO_KEY)
            if covered is not None and float(covered) >= stamp:
                return []  # an earlier task already synced past this notice
        lock = self._redis.lock(LOCK_KEY, timeout=300, blocking_timeout=0)
        if not lock.acquire():
            raise CmsSyncBusy("a CMS sync is already running")
        try:
            sheet = notice.get("spreadsheet_id") if notice else None
            syncs = self._syncs()
            named = [sync for sync in syncs if sync.spreadsheet_id == sheet]
            if sheet is not None and not named:
                log.warning("CMS notice names sheet %s, which no property uses", sheet)
            reports, failures = [], []
            for sync in syncs if force or not named else named:
                try:
                    report = sync.run(notice=notice if sync.spreadsheet_id == sheet else None)
                except Exception as exc:  # one broken sheet must not keep the others stale
                    log.warning("CMS sync of sheet %s failed: %s", sync.spreadsheet_id, exc)
                    self._record(sync.property_id, None, str(exc))
                    failures.append(exc)
                    continue
                self._record(sync.property_id, report, None)
                reports.append(report)
                if report.published is not None:
                    self._index_published(sync.property_id)
            if failures:
                raise failures[0]
            if stamp is not None:
                self._redis.set(SYNCED_UPTO_KEY, str(stamp), ex=86400)
        finally:
            lock.release()
        log.info("CMS sync done (%d sheets)", len(reports))
        return reports

    def _index_published(self, property_id: str) -> None:
        try:
            self._on_published(property_id)
        except Exception:  # published all the same; turns rebuild the index in the background
            log.exception("indexing the new version of %s failed", property_id)

    def _record(self, property_id: str, report: SyncReport | None, error: str | None) -> None:
        """Keep the outcome for the console; a failure to keep it never fails the sync."""
        if self._sync_log is None:
            return
        try:
            self._sync_log.record(
                SyncOutcome(
                    property_id=property_id,
                    at=datetime.now(UTC),
                    published_version_id=(
                        report.published.version_id if report and report.published else None
                    ),
                    diff=report.result.diff.as_dict() if report else {},
                    error=error,
                )
            )
        except Exception:
            log.exception("could not record the CMS sync outcome")
