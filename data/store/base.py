"""The store port: what the worker and the CLI need from durable storage."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from data.store.models import (
    ConsentEvent,
    ConsentState,
    InboundMessage,
    OutboundStatus,
    OutboundText,
    Ticket,
    TicketEvent,
)


class StoreUnavailable(RuntimeError):
    """The store cannot be reached or used."""


class Store(Protocol):
    """Durable records: message log, reply plans and the consent ledger.

    Every write is idempotent on its natural key so a redelivered task can run again safely.
    """

    def check(self) -> None:
        """Raise StoreUnavailable when the store cannot serve requests."""

    def record_inbound(self, message: InboundMessage) -> bool:
        """Log an inbound text; False when this message id was already logged."""

    def recent_inbound(self, property_id: str, guest: str, limit: int) -> list[InboundMessage]:
        """The guest's latest inbound texts to the property, oldest first."""

    def unhandled_inbound(self, property_id: str, guest: str) -> list[InboundMessage]:
        """The guest's texts no turn has taken yet, oldest first."""

    def turn_of(self, message_id: str) -> str | None:
        """The turn that took this inbound text, or None while none has."""

    def complete_turn(
        self, turn_id: str, answered: Sequence[str], texts: Sequence[OutboundText]
    ) -> list[OutboundText]:
        """Atomically mark `answered` (and `turn_id`) taken by the turn and store its plan.

        Idempotent: when the turn already completed, its stored plan is returned unchanged.
        """

    def plan_outbound(self, texts: Sequence[OutboundText]) -> list[OutboundText]:
        """Store a reply plan unless one exists for the inbound id; return the stored plan."""

    def planned_outbound(self, inbound_id: str) -> list[OutboundText]:
        """The reply plan of an inbound text, in sequence order (empty when none)."""

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

    def update_delivery(
        self, provider_message_id: str, status: OutboundStatus, detail: str
    ) -> bool:
        """Apply a Telnyx delivery report; False when the message is unknown."""

    def outbound_to(self, guest: str, after_rowid: int = 0) -> list[tuple[int, OutboundText]]:
        """Outbound texts to a guest with a monotonically growing row number, for the chat UI."""

    def held_outbound(self, due_before: datetime) -> list[OutboundText]:
        """Held texts whose release time has come."""

    def append_consent(self, event: ConsentEvent) -> bool:
        """Append to the ledger; False when this message id already produced an event."""

    def consent_state(self, property_id: str, guest: str) -> ConsentState:
        """The guest's current consent, derived from the ledger."""

    def consent_events(self, property_id: str | None = None) -> list[ConsentEvent]:
        """The whole ledger (optionally one property), oldest first."""

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
