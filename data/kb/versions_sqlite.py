"""SQLite adapter of `KnowledgeVersions`: one row per version, a pointer row per property.

Publishing inserts the version (all items as one JSON document) and moves the pointer in
one transaction; reading the current version is one statement over both tables, so a
reader sees the old version or the new one, never a mix.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from data.kb.loader import KnowledgeBase
from data.kb.versions import (
    PublishedVersion,
    new_version,
)
from data.sqlite_file import SqliteFile

SCHEMA = """
CREATE TABLE IF NOT EXISTS kb_versions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    version_id TEXT NOT NULL UNIQUE,
    property_id TEXT NOT NULL,
    content_version TEXT NOT NULL,
    published_at TEXT NOT NULL,
    items TEXT NOT NULL,
    notice TEXT,
    diff TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kb_versions_by_property ON kb_versions (property_id, seq);
CREATE TABLE IF NOT EXISTS kb_current (
    property_id TEXT PRIMARY KEY,
    version_id TEXT NOT NULL REFERENCES kb_versions (version_id)
);
"""

_COLUMNS = (
    "v.version_id, v.property_id, v.content_version, v.published_at, v.items, v.notice, v.diff"
)


def _utc_now() -> datetime:
    return datetime.now(UTC)


class SqliteKnowledgeVersions:
    """`KnowledgeVersions` on one SQLite file; safe to share between threads of one process.

    WAL mode lets the worker read while the CMS sync publishes from another process.
    """

    def __init__(self, path: Path | str, *, clock: Callable[[], datetime] = _utc_now) -> None:
        self._db = SqliteFile(path, SCHEMA)
        self._clock = clock

    @classmethod
    def in_memory(cls) -> SqliteKnowledgeVersions:
        """A private in-memory store, for tests and dry runs."""
        return cls(":memory:")

    def close(self) -> None:
        """Close the connection; it reopens on next use."""
        self._db.close()

    def current(self, property_id: str) -> PublishedVersion | None:
        """The version guests are served, or None before the first publish."""
        rows = self._db.query(
            f"SELECT {_COLUMNS} FROM kb_current c JOIN kb_versions v USING (version_id)"
            " WHERE c.property_id = ?",
            (property_id,),
        )
        return self._version(rows[0]) if rows else None

    def current_version_id(self, property_id: str) -> str | None:
        """The current version's id only (one primary-key lookup)."""
        rows = self._db.query(
            "SELECT version_id FROM kb_current WHERE property_id = ?", (property_id,)
        )
        return str(rows[0]["version_id"]) if rows else None

    def publish(
        self,
        property_id: str,
        kb: KnowledgeBase,
        *,
        notice: dict[str, Any] | None,
        diff: dict[str, Any],
    ) -> PublishedVersion:
        """Insert ``kb`` as a new version and point the property at it, in one transaction."""
        version = new_version(property_id, kb, notice=notice, diff=diff, published_at=self._clock())
        with self._db.tx() as conn:
            conn.execute(
                "INSERT INTO kb_versions (version_id, property_id, content_version, published_at,"
                " items, notice, diff) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    version.version_id,
                    property_id,
                    version.content_version,
                    version.published_at.isoformat(),
                    json.dumps(version.items, ensure_ascii=False, separators=(",", ":")),
                    None if notice is None else json.dumps(notice, sort_keys=True),
                    json.dumps(diff, sort_keys=True),
                ),
            )
            conn.execute(
                "INSERT INTO kb_current (property_id, version_id) VALUES (?, ?)"
                " ON CONFLICT (property_id) DO UPDATE SET version_id = excluded.version_id",
                (property_id, version.version_id),
            )
        return version

    def history(self, property_id: str, limit: int = 20) -> list[PublishedVersion]:
        """Published versions of the property, newest first."""
        rows = self._db.query(
            f"SELECT {_COLUMNS} FROM kb_versions v WHERE v.property_id = ?"
            " ORDER BY v.seq DESC LIMIT ?",
            (property_id, limit),
        )
        return [self._version(row) for row in rows]

    @staticmethod
    def _version(row: sqlite3.Row) -> PublishedVersion:
        return PublishedVersion(
            version_id=row["version_id"],
            property_id=row["property_id"],
            content_version=row["content_version"],
            published_at=datetime.fromisoformat(row["published_at"]),
            items=json.loads(row["items"]),
            notice=json.loads(row["notice"]) if row["notice"] is not None else None,
            diff=json.loads(row["diff"]),
        )
