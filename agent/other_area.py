"""A thing asked for in one part of the resort, led by an item in another: an honest decline.

"is there a hot tub in the earth tower rooms": the Sky Tower's pool has a hot tub, but the guest
asked about the Earth Tower. The resort's parts are the places several items are located in (a
tower, a casino). A question that places what it asks for in one of them is not answered by
an item located in another part that never mentions the one asked about. "Near the arena" or
"from the sky tower" says where the guest is or is going, not where the thing is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from data.kb.schemas import KbItem

# A part counts when at least this many items' locations name it.
AREA_ITEMS = 2
# Location text splits into place phrases at these ("Sky Tower and Earth Tower").
_PLACES = re.compile(r"[,;()]|\band\b|\bnext to\b|\bbeside\b|\boff\b|\bnear\b")
_LEADING = re.compile(r"^(?:the|in the|inside the)\s+")
_TRAILING = re.compile(r"\s+(?:hotel|lobby|side|area)$")
# Words before a part that say where the guest is or goes, not where the thing is.
_BESIDE = re.compile(
    r"\b(?:near|by|next to|close to|beside|from|to|towards?|across from|walk from|far from)"
    r"\s+(?:the\s+)?$"
)


@cache
def _areas(locations: tuple[str, ...]) -> tuple[str, ...]:
    """The place phrases at least `AREA_ITEMS` of the locations name, longest first."""
    phrases = set()
    for location in locations:
        for part in _PLACES.split(location):
            phrase = _TRAILING.sub("", _LEADING.sub("", " ".join(part.split())))
            if len(phrase.split()) >= 2:  # one word ("winter") names no part on its own
                phrases.add(phrase)
    counted = [p for p in phrases if sum(_names(loc, p) for loc in locations) >= AREA_ITEMS]
    return tuple(sorted(counted, key=len, reverse=True))


def _names(text: str, phrase: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}\b", text) is not None


def resort_areas(items: Sequence[KbItem]) -> tuple[str, ...]:
    """The resort's parts ("sky tower", "casino of the earth"), lowercase."""
    return _areas(tuple((item.location_text() or "").lower() for item in items))


def asked_area(question: str, items: Sequence[KbItem]) -> str | None:
    """The part of the resort the question places what it asks for in, or None."""
    text = " ".join(question.lower().split())
    for area in resort_areas(items):
        for match in re.finditer(rf"\b{re.escape(area)}\b", text):
            if not _BESIDE.search(text[: match.start()]):
                return area
    return None


def lead_elsewhere(question: str, lead: KbItem, items: Sequence[KbItem]) -> bool:
    """Whether `lead` is located in another part than the one asked and never mentions it."""
    area = asked_area(question, items)
    location = (lead.location_text() or "").lower()
    if area is None or not location:
        return False  # an FAQ or a place without a location speaks for the whole resort
    if _names(location, area) or _names(lead.search_text().lower(), area):
        return False
    return any(_names(location, other) for other in resort_areas(items) if other != area)
