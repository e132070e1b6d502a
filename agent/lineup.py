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


def asks_a_lineup(question: str, now: datetime) -> bool:
    """Whether the question asks who is on (performing, playing, working) on a named day."""
    return _WHO.search(question) is not None and parse_when(question, now) is not None
