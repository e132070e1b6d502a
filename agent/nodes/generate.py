"""`generate_answer`: Gemini writes an SMS-length answer from the facts, or the KB answers alone."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from agent.context import Context
from agent.extractive import answer_from_items, dont_know
from agent.llm_guard import guarded_call
from agent.prompts import RETRY_SUFFIX, SYSTEM_PROMPT
from agent.state import ConciergeState

# About two texts: the model is asked for SMS length; the splitter's cap is the safety net.
CHAR_BUDGET = 300


def build_messages(state: ConciergeState, ctx: Context) -> list[BaseMessage]:
    """System prompt with facts and local time, the recent conversation, the guest's text."""
    facts = "\n".join(f"- {hit['facts']}" for hit in state.get("hits", []))
    system = SYSTEM_PROMPT.format(
        property_name=ctx.prop.name,
        property_location=ctx.prop.location,
        property_phone=ctx.prop.contact_phone,
        char_budget=CHAR_BUDGET,
        local_time=ctx.now.strftime("%Y-%m-%d %I:%M %p %Z"),
        weekday=ctx.now.strftime("%A"),
        facts=facts or "(none)",
    )
    if state.get("feedback"):
        system += RETRY_SUFFIX.format(feedback=state["feedback"])
    history = state.get("messages", [])[-ctx.history_window - 1 : -1]
    recent: list[BaseMessage] = [
        HumanMessage(content=m.content) if m.type == "human" else AIMessage(content=m.content)
        for m in history
    ]
    return [SystemMessage(content=system), *recent, HumanMessage(content=state["guest_text"])]


def generate_answer(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Draft the answer; without hits say so honestly, without the LLM answer extractively."""
    ctx = runtime.context
    hits = state.get("hits", [])
    attempts = state.get("attempts", 0) + 1
    if not hits:
        return {"draft": dont_know(ctx.prop), "used_llm": False, "route": "dont_know"}
    reply, attempted = guarded_call(ctx, lambda model: model.invoke(build_messages(state, ctx)))
    llm_calls = state.get("llm_calls", 0) + int(attempted)
    text = reply.text if isinstance(reply, AIMessage) else ""
    if not text.strip():
        items = [item for item in (ctx.index.kb.get(hit["id"]) for hit in hits) if item]
        draft = answer_from_items(items, ctx.prop, ctx.now, state["guest_text"])
        return {"draft": draft, "used_llm": False, "llm_calls": llm_calls, "route": "answer"}
    return {
        "draft": text.strip(),
        "used_llm": True,
        "attempts": attempts,
        "llm_calls": llm_calls,
        "route": "answer",
    }


def route_after_generation(state: ConciergeState) -> str:
    """Model drafts are validated; knowledge-base answers are grounded by construction."""
    return "validate_answer" if state.get("used_llm") else "format_for_sms"
