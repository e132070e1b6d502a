"""SQLite adapter of reply plans: table `outbound`; a completed turn also marks `inbound`."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import datetime

from data.store.models import OutboundStatus, OutboundText, delivery_rank
from data.store.reply_plans import check_turn_plan, plan_owner
from data.store.sqlite.common import SqliteAdapter, now_iso, parse_time

SCHEMA = """
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
"""


class SqliteReplyPlans(SqliteAdapter):
    """Reply plans on a SQLite file that also holds the message log (a turn completes both)."""

    def complete_turn(
        self, turn_id: str, answered: Sequence[str], texts: Sequence[OutboundText]
    ) -> list[OutboundText]:
        """See `ReplyPlans.complete_turn` (one SQLite transaction)."""
        check_turn_plan(turn_id, texts)
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

    def plan_outbound(self, texts: Sequence[OutboundText]) -> list[OutboundText]:
        """Store a reply plan unless one exists for the inbound id; return the stored plan."""
        if not texts:
            return []
        inbound_id = plan_owner(texts)
        with self._db.tx() as conn:
            existing = conn.execute(
                "SELECT 1 FROM outbound WHERE inbound_id = ? LIMIT 1", (inbound_id,)
            ).fetchone()
            if existing is None:
                self._insert_plan(conn, texts)
        return self.planned_outbound(inbound_id)

    @staticmethod
    def _insert_plan(conn: sqlite3.Connection, texts: Sequence[OutboundText]) -> None:
        now = now_iso()
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
                    now_iso(),
                    key,
                ),
            )
            if cursor.rowcount != 1:
                raise KeyError(f"no outbound text {key!r}")

    def update_delivery(
        self, provider_message_id: str, status: OutboundStatus, detail: str
    ) -> bool:
        """Apply a Telnyx delivery report; False when the message is unknown.

        Reports arrive out of order: one that would move a text backwards (a late
        `message.sent` after `delivered`) is ignored.
        """
        with self._db.tx() as conn:
            rows = conn.execute(
                "SELECT key, status FROM outbound WHERE provider_message_id = ?",
                (provider_message_id,),
            ).fetchall()
            for row in rows:
                if delivery_rank(status) > delivery_rank(row["status"]):
                    conn.execute(
                        "UPDATE outbound SET status = ?, error = ?, updated_at = ? WHERE key = ?",
                        (str(status), detail or None, now_iso(), row["key"]),
                    )
            return bool(rows)

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
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            release_at=parse_time(row["release_at"]),
        )
