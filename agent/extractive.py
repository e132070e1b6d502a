"""Answers composed from knowledge-base facts alone: the no-LLM path, never a bare "call us"."""

from __future__ import annotations

import re
from datetime import datetime

from agent.dates import AskedTime
from agent.focus import focus_sentence
from agent.former_names import asks_former_name, tells_former_name
from agent.hours_answer import hours_for
from agent.missing_detail import gap_phrase, hint_sentence, lacking_detail
from agent.retrieval import Hit
from agent.retrieval_facets import booking_line, facet_of, facet_sentence
from agent.retrieval_terms import TermStats
from agent.yes_no import answer_yes_no, best_item
from data.kb.hours import WeeklyHours
from data.kb.schemas import KbItem
from data.properties import Property
from sms.encoding import fits_one_part

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_WORDS = re.compile(r"[a-z]{3,}")
_ASKS_HOURS = re.compile(
    r"\b(hours?|open|opens|close[sd]?|closing|when|what time|late|(what|which) (days?|nights?))\b",
    re.I,
)
_ASKS_BOOKING = re.compile(r"\b(book|reserv\w*|table|tickets?|walk[- ]?in)\b", re.I)
# "What is X?", "what's X like", "tell me about X": what the place is, its whole description.
_ASKS_WHAT_IT_IS = re.compile(
    r"^\W*(?:so\W+|and\W+|ok\W+)?(?:what(?:'s|s| is| are)|wh?ats|tell me (?:more )?about|describe)"
    r"\b(?!.*\b(?:time|hours?|open|close|cost|price|fee|number|phone|address)\b)",
    re.I,
)
_ASKS_WHAT_IT_IS_LIKE = re.compile(r"\blike\W*$", re.I)
_OPEN_PRESENT = re.compile(r"\b(is|are)\b[^?]*\bopen\b(?!\s+(at|on|until|till|tomorrow))", re.I)


