"""Answers composed from knowledge-base facts alone: the no-LLM path, never a bare "call us"."""

from __future__ import annotations

import re
from datetime import datetime

from agent.retrieval import Hit
from data.kb.schemas import KbItem
from data.properties import Property

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def first_sentence(text: str) -> str:
    """The first sentence of `text` (all of it when it has one)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def describe_item(item: KbItem, now: datetime) -> str:
    """One item as a short factual answer: what it is, where, when, how to book.

    `now` must be in the property's time zone; whether a venue is open is computed, not guessed.
    """
    if item.category == "faq":
        return item.summary()
    parts = [f"{item.title()}: {first_sentence(item.summary())}"]
    location = item.location_text()
    if location:
        parts.append(f"Location: {location}.")
    hours = item.opening_hours()
    if hours is not None:
        today = hours.describe_day(now)
        parts.append(f"Hours: {hours.describe()} ({today}).")
    booking = item.booking_text()
    if booking:
        parts.append(booking if booking.endswith(".") else f"{booking}.")
    return " ".join(parts)


def answer_from_hits(hits: list[Hit], prop: Property, now: datetime) -> str:
    """The best hit described, or an honest "I don't have that" with the property's number."""
    if not hits:
        return dont_know(prop)
    return describe_item(hits[0].item, now)


def dont_know(prop: Property) -> str:
    """What the concierge says when the knowledge base has no answer."""
    return (
        f"Sorry, I don't have that information. {prop.name} can help at {prop.contact_phone} "
        f"or {prop.website}."
    )
