"""`format_for_sms` and `record_reply`: split into SMS texts, then remember the reply."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from agent.context import Context
from agent.persona import split_for_sms
from agent.state import ConciergeState


def format_for_sms(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Split the draft into texts that each fit one SMS part, at most `max_texts` of them."""
    return {"segments": split_for_sms(state.get("draft", ""), max_texts=runtime.context.max_texts)}


def record_reply(state: ConciergeState) -> dict[str, Any]:
    """Append the reply to the conversation and mark this message answered."""
    reply = " ".join(state.get("segments", []))
    return {
        "messages": [AIMessage(content=reply, id=f"out-{state['message_id']}")],
        "answered_message_id": state["message_id"],
    }
