"""A place asked for by its cuisine ("any pizza restaurant?"): the one venue of that cuisine.

"pizza restaurant" shares "restaurant" and "pizza" with an Italian restaurant's blurb ("pastas,
pizzas from the oven"), while the pizzeria never calls itself a restaurant; but the guest
asks for the place whose cuisine is pizza. A word of a cuisine beside a word for a place, in
either order (a Spanish or Portuguese question read through the glossary says "restaurant
pizza"), names that venue when it is the whole cuisine of just one venue: "breakfast" is but
a part of "American breakfast and comfort food", and a place for breakfast may be any cafe.
"""

from __future__ import annotations

import re

from agent.retrieval import KnowledgeIndex
from data.kb.schemas import KbItem

_PLACE = r"(?:restaurants?|places?|spots?|joints?|eatery|eateries)"
_WORD = r"([a-z][a-z'-]+)"
_BESIDE_PLACE = (re.compile(rf"\b{_WORD}\s+{_PLACE}\b"), re.compile(rf"\b{_PLACE}\s+{_WORD}\b"))


def cuisine_place(question: str, index: KnowledgeIndex) -> KbItem | None:
    """The one venue whose whole cuisine is a word said beside a word for a place, or None."""
    terms = index.terms
    text = question.lower()
    for pattern in _BESIDE_PLACE:
        for match in pattern.finditer(text):
            said = set(terms.content_terms(match.group(1)))
            if not said:
                continue
            serving = [
                item
                for item in index.kb.items
                if said == set(terms.content_terms(getattr(item, "cuisine", None) or ""))
            ]
            if len(serving) == 1:
                return serving[0]
    return None


def cuisine_first(question: str, items: list[KbItem], index: KnowledgeIndex) -> list[KbItem]:
    """`items`, the venue of the cuisine asked for first (see `cuisine_place`)."""
    wanted = cuisine_place(question, index)
    if wanted is None or (items and items[0] is wanted):
        return items
    return [wanted, *(item for item in items if item is not wanted)]
