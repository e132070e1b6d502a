"""Questions about a physical measure: "how deep is the pool", "what's the garage's clearance".

The knowledge base gives few lengths and heights ("34-story Sky Tower", "a 140-foot ..."). A
question asking how tall, deep, wide or high something is, or its height, depth, width or
clearance, is answered only by an item that states such a measure: a number with a unit of
length or a count of stories (an area only by the named venue's own square feet). The pool's
blurb, or a steakhouse that bears a player's name ("how tall is michael jordan"), is no
answer; the guest gets an honest decline.
"""

from __future__ import annotations

import re

from data.kb.schemas import KbItem

_ASKS_A_MEASURE = re.compile(
    r"\b(?:how\s+(?:deep|tall|high|wide|heavy|thick|shallow|low)\b(?!\s+(?:are|is)\s+(?:the\s+)?"
    r"(?:limits?|stakes|minimums?|odds|prices?|rates?|fees?))|"
    r"(?:height|depth|width|clearance|dimensions?|measurements?)\b|"
    # A size asked in a unit of length: "the bag limit in inches", "how many feet long".
    r"(?:in|how many) (?:inches|inch|centimet(?:er|re)s|cm|millimet(?:er|re)s|mm)\b|"
    # ... or in a larger one: "how many yards is the course", "how many feet up".
    r"how many (?:square )?(?:yards|feet|met(?:er|re)s)\b|"
    r"(?:exact|max(?:imum)?) (?:\w+ )?sizes?\b|size (?:limits?|restrictions?)\b)",
    re.I,
)
# "How long" of a thing that stretches is its length, not a time ("how long is the river",
# "the length of the bar"; "how long is the show" or "the wait" asks a duration).
_LENGTH = re.compile(
    r"\b(?:how long|(?:total |full )?length of)(?: (?:is|are|was|'s|s))? "
    r"(?:the |that |this |a |an )?"
    r"(?:[\w-]+ ){0,3}(?:rivers?|bridges?|trails?|paths?|walkways?|boardwalks?|tracks?|roads?|"
    r"highways?|lakes?|beach(?:es)?|runways?|hallways?|corridors?|escalators?|pools?|slides?|"
    r"ziplines?|tunnels?|concourses?|promenades?|bars? counters?|golf course|fairways?)\b"
    r"(?! (?:open|opened|closed|close|shut|busy|for|during|until|till|today|tonight|this)\b)"
    # Chinese names the thing first: "泰晤士河有多长" reads "thames river how long".
    r"|\b(?:rivers?|bridges?|trails?|lakes?|beach(?:es)?|tunnels?|roads?) (?:how long|length)\b",
    re.I,
)
# Whether a thing of a given length fits: "does the safe fit a 15 inch laptop", "is the tub
# big enough for someone 6 ft 4" (Portuguese "polegadas" reads as inches).
_FITS = re.compile(r"\b(?:fits?|(?:big|large|long|wide|deep|tall) enough|room for)\b", re.I)
_GIVEN_LENGTH = re.compile(
    r"\b\d[\d.,]*\s*-?\s*(?:inch|inches|in\.|\"|cm|centimet(?:er|re)s?|mm|feet|foot|ft)(?!\w)"
    r"|\b\d\s*['\u2032\u2019]\s*\d",
    re.I,
)
# A number and a unit of length, or a count of stories ("34-story", "140-foot", "12 ft").
_STATES_A_MEASURE = re.compile(
    r"\b\d[\d,.]*\s*-?\s*(?:foot|feet|ft|inch|inches|in\.|meters?|metres?|m\b|yards?|stor(?:y|ies)"
    r"|floors?|levels?)|\d\s*['\u2032\u2019]",
    re.I,
)


# An area: "how many square feet is the suite", "metros cuadrados" (read "square feet").
_AREA = re.compile(
    r"\b(?:square (?:feet|foot|yards?|met(?:er|re)s?)|sq\.? ?(?:ft|feet|m)|floor space)\b", re.I
)
_STATES_AN_AREA = re.compile(r"\bsquare (?:feet|foot|yards?|met(?:er|re)s?)\b", re.I)


def asks_a_measure(question: str) -> bool:
    """Whether the question asks how tall, deep, wide or high something is, or if a length fits."""
    if _ASKS_A_MEASURE.search(question) is not None or _LENGTH.search(question) is not None:
        return True
    return _FITS.search(question) is not None and _GIVEN_LENGTH.search(question) is not None


def states_the_measure_asked(question: str, text: str) -> bool:
    """Whether `text` states the kind of measure the question asks (an area, else a length)."""
    if _AREA.search(question) is not None:
        return _STATES_AN_AREA.search(text) is not None
    return asks_a_measure(question) and _STATES_A_MEASURE.search(text) is not None


def measures_what_is_asked(question: str, item: KbItem, of_item: bool = True) -> bool:
    """False only for a question asking a physical measure that the item's text never states.

    An area is only the item's own when `of_item` (the venue words the question names are the
    item's): the shops' square feet are no answer to how many square feet a suite has.
    """
    if _AREA.search(question) is not None:
        return of_item and _STATES_AN_AREA.search(item.search_text()) is not None
    return not asks_a_measure(question) or _STATES_A_MEASURE.search(item.search_text()) is not None
