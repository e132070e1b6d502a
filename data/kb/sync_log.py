"""The last sheet sync per property, for the console: when, what it published, rows to fix."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol


@dataclass(frozen=True)
class SyncOutcome:
    """One sync run: `diff` is `SyncDiff.as_dict()`; `error` is set when the sheet failed."""

    property_id: str
    at: datetime
    published_version_id: str | None
    diff: dict[str, Any]
    error: str | None = None

    @property
    def rows_to_fix(self) -> list[dict[str, Any]]:
        """Rejected rows the editors must fix."""
        rows: list[dict[str, Any]] = self.diff.get("rejected", [])
        return rows


class SyncLog(Protocol):
    """Where sync outcomes are kept."""

    def record(self, outcome: SyncOutcome) -> None:
        """Keep one outcome."""
        ...

    def last(self, property_id: str) -> SyncOutcome | None:
        """The latest outcome, or None before the first sync."""
        ...
