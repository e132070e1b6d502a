"""Ports of the staff console's own records, one per concern."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from data.staff.models import AuditEntry, Role, StaffMember


class StaffAccounts(Protocol):
    """Console accounts and their per-property roles."""

    def get(self, email: str) -> StaffMember | None:
        """The account, or None when there is none."""
        ...

    def add(
        self, email: str, *, property_id: str, role: Role, password_hash: str | None, at: datetime
    ) -> StaffMember:
        """Create the account or give it `role` at `property_id`.

        A new account needs `password_hash`; for an existing one a given hash replaces the old.
        """
        ...

    def set_active(self, email: str, active: bool) -> bool:
        """Enable or disable login; False when there is no such account."""
        ...

    def all(self) -> list[StaffMember]:
        """Every account, by email."""
        ...


class AuditLog(Protocol):
    """Append-only record of what staff did."""

    def record(self, entry: AuditEntry) -> None:
        """Append one entry."""
        ...

    def entries(
        self,
        property_ids: Iterable[str] | None = None,
        *,
        action_prefix: str | None = None,
        limit: int = 200,
    ) -> list[AuditEntry]:
        """Newest first, optionally only some properties or actions."""
        ...


class TicketClaims(Protocol):
    """Which staff member is working a handoff ticket."""

    def claim(self, ticket: int, staff: str, *, at: datetime) -> str:
        """Claim an unclaimed ticket; return whoever holds it afterwards."""
        ...

    def holders(self, tickets: Iterable[int]) -> dict[int, str]:
        """Holder per claimed ticket among `tickets`."""
        ...
