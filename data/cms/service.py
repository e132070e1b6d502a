"""One CMS sync run: read the sheet, compute, write statuses, publish — and its report."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gspread

from data.cms.sheet_reader import read_sheet
from data.cms.sheet_writer import write_statuses
from data.cms.sync import compute_sync
from data.cms.sync_result import SyncResult
from data.kb.loader import KnowledgeBase
from data.kb.versions import KnowledgeVersions, PublishedVersion

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SyncReport:
    """What one run did: the computed result, the cells written and the version published."""

    spreadsheet_id: str
    property_id: str
    result: SyncResult
    dry_run: bool
    cells_written: int
    published: PublishedVersion | None
    previous_version_id: str | None


class CmsSync:
    """Sync one property's knowledge base from one spreadsheet.

    ``fallback_kb`` gives the knowledge base to compare against before anything was
    published (the repository's data files). A failure to read the sheet, or to write
    the statuses, raises `SheetUnavailable` before anything is published.
    """

    def __init__(
        self,
        sheets_client: gspread.Client,
        spreadsheet_id: str,
        property_id: str,
        versions: KnowledgeVersions,
        fallback_kb: Callable[[], KnowledgeBase],
    ) -> None:
        self._client = sheets_client
        self._spreadsheet_id = spreadsheet_id
        self._property_id = property_id
        self._versions = versions
        self._fallback_kb = fallback_kb

    @property
    def spreadsheet_id(self) -> str:
        """The sheet this sync reads."""
        return self._spreadsheet_id

    @property
    def property_id(self) -> str:
        """The property this sync publishes to."""
        return self._property_id

    def run(self, *, dry_run: bool = False, notice: dict[str, Any] | None = None) -> SyncReport:
        """Read -> compute -> write statuses -> publish (the last two skipped on a dry run).

        Publishes only when the content differs from the current version, or when
        nothing has been published yet.
        """
        snapshot = read_sheet(self._client, self._spreadsheet_id)
        current = self._versions.current(self._property_id)
        previous = current.knowledge_base() if current else self._fallback_kb()
        result = compute_sync(snapshot, previous)
        if dry_run:
            return self._report(result, dry_run, 0, None, current)
        cells = write_statuses(self._client, self._spreadsheet_id, result)
        published = None
        if current is None or current.content_version != result.knowledge_base.version:
            published = self._versions.publish(
                self._property_id, result.knowledge_base, notice=notice, diff=result.diff.as_dict()
            )
            log.info(
                "published knowledge base %s for %s (%d items)",
                published.version_id,
                self._property_id,
                published.item_count,
            )
        return self._report(result, dry_run, cells, published, current)

    def _report(
        self,
        result: SyncResult,
        dry_run: bool,
        cells: int,
        published: PublishedVersion | None,
        current: PublishedVersion | None,
    ) -> SyncReport:
        return SyncReport(
            spreadsheet_id=self._spreadsheet_id,
            property_id=self._property_id,
            result=result,
            dry_run=dry_run,
            cells_written=cells,
            published=published,
            previous_version_id=current.version_id if current else None,
        )


def format_report(report: SyncReport) -> str:
    """Plain text for the CLI: the outcome, then added, changed, removed and rejected."""
    diff = report.result.diff
    kb = report.result.knowledge_base
    lines = [f"Sheet {report.spreadsheet_id} -> {report.property_id}: {len(kb.items)} items"]
    if report.dry_run:
        lines.append("Dry run: nothing written to the sheet, nothing published.")
    elif report.published is not None:
        lines.append(f"Published version {report.published.version_id}.")
    else:
        lines.append(f"No content change; version {report.previous_version_id} stays current.")
    if not report.dry_run:
        lines.append(f"Status cells written: {report.cells_written}.")
    for label, ids in (("Added", diff.added), ("Changed", diff.changed), ("Removed", diff.removed)):
        if ids:
            lines.append(f"{label} ({len(ids)}): {', '.join(ids)}")
    if diff.ids_assigned:
        lines.append(f"Ids assigned ({len(diff.ids_assigned)}):")
        lines.extend(f"  {new.tab} row {new.row}: {new.item_id}" for new in diff.ids_assigned)
    if diff.rejected_rows:
        lines.append(f"Rejected rows ({len(diff.rejected_rows)}):")
        for row in diff.rejected_rows:
            name = f" ({row.item_id})" if row.item_id else ""
            kept = "last good version kept" if row.kept else "not published"
            lines.append(f"  {row.tab} row {row.row}{name}: {row.reason} [{kept}]")
    if diff.rejected_tabs:
        lines.append(f"Tabs not synced ({len(diff.rejected_tabs)}):")
        lines.extend(f"  {tab.tab}: {tab.message}" for tab in diff.rejected_tabs)
    if diff.ignored_tabs:
        lines.append(f"Ignored tabs (not a category): {', '.join(diff.ignored_tabs)}")
    return "\n".join(lines)
