"""Graph state: what goes in, what comes out, and the scratch kept in between."""

from __future__ import annotations

from typing import Annotated, Any, NotRequired, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages


class TurnInput(TypedDict):
    """One turn's input: the guest's text (a burst already joined) and its message id."""

    guest_text: str
    message_id: str
    covers: NotRequired[list[str]]
    """Ids of the guest's texts this turn answers: an abandoned attempt at them is forgotten."""


class TurnOutput(TypedDict, total=False):
    """One turn's output: the texts to send and which branch produced them."""

    segments: list[str]
    route: str
    handoff: bool
    handoff_reason: str
    language: str


class ConciergeState(TurnInput, TurnOutput, total=False):
    """Everything a turn reads and writes; `messages` is the checkpointed conversation."""

    messages: Annotated[list[AnyMessage], add_messages]
    answered_message_id: str
    turn_count: int
    last_turn_at: str
    """ISO instant of the previous turn: a quiet gap longer than the session gap resets counters."""
    guardrail: str | None
    guardrail_layer: str
    intent: str | None
    query: str
    hits: list[dict[str, Any]]
    cited_ids: list[str]
    validated_by: str
    draft: str
    feedback: str
    retryable: bool
    attempts: int
    used_llm: bool
    llm_calls: int
    unsure_streak: int
    fallbacks: int
    question: str
    when: dict[str, Any] | None
    subject: dict[str, Any]
