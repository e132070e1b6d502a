"""Questions about who is on, on a given day: "who's headlining the comedy club friday".

The knowledge base holds places and their weekly hours, not who plays, performs or spins on
which date. A question asking who, of a named day, wants that day's lineup: declined
honestly, not answered with the venue's blurb (its "DJ-driven lounge" names no DJ). Asking
who has or serves something ("who's got wings tonight") is asking for a place, and asking
whom to call ("who do i call tonight") for a contact: both are answered as before.
"""

from __future__ import annotations

import re
from datetime import datetime

from agent.dates import parse_when

# A person asked for: "who's", "who is", "who are", "who will be", "who plays/performs".
_WHO = re.compile(
    r"\bwho(?:'s|s| is| are| will be|'ll be|'re)?\s+"
    r"(?!(?:open|got|has|have|having|serving|serves|serve|making|makes|make|does|do|did|sells?|"
    r"selling|can|could|should|to|i|we)\b)",
    re.I,
)


# Which act or event is asked for by its kind: "which band plays saturday", "what show is on
# tonight", "what expo is in the hall next weekend". A kind of place ("what bar is open
# tonight") asks for a place, and is no such kind.
_WHICH_ACT = re.compile(
    r"\b(?:what|which|wat|whats|what's)(?: kind of| sort of)? (?:comedians?|comics?|bands?|"
    r"acts?|artists?|singers?|musicians?|performers?|headliners?|djs?|shows?|concerts?|"
    r"events?|expos?|exhibitions?|conventions?|fights?|matchups?|opponents?|teams?|movies?|"
    r"films?|gigs?|tours?|performances?)\b(?! (?:venues?|rooms?|theaters?|theatres?|halls?|"
    r"places?|bars?|restaurants?|cent(?:er|re)s?|arenas?)\b)|"
    # Who or what tops the bill: "the headliner friday", "saturday's lineup".
    r"\b(?:headlin\w*|line-?ups?|who(?:'s|s| is)? (?:on|up|playing|performing))\b",
    re.I,
)
# Whether a dated event still has seats: "is saturday's game sold out", "any tickets left".
_SOLD_OUT = re.compile(
    r"\b(?:sold out|sell(?:ing)? out|(?:tickets?|tix|seats?) (?:left|remaining|still available)|"
    r"still (?:have|got|has) (?:any )?(?:tickets?|tix|seats?)|"
    r"(?:also|still|any) (?:tickets?|tix|seats?)(?: left| available)?\W*$)",
    re.I,
)


def asks_a_lineup(question: str, now: datetime) -> bool:
    """Whether the question asks who or what is on (performing, playing) on a named day.

    Or whether that day's event is sold out: the knowledge base keeps no calendar of events
    and no count of the seats left.
    """
    if parse_when(question, now) is None:
        return False
    return any(p.search(question) is not None for p in (_WHO, _WHICH_ACT, _SOLD_OUT))
