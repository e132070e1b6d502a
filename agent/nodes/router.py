"""`classify_intent`: the LLM router with structured output, and its offline stand-in."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Literal

from langchain_core.messages import BaseMessage
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field

from agent.context import Context
from agent.llm_guard import guarded_call
from agent.prompts import ROUTER_PROMPT
from agent.state import ConciergeState

Intent = Literal[
    "property_question", "greeting", "action_request", "gambling_advice", "off_topic", "unclear"
]

_ACTION = re.compile(
    r"\b(book|reserve|make (a|me a) reservation|cancel my|change my|move my|upgrade my|"
    r"hold (a|me a)|buy (me )?tickets? for me|sign me up)\b",
    re.IGNORECASE,
)


UNSURE_BEFORE_HANDOFF = 2


class RouterDecision(BaseModel):
    """The router's structured output."""

    intent: Intent
    query: str = Field(default="", description="search query about the resort")
    confident: bool = True


def history_text(messages: Sequence[BaseMessage], window: int) -> str:
    """The last `window` messages as `guest:` / `concierge:` lines (current text excluded)."""
    lines = []
    for message in messages[-window - 1 : -1]:
        who = "guest" if message.type == "human" else "concierge"
        lines.append(f"{who}: {message.content}")
    return "\n".join(lines) or "(none)"


def offline_intent(text: str) -> RouterDecision:
    """Without the LLM: action requests by pattern, everything else is a property question."""
    if _ACTION.search(text):
        return RouterDecision(intent="action_request", query=text)
    return RouterDecision(intent="property_question", query=text)


def classify_intent(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Decide what the guest wants and the query to search with."""
    ctx = runtime.context
    text = state["guest_text"]
    prompt = ROUTER_PROMPT.format(
        property_name=ctx.prop.name,
        history=history_text(state.get("messages", []), ctx.history_window),
        text=text,
    )
    decision, attempted = guarded_call(
        ctx,
        lambda model: model.with_structured_output(RouterDecision, method="json_schema").invoke(
            prompt
        ),
    )
    if not isinstance(decision, RouterDecision):
        decision = offline_intent(text)
    unsure = not decision.confident or decision.intent == "unclear"
    streak = state.get("unsure_streak", 0) + 1 if unsure else 0
    if streak >= UNSURE_BEFORE_HANDOFF:
        # Asked once to clarify and still unsure: a person takes over.
        return {
            "intent": "unclear",
            "route": "handoff",
            "handoff": True,
            "handoff_reason": "router unsure twice",
            "unsure_streak": 0,
            "llm_calls": state.get("llm_calls", 0) + int(attempted),
        }
    if unsure:
        return {
            "intent": "unclear",
            "unsure_streak": streak,
            "llm_calls": state.get("llm_calls", 0) + int(attempted),
        }
    return {
        "intent": decision.intent,
        "hits": [],
        "draft": "",
        "unsure_streak": streak,
        "llm_calls": state.get("llm_calls", 0) + int(attempted),
        "query": decision.query or text,
    }


def route_after_intent(state: ConciergeState) -> str:
    """Property questions are retrieved and answered; everything else gets a template."""
    if state.get("intent") == "property_question":
        return "retrieve_context"
    return "canned_reply"
