"""The consent-ledger port: append-only opt-out and opt-in events, and the state they give."""

from __future__ import annotations

from typing import Protocol

from data.store.models import ConsentEvent, ConsentState


class ConsentLedger(Protocol):
    """The consent ledger: append-only opt-out and opt-in events and the current state they give.

    Every write is idempotent on its natural key, so a redelivered task can run again safely.
    """

    def append_consent(self, event: ConsentEvent) -> bool:
        """Append to the ledger; False when this message id already produced an event."""

    def consent_state(self, property_id: str, guest: str) -> ConsentState:
        """The guest's current consent, derived from the ledger."""

    def consent_events(self, property_id: str | None = None) -> list[ConsentEvent]:
        """The whole ledger (optionally one property), oldest first."""
