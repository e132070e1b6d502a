"""The turn log port and its record.

A plan id is the `inbound_id` shared by the outbound texts of one reply plan (a bot turn, a
keyword answer, a staff relay, a console reply), so a thread can show each text's route.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

STAFF_ROUTE = "staff"
KEYWORD_ROUTE = "keyword"

ANSWER_ROUTE = "answer"
_KNOWLEDGE_ROUTES = {"fallback", "dont_know"}


@dataclass(frozen=True)
class TurnRecord:
    """One reply plan: its route, LLM calls, and when the guest wrote and the first text left."""

    plan_id: str
    property_id: str
    guest: str
    route: str
    llm_calls: int
    guest_at: datetime | None
    planned_at: datetime
    first_sent_at: datetime | None = None
    actor: str | None = None

    @property
    def source(self) -> str:
        """Who wrote the reply: 'model', 'knowledge base', 'template' or 'staff'."""
        return answer_source(self.route, self.llm_calls)

    @property
    def first_text_seconds(self) -> float | None:
        """Seconds from the guest's text to the first text out, when both are known."""
        if self.guest_at is None or self.first_sent_at is None:
            return None
        return (self.first_sent_at - self.guest_at).total_seconds()


def answer_source(route: str, llm_calls: int) -> str:
    """Map a route to what a person reading the thread cares about.

    Generated answers are the model's when an LLM call made them, else extracted from the
    knowledge base; fallbacks come from the knowledge base; staff texts are staff's; every
    other route (greetings, guardrail categories, keywords, handoff notices) is a template.
    """
    if route == STAFF_ROUTE:
        return "staff"
    if route == ANSWER_ROUTE:
        return "model" if llm_calls > 0 else "knowledge base"
    if route in _KNOWLEDGE_ROUTES:
        return "knowledge base"
    return "template"


class TurnLog(Protocol):
    """Where turn records live."""

    def record(self, turn: TurnRecord) -> bool:
        """Store the record once per plan id; False when it was already stored."""
        ...

    def first_sent(self, plan_id: str, at: datetime) -> None:
        """Note when the plan's first text left (the earliest call wins)."""
        ...

    def by_plan(self, plan_ids: Iterable[str]) -> dict[str, TurnRecord]:
        """Records of the given plans."""
        ...

    def since(self, property_ids: Iterable[str], since: datetime) -> list[TurnRecord]:
        """Records planned at or after `since`, oldest first."""
        ...
