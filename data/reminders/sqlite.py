"""SQLite adapter of the reminder store: table `reminders` in the concierge's SQLite file."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from data.reminders.models import Reminder, ReminderStatus
from data.sqlite_file import SqliteFile

SCHEMA = """
CREATE TABLE IF NOT EXISTS reminders (
    id TEXT PRIMARY KEY,
    property_id TEXT NOT NULL,
    guest TEXT NOT NULL,
    property_number TEXT NOT NULL,
    about TEXT NOT NULL,
    due_at TEXT NOT NULL,
    language TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    claimed_at TEXT,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS reminders_due ON reminders (status, due_at);
CREATE INDEX IF NOT EXISTS reminders_by_guest ON reminders (property_id, guest, status);
"""


def _iso(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


def _row(row: sqlite3.Row) -> Reminder:
    return Reminder(
        id=row["id"],
        property_id=row["property_id"],
        guest=row["guest"],
        property_number=row["property_number"],
        about=row["about"],
        due_at=datetime.fromisoformat(row["due_at"]),
        language=row["language"],
        status=ReminderStatus(row["status"]),
        created_at=datetime.fromisoformat(row["created_at"]),
        claimed_at=datetime.fromisoformat(row["claimed_at"]) if row["claimed_at"] else None,
        detail=row["detail"],
    )


class SqliteReminders:
    """Reminders on a SQLite file (WAL: the worker, beat's tasks and the CLI share it).

    Times are stored as UTC ISO 8601 text, so text order is time order.
    """

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def close(self) -> None:
        """Close the connection; it reopens on next use."""
        self._db.close()

    def add(self, reminder: Reminder, *, max_open: int) -> bool:
        """Store `reminder` unless the guest already has `max_open` open ones (idempotent on id)."""
        with self._db.tx() as conn:
            if conn.execute("SELECT 1 FROM reminders WHERE id = ?", (reminder.id,)).fetchone():
                return True
            (count,) = conn.execute(
                "SELECT COUNT(*) FROM reminders WHERE property_id = ? AND guest = ? AND status = ?",
                (reminder.property_id, reminder.guest, ReminderStatus.OPEN.value),
            ).fetchone()
            if count >= max_open:
                return False
            conn.execute(
                "INSERT INTO reminders (id, property_id, guest, property_number, about, due_at,"
                " language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    reminder.id,
                    reminder.property_id,
                    reminder.guest,
                    reminder.property_number,
                    reminder.about,
                    _iso(reminder.due_at),
                    reminder.language,
                    ReminderStatus.OPEN.value,
                    _iso(reminder.created_at or datetime.now(UTC)),
                ),
            )
            return True

    def open_for(self, property_id: str, guest: str) -> list[Reminder]:
        """The guest's open reminders, soonest first."""
        rows = self._db.query(
            "SELECT * FROM reminders WHERE property_id = ? AND guest = ? AND status = ?"
            " ORDER BY due_at",
            (property_id, guest, ReminderStatus.OPEN.value),
        )
        return [_row(row) for row in rows]

    def cancel_open(self, property_id: str, guest: str, *, reason: str) -> list[Reminder]:
        """Cancel every open reminder of the guest; the ones cancelled."""
        with self._db.tx() as conn:
            rows = conn.execute(
                "SELECT * FROM reminders WHERE property_id = ? AND guest = ? AND status = ?"
                " ORDER BY due_at",
                (property_id, guest, ReminderStatus.OPEN.value),
            ).fetchall()
            conn.execute(
                "UPDATE reminders SET status = ?, detail = ? WHERE property_id = ? AND guest = ?"
                " AND status = ?",
                (ReminderStatus.CANCELLED.value, reason, property_id, guest, "open"),
            )
        return [_row(row) for row in rows]

    def due(self, now: datetime, *, stale_claim_before: datetime) -> list[Reminder]:
        """Open reminders due by `now`, and claims older than `stale_claim_before`."""
        rows = self._db.query(
            "SELECT * FROM reminders WHERE (status = ? AND due_at <= ?)"
            " OR (status = ? AND claimed_at < ?) ORDER BY due_at",
            (
                ReminderStatus.OPEN.value,
                _iso(now),
                ReminderStatus.CLAIMED.value,
                _iso(stale_claim_before),
            ),
        )
        return [_row(row) for row in rows]

    def claim(self, reminder_id: str, now: datetime, *, stale_claim_before: datetime) -> bool:
        """Take a due reminder in one conditional UPDATE: of two claimers exactly one wins."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "UPDATE reminders SET status = ?, claimed_at = ? WHERE id = ? AND"
                " ((status = ? AND due_at <= ?) OR (status = ? AND claimed_at < ?))",
                (
                    ReminderStatus.CLAIMED.value,
                    _iso(now),
                    reminder_id,
                    ReminderStatus.OPEN.value,
                    _iso(now),
                    ReminderStatus.CLAIMED.value,
                    _iso(stale_claim_before),
                ),
            )
            return cursor.rowcount == 1

    def finish(self, reminder_id: str, status: ReminderStatus, detail: str = "") -> None:
        """Mark a claimed reminder sent or cancelled."""
        with self._db.tx() as conn:
            conn.execute(
                "UPDATE reminders SET status = ?, detail = ? WHERE id = ?",
                (status.value, detail, reminder_id),
            )

    def listing(self, *, include_closed: bool = False) -> list[Reminder]:
        """Reminders for the CLI (open and claimed, or all), soonest first."""
        if include_closed:
            rows = self._db.query("SELECT * FROM reminders ORDER BY due_at")
        else:
            rows = self._db.query(
                "SELECT * FROM reminders WHERE status IN (?, ?) ORDER BY due_at",
                (ReminderStatus.OPEN.value, ReminderStatus.CLAIMED.value),
            )
        return [_row(row) for row in rows]
