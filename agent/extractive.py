"""Answers composed from knowledge-base facts alone: the no-LLM path, never a bare "call us"."""

from __future__ import annotations

import re
from datetime import datetime

from agent.retrieval import Hit
from data.kb.hours import WeeklyHours
from data.kb.schemas import KbItem
from data.properties import Property

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_ASKS_HOURS = re.compile(r"\b(hours?|open|opens|close[sd]?|closing|when|what time|late)\b", re.I)
# Booking notes that are a bare policy ("Recommended", "Not taken") read better labelled.
_BARE_POLICY = re.compile(
    r"^(recommended|required|not|suggested|encouraged|accepted|essential|optional|strongly)\b",
    re.I,
)


def first_sentence(text: str) -> str:
    """The first sentence of `text` (all of it when it has one)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."


def _booking(item: KbItem) -> str | None:
    booking = item.booking_text()
    if not booking:
        return None
    if _BARE_POLICY.match(booking.strip()):
        booking = f"Reservations: {booking}"
    return _sentence(booking)


def describe_item(item: KbItem, now: datetime, question: str = "") -> str:
    """One item as a short factual answer: what and where, today's hours, how to book.

    `now` must be in the property's time zone: whether a venue is open is computed, not guessed.
    The full weekly hours are added only when the question is about hours.
    """
    if item.category == "faq":
        return item.summary()
    location = item.location_text()
    hours = item.opening_hours()
    lead = item.title() + (f" ({location})" if location else "")
    if hours is not None:
        lead += f": {open_now_phrase(hours, now)}"
    sentences = [_sentence(lead), _sentence(first_sentence(item.summary()))]
    if hours is not None and _ASKS_HOURS.search(question):
        sentences.append(_sentence(f"Hours: {hours.describe()}"))
    booking = _booking(item)
    if booking:
        sentences.append(booking)
    return " ".join(sentences)


def open_now_phrase(hours: WeeklyHours, now: datetime) -> str:
    """Whether it is open at `now`, computed, with today's hours: "open now (today 9 AM-5 PM)"."""
    today = hours.describe_day(now)
    state = hours.is_open(now)
    if state is None:
        return today
    return f"{'open now' if state else 'closed now'} ({today})"


def answer_from_items(items: list[KbItem], prop: Property, now: datetime, question: str) -> str:
    """The first item described, or "I don't have that" when there is none."""
    if not items:
        return dont_know(prop)
    return describe_item(items[0], now, question)


def answer_from_hits(hits: list[Hit], prop: Property, now: datetime, question: str = "") -> str:
    """The best hit described, or an honest "I don't have that" with the property's number."""
    if not hits:
        return dont_know(prop)
    return describe_item(hits[0].item, now, question)


def dont_know(prop: Property) -> str:
    """What the concierge says when the knowledge base has no answer."""
    return (
        f"Sorry, I don't have that information. {prop.name} can help at {prop.contact_phone} "
        f"or {prop.website}."
    )
