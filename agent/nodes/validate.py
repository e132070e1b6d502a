"""`validate_answer`: deterministic checks, the LLM validator only when they cannot decide.

One retry with the feedback, then a knowledge-base fallback.
"""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime
from pydantic import BaseModel

from agent import templates
from agent.context import Context
from agent.extractive import answer_from_items
from agent.followup import asked, asked_in_english
from agent.grounding import Grounding, check_grounding
from agent.llm_guard import guarded_call, structured
from agent.prompts import VALIDATOR_PROMPT
from agent.state import ConciergeState
from agent.yes_no import verdict_problem

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


def check_cited(state: ConciergeState, ctx: Context) -> Grounding:
    """The grounding check of the draft against the retrieved items it cites."""
    shown = {hit["id"]: hit for hit in state.get("hits", [])}
    cited = [
        shown[item_id] for item_id in dict.fromkeys(state.get("cited_ids", [])) if item_id in shown
    ]
    items = [item for item in (ctx.index.kb.get(hit["id"]) for hit in cited) if item]
    return check_grounding(
        state.get("draft", ""),
        items,
        [hit["facts"] for hit in cited],
        prop=ctx.prop,
        now=ctx.now,
        known_titles=ctx.index.venue_names,
    )


def validate_answer(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Accept the draft, or give feedback for one more try."""
    ctx = runtime.context
    draft = state.get("draft", "")
    question, _ = asked(state)
    problem = deterministic_problem(draft) or verdict_problem(
        question, draft, state.get("hits", [])
    )
    retryable = True
    llm_calls = state.get("llm_calls", 0)
    validated_by = "rules"
    if problem is None:
        grounding = check_cited(state, ctx)
        if grounding.ok is False:
            problem = grounding.problem
        elif grounding.ok is None:
            validated_by = "llm"
            problem, retryable, attempted = ask_validator(state, ctx)
            llm_calls += int(attempted)
    return {
        "feedback": problem or "",
        "retryable": retryable,
        "llm_calls": llm_calls,
        "validated_by": validated_by,
    }


def ask_validator(state: ConciergeState, ctx: Context) -> tuple[str | None, bool, bool]:
    """The LLM validator's verdict: (problem or None, retryable, attempted)."""
    prompt = VALIDATOR_PROMPT.format(
        property_name=ctx.prop.name,
        facts="\n".join(f"- {hit['facts']}" for hit in state.get("hits", [])),
        question=state["guest_text"],
        answer=state.get("draft", ""),
    )
    verdict, attempted = guarded_call(
        ctx,
        lambda model: structured(ctx, model, Verdict).invoke(prompt),
    )
    if not isinstance(verdict, Verdict):
        # No validator available: an unchecked model answer is not sent.
        return "the answer could not be validated", False, attempted
    if not verdict.valid:
        return verdict.reason or "the validator rejected it", True, attempted
    return None, True, attempted


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
    # The items the model cited first: they are what the guest's question was about.
    order = [*state.get("cited_ids", []), *(hit["id"] for hit in state.get("hits", []))]
    shown = {hit["id"] for hit in state.get("hits", [])}
    items = [
        item
        for item in (
            ctx.index.kb.get(item_id) for item_id in dict.fromkeys(order) if item_id in shown
        )
        if item
    ]
    return {
        "draft": answer_from_items(
            items,
            ctx.prop,
            ctx.now,
            *asked_in_english(state, ctx.index.terms.words),
            ctx.index.terms,
        ),
        "used_llm": False,
        "route": "fallback",
        "fallbacks": fallbacks,
    }
