"""SQLite adapter of the store port: the embedded default, one file under `var/`."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from data.sqlite_file import SqliteFile
from data.store.base import StoreUnavailable
from data.store.models import (
    ConsentAction,
    ConsentEvent,
    ConsentState,
    InboundMessage,
    OutboundStatus,
    OutboundText,
    Ticket,
    TicketEvent,
    TicketStatus,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS inbound (
    message_id TEXT PRIMARY KEY,
    property_id TEXT NOT NULL,
    from_number TEXT NOT NULL,
    to_number TEXT NOT NULL,
    text TEXT NOT NULL,
    media_urls TEXT NOT NULL,
    received_at TEXT NOT NULL,
    logged_at TEXT NOT NULL,
    turn_id TEXT
);
CREATE INDEX IF NOT EXISTS inbound_by_guest ON inbound (property_id, from_number, received_at);
CREATE TABLE IF NOT EXISTS outbound (
    rowid INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL UNIQUE,
    inbound_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    property_id TEXT NOT NULL,
    from_number TEXT NOT NULL,
    to_number TEXT NOT NULL,
    text TEXT NOT NULL,
    message_class TEXT NOT NULL,
    status TEXT NOT NULL,
    provider_message_id TEXT,
    error TEXT,
    release_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbound_by_inbound ON outbound (inbound_id, seq);
CREATE INDEX IF NOT EXISTS outbound_by_provider ON outbound (provider_message_id);
CREATE INDEX IF NOT EXISTS outbound_by_guest ON outbound (to_number, rowid);
CREATE TABLE IF NOT EXISTS consent_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    action TEXT NOT NULL,
    guest TEXT NOT NULL,
    property_id TEXT NOT NULL,
    source TEXT NOT NULL,
    message_id TEXT UNIQUE,
    at TEXT NOT NULL,
    requested_at TEXT,
    detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS consent_by_guest ON consent_events (property_id, guest, id);
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


def _add_turn_column(conn: sqlite3.Connection) -> None:
    columns = {row["name"] for row in conn.execute("PRAGMA table_info(inbound)")}
    if "turn_id" not in columns:  # files made before turns were recorded
        conn.execute("ALTER TABLE inbound ADD COLUMN turn_id TEXT")


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


class SqliteStore:
    """Store port on one SQLite file; safe to share between threads of one process.

    WAL mode lets the worker, the receiver and the CLI use the same file at once.
    """

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA, migrate=_add_turn_column)

    @classmethod
    def in_memory(cls) -> SqliteStore:
        """A private in-memory store, for tests and one-off CLI runs."""
        return cls(":memory:")

    def close(self) -> None:
        """Close the connection; it reopens on next use."""
        self._db.close()

    def check(self) -> None:
        """Raise StoreUnavailable when the file cannot be read."""
        try:
            self._db.query("SELECT 1")
        except sqlite3.Error as exc:
            raise StoreUnavailable(str(exc)) from exc

    # Message log -----------------------------------------------------------------

    def record_inbound(self, message: InboundMessage) -> bool:
        """Log an inbound text; False when this message id was already logged."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO inbound (message_id, property_id, from_number, to_number,"
                " text, media_urls, received_at, logged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    message.message_id,
                    message.property_id,
                    message.from_number,
                    message.to_number,
                    message.text,
                    json.dumps(list(message.media_urls)),
                    message.received_at.isoformat(),
                    _now(),
                ),
            )
            return cursor.rowcount == 1

    def recent_inbound(self, property_id: str, guest: str, limit: int) -> list[InboundMessage]:
        """The guest's latest inbound texts to the property, oldest first."""
        rows = self._db.query(
            "SELECT * FROM inbound WHERE property_id = ? AND from_number = ?"
            " ORDER BY received_at DESC LIMIT ?",
            (property_id, guest, limit),
        )
        return [self._inbound(row) for row in reversed(rows)]

    def unhandled_inbound(self, property_id: str, guest: str) -> list[InboundMessage]:
        """The guest's texts no turn has taken yet, oldest first."""
        rows = self._db.query(
            "SELECT * FROM inbound WHERE property_id = ? AND from_number = ? AND turn_id IS NULL"
            " ORDER BY received_at, logged_at",
            (property_id, guest),
        )
        return [self._inbound(row) for row in rows]

    def turn_of(self, message_id: str) -> str | None:
        """The turn that took this inbound text, or None while none has."""
        rows = self._db.query("SELECT turn_id FROM inbound WHERE message_id = ?", (message_id,))
        return rows[0]["turn_id"] if rows else None

    def complete_turn(
        self, turn_id: str, answered: Sequence[str], texts: Sequence[OutboundText]
    ) -> list[OutboundText]:
        """Atomically mark `answered` texts as taken by `turn_id` and store its reply plan.

        Idempotent: when the turn already completed, its stored plan is returned unchanged.
        """
        if any(text.inbound_id != turn_id for text in texts):
            raise ValueError("a turn's plan is keyed by the turn id")
        with self._db.tx() as conn:
            done = conn.execute(
                "SELECT 1 FROM inbound WHERE message_id = ? AND turn_id IS NOT NULL", (turn_id,)
            ).fetchone()
            if done is None:
                conn.executemany(
                    "UPDATE inbound SET turn_id = ? WHERE message_id = ? AND turn_id IS NULL",
                    [(turn_id, message_id) for message_id in {*answered, turn_id}],
                )
                self._insert_plan(conn, texts)
        return self.planned_outbound(turn_id)

    @staticmethod
    def _inbound(row: sqlite3.Row) -> InboundMessage:
        return InboundMessage(
            message_id=row["message_id"],
            property_id=row["property_id"],
            from_number=row["from_number"],
            to_number=row["to_number"],
            text=row["text"],
            received_at=datetime.fromisoformat(row["received_at"]),
            media_urls=tuple(json.loads(row["media_urls"])),
        )

    def plan_outbound(self, texts: Sequence[OutboundText]) -> list[OutboundText]:
        """Store a reply plan unless one exists for the inbound id; return the stored plan."""
        if not texts:
            return []
        inbound_id = texts[0].inbound_id
        if any(text.inbound_id != inbound_id for text in texts):
            raise ValueError("a plan belongs to exactly one inbound text")
        with self._db.tx() as conn:
            existing = conn.execute(
                "SELECT 1 FROM outbound WHERE inbound_id = ? LIMIT 1", (inbound_id,)
            ).fetchone()
            if existing is None:
                self._insert_plan(conn, texts)
        return self.planned_outbound(inbound_id)

    @staticmethod
    def _insert_plan(conn: sqlite3.Connection, texts: Sequence[OutboundText]) -> None:
        now = _now()
        conn.executemany(
            "INSERT INTO outbound (key, inbound_id, seq, property_id, from_number,"
            " to_number, text, message_class, status, release_at, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    text.key,
                    text.inbound_id,
                    text.seq,
                    text.property_id,
                    text.from_number,
                    text.to_number,
                    text.text,
                    text.message_class,
                    str(text.status),
                    text.release_at.isoformat() if text.release_at else None,
                    now,
                    now,
                )
                for text in texts
            ],
        )

    def planned_outbound(self, inbound_id: str) -> list[OutboundText]:
        """The reply plan of an inbound text, in sequence order (empty when none)."""
        rows = self._db.query(
            "SELECT * FROM outbound WHERE inbound_id = ? ORDER BY seq", (inbound_id,)
        )
        return [self._outbound(row) for row in rows]

    def update_outbound(
        self,
        key: str,
        status: OutboundStatus,
        *,
        provider_message_id: str | None = None,
        error: str | None = None,
        release_at: datetime | None = None,
    ) -> None:
        """Move an outbound text to a new status."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "UPDATE outbound SET status = ?,"
                " provider_message_id = COALESCE(?, provider_message_id),"
                " error = ?, release_at = COALESCE(?, release_at), updated_at = ? WHERE key = ?",
                (
                    str(status),
                    provider_message_id,
                    error,
                    release_at.isoformat() if release_at else None,
                    _now(),
                    key,
                ),
            )
            if cursor.rowcount != 1:
                raise KeyError(f"no outbound text {key!r}")

    def update_delivery(
        self, provider_message_id: str, status: OutboundStatus, detail: str
    ) -> bool:
        """Apply a Telnyx delivery report; False when the message is unknown."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "UPDATE outbound SET status = ?, error = ?, updated_at = ?"
                " WHERE provider_message_id = ?",
                (str(status), detail or None, _now(), provider_message_id),
            )
            return cursor.rowcount > 0

    def outbound_to(self, guest: str, after_rowid: int = 0) -> list[tuple[int, OutboundText]]:
        """Outbound texts to a guest with a growing row number, for the chat UI."""
        rows = self._db.query(
            "SELECT * FROM outbound WHERE to_number = ? AND rowid > ? ORDER BY rowid",
            (guest, after_rowid),
        )
        return [(row["rowid"], self._outbound(row)) for row in rows]

    def held_outbound(self, due_before: datetime) -> list[OutboundText]:
        """Held texts whose release time has come, oldest first."""
        rows = self._db.query(
            "SELECT * FROM outbound WHERE status = ? ORDER BY rowid", (str(OutboundStatus.HELD),)
        )
        held = [self._outbound(row) for row in rows]
        return [text for text in held if text.release_at is None or text.release_at <= due_before]

    @staticmethod
    def _outbound(row: sqlite3.Row) -> OutboundText:
        return OutboundText(
            key=row["key"],
            inbound_id=row["inbound_id"],
            seq=row["seq"],
            property_id=row["property_id"],
            from_number=row["from_number"],
            to_number=row["to_number"],
            text=row["text"],
            message_class=row["message_class"],
            status=OutboundStatus(row["status"]),
            provider_message_id=row["provider_message_id"],
            error=row["error"],
            created_at=_dt(row["created_at"]),
            updated_at=_dt(row["updated_at"]),
            release_at=_dt(row["release_at"]),
        )

    # Consent ledger -----------------------------------------------------------

    def append_consent(self, event: ConsentEvent) -> bool:
        """Append to the ledger; False when this message id already produced an event."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO consent_events"
                " (action, guest, property_id, source, message_id, at, requested_at, detail)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    str(event.action),
                    event.guest,
                    event.property_id,
                    event.source,
                    event.message_id,
                    event.at.isoformat(),
                    event.requested_at.isoformat() if event.requested_at else None,
                    json.dumps(event.detail, sort_keys=True),
                ),
            )
            return cursor.rowcount == 1

    def consent_state(self, property_id: str, guest: str) -> ConsentState:
        """The guest's current consent: the latest ledger event decides."""
        rows = self._db.query(
            "SELECT action, at, message_id FROM consent_events WHERE property_id = ? AND guest = ?"
            " ORDER BY id DESC LIMIT 1",
            (property_id, guest),
        )
        if not rows:
            return ConsentState(opted_out=False)
        return ConsentState(
            opted_out=rows[0]["action"] == ConsentAction.OPT_OUT,
            since=datetime.fromisoformat(rows[0]["at"]),
            message_id=rows[0]["message_id"],
        )

    def consent_events(self, property_id: str | None = None) -> list[ConsentEvent]:
        """The whole ledger (optionally one property), oldest first."""
        if property_id is None:
            rows = self._db.query("SELECT * FROM consent_events ORDER BY id")
        else:
            rows = self._db.query(
                "SELECT * FROM consent_events WHERE property_id = ? ORDER BY id", (property_id,)
            )
        return [
            ConsentEvent(
                action=ConsentAction(row["action"]),
                guest=row["guest"],
                property_id=row["property_id"],
                source=row["source"],
                message_id=row["message_id"],
                at=datetime.fromisoformat(row["at"]),
                requested_at=_dt(row["requested_at"]),
                detail=json.loads(row["detail"]),
            )
            for row in rows
        ]

    # Handoff tickets ------------------------------------------------------------------

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
            closed_at=_dt(row["closed_at"]),
            close_reason=row["close_reason"],
        )
