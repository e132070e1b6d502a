"""Records of the staff console: accounts, roles, audit entries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class Role(StrEnum):
    """What a staff member may do at one property."""

    AGENT = "agent"
    MANAGER = "manager"


def normalize_email(email: str) -> str:
    """The account key: trimmed and lower-cased."""
    return email.strip().lower()


@dataclass(frozen=True)
class StaffMember:
    """A console account; `roles` maps property id -> role, and nothing else is visible."""

    email: str
    password_hash: str
    roles: Mapping[str, Role]
    active: bool = True
    created_at: datetime | None = None

    @property
    def properties(self) -> list[str]:
        """The properties this member may see, sorted."""
        return sorted(self.roles)

    def can_see(self, property_id: str) -> bool:
        """True when the member has any role at the property."""
        return property_id in self.roles

    def is_manager(self, property_id: str) -> bool:
        """True when the member manages the property."""
        return self.roles.get(property_id) is Role.MANAGER


@dataclass(frozen=True)
class AuditEntry:
    """One staff action: who, what, when, at which property, about which guest (masked)."""

    at: datetime
    staff: str
    action: str
    property_id: str | None = None
    guest_masked: str | None = None
    ticket: int | None = None
    detail: dict[str, str] = field(default_factory=dict)
