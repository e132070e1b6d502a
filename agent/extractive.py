"""Answers composed from knowledge-base facts alone: the no-LLM path, never a bare "call us"."""

from __future__ import annotations

import re
from datetime import datetime

from agent.retrieval import Hit
from data.kb.schemas import KbItem
from data.properties import Property

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_ASKS_HOURS = re.compile(r"\b(hours?|open|opens|close[sd]?|closing|when|what time|late)\b", re.I)
_MENTIONS_BOOKING = re.compile(r"\b(reserv|book|call|ticket|walk|join|sign up)", re.I)


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
    if not _MENTIONS_BOOKING.search(booking):
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
        lead += f": {hours.describe_day(now)}"
    sentences = [_sentence(lead), _sentence(first_sentence(item.summary()))]
    if hours is not None and _ASKS_HOURS.search(question):
        sentences.append(_sentence(f"Hours: {hours.describe()}"))
    booking = _booking(item)
    if booking:
        sentences.append(booking)
    return " ".join(sentences)


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
