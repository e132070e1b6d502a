"""`validate_answer`: deterministic checks, then the LLM validator; one retry, then fallback."""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime
from pydantic import BaseModel

from agent import templates
from agent.context import Context
from agent.extractive import answer_from_items
from agent.llm_guard import guarded_call
from agent.prompts import VALIDATOR_PROMPT
from agent.state import ConciergeState

MAX_ATTEMPTS = 2
FALLBACKS_BEFORE_HANDOFF = 2

_GAMBLING_ADVICE = re.compile(
    r"\b(odds|house edge|rtp|payout (rate|percentage)|strateg|loosest|hot machine|"
    r"best (slot|machine|game) to (play|win)|card counting|martingale|bet (more|less)|"
    r"how to win)\b",
    re.IGNORECASE,
)
_CLAIMS_ACTION = re.compile(
    r"\b(i('ve| have)|we('ve| have)) (booked|reserved|cancell?ed|changed|confirmed|"
    r"made (a|your) reservation)|\byour (reservation|booking) is (confirmed|set|made)\b",
    re.IGNORECASE,
)


class Verdict(BaseModel):
    """The validator's structured output."""

    valid: bool
    reason: str = ""


def deterministic_problem(draft: str) -> str | None:
    """A rule the draft breaks that needs no model to see, or None."""
    if _GAMBLING_ADVICE.search(draft):
        return "it gives gambling odds or strategy"
    if _CLAIMS_ACTION.search(draft):
        return "it claims to have booked or changed something; the concierge is read-only"
    return None


def validate_answer(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Accept the draft, or give feedback for one more try."""
    ctx = runtime.context
    draft = state.get("draft", "")
    problem = deterministic_problem(draft)
    retryable = True
    llm_calls = state.get("llm_calls", 0)
    if problem is None:
        prompt = VALIDATOR_PROMPT.format(
            property_name=ctx.prop.name,
            facts="\n".join(f"- {hit['facts']}" for hit in state.get("hits", [])),
            question=state["guest_text"],
            answer=draft,
        )
        verdict, attempted = guarded_call(
            ctx,
            lambda model: model.with_structured_output(Verdict, method="json_schema").invoke(
                prompt
            ),
        )
        llm_calls += int(attempted)
        if not isinstance(verdict, Verdict):
            # No validator available: an unchecked model answer is not sent.
            problem = "the answer could not be validated"
            retryable = False
        elif not verdict.valid:
            problem = verdict.reason or "the validator rejected it"
    return {"feedback": problem or "", "retryable": retryable, "llm_calls": llm_calls}


def route_after_validation(state: ConciergeState) -> str:
    """Valid: format it. Invalid: retry once with feedback, then fall back."""
    if not state.get("feedback"):
        return "format_for_sms"
    if state.get("retryable", True) and state.get("attempts", 0) < MAX_ATTEMPTS:
        return "generate_answer"
    return "fall_back"


def fall_back(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Replace a rejected draft with the knowledge-base answer; the second time, hand off."""
    ctx = runtime.context
    fallbacks = state.get("fallbacks", 0) + 1
    if fallbacks >= FALLBACKS_BEFORE_HANDOFF:
        return {
            "draft": templates.handoff_notice(ctx.prop, ctx.now),
            "used_llm": False,
            "route": "handoff",
            "handoff": True,
            "handoff_reason": "answers failed validation twice",
            "fallbacks": 0,
        }
    items = [
        item for item in (ctx.index.kb.get(hit["id"]) for hit in state.get("hits", [])) if item
    ]
    return {
        "draft": answer_from_items(items, ctx.prop, ctx.now, state["guest_text"]),
        "used_llm": False,
        "route": "fallback",
        "fallbacks": fallbacks,
    }
