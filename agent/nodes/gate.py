"""`compliance_gate`: deterministic checks before any LLM call."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from agent.context import Context
from agent.small_talk import is_greeting, is_thanks
from agent.state import ConciergeState
from compliance.guardrails import Guardrail, check_guardrails

# Categories where a person should take over (crisis: the guest also gets help numbers at once).
HANDOFF_GUARDRAILS = frozenset({Guardrail.HUMAN_REQUEST, Guardrail.COMPLAINT, Guardrail.CRISIS})


def check_compliance(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Start the turn: replay detection, turn limit, guardrail categories, small talk."""
    if state.get("answered_message_id") == state["message_id"]:
        # A redelivered text whose turn already finished: the saved segments are the answer.
        return {"route": "replay"}
    text = state["guest_text"]
    turn_count = state.get("turn_count", 0) + 1
    update: dict[str, Any] = {
        # The message id makes the append idempotent if the same text is run again.
        "messages": [HumanMessage(content=text, id=f"in-{state['message_id']}")],
        "turn_count": turn_count,
        "guardrail": None,
        "intent": None,
        "query": text,
        "hits": [],
        "draft": "",
        "feedback": "",
        "attempts": 0,
        "used_llm": False,
        "llm_calls": 0,
        "handoff": False,
        "handoff_reason": "",
    }
    if turn_count > runtime.context.max_turns:
        return {**update, "route": "turn_limit"}
    guardrail = check_guardrails(text)
    if guardrail is not None:
        handoff = guardrail in HANDOFF_GUARDRAILS
        return {
            **update,
            "guardrail": str(guardrail),
            "route": str(guardrail),
            "handoff": handoff,
            "handoff_reason": str(guardrail) if handoff else "",
        }
    if is_greeting(text) or is_thanks(text):
        return {**update, "route": "greeting"}
    return {**update, "route": "router"}


def route_after_gate(state: ConciergeState) -> str:
    """Replays end the turn; guardrails and small talk get templates; the rest goes on."""
    route = state.get("route", "router")
    if route == "replay":
        return "__end__"
    if route == "router":
        return "classify_intent"
    return "canned_reply"
