"""`format_for_sms` and `record_reply`: split into SMS texts, then remember the reply."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from agent.context import Context
from agent.followup import asked_in_english, remember
from agent.i18n import phrase
from agent.reply_shape import texts_for_reply, texts_with_lead
from agent.state import ConciergeState

ANSWER_ROUTES = frozenset({"answer", "fallback"})


def format_for_sms(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Split the draft into texts that each fit one SMS part (answers: two unless a list)."""
    question, _ = asked_in_english(state, runtime.context.index.terms.words)  # reads English
    draft = state.get("draft", "")
    answer = state.get("route") in ANSWER_ROUTES
    max_texts = runtime.context.max_texts
    # A knowledge-base answer to a guest writing another language is led by a note.
    lead = phrase(state.get("language"), "english_details", runtime.context.prop)
    if answer and lead and draft.startswith(f"{lead} "):
        rest = draft.removeprefix(f"{lead} ")
        segments = texts_with_lead(
            lead, rest, question=question, answer=answer, max_texts=max_texts
        )
    else:
        segments = texts_for_reply(draft, question=question, answer=answer, max_texts=max_texts)
    return {"segments": segments}


def record_reply(state: ConciergeState) -> dict[str, Any]:
    """Append the reply to the conversation, mark this message answered, keep the subject."""
    reply = " ".join(state.get("segments", []))
    return {
        **remember(state),
        "messages": [AIMessage(content=reply, id=f"out-{state['message_id']}")],
        "answered_message_id": state["message_id"],
    }
