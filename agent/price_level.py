"""Questions that ask for a price level, not a place: "cheap eats?", "fanciest restaurant".

The guest names no venue and no dish the knowledge base can match word for word ("cheap",
"affordable", "fancy" are in no item's text): the answer is the place to eat whose price range
is the lowest (or highest), among those that fit what else the question says.
"""

from __future__ import annotations

import re
from typing import Literal

from agent.retrieval import Hit, KnowledgeIndex

PriceLevel = Literal["low", "high"]

_LOW = re.compile(
    r"\b(cheap\w*|inexpensive|affordable|budget|low[- ]cost|bargain|value|not (too )?expensive|"
    r"not (too )?pricey)\b",
    re.I,
)
_HIGH = re.compile(
    r"\b(fanc\w*|upscale|high[- ]end|luxur\w*|most expensive|priciest|splurge|fine dining|"
    r"classy|nicest|special occasion|swanky|fine restaurant)\b",
    re.I,
)
# A high word the guest wants none of ("doesnt like anything fancy", "nothing fancy",
# "not too upscale") asks for no price level: it rules a kind of place out, it does not pick one.
_NOT_HIGH = re.compile(
    r"\b(?:not|no|nothing|never|without|hates?|hating|dislikes?|"
    r"(?:doesn'?t|don'?t|dont|doesnt|won'?t|wont) (?:like|want|need|do)|isn'?t|isnt|aren'?t)"
    r"(?: (?:too|so|very|anything|something|somewhere|any|a|really|super)){0,2} "
    r"(?:fanc\w*|upscale|high[- ]end|luxur\w*|classy|swanky)\b",
    re.I,
)
_EATING = re.compile(
    r"\b(eat|eats|eating|food|restaurants?|dinner|lunch|breakfast|brunch|meals?|dine|dining|"
    r"bite|grub|place to eat|somewhere to eat|"
    # A dish names a meal too: "a quick cheap burger", "loves a good steak ... fanciest place".
    r"steaks?|burgers?|pizza|sushi|tacos?|seafood|pasta|sandwich(es)?|noodles|ramen|wings|"
    r"bbq|barbecue)\b",
    re.I,
)
_ORDER = {"$": 1, "$$": 2, "$$$": 3, "$$$$": 4}
# A cuisine or a dish named beside the price level: the places that serve it are the choice.
_SERVED = re.compile(
    r"\b(italian|mexican|asian|chinese|japanese|american|irish|seafood|steak|steaks|steakhouse|"
    r"burgers?|pizza|sushi|tacos?|pasta|pastas|noodles|ramen|wings|bbq|barbecue|lobster|"
    r"oysters?|dim sum|brunch|breakfast|dessert|sandwich(?:es)?|deli|tapas)\b",
    re.I,
)


def _serves_what_is_named(question: str, item: object) -> bool:
    """Whether the item's text holds every cuisine or dish word the question names.

    With none named, False: no place is preferred on that ground.
    """
    named = {match.lower() for match in _SERVED.findall(question)}
    if not named:
        return False
    text = item.search_text().lower()  # type: ignore[attr-defined]
    return all(re.search(rf"\b{re.escape(word.rstrip('s'))}", text) for word in named)


def price_level(question: str) -> PriceLevel | None:
    """The price level a question about eating asks for, or None."""
    if not _EATING.search(question):
        return None
    if _LOW.search(question) and not re.search(r"\bnot (too )?cheap\b", question, re.I):
        return "low"
    return "high" if _HIGH.search(_NOT_HIGH.sub(" ", question)) else None


def prefer_price_level(
    hits: list[Hit], question: str, index: KnowledgeIndex, level: PriceLevel
) -> list[Hit]:
    """Hits with the lowest- (or highest-) priced place to eat first.

    Among places at that level, the one the question fits best ("cheap pizza") leads; with
    no place priced, the hits as they were.
    """
    priced = [
        item for item in index.kb.items if str(getattr(item, "price_range", "") or "") in _ORDER
    ]
    # "an upscale italian with house-made pasta": the priciest of the places that serve it
    # (thirty-fifth session, TUNE25's Spanish question), not the priciest of all.
    fitting = [item for item in priced if _serves_what_is_named(question, item)]
    priced = fitting or priced
    if not priced:
        return hits
    ranks = [_ORDER[str(item.price_range)] for item in priced]  # type: ignore[attr-defined]
    target = min(ranks) if level == "low" else max(ranks)
    at_level = {item.id for item, rank in zip(priced, ranks, strict=True) if rank == target}
    ranked = index.search(question, k=len(index.kb.items), min_score=0.0)
    best = next((hit for hit in ranked if hit.item.id in at_level and hit.score > 0), None)
    if best is None:
        item = next(item for item in priced if item.id in at_level)
        best = Hit(item=item, score=0.0)
    return [best, *(hit for hit in hits if hit.item.id != best.item.id)]
