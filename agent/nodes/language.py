"""`detect_language` and `localize_reply`: keep the guest's language, answer in it.

`detect_language` runs first and keeps the conversation's language in the checkpointed state.
`localize_reply` runs just before segmentation: model answers are already written in the
guest's language (the prompt asks for it), so it only translates the deterministic texts
(templates) and leads knowledge-base answers, which stay English, with a note saying so.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from agent import i18n
from agent.context import Context
from agent.language import DEFAULT_LANGUAGE, Language, follow_language
from agent.small_talk import is_thanks
from agent.state import ConciergeState

# Routes whose draft is one fixed template, by the phrase key that translates it.
_TEMPLATE_ROUTES = {
    "prompt_injection": "prompt_injection",
    "bsa_aml": "bsa_aml",
    "responsible_gaming": "responsible_gaming",
    "age_minors": "age_minors",
    "patron_privacy": "patron_privacy",
    "gambling_advice": "gambling_advice",
    "off_topic": "off_topic",
    "unclear": "clarify",
    "turn_limit": "turn_limit",
    "dont_know": "dont_know",
}
# Routes whose draft is a knowledge-base answer composed without the model (English facts).
_KB_ROUTES = frozenset({"answer", "fallback"})


def detect_language(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Follow the guest's language: keep it across short texts, switch on a clear change."""
    previous = state.get("language")
    detector = runtime.context.detector
    if detector is None:
        return {"language": previous or DEFAULT_LANGUAGE.value}
    return {"language": follow_language(previous, state["guest_text"], detector).value}


def localize_reply(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Put a template or knowledge-base draft into the guest's language (no-op in English)."""
    language = i18n.as_language(state.get("language"))
    if language is Language.EN or state.get("used_llm"):
        return {}
    ctx = runtime.context
    prop = ctx.prop
    route = state.get("route", "")
    english = state.get("draft", "")
    if route in _KB_ROUTES:
        draft = i18n.with_english_details(language, english, prop)
    elif route in _TEMPLATE_ROUTES:
        draft = i18n.localize(language, _TEMPLATE_ROUTES[route], english, prop)
    elif route == "crisis":
        draft = i18n.crisis(language, prop, english)
    elif route == "greeting":
        key = "thanks" if is_thanks(state["guest_text"]) else "greeting"
        draft = i18n.localize(language, key, english, prop)
    elif route in ("human_request", "handoff", "complaint"):
        draft = i18n.handoff_notice(language, prop, ctx.now, english, apology=route == "complaint")
    elif route == "action_request":
        draft = _action_request(language, english, state, ctx)
    else:
        return {}
    return {"draft": draft}


def _action_request(language: Language, english: str, state: ConciergeState, ctx: Context) -> str:
    hits = ctx.index.search(state["guest_text"], k=1, min_score=ctx.min_score)
    booking = hits[0].item.booking_text() if hits else None
    if booking:
        how = f"{hits[0].item.title()}: {booking}"
        return i18n.localize(language, "action_request", english, ctx.prop, how_to_book=how)
    return i18n.localize(language, "action_request_call", english, ctx.prop)
