"""A reminder the guest asked for, and where it is in its life."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class ReminderStatus(StrEnum):
    """Open until due; claimed while one worker sends it; then sent or cancelled."""

    OPEN = "open"
    CLAIMED = "claimed"
    SENT = "sent"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Reminder:
    """One reminder; `id` is the guest's text that asked for it (so a redelivery adds none)."""

    id: str
    property_id: str
    guest: str
    property_number: str
    about: str
    due_at: datetime
    language: str = "en"
    status: ReminderStatus = ReminderStatus.OPEN
    created_at: datetime | None = None
    claimed_at: datetime | None = None
    detail: str = ""
