"""Where to park for a named venue: "which garage should i use for the wolf den".

The venue's name finds the venue, whose blurb says nothing of parking. The item that tells
which garage serves which part of the resort, and names that venue (or the place it is in),
answers: it goes first. A question about the garages themselves ("is the garage free") or
one that names no venue is left as it is.
"""

from __future__ import annotations

import re

from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import named_item
from data.kb.schemas import KbItem

# Asks where to leave the car: "which garage", "where do i park", "best lot for", "estacionar".
_ASKS_PARKING = re.compile(
    r"\b(?:which|what|best|closest|nearest|where)\b[\w' ]{0,30}\b(?:garages?|lots?|park|parking)\b"
    r"|\bwhere (?:do|should|can|could) (?:i|we) park\b"
    r"|\b(?:park|garage|parking) (?:for|near|closest to|nearest to|by|to)\b",
    re.I,
)
_PARKING_WORDS = frozenset("garage garages parking park lot lots".split())


def _about_parking(item: KbItem) -> bool:
    text = f"{item.title()} {' '.join(getattr(item, 'tags', []) or [])}".lower()
    return any(word in _PARKING_WORDS for word in re.findall(r"[a-z]+", text))


def parking_for_venue(
    question: str, index: KnowledgeIndex, lead: KbItem | None = None
) -> KbItem | None:
    """The parking item that names the venue the question asks to park for, or None.

    With no venue named, a place named by a word of its name counts only when the `lead`
    found is no parking item (a garage item that found the words asked keeps its place), or
    is a parking FAQ that names no such place: an FAQ answers its own question ("how much is
    parking"), not which garage serves the place.
    """
    if _ASKS_PARKING.search(question) is None:
        return None
    venue = named_item(question, index)
    if venue is None:
        found = _parking_for_place(question, index)
        if (
            lead is not None
            and _about_parking(lead)
            and (
                found is None or lead.category != "faq" or _names_place_asked(question, lead, index)
            )
        ):
            return None
        return found
    if venue.category == "overview" or _about_parking(venue):
        return None
    parkers = [item for item in index.kb.items if item is not venue and _about_parking(item)]
    # The venue by its own name first; the place it is in only when no item names it.
    for place in filter(None, [venue.title(), venue.location_text()]):
        found = next((i for i in parkers if place.lower() in i.summary().lower()), None)
        if found is not None:
            return found
    return None


def _parking_for_place(question: str, index: KnowledgeIndex) -> KbItem | None:
    """The one parking item that names the place asked about by a word of its name.

    "where do i park for a show at the arena": "arena" alone names no venue (the property's
    name is left off), but the item that tells which garage serves the Arena answers.
    """
    naming = [
        item
        for item in index.kb.items
        if _about_parking(item) and _names_place_asked(question, item, index)
    ]
    return naming[0] if len(naming) == 1 else None


def _names_place_asked(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` names the place `question` names by a word of a venue name.

    Parking words and the property's own name name no place; False when none is named.
    """
    asked = set(index.terms.content_terms(index.terms.correct(question)))
    parking = {index.terms.stem(word) for word in _PARKING_WORDS}
    place = (asked & index.name_words) - parking - index.property_words
    return bool(place) and place <= set(index.terms.content_terms(item.summary()))
