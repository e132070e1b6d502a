"""`generate_answer`: the turn call's draft, a retry with feedback, or the KB answering alone."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from agent.context import Context
from agent.extractive import answer_from_items, dont_know, lacks_asked_detail
from agent.facet_faq import holds_own_facet
from agent.followup import asked_in_english
from agent.state import ConciergeState
from agent.turn_call import ask_model


def generate_answer(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Take the draft the turn call wrote; on a retry ask again with the validator's feedback.

    Without hits the concierge says honestly that it does not know; without a model draft
    (no LLM, open circuit, failed call, empty answer) it answers from the knowledge base.
    """
    ctx = runtime.context
    hits = state.get("hits", [])
    attempts = state.get("attempts", 0) + 1
    if not hits:
        return {"draft": dont_know(ctx.prop), "used_llm": False, "route": "dont_know"}
    update: dict[str, Any] = {"attempts": attempts, "route": "answer"}
    draft = state.get("draft", "") if attempts == 1 and state.get("used_llm") else ""
    if state.get("feedback"):
        reply, attempted = ask_model(state, ctx)
        update["llm_calls"] = state.get("llm_calls", 0) + int(attempted)
        if reply is not None:
            draft = reply.answer.strip()
            update["cited_ids"] = list(reply.cited_ids)
    items = [item for item in (ctx.index.kb.get(hit["id"]) for hit in hits) if item]
    question, when = asked_in_english(state, ctx.index.terms.words)
    # The place is real, the detail asked is not known: the honest decline, whoever drafts
    # (a model handed the room's blurb for "tonight's room rate" would answer with it).
    own_field = holds_own_facet(question, items, ctx.index)
    lacking = lacks_asked_detail(items, question, own_field)
    if draft and not lacking:
        return {**update, "draft": draft, "used_llm": True}
    draft = answer_from_items(
        items, ctx.prop, ctx.now, question, when, ctx.index.terms, lead_answers=own_field
    )
    if lacking:
        update["route"] = "dont_know"
    return {**update, "draft": draft, "used_llm": False}


def route_after_generation(state: ConciergeState) -> str:
    """Model drafts are validated; knowledge-base answers are grounded by construction."""
    return "validate_answer" if state.get("used_llm") else "format_for_sms"
