"""Where a run-on text starts a second thought with no mark between the two.

"is the seasons buffet open today my mom wants crab legs", "how many ppl does the arena hold
is it like huge or kinda small": texted in a hurry, the question and what the guest adds
about it run together. The second thought opens with a question's own opening ("is it",
"or can i") or with who it is about ("my mom ...", "were in no rush"); each piece can then be
judged as a clause of its own, as a comma would have set it apart.
"""

from __future__ import annotations

import re

# A second thought's opening, after at least two words of the first: a question's helping
# verb and subject, or a guest's own people or selves as the subject of a new sentence.
_SECOND_THOUGHT = re.compile(
    r"(?<=\w)\s+(?=(?:(?:or|and|but|also|plus)\s+)?(?:(?:is|was|are|does|do|can|could|will|"
    r"would|should)\s+(?:it|they|there|i|we)\b|(?:my|our)\s+(?:mom|mother|dad|father|wife|"
    r"husband|bf|gf|boyfriend|girlfriend|kids?|son|daughter|family|friends?|brother|sister|"
    r"partner|fiance|fiancee)\b|(?:were|we're|im|i'm|i am|we are)\s))",
    re.I,
)
_MIN_WORDS = 2
# "which highways do I take": a question word's own helping verb comes within its first words.
_ASKING_FIRST = re.compile(r"^\W*(?:what|whats|which|where|wheres|when|how|hows|who|whos)\b", re.I)
_ASKING_WORDS = 4


def run_on_pieces(text: str) -> list[str]:
    """`text` cut where a second thought starts unmarked; each piece of two words or more.

    The whole text when there is no such start (a one-item list).
    """
    pieces: list[str] = []
    start = 0
    for match in _SECOND_THOUGHT.finditer(text):
        piece = text[start : match.start()]
        least = _ASKING_WORDS if _ASKING_FIRST.match(piece) else _MIN_WORDS
        if len(piece.split()) >= least:
            pieces.append(piece.strip())
            start = match.end()
    tail = text[start:].strip()
    if pieces and len(tail.split()) < _MIN_WORDS:
        pieces[-1] = f"{pieces[-1]} {tail}"
    elif tail:
        pieces.append(tail)
    return pieces or [text]
