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
from agent.retrieval_terms import TermStats
from data.kb.schemas import KbItem

_PLACE = r"(?:restaurants?|places?|spots?|joints?|eatery|eateries)"
_WORD = r"([a-z][a-z'-]+)"
# Words of a guest wishing for food or asking for a pick, as read through the glossary too.
_WISH = re.compile(
    r"\b(?:eat|eating|craving|crave|hungry|want|wanna|feel like|in the mood for|recommend\w*|"
    r"suggest\w*|is there|are there|any good)\b"
)
_BESIDE_PLACE = (re.compile(rf"\b{_WORD}\s+{_PLACE}\b"), re.compile(rf"\b{_PLACE}\s+{_WORD}\b"))
_ALL_YOU_CAN_EAT = re.compile(r"\ball[- ]you[- ]can[- ]eat\b")
# Words of a wish that ask for nothing more ("any good pizza here, which one").
_FILLER = (
    "good great best bad badly really which what where one some food place spot resort here "
    "there tonight today now get go eat"
)


def _wished(text: str, terms: TermStats) -> list[str]:
    """The one food a wish asks for ("want to eat pizza, any good one?": "pizza"), or none."""
    if _WISH.search(text) is None:
        return []
    text = _ALL_YOU_CAN_EAT.sub("buffet", text)  # a kind of place, no wish to eat
    asked = set(terms.content_terms(_WISH.sub(" ", text))) - set(terms.content_terms(_FILLER))
    # The food must be all that is asked: "a steakhouse, all you can eat" asks for a kind of
    # steakhouse, which the one steakhouse may not be.
    words = re.findall(r"[a-z][a-z'-]+", text)
    return [w for w in words if asked and asked == set(terms.content_terms(w))]


def cuisine_place(question: str, index: KnowledgeIndex) -> KbItem | None:
    """The one venue whose whole cuisine is a word said beside a word for a place, or None.

    A wish for food ("want to eat pizza, any recommendation?", "craving a burger") needs no
    word for a place: the food wished for is the cuisine asked.
    """
    terms = index.terms
    text = question.lower()
    beside = [match.group(1) for pattern in _BESIDE_PLACE for match in pattern.finditer(text)]
    for word in [*beside, *_wished(text, terms)]:
        said = set(terms.content_terms(word))
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
