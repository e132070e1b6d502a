"""SQLite adapter of the consent ledger: table `consent_events`."""

from __future__ import annotations

import json
from datetime import datetime

from data.store.models import ConsentAction, ConsentEvent, ConsentState
from data.store.sqlite.common import SqliteAdapter, parse_time

SCHEMA = """
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
"""


class SqliteConsentLedger(SqliteAdapter):
    """The consent ledger on a SQLite file."""

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
            "SELECT action, at, message_id, source FROM consent_events"
            " WHERE property_id = ? AND guest = ? ORDER BY id DESC LIMIT 1",
            (property_id, guest),
        )
        if not rows:
            return ConsentState(opted_out=False)
        return ConsentState(
            opted_out=rows[0]["action"] == ConsentAction.OPT_OUT,
            since=datetime.fromisoformat(rows[0]["at"]),
            message_id=rows[0]["message_id"],
            source=rows[0]["source"],
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
                requested_at=parse_time(row["requested_at"]),
                detail=json.loads(row["detail"]),
            )
            for row in rows
        ]
