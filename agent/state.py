"""Graph state: what goes in, what comes out, and the scratch kept in between."""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages


class TurnInput(TypedDict):
    """One turn's input: the guest's text (a burst already joined) and its message id."""

    guest_text: str
    message_id: str


class TurnOutput(TypedDict, total=False):
    """One turn's output: the texts to send and which branch produced them."""

    segments: list[str]
    route: str
    handoff: bool
    handoff_reason: str


class ConciergeState(TurnInput, TurnOutput, total=False):
    """Everything a turn reads and writes; `messages` is the checkpointed conversation."""

    messages: Annotated[list[AnyMessage], add_messages]
    answered_message_id: str
    turn_count: int
    guardrail: str | None
    intent: str | None
    query: str
    hits: list[dict[str, Any]]
    draft: str
    feedback: str
    retryable: bool
    attempts: int
    used_llm: bool
    llm_calls: int
    unsure_streak: int
    fallbacks: int
