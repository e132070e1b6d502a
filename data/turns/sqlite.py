"""SQLite adapter of the turn log."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from data.sqlite_file import SqliteFile
from data.turns.log import TurnRecord

SCHEMA = """
CREATE TABLE IF NOT EXISTS turn_log (
    plan_id TEXT PRIMARY KEY,
    property_id TEXT NOT NULL,
    guest TEXT NOT NULL,
    route TEXT NOT NULL,
    llm_calls INTEGER NOT NULL,
    guest_at TEXT,
    planned_at TEXT NOT NULL,
    first_sent_at TEXT,
    actor TEXT
);
CREATE INDEX IF NOT EXISTS turn_log_by_time ON turn_log (property_id, planned_at);
"""


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


class SqliteTurnLog:
    """`TurnLog` on a SQLite file."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def record(self, turn: TurnRecord) -> bool:
        """Store the record once per plan id; False when it was already stored."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO turn_log (plan_id, property_id, guest, route, llm_calls,"
                " guest_at, planned_at, first_sent_at, actor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    turn.plan_id,
                    turn.property_id,
                    turn.guest,
                    turn.route,
                    turn.llm_calls,
                    turn.guest_at.isoformat() if turn.guest_at else None,
                    turn.planned_at.astimezone(UTC).isoformat(),
                    turn.first_sent_at.isoformat() if turn.first_sent_at else None,
                    turn.actor,
                ),
            )
            return cursor.rowcount == 1

    def first_sent(self, plan_id: str, at: datetime) -> None:
        """Note when the plan's first text left (the earliest call wins)."""
        with self._db.tx() as conn:
            conn.execute(
                "UPDATE turn_log SET first_sent_at = ? WHERE plan_id = ? AND first_sent_at IS NULL",
                (at.isoformat(), plan_id),
            )

    def by_plan(self, plan_ids: Iterable[str]) -> dict[str, TurnRecord]:
        """Records of the given plans."""
        ids = list(dict.fromkeys(plan_ids))
        found: dict[str, TurnRecord] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self._db.query(
                f"SELECT * FROM turn_log WHERE plan_id IN ({', '.join('?' for _ in chunk)})",
                chunk,
            )
            found.update((row["plan_id"], self._record(row)) for row in rows)
        return found

    def since(self, property_ids: Iterable[str], since: datetime) -> list[TurnRecord]:
        """Records planned at or after `since`, oldest first."""
        ids = list(property_ids)
        if not ids:
            return []
        rows = self._db.query(
            f"SELECT * FROM turn_log WHERE property_id IN ({', '.join('?' for _ in ids)})"
            " AND planned_at >= ? ORDER BY planned_at",
            [*ids, since.astimezone(UTC).isoformat()],
        )
        return [self._record(row) for row in rows]

    @staticmethod
    def _record(row: sqlite3.Row) -> TurnRecord:
        return TurnRecord(
            plan_id=row["plan_id"],
            property_id=row["property_id"],
            guest=row["guest"],
            route=row["route"],
            llm_calls=int(row["llm_calls"]),
            guest_at=_dt(row["guest_at"]),
            planned_at=datetime.fromisoformat(row["planned_at"]),
            first_sent_at=_dt(row["first_sent_at"]),
            actor=row["actor"],
        )
