"""Questions about something at the guest's own home: "how do i cook a steak like that at home".

Everything the knowledge base describes is at the resort. A guest who places what they ask in
their own home, kitchen or neighbourhood asks about a place the concierge knows nothing of,
even when the words match a venue (our pizzeria for a home pizza recipe). Such a question is
declined honestly, except when it asks how to travel: the drive from home is ours to answer.
"""

from __future__ import annotations

import re

from agent.retrieval_facets import facet_of

# "at home", "at my house", "near our place", "in my kitchen", "where i live".
_AWAY = re.compile(
    r"\b(?:at home|"
    r"(?:at|in|near|around|by|close to) (?:my|our) "
    r"(?:own )?(?:house|home|place|apartment|apt|kitchen|backyard|yard|neighbou?rhood|town|city)|"
    r"where (?:i|we) live)\b",
    re.I,
)
_TRAVEL = frozenset({"driving", "train", "bus", "air"})
_CLAUSES = re.compile(r"[,.;:!?]+|\b(?:but|so|and then)\b", re.I)
# Home is where the question is asked of only in a clause that asks; "left my charger at
# home, does the gift shop sell them" tells what stayed there.
_ASKS = re.compile(
    r"\b(?:how|what|whats|what's|where|which|who|can|could|should|is there|are there|any|"
    r"best|good|recommend)\b",
    re.I,
)
_LEFT_THERE = re.compile(r"\b(?:left|leave|forgot|forget|forgotten)\b", re.I)


def away_place(question: str) -> str | None:
    """The words placing what the question asks at the guest's own home, or None.

    None for a travel question ("how long is the drive from my house").
    """
    if facet_of(question) in _TRAVEL:
        return None
    for clause in _CLAUSES.split(question):
        match = _AWAY.search(clause)
        if match and _ASKS.search(clause) and not _LEFT_THERE.search(clause):
            return match.group(0).lower()
    return None
