"""Texts in the guest's language: fixed templates, the model's instruction and its text budget.

English texts are written by each template function; this module gives their Spanish,
Portuguese and Chinese versions (`agent.phrases`) with the property's values filled in.
"""

from __future__ import annotations

from datetime import datetime

from agent.language import LANGUAGE_NAMES, Language
from agent.phrases import PHRASES
from data.properties import Property

# Units one SMS part holds, less a little for packing at word boundaries: GSM-7 (English)
# 160, UCS-2 (most Spanish and Portuguese accents, every Chinese character) 70.
_UNITS_PER_PART = {Language.EN: 150, Language.ES: 65, Language.PT: 65, Language.ZH: 65}


def as_language(value: str | None) -> Language:
    """The `Language` named by `value`; English for None or anything unknown."""
    return Language(value) if value in set(Language) else Language.EN


def char_budget(language: str | None, max_texts: int) -> int:
    """Characters the model may use so its answer fits in `max_texts - 1` SMS parts.

    One part is left spare so sentence packing never pushes an answer past `max_texts`.
    """
    parts = max(1, max_texts - 1)
    return parts * _UNITS_PER_PART[as_language(language)]


def language_instruction(language: str | None) -> str:
    """The line added to the model's prompt for a guest who writes another language."""
    lang = as_language(language)
    if lang is Language.EN:
        return ""
    return (
        f"\n\nThe guest writes in {LANGUAGE_NAMES[lang]}: write your answer in "
        f"{LANGUAGE_NAMES[lang]}. The facts are in English; keep venue names, hours, prices, "
        "phone numbers and web addresses exactly as the facts write them."
    )


def helplines(prop: Property) -> str:
    """The property's responsible-gaming helplines in one phrase."""
    return "; ".join(f"{line.name} {line.phone}" for line in prop.helplines)


def short_website(prop: Property) -> str:
    """The property's web address without its scheme (SMS space is scarce)."""
    return prop.website.removeprefix("https://").removeprefix("http://").rstrip("/")


def phrase(language: str | None, key: str, prop: Property, **values: str) -> str | None:
    """The `key` text in `language` with the property's values, or None for English/unknown."""
    lang = as_language(language)
    template = PHRASES.get(lang.value, {}).get(key)
    if template is None:
        return None
    return template.format(
        name=prop.name,
        phone=prop.contact_phone,
        website=short_website(prop),
        helplines=helplines(prop),
        **values,
    )


def localize(language: str | None, key: str, english: str, prop: Property, **values: str) -> str:
    """The `key` text in the guest's language; `english` when there is no translation."""
    return phrase(language, key, prop, **values) or english


def handoff_notice(
    language: str | None, prop: Property, now: datetime, english: str, *, apology: bool
) -> str:
    """`agent.templates.handoff_notice` in the guest's language (same staffed-hours logic)."""
    lead = phrase(language, "apology", prop) if apology else ""
    if lead is None:
        return english
    staffing = prop.staffing()
    if staffing.is_open(now) is not False:
        return localize(language, "handoff_now", english, prop, lead=lead)
    opens = staffing.next_change(now)
    when = (
        phrase(language, "handoff_at", prop, time=opens.strftime("%H:%M"))
        if opens is not None
        else phrase(language, "handoff_soon", prop)
    )
    return localize(language, "handoff_later", english, prop, lead=lead, when=when or "")


def crisis(language: str | None, prop: Property, english: str) -> str:
    """`agent.templates.crisis` in the guest's language: 911 and 988 first, then security."""
    security = prop.security_phone_display()
    local = (
        phrase(language, "crisis_security", prop, security=security)
        if security
        else phrase(language, "crisis_team", prop)
    )
    if local is None:
        return english
    return localize(language, "crisis", english, prop, local=local)


def with_english_details(language: str | None, english_answer: str, prop: Property) -> str:
    """A knowledge-base answer (English) led by "the details follow in English" in `language`."""
    lead = phrase(language, "english_details", prop)
    return f"{lead} {english_answer}" if lead else english_answer
