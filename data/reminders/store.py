"""The reminder store port: durable reminders with an atomic claim so each is sent once."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from data.reminders.models import Reminder, ReminderStatus


class ReminderStore(Protocol):
    """Reminders kept durably (they survive worker and beat restarts)."""

    def add(self, reminder: Reminder, *, max_open: int) -> bool:
        """Store `reminder` unless the guest already has `max_open` open ones.

        Idempotent on `reminder.id`: adding the same id again returns True and changes nothing.
        """

    def open_for(self, property_id: str, guest: str) -> list[Reminder]:
        """The guest's open reminders, soonest first."""

    def cancel_open(self, property_id: str, guest: str, *, reason: str) -> list[Reminder]:
        """Cancel every open reminder of the guest; the ones cancelled."""

    def due(self, now: datetime, *, stale_claim_before: datetime) -> list[Reminder]:
        """Open reminders due by `now`, and claims older than `stale_claim_before` (dead worker)."""

    def claim(self, reminder_id: str, now: datetime, *, stale_claim_before: datetime) -> bool:
        """Atomically take a due reminder for sending; False when another process has it."""

    def finish(self, reminder_id: str, status: ReminderStatus, detail: str = "") -> None:
        """Mark a claimed reminder sent or cancelled."""

    def listing(self, *, include_closed: bool = False) -> list[Reminder]:
        """Reminders for the CLI, soonest first."""
