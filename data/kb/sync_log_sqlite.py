"""SQLite adapter of the sync log."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from data.kb.sync_log import SyncOutcome
from data.sqlite_file import SqliteFile

SCHEMA = """
CREATE TABLE IF NOT EXISTS kb_sync_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id TEXT NOT NULL,
    at TEXT NOT NULL,
    published_version_id TEXT,
    diff TEXT NOT NULL,
    error TEXT
);
CREATE INDEX IF NOT EXISTS kb_sync_log_by_property ON kb_sync_log (property_id, id);
"""


class SqliteSyncLog:
    """`SyncLog` on a SQLite file."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def record(self, outcome: SyncOutcome) -> None:
        """Keep one outcome."""
        with self._db.tx() as conn:
            conn.execute(
                "INSERT INTO kb_sync_log (property_id, at, published_version_id, diff, error)"
                " VALUES (?, ?, ?, ?, ?)",
                (
                    outcome.property_id,
                    outcome.at.isoformat(),
                    outcome.published_version_id,
                    json.dumps(outcome.diff, sort_keys=True),
                    outcome.error,
                ),
            )

    def last(self, property_id: str) -> SyncOutcome | None:
        """The latest outcome, or None before the first sync."""
        rows = self._db.query(
            "SELECT * FROM kb_sync_log WHERE property_id = ? ORDER BY id DESC LIMIT 1",
            (property_id,),
        )
        if not rows:
            return None
        row = rows[0]
        return SyncOutcome(
            property_id=row["property_id"],
            at=datetime.fromisoformat(row["at"]),
            published_version_id=row["published_version_id"],
            diff=json.loads(row["diff"]),
            error=row["error"],
        )
