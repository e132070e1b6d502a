"""The conversation reader port: lists and counts the console needs beyond the store's calls."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True)
class ConversationSummary:
    """One guest's conversation with one property: the latest inbound text."""

    property_id: str
    guest: str
    last_at: datetime
    last_text: str
    texts: int


class ConversationReader(Protocol):
    """Reads over the message log."""

    def conversations(
        self, property_ids: Iterable[str], *, search: str | None = None, limit: int = 50
    ) -> list[ConversationSummary]:
        """Latest conversations first.

        `search` of digits matches the end of the guest's number (e.g. the last four);
        anything else matches words in the guest's texts or in the texts sent to them.
        """
        ...

    def outbound_outcomes(self, property_ids: Iterable[str], since: datetime) -> dict[str, int]:
        """Texts planned since `since`, counted by their current status."""
        ...

    def inbound_count(self, property_ids: Iterable[str], since: datetime) -> int:
        """Texts received since `since`."""
        ...
