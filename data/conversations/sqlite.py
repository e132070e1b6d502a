"""SQLite adapter of the conversation reader, over the tables the SQLite store writes."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from data.conversations.reader import ConversationSummary
from data.sqlite_file import SqliteFile


def _placeholders(ids: list[str]) -> str:
    return ", ".join("?" for _ in ids)


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


class SqliteConversationReader:
    """Read-only queries; a file the store has not created yet reads as empty."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, "")

    def _query(self, sql: str, params: list[object]) -> list[sqlite3.Row]:
        try:
            return self._db.query(sql, params)
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return []
            raise

    def conversations(
        self, property_ids: Iterable[str], *, search: str | None = None, limit: int = 50
    ) -> list[ConversationSummary]:
        """Latest conversations first (see the port for what `search` matches)."""
        ids = list(property_ids)
        if not ids:
            return []
        where = f"i.property_id IN ({_placeholders(ids)})"
        params: list[object] = list(ids)
        term = (search or "").strip()
        if term and term.lstrip("+").isdigit():
            where += " AND i.from_number LIKE ? ESCAPE '\\'"
            params.append("%" + term.lstrip("+"))
        elif term:
            where += (
                " AND (EXISTS (SELECT 1 FROM inbound m WHERE m.property_id = i.property_id"
                " AND m.from_number = i.from_number AND m.text LIKE ? ESCAPE '\\')"
                " OR EXISTS (SELECT 1 FROM outbound o WHERE o.property_id = i.property_id"
                " AND o.to_number = i.from_number AND o.text LIKE ? ESCAPE '\\'))"
            )
            params.extend([_like(term), _like(term)])
        rows = self._query(
            "SELECT i.property_id, i.from_number, MAX(i.received_at) AS last_at, COUNT(*) AS n"
            f" FROM inbound i WHERE {where} GROUP BY i.property_id, i.from_number"
            " ORDER BY last_at DESC LIMIT ?",
            [*params, limit],
        )
        summaries = []
        for row in rows:
            last = self._query(
                "SELECT text FROM inbound WHERE property_id = ? AND from_number = ?"
                " AND received_at = ? LIMIT 1",
                [row["property_id"], row["from_number"], row["last_at"]],
            )
            summaries.append(
                ConversationSummary(
                    property_id=row["property_id"],
                    guest=row["from_number"],
                    last_at=datetime.fromisoformat(row["last_at"]),
                    last_text=last[0]["text"] if last else "",
                    texts=int(row["n"]),
                )
            )
        return summaries

    def outbound_outcomes(self, property_ids: Iterable[str], since: datetime) -> dict[str, int]:
        """Texts planned since `since`, counted by their current status."""
        ids = list(property_ids)
        if not ids:
            return {}
        rows = self._query(
            "SELECT status, COUNT(*) AS n FROM outbound"
            f" WHERE property_id IN ({_placeholders(ids)}) AND created_at >= ? GROUP BY status",
            [*ids, since.astimezone(UTC).isoformat()],
        )
        return {row["status"]: int(row["n"]) for row in rows}

    def inbound_count(self, property_ids: Iterable[str], since: datetime) -> int:
        """Texts received since `since`."""
        ids = list(property_ids)
        if not ids:
            return 0
        rows = self._query(
            f"SELECT COUNT(*) AS n FROM inbound WHERE property_id IN ({_placeholders(ids)})"
            " AND logged_at >= ?",
            [*ids, since.astimezone(UTC).isoformat()],
        )
        return int(rows[0]["n"]) if rows else 0
