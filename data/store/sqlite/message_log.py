"""SQLite adapter of the message log: table `inbound`."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime

from data.store.models import InboundMessage
from data.store.sqlite.common import SqliteAdapter, now_iso

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
"""


def add_turn_column(conn: sqlite3.Connection) -> None:
    """Migrate a file made before turns were recorded."""
    columns = {row["name"] for row in conn.execute("PRAGMA table_info(inbound)")}
    if "turn_id" not in columns:  # files made before turns were recorded
        conn.execute("ALTER TABLE inbound ADD COLUMN turn_id TEXT")


class SqliteMessageLog(SqliteAdapter):
    """The inbound message log on a SQLite file."""

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
                    now_iso(),
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
