"""SQLite adapters of the staff ports: accounts, audit log and ticket claims in one file."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from data.sqlite_file import SqliteFile
from data.staff.models import AuditEntry, Role, StaffMember, normalize_email

SCHEMA = """
CREATE TABLE IF NOT EXISTS staff (
    email TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_roles (
    email TEXT NOT NULL REFERENCES staff (email),
    property_id TEXT NOT NULL,
    role TEXT NOT NULL,
    PRIMARY KEY (email, property_id)
);
CREATE TABLE IF NOT EXISTS staff_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    staff TEXT NOT NULL,
    action TEXT NOT NULL,
    property_id TEXT,
    guest_masked TEXT,
    ticket INTEGER,
    detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_audit_by_property ON staff_audit (property_id, id);
CREATE TABLE IF NOT EXISTS ticket_claims (
    ticket INTEGER PRIMARY KEY,
    staff TEXT NOT NULL,
    claimed_at TEXT NOT NULL
);
"""


class SqliteStaffAccounts:
    """`StaffAccounts` on a SQLite file."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def get(self, email: str) -> StaffMember | None:
        """The account, or None when there is none."""
        key = normalize_email(email)
        rows = self._db.query("SELECT * FROM staff WHERE email = ?", (key,))
        if not rows:
            return None
        roles = self._db.query("SELECT * FROM staff_roles WHERE email = ?", (key,))
        return self._member(rows[0], roles)

    def add(
        self, email: str, *, property_id: str, role: Role, password_hash: str | None, at: datetime
    ) -> StaffMember:
        """Create the account or give it `role` at `property_id` (see the port)."""
        key = normalize_email(email)
        with self._db.tx() as conn:
            exists = conn.execute("SELECT 1 FROM staff WHERE email = ?", (key,)).fetchone()
            if exists is None:
                if password_hash is None:
                    raise ValueError("a new account needs a password")
                conn.execute(
                    "INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)",
                    (key, password_hash, at.isoformat()),
                )
            elif password_hash is not None:
                conn.execute(
                    "UPDATE staff SET password_hash = ? WHERE email = ?", (password_hash, key)
                )
            conn.execute(
                "INSERT INTO staff_roles (email, property_id, role) VALUES (?, ?, ?)"
                " ON CONFLICT (email, property_id) DO UPDATE SET role = excluded.role",
                (key, property_id, str(role)),
            )
        member = self.get(key)
        assert member is not None
        return member

    def set_active(self, email: str, active: bool) -> bool:
        """Enable or disable login; False when there is no such account."""
        with self._db.tx() as conn:
            cursor = conn.execute(
                "UPDATE staff SET active = ? WHERE email = ?", (int(active), normalize_email(email))
            )
            return cursor.rowcount == 1

    def all(self) -> list[StaffMember]:
        """Every account, by email."""
        roles: dict[str, list[sqlite3.Row]] = {}
        for row in self._db.query("SELECT * FROM staff_roles"):
            roles.setdefault(row["email"], []).append(row)
        rows = self._db.query("SELECT * FROM staff ORDER BY email")
        return [self._member(row, roles.get(row["email"], [])) for row in rows]

    @staticmethod
    def _member(row: sqlite3.Row, roles: Iterable[sqlite3.Row]) -> StaffMember:
        return StaffMember(
            email=row["email"],
            password_hash=row["password_hash"],
            roles={r["property_id"]: Role(r["role"]) for r in roles},
            active=bool(row["active"]),
            created_at=datetime.fromisoformat(row["created_at"]),
        )


class SqliteAuditLog:
    """`AuditLog` on a SQLite file (append-only: nothing here updates or deletes)."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def record(self, entry: AuditEntry) -> None:
        """Append one entry."""
        with self._db.tx() as conn:
            conn.execute(
                "INSERT INTO staff_audit (at, staff, action, property_id, guest_masked, ticket,"
                " detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    entry.at.isoformat(),
                    entry.staff,
                    entry.action,
                    entry.property_id,
                    entry.guest_masked,
                    entry.ticket,
                    json.dumps(entry.detail, sort_keys=True),
                ),
            )

    def entries(
        self,
        property_ids: Iterable[str] | None = None,
        *,
        action_prefix: str | None = None,
        limit: int = 200,
    ) -> list[AuditEntry]:
        """Newest first, optionally only some properties or actions."""
        sql = "SELECT * FROM staff_audit WHERE 1 = 1"
        params: list[object] = []
        if property_ids is not None:
            ids = list(property_ids)
            sql += f" AND property_id IN ({', '.join('?' for _ in ids)})" if ids else " AND 0"
            params.extend(ids)
        if action_prefix is not None:
            sql += " AND action LIKE ? ESCAPE '\\'"
            escaped = action_prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params.append(escaped + "%")
        rows = self._db.query(sql + " ORDER BY id DESC LIMIT ?", [*params, limit])
        return [
            AuditEntry(
                at=datetime.fromisoformat(row["at"]),
                staff=row["staff"],
                action=row["action"],
                property_id=row["property_id"],
                guest_masked=row["guest_masked"],
                ticket=row["ticket"],
                detail=json.loads(row["detail"]),
            )
            for row in rows
        ]


class SqliteTicketClaims:
    """`TicketClaims` on a SQLite file; the first claim wins."""

    def __init__(self, path: Path | str) -> None:
        self._db = SqliteFile(path, SCHEMA)

    def claim(self, ticket: int, staff: str, *, at: datetime) -> str:
        """Claim an unclaimed ticket; return whoever holds it afterwards."""
        with self._db.tx() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO ticket_claims (ticket, staff, claimed_at) VALUES (?, ?, ?)",
                (ticket, normalize_email(staff), at.isoformat()),
            )
            row = conn.execute(
                "SELECT staff FROM ticket_claims WHERE ticket = ?", (ticket,)
            ).fetchone()
        return str(row["staff"])

    def holders(self, tickets: Iterable[int]) -> dict[int, str]:
        """Holder per claimed ticket among `tickets`."""
        numbers = list(tickets)
        if not numbers:
            return {}
        rows = self._db.query(
            f"SELECT ticket, staff FROM ticket_claims WHERE ticket IN"
            f" ({', '.join('?' for _ in numbers)})",
            numbers,
        )
        return {int(row["ticket"]): str(row["staff"]) for row in rows}
