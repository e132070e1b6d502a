"""Questions about one staff member's shifts: "what nights does kevin bartend at the pub".

The knowledge base holds places, not people: who works when is for the venue to say, so such
a question is declined honestly rather than answered with the venue's blurb. A name the
knowledge base itself uses ("does bobby flay cook there") is a venue's, not a shift's.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_DUTY = (
    r"(?:bartend\w*|work(?:s|ing)?|deal(?:s|ing)?|serv(?:e|es|ing)|host(?:s|ing)?|"
    r"waitress\w*|waits tables|tend(?:s|ing)? bar|dj(?:s|ing)?|spin(?:s|ning)?|do(?:es)? "
    r"massages?|massag\w*|shift)"
)
# "does kevin bartend", "is maria working tonight", "what days does the dealer named joe deal".
_ONE_PERSON = re.compile(
    rf"\b(?:does|is|will|when does|what (?:nights?|days?|times?|shifts?) does) "
    rf"(?P<name>[a-z]+) {_DUTY}\b|"
    rf"\b(?:bartender|dealer|server|waiter|waitress|host|therapist|masseuse|masseur|dj|"
    rf"valet|housekeeper|concierge) (?:named|called) (?P<named>[a-z]+)\b|"
    rf"\b(?P<whose>[a-z]+)(?:'s|s) (?:shift|schedule|hours|next shift)\b",
    re.I,
)
# Words in the name's place that name no one: "does anyone work", "is it working".
_NO_ONE = frozenset(
    "anyone anybody someone somebody everyone everybody it this that there he she they you u "
    "i we the a an my our your staff security housekeeping valet spa pool gym bar casino "
    "restaurant buffet kitchen wifi elevator shuttle machine ac heat tv internet app card".split()
)


def asks_a_staff_schedule(question: str, name_words: Collection[str]) -> bool:
    """Whether the question asks when or whether one staff member, by name, works."""
    for match in _ONE_PERSON.finditer(question):
        name = (match.group("name") or match.group("named") or match.group("whose")).lower()
        if name not in _NO_ONE and name not in name_words:
            return True
    return False