def first_sentence(text: str) -> str:
    """The first sentence of `text` (all of it when it has one)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."


def _booking(item: KbItem) -> str | None:
    booking = booking_line(item)
    return _sentence(booking) if booking else None


def describe_item(
    item: KbItem, now: datetime, question: str = "", when: AskedTime | None = None
) -> str:
    """One item as a short factual answer: what and where, the asked day's hours, how to book.

    `now` must be in the property's time zone: whether a venue is open is computed, not guessed.
    `when` is the time the guest asked about (None: today, and "open now" only if they asked
    "is it open?"). The full weekly hours are added only when the question is about hours and
    names no day.
    """
    if item.category == "faq":
        return item.summary()
    hours = item.opening_hours()
    lead = lead_line(item, now, question, when)
    facet = facet_of(question)
    facet_line = facet_sentence(item, facet) if facet else None
    if facet_line is not None:  # a facet question gets that field, not the blurb
        return f"{_sentence(lead)} {facet_line}"
    sentences = [_sentence(lead), _sentence(first_sentence(item.summary()))]
    if hours is not None and _ASKS_HOURS.search(question) and when is None:
        sentences.append(_sentence(f"Hours: {hours.describe()}"))
    booking = _booking(item)
    if booking:
        sentences.append(booking)
    return " ".join(sentences)


def lead_line(item: KbItem, now: datetime, question: str, when: AskedTime | None) -> str:
    """The start of every item's answer: its name, where it is, and the asked day's hours."""
    location = item.location_text()
    hours = item.opening_hours()
    lead = item.title() + (f" ({location})" if location else "")
    if hours is not None:
        lead += f": {hours_for(hours, when or _implied_now(question, now), now)}"
    return lead


def _implied_now(question: str, now: datetime) -> AskedTime | None:
    """A question like "is the pool open?" that names no time asks about now."""
    if _OPEN_PRESENT.search(question):
        return AskedTime("now", (now.date(),), now=True, explicit=False)
    return None


# A knowledge-base answer stays within about two SMS parts.
ANSWER_BUDGET = 300


def short_answer(
    item: KbItem,
    now: datetime,
    question: str,
    when: AskedTime | None = None,
    terms: TermStats | None = None,
) -> str:
    """What a careful front-desk person texts back: the answer first, extras only if they fit.

    The lead (name, place, the asked day's hours) always goes; the first sentence of the
    description and how to book follow only while the reply still fits one text, except that
    a description is shortened to its first clause rather than pushing the reply to a second.
    With the knowledge base's `terms`, the item's sentence that holds what the guest asked
    about ("what view...", "when is the season") comes right after the lead when the lead
    does not say it.
    """
    if item.category == "faq":
        reply = answer_yes_no(question, item, item.summary())
        focus = focus_sentence(item, question, terms, said=reply) if terms else None
        if focus and len(f"{reply} {focus}") <= ANSWER_BUDGET:
            reply = f"{reply} {focus}"
        return reply
    hours = item.opening_hours()
    lead = lead_line(item, now, question, when)
    reply = _sentence(lead)
    facet = facet_of(question)
    facet_line = facet_sentence(item, facet) if facet else None
    if facet_line is not None:  # a facet question gets that field, not the blurb
        return f"{reply} {facet_line}"
    focus = focus_sentence(item, question, terms, said=reply) if terms else None
    if asks_former_name(question):  # "the spa's old name": the sentence that tells it
        told = [s for s in _SENTENCE_END.split(item.summary()) if tells_former_name(s)]
        focus = _sentence(told[0]) if told else focus
    hint = hint_sentence(item, facet) if facet is not None else None
    if hint is not None:  # the facet has no field here: the sentence that speaks to it
        focus = _sentence(hint)
    asks_hours = bool(_ASKS_HOURS.search(question)) or when is not None
    if hours is not None and asks_hours:
        # An hours question: one text, the week's hours and booking only if they fit.
        extras = [_sentence(f"Hours: {hours.describe()}")] if when is None else []
        booking = _booking(item)
        if booking and _ASKS_BOOKING.search(question):
            extras.append(booking)
        for extra in extras:
            if fits_one_part(f"{reply} {extra}"):
                reply = f"{reply} {extra}"
        if focus and focus not in reply and len(f"{reply} {focus}") <= ANSWER_BUDGET:
            reply = f"{reply} {focus}"
        return reply
    # Anything else: what it is and how to book, as far as two texts go (whole sentences).
    parts = [reply, _sentence(first_sentence(item.summary()))]
    if focus is None and _ASKS_WHAT_IT_IS.search(question):
        parts = [reply, *_described(item, question, len(reply))]
    booking = _booking(item)
    if booking:
        parts.append(booking)
    if focus is None:
        return " ".join(parts)
    # The sentence that answers (or the part that holds it) goes right after the lead; the
    # rest while the budget lasts.
    focus = next((part for part in parts[1:] if focus.rstrip(".") in part), focus)
    reply = f"{reply} {focus}"
    for part in parts[1:]:
        if part not in reply and len(f"{reply} {part}") <= ANSWER_BUDGET:
            reply = f"{reply} {part}"
    return reply


def _described(item: KbItem, question: str, used: int) -> list[str]:
    """A description's sentences for "what is X?", while the budget lasts.

    The sentence naming most of X comes first (of a place with two names, the part asked).
    """
    description = item.summary()
    atmosphere = getattr(item, "atmosphere", "")
    if atmosphere and _ASKS_WHAT_IT_IS_LIKE.search(question):
        # "What is the sportsbook like?" asks how it feels to be there: the size, the screens
        # (thirty-fourth session, TUNE35), before what the place is.
        return [_sentence(atmosphere)]
    asked = set(_WORDS.findall(question.lower())) & set(_WORDS.findall(item.title().lower()))
    sentences = [_sentence(s) for s in _SENTENCE_END.split(description.strip()) if s]
    ranked = sorted(sentences, key=lambda s: -len(asked & set(_WORDS.findall(s.lower()))))
    chosen = [ranked[0]]
    for sentence in sentences:
        if sentence not in chosen and used + len(" ".join([*chosen, sentence])) < ANSWER_BUDGET:
            chosen.append(sentence)
    return chosen


def open_now_phrase(hours: WeeklyHours, now: datetime) -> str:
    """Whether it is open at `now`, computed, with today's hours: "open now (today 9 AM-5 PM)"."""
    today = hours.describe_day(now)
    state = hours.is_open(now)
    if state is None:
        return today
    return f"{'open now' if state else 'closed now'} ({today})"


def answer_from_items(
    items: list[KbItem],
    prop: Property,
    now: datetime,
    question: str,
    when: AskedTime | None = None,
    terms: TermStats | None = None,
    lead_answers: bool = False,
) -> str:
    """The best item answered briefly, or an honest "I don't have that" / "I'm not sure".

    `lead_answers`: the first item answers (a named venue's own field), whichever item
    states a yes or no.
    """
    if not items:
        return dont_know(prop)
    item = items[0] if lead_answers else best_item(question, items)
    if item is None:
        return not_sure(prop)
    lacking = lacking_detail(item, question)
    if lacking is not None:
        return detail_unknown(gap_phrase(item, lacking), prop)
    return short_answer(item, now, question, when, terms)


def lacks_asked_detail(items: list[KbItem], question: str, lead_answers: bool = False) -> bool:
    """Whether the item answered from holds nothing of the detail asked (a decline)."""
    item = items[0] if lead_answers and items else best_item(question, items)
    return item is not None and lacking_detail(item, question) is not None


def answer_from_hits(hits: list[Hit], prop: Property, now: datetime, question: str = "") -> str:
    """The best hit described, or an honest "I don't have that" with the property's number."""
    if not hits:
        return dont_know(prop)
    return describe_item(hits[0].item, now, question)


def not_sure(prop: Property) -> str:
    """A yes/no question the facts found do not settle."""
    return f"I'm not sure about that. {prop.name} can tell you at {prop.contact_phone}."


def dont_know(prop: Property) -> str:
    """What the concierge says when the knowledge base has no answer: what it can help with."""
    return f"Sorry, I don't have that information. {_can_help(prop)}"


def detail_unknown(gap: str, prop: Property) -> str:
    """The decline for a real place's missing detail: the gap said plainly, then as above."""
    return f"Sorry, I don't have {gap}. {_can_help(prop)}"


def _can_help(prop: Property) -> str:
    return (
        f"I can help with {prop.name}: dining, shows, rooms, the spa, the casino and "
        f"promotions. For anything else call {prop.contact_phone}."
    )
