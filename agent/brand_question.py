"""Questions about a product's brand: "what brand of shampoo is in the bathrooms".

The knowledge base names places and what they offer, not the makers of their soap, mattresses,
treadmills or slot machines: such a question is declined honestly rather than answered with the
room's or the gym's blurb.
"""

from __future__ import annotations

import re

_BRAND = re.compile(
    r"\b(?:what|which|wat) (?:brand|brands|make|label|maker|manufacturer)s?\b|"
    r"\bbrand (?:of|are|is)\b|\bwhat kind of (?:mattress|mattresses|shampoo|soap|toiletries|"
    r"pillows|sheets|coffee machine|espresso machine|treadmills?)\b|"
    r"\b(?:are|is) (?:the|they|these|those) (?:\w+ ){0,4}(?:pelotons?|tempur ?pedics?|"
    r"nespressos?|keurigs?)\b",
    re.IGNORECASE,
)


def asks_a_brand(question: str) -> bool:
    """Whether the question asks which brand or maker a product is."""
    return _BRAND.search(question) is not None
