"""What a CMS sync produces: the next knowledge base, its diff, refused rows and tabs, cells."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from data.kb.loader import KnowledgeBase


@dataclass(frozen=True)
class RejectedRow:
    """A row that did not validate; ``kept`` when its last good version stays live."""

    tab: str
    row: int
    item_id: str | None
    field: str | None
    message: str
    kept: bool

    @property
    def reason(self) -> str:
        """The problem, prefixed by the field it is in: "hours: expected like ..."."""
        return f"{self.field}: {self.message}" if self.field else self.message

    @property
    def status(self) -> str:
        """The text written into the row's status cell."""
        outcome = "the last good version stays live" if self.kept else "not published"
        return f"error: {self.reason}; {outcome}"


@dataclass(frozen=True)
class RejectedTab:
    """A tab that was not synced at all; ``kept`` counts its items that stay as they were."""

    tab: str
    message: str
    kept: int

    @property
    def status(self) -> str:
        """The text written into each row's status cell, when the tab has a status column."""
        return f"error: tab not synced: {self.message}"


@dataclass(frozen=True)
class AssignedId:
    """An id the sync made for a row that had none."""

    tab: str
    row: int
    item_id: str


@dataclass(frozen=True)
class CellUpdate:
    """Values for one A1 range (tab name quoted), in the shape of the Sheets values API."""

    range: str
    values: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class SyncDiff:
    """What a sync changes, and what it refused."""

    added: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    rejected_rows: tuple[RejectedRow, ...] = ()
    rejected_tabs: tuple[RejectedTab, ...] = ()
    ids_assigned: tuple[AssignedId, ...] = ()
    ignored_tabs: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """A JSON-able summary, stored with the published version for the audit."""
        return {
            "added": list(self.added),
            "changed": list(self.changed),
            "removed": list(self.removed),
            "rejected": [
                {
                    "tab": row.tab,
                    "row": row.row,
                    "id": row.item_id,
                    "field": row.field,
                    "message": row.message,
                    "kept": row.kept,
                }
                for row in self.rejected_rows
            ],
            "rejected_tabs": [
                {"tab": tab.tab, "message": tab.message, "kept": tab.kept}
                for tab in self.rejected_tabs
            ],
            "ids_assigned": [
                {"tab": new.tab, "row": new.row, "id": new.item_id} for new in self.ids_assigned
            ],
            "ignored_tabs": list(self.ignored_tabs),
        }


@dataclass(frozen=True)
class SyncResult:
    """The next knowledge base, how it differs from the previous one, and the cells to write."""

    knowledge_base: KnowledgeBase
    previous: KnowledgeBase
    diff: SyncDiff
    cell_updates: tuple[CellUpdate, ...]

    @property
    def changed(self) -> bool:
        """True when the content differs from the previous knowledge base."""
        return self.knowledge_base.version != self.previous.version
