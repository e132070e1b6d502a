"""Questions asking an amount the knowledge base never states: a rate, a fee, a ticket's price.

The knowledge base prices places by level ("$$") and names no amount: what a room costs a
night, a buffet per person, a corkage fee, a club's cover charge or a show's ticket are
declined honestly, not answered with the place's price level or blurb. "how expensive is the
steakhouse" asks the level and is answered. Read on the English reading of the question (other
languages' through the glossary: "por noche", "por pessoa", "一晚", "每人").
"""

from __future__ import annotations

import re

_HOW_MUCH = (
    r"(?:how much|what(?:'s| is| does)?(?: it)? cost|price|prices|pricing|cost|costs|rate|rates)"
)
# An amount per unit: "per night", "a night", "per person", "one night ... how much".
_PER_UNIT = re.compile(
    r"\b(?:per|a|each|one|1) (?:night|nite|person|head|adult|guest|pax|hour)\b", re.I
)
_ASKS_AMOUNT = re.compile(r"\b" + _HOW_MUCH + r"\b", re.I)
# A fee or a ticket that is an amount by its nature, whatever the wording around it.
_FEE = re.compile(
    r"\b(?:corkage|cover charge|charges? (?:a |any )?cover|cover fee|entry fee|"
    r"(?:is there|do they have|any) (?:a )?cover\b(?! (?:letter|band|song)s?\b))",
    re.I,
)
_TICKET = re.compile(r"\b(?:tickets?|tix)\b", re.I)
# A table's betting limit is an amount too, however short it is written: "the blackjack
# min", "craps max", "min bet", "table limits". "the min age", "a 60 min massage" ask none.
_GAMES = r"(?:blackjack|bj|craps|roulette|baccarat|poker|pai gow|slots?|tables?|games?)"
_BET_LIMIT = re.compile(
    r"\b(?:" + _GAMES + r" (?:mins?|max(?:imum)?s?|limits?)|(?:min|max|minimum|maximum) "
    r"(?:bets?|wagers?|stakes?|buy-? ?ins?)|(?:betting|table) (?:limits?|mins?|minimums?))\b",
    re.I,
)


def asks_an_exact_price(question: str) -> bool:
    """Whether the question asks an amount: a rate per unit, a fee, a ticket's or a bet's."""
    if _FEE.search(question) is not None or _BET_LIMIT.search(question) is not None:
        return True
    if _ASKS_AMOUNT.search(question) is None:
        return False
    return _PER_UNIT.search(question) is not None or _TICKET.search(question) is not None
