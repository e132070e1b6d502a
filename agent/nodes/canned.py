"""`canned_reply`: the deterministic branches, each a template with no LLM call."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from langgraph.runtime import Runtime

from agent import templates
from agent.booked_thing import unknown_booked_thing
from agent.context import Context
from agent.missing_thing import missing_thing
from agent.retrieval_facets import named_item
from agent.small_talk import greeting_reply, is_thanks, thanks_reply
from agent.state import ConciergeState
from data.properties import Property

# One room asked for by its number: only the reservations desk can say, no room type's policy.
_ROOM_NUMBER = re.compile(r"\broom(?: number)? #?\d{3,4}\b", re.IGNORECASE)

_BY_ROUTE: dict[str, Callable[[Property], str]] = {
    "crisis": templates.crisis,
    "prompt_injection": templates.prompt_injection,
    "bsa_aml": templates.bsa_aml,
    "responsible_gaming": templates.responsible_gaming,
    "age_minors": templates.age_minors,
    "patron_privacy": templates.patron_privacy,
    "gambling_advice": templates.gambling_advice,
    "off_topic": templates.off_topic,
    "unclear": templates.clarify,
    "turn_limit": templates.turn_limit,
}


def _how_to_book(text: str, ctx: Context) -> tuple[str | None, str | None]:
    """How to book what the text asks for, and what it asks for when the KB never names it.

    The venue it names is booked by its own note, else the best match's. No way to book (the
    reply gives the property's number) when the text asks for a thing the knowledge base never
    names, or for one room by its number.
    """
    named = named_item(text, ctx.index)
    if named is not None and named.booking_text():
        item = named  # "a table at Frank Pepe for 6": Frank Pepe's policy, whatever else matched
    else:
        # "tennis courts": no venue's policy books a thing the resort lacks.
        lacking = missing_thing(text, ctx.index.terms) or unknown_booked_thing(
            text, ctx.index.terms
        )
        room = _ROOM_NUMBER.search(text)
        if lacking or room:
            return None, lacking or (room.group(0) if room else None)
        hits = ctx.index.search(text, k=1, min_score=ctx.min_score)
        if not hits:
            return None, None
        item = hits[0].item
    booking = item.booking_text()
    return (f"{item.title()}: {booking}" if booking else None), None


def canned_reply(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Pick the template for the guardrail category or the router's intent."""
    ctx = runtime.context
    text = state["guest_text"]
    route = state.get("route", "")
    if route == "router":  # came from the router, not the gate
        route = state.get("intent") or "unclear"
    if route in ("human_request", "handoff"):
        draft = templates.handoff_notice(ctx.prop, ctx.now)
    elif route == "complaint":
        draft = templates.handoff_notice(ctx.prop, ctx.now, apology=True)
    elif route == "greeting":
        draft = thanks_reply(ctx.prop) if is_thanks(text) else greeting_reply(ctx.prop)
    elif route == "action_request":
        how, lacking = _how_to_book(text, ctx)
        draft = templates.action_request(ctx.prop, how, lacking)
    else:
        draft = _BY_ROUTE.get(route, templates.clarify)(ctx.prop)
    return {"draft": draft, "route": route, "used_llm": False}
