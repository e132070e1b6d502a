"""`retrieve_context`: the property's knowledge-base items that match the question."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from agent.context import Context
from agent.extractive import describe_item, first_sentence
from agent.state import ConciergeState


def retrieve_context(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Search with the router's query; keep each hit as its id, title and a fact sheet."""
    ctx = runtime.context
    query = state.get("query") or state["guest_text"]
    hits = ctx.index.search(query, k=4, min_score=ctx.min_score)
    return {
        "hits": [
            {
                "id": hit.item.id,
                "title": hit.item.title(),
                "score": round(hit.score, 3),
                "facts": fact_sheet(hit.item, ctx, state["guest_text"]),
            }
            for hit in hits
        ]
    }


def fact_sheet(item: Any, ctx: Context, question: str) -> str:
    """What the model may say about one item: its description plus computed open/closed now."""
    lines = [describe_item(item, ctx.now, question)]
    rest = item.summary().removeprefix(first_sentence(item.summary())).strip()
    if rest:
        lines.append(rest)
    hours = item.opening_hours()
    if hours is not None:
        lines.append(f"Weekly hours: {hours.describe()}.")
    return " ".join(lines)
