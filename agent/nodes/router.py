"""`classify_intent`: the turn's one structured call, whose intent routes the turn.

The same call returns the answer and the cited item ids, kept in the state for
`generate_answer` and `validate_answer`; without the LLM an offline stand-in decides.
"""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime

from agent.context import Context
from agent.nodes.gate import HANDOFF_GUARDRAILS
from agent.state import ConciergeState
from agent.turn_call import Intent, ask_model
from compliance.guardrails import Guardrail

_ACTION = re.compile(
    r"\b(book|reserve|make (a|me a) reservation|cancel my|change my|move my|upgrade my|"
    r"hold (a|me a)|buy (me )?tickets? for me|sign me up|"
    # A room asked for by its number is a reservation to change: "can i request room 1412".
    r"(request|get|have|want|put (me|us) in) (a |the )?(specific )?room( number)? #?\d{3,4})\b",
    re.IGNORECASE,
)


UNSURE_BEFORE_HANDOFF = 2


# "Do I need to book?" asks about a policy; it does not ask us to book. So does "what's the
# cancellation policy if i cancel my room" or "what happens if i change my booking".
_ASKS_ABOUT_BOOKING = re.compile(
    r"\b(need|have|required|recommended|necessary|should|must)\b.{0,20}\b(book|reserv)|"
    r"\bhow (do|can|would|should) (i|we) (book|reserve)|"
    r"\b(cancell?ation|refund|change|booking|reservation) polic(y|ies)\b|"
    r"\bwhat happens if\b|\bif (i|we) (cancel|change|move)\b",
    re.IGNORECASE,
)
# A trip the resort sells no part of: "book me a flight to miami", "reserve a rental car". It
# is no booking we could take by phone either: the question goes on, to be declined.
_NOT_OURS_TO_BOOK = re.compile(
    r"\b(book|reserve|get)( me| us)? (a |an |the |my |our )?(flights?|plane tickets?|airfare|"
    r"train tickets?|bus tickets?|rental cars?|car rentals?|cruises?)\b",
    re.IGNORECASE,
)


def offline_intent(text: str) -> Intent:
    """Without the LLM: action requests by pattern, everything else is a property question."""
    if (
        _ACTION.search(text)
        and not _ASKS_ABOUT_BOOKING.search(text)
        and not _NOT_OURS_TO_BOOK.search(text)
    ):
        return "action_request"
    return "property_question"


def classify_intent(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Make the turn's call; keep its intent, its draft answer and the ids it cites."""
    ctx = runtime.context
    text = state["guest_text"]
    reply, attempted = ask_model(state, ctx)
    llm_calls = state.get("llm_calls", 0) + int(attempted)
    if reply is None:
        return {"intent": offline_intent(text), "unsure_streak": 0, "llm_calls": llm_calls}
    if reply.safety != "none":
        # The gate let the text through (a gate hit never reaches this call); the model saw a
        # safety case it missed, so the turn takes that category's safe branch. It can only
        # escalate: a label of "none" changes nothing.
        return {**escalate(reply.safety), "intent": reply.intent, "llm_calls": llm_calls}
    unsure = not reply.confident or reply.intent == "unclear"
    streak = state.get("unsure_streak", 0) + 1 if unsure else 0
    if streak >= UNSURE_BEFORE_HANDOFF:
        # Asked once to clarify and still unsure: a person takes over.
        return {
            "intent": "unclear",
            "route": "handoff",
            "handoff": True,
            "handoff_reason": "router unsure twice",
            "unsure_streak": 0,
            "llm_calls": llm_calls,
        }
    if unsure:
        return {"intent": "unclear", "unsure_streak": streak, "llm_calls": llm_calls}
    return {
        "intent": reply.intent,
        "draft": reply.answer.strip(),
        "cited_ids": list(reply.cited_ids),
        "used_llm": bool(reply.answer.strip()),
        "unsure_streak": streak,
        "llm_calls": llm_calls,
    }


def escalate(category: str) -> dict[str, Any]:
    """The state of a turn the model flagged with a safety category the gate missed."""
    guardrail = Guardrail(category)
    handoff = guardrail in HANDOFF_GUARDRAILS
    return {
        "guardrail": str(guardrail),
        "guardrail_layer": "llm",
        "route": str(guardrail),
        "handoff": handoff,
        "handoff_reason": str(guardrail) if handoff else "",
        "draft": "",
        "used_llm": False,
        "unsure_streak": 0,
    }


def route_after_intent(state: ConciergeState) -> str:
    """Property questions go on to their answer; everything else gets a template."""
    if state.get("guardrail"):
        return "canned_reply"
    if state.get("intent") == "property_question":
        return "generate_answer"
    return "canned_reply"
