"""The reply-plans port: the outbound texts of a turn, stored once, with their status."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from data.store.models import OutboundStatus, OutboundText


def check_turn_plan(turn_id: str, texts: Sequence[OutboundText]) -> None:
    """Raise ValueError unless every text of a turn's plan is keyed by the turn id."""
    if any(text.inbound_id != turn_id for text in texts):
        raise ValueError("a turn's plan is keyed by the turn id")


def plan_owner(texts: Sequence[OutboundText]) -> str:
    """The one inbound id a (non-empty) plan belongs to; ValueError when texts disagree."""
    inbound_id = texts[0].inbound_id
    if any(text.inbound_id != inbound_id for text in texts):
        raise ValueError("a plan belongs to exactly one inbound text")
    return inbound_id


class ReplyPlans(Protocol):
    """Reply plans: the outbound texts of a turn, stored once, with their send and delivery status.

    Every write is idempotent on its natural key, so a redelivered task can run again safely.
    """

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
