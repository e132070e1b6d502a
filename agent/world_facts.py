"""Questions about the world, not the resort: an exchange rate, a flight, a private life.

"who is michael jordan's wife", "how much is the dollar in pesos", a share price: the
knowledge base holds none of these, so such a question is declined honestly, whatever venue
its words happen to name (Michael Jordan's Steak House; a Mexican grill for "pesos
mexicanos"). Read on the English reading of the question (other languages' through the
glossary).
"""

from __future__ import annotations

import re

_CURRENCIES = (
    r"(?:pesos?|euros?|yuan|rmb|reais|reals?|pounds? sterling|yen|canadian dollars?|"
    r"bitcoin|crypto)"
)
_WORLD_FACT = re.compile(
    r"\b(?:exchange rates?|conversion rates?|currency (?:rates?|conversion)|"
    r"(?:dollars?|usd) (?:to|in|into|vs|versus|against) " + _CURRENCIES + r"|"
    r"how much is (?:it |the )?(?:dollars?|usd)(?! (?:bills?|chips?|slots?|tables?|minimum)\b)|"
    r"(?:stock|share) (?:price|market)|flight (?:status|delayed|on time)|is my flight|"
    r"(?:news )?headlines (?:today|this morning|tonight)|in the news|breaking news|"
    # Someone's private life: whom they married, how rich or old they are.
    r"who(?:'s| is| was)? (?:[\w']+ ){0,3}(?:wife|husband|girlfriend|boyfriend|spouse|"
    r"married to|dating)|net worth|how old is (?!(?:the|this|that|it|your|our|my)\b))",
    re.IGNORECASE,
)


def asks_a_world_fact(question: str) -> bool:
    """Whether the question asks a fact of the world the resort's knowledge base never holds."""
    return _WORLD_FACT.search(question) is not None
