"""What a guest asks us to book, when the knowledge base never names it.

"can you book me a helicopter transfer from the city": no item speaks of helicopters, so no
venue's booking note fits and the honest reply says the concierge has no word of it.
"""

from __future__ import annotations

import re

from agent.missing_thing import THING_ENDS, THING_WORDS
from agent.retrieval_terms import TermStats

# The thing follows the booking verb ("reserve us a cabana", "book a limo for 8").
_BOOKS = re.compile(
    r"\b(?:book|reserve|rent|hire|arrange|schedule)(?: me| us)?\s+((?:[\w'-]+\s*){1,5})",
    re.IGNORECASE,
)
_LEADING = frozenset("a an the some one two any our my".split())
_WORD = re.compile(r"[a-z0-9'-]+")
# Where the thing goes or when, not what it is ("a tour over the river", "a car tomorrow").
_ENDS = THING_ENDS | frozenset(
    "over across through between up down tonight tomorrow together somewhere anywhere here "
    "there".split()
)


def unknown_booked_thing(text: str, terms: TermStats) -> str | None:
    """The thing asked to be booked ("a helicopter transfer") when a word of it is unknown."""
    unknown = set(terms.unknown_terms(text))
    if not unknown:
        return None
    for match in _BOOKS.finditer(text.lower()):
        thing: list[str] = []
        for word in (w for w in _WORD.findall(match.group(1)) if w not in _LEADING):
            if word in _ENDS or len(thing) == THING_WORDS:
                break
            thing.append(word)
        if any(t in unknown and not t.isdigit() for w in thing for t in terms.content_terms(w)):
            return " ".join(thing)
    return None
