"""What the SQLite adapters share: the file they are built on, its health check, time text."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from data.sqlite_file import SqliteFile
from data.store.base import StoreUnavailable


def now_iso() -> str:
    """The current instant as stored: ISO 8601 in UTC."""
    return datetime.now(UTC).isoformat()


def parse_time(value: str | None) -> datetime | None:
    """A stored ISO 8601 time, or None."""
    return datetime.fromisoformat(value) if value else None


class SqliteAdapter:
    """An adapter on one `SqliteFile` whose schema holds its tables (`data.store.sqlite.SCHEMA`)."""

    def __init__(self, db: SqliteFile) -> None:
        self._db = db

    def check(self) -> None:
        """Raise StoreUnavailable when the file cannot be read."""
        try:
            self._db.query("SELECT 1")
        except sqlite3.Error as exc:
            raise StoreUnavailable(str(exc)) from exc
