"""The handoff-tickets port: conversations held by staff, and what happened on each."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from data.store.models import Ticket, TicketEvent


class HandoffTickets(Protocol):
    """Handoff tickets: conversations held by staff, and what happened on each.

    Every write is idempotent on its natural key, so a redelivered task can run again safely.
    """

    def open_ticket(
        self, property_id: str, guest: str, *, turn_id: str, reason: str, summary: str, at: datetime
    ) -> Ticket:
        """Hand the guest to staff; the guest's open ticket (or this turn's) if one exists."""

    def active_ticket(self, property_id: str, guest: str) -> Ticket | None:
        """The guest's open ticket, if staff hold the conversation."""

    def get_ticket(self, number: int) -> Ticket | None:
        """A ticket by number."""

    def close_ticket(self, number: int, *, reason: str, at: datetime) -> Ticket | None:
        """Close an open ticket; None when it was not open (already closed or unknown)."""

    def tickets(self, property_id: str | None = None, *, open_only: bool = True) -> list[Ticket]:
        """Tickets, oldest first."""

    def add_ticket_event(
        self, number: int, kind: str, text: str, *, at: datetime, key: str
    ) -> bool:
        """Record an event once per `key`; False when that key was already recorded."""

    def ticket_events(self, number: int) -> list[TicketEvent]:
        """A ticket's events, oldest first."""
