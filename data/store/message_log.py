"""The message-log port: the inbound texts, each logged once, and which turn took it."""

from __future__ import annotations

from typing import Protocol

from data.store.models import InboundMessage


class MessageLog(Protocol):
    """The inbound message log: every text a guest sent, logged once, and which turn took it.

    Every write is idempotent on its natural key, so a redelivered task can run again safely.
    """

    def record_inbound(self, message: InboundMessage) -> bool:
        """Log an inbound text; False when this message id was already logged."""

    def recent_inbound(self, property_id: str, guest: str, limit: int) -> list[InboundMessage]:
        """The guest's latest inbound texts to the property, oldest first."""

    def unhandled_inbound(self, property_id: str, guest: str) -> list[InboundMessage]:
        """The guest's texts no turn has taken yet, oldest first."""

    def turn_of(self, message_id: str) -> str | None:
        """The turn that took this inbound text, or None while none has."""
