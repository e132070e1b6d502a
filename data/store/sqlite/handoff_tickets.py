"""SQLite adapter of handoff tickets: tables `tickets` and `ticket_events`."""

from __future__ import annotations

import sqlite3
from datetime import datetime

from data.store.models import Ticket, TicketEvent, TicketStatus
from data.store.sqlite.common import SqliteAdapter, parse_time

SCHEMA = """
CREATE TABLE IF NOT EXISTS tickets (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id TEXT NOT NULL,
    guest TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    summary TEXT NOT NULL,
    turn_id TEXT NOT NULL UNIQUE,
    opened_at TEXT NOT NULL,
    closed_at TEXT,
    close_reason TEXT
);
CREATE INDEX IF NOT EXISTS tickets_by_guest ON tickets (property_id, guest, status);
CREATE TABLE IF NOT EXISTS ticket_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket INTEGER NOT NULL,
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    at TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE
);
"""


class SqliteHandoffTickets(SqliteAdapter):
    """Handoff tickets on a SQLite file."""

    def open_ticket(
        self, property_id: str, guest: str, *, turn_id: str, reason: str, summary: str, at: datetime
    ) -> Ticket:
        """Hand the guest to staff; the guest's open ticket (or this turn's) if one exists."""
        with self._db.tx() as conn:
            row = conn.execute(
                "SELECT * FROM tickets WHERE turn_id = ? OR (property_id = ? AND guest = ?"
                " AND status = 'open') ORDER BY number LIMIT 1",
                (turn_id, property_id, guest),
            ).fetchone()
            if row is None:
                cursor = conn.execute(
                    "INSERT INTO tickets (property_id, guest, status, reason, summary, turn_id,"
                    " opened_at) VALUES (?, ?, 'open', ?, ?, ?, ?)",
                    (property_id, guest, reason, summary, turn_id, at.isoformat()),
                )
                conn.execute(
                    "INSERT OR IGNORE INTO ticket_events (ticket, kind, text, at, key)"
                    " VALUES (?, 'opened', ?, ?, ?)",
                    (cursor.lastrowid, reason, at.isoformat(), f"opened:{turn_id}"),
                )
                row = conn.execute(
                    "SELECT * FROM tickets WHERE number = ?", (cursor.lastrowid,)
                ).fetchone()
        return self._ticket(row)

    def active_ticket(self, property_id: str, guest: str) -> Ticket | None:
        """The guest's open ticket, if staff hold the conversation."""
        rows = self._db.query(
            "SELECT * FROM tickets WHERE property_id = ? AND guest = ? AND status = 'open'"
            " ORDER BY number LIMIT 1",
            (property_id, guest),
        )
        return self._ticket(rows[0]) if rows else None

    def get_ticket(self, number: int) -> Ticket | None:
        """A ticket by number."""
        rows = self._db.query("SELECT * FROM tickets WHERE number = ?", (number,))
        return self._ticket(rows[0]) if rows else None

    def close_ticket(self, number: int, *, reason: str, at: datetime) -> Ticket | None:
        """Close an open ticket; None when it was not open (already closed or unknown)."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "UPDATE tickets SET status = 'closed', closed_at = ?, close_reason = ?"
                " WHERE number = ? AND status = 'open'",
                (at.isoformat(), reason, number),
            )
            if cursor.rowcount != 1:
                return None
            conn.execute(
                "INSERT OR IGNORE INTO ticket_events (ticket, kind, text, at, key)"
                " VALUES (?, 'closed', ?, ?, ?)",
                (number, reason, at.isoformat(), f"closed:{number}"),
            )
            row = conn.execute("SELECT * FROM tickets WHERE number = ?", (number,)).fetchone()
        return self._ticket(row)

    def tickets(self, property_id: str | None = None, *, open_only: bool = True) -> list[Ticket]:
        """Tickets, oldest first."""
        sql = "SELECT * FROM tickets WHERE 1 = 1"
        params: list[object] = []
        if property_id is not None:
            sql += " AND property_id = ?"
            params.append(property_id)
        if open_only:
            sql += " AND status = 'open'"
        return [self._ticket(row) for row in self._db.query(sql + " ORDER BY number", params)]

    def add_ticket_event(
        self, number: int, kind: str, text: str, *, at: datetime, key: str
    ) -> bool:
        """Record an event once per `key`; False when that key was already recorded."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO ticket_events (ticket, kind, text, at, key)"
                " VALUES (?, ?, ?, ?, ?)",
                (number, kind, text, at.isoformat(), key),
            )
            return cursor.rowcount == 1

    def ticket_events(self, number: int) -> list[TicketEvent]:
        """A ticket's events, oldest first."""
        rows = self._db.query("SELECT * FROM ticket_events WHERE ticket = ? ORDER BY id", (number,))
        return [
            TicketEvent(row["ticket"], row["kind"], row["text"], datetime.fromisoformat(row["at"]))
            for row in rows
        ]

    @staticmethod
    def _ticket(row: sqlite3.Row) -> Ticket:
        return Ticket(
            number=row["number"],
            property_id=row["property_id"],
            guest=row["guest"],
            status=TicketStatus(row["status"]),
            reason=row["reason"],
            summary=row["summary"],
            opened_at=datetime.fromisoformat(row["opened_at"]),
            closed_at=parse_time(row["closed_at"]),
            close_reason=row["close_reason"],
        )
