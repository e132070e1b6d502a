"""A name built like our venues' names but naming none of them: "the Casino of the Fire".

Several of our names share a frame and differ in one word ("Casino of the Earth", "Casino of
the Sky", "Casino of the Wind"). A question that fills the frame with another word names a
place we do not have: the words it shares with the real ones ("casino", "tower") find one of
them, and its blurb is no answer to how to reach a place that is not there. A slip of the
finger ("casino of the erth") still names ours.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from functools import cache

from data.kb.schemas import KbItem

# "<head> of the <word>": the word after "of the" tells the places apart.
_FRAMED = re.compile(r"\b([a-z]+) of the ([a-z]+)\b")
# Close enough to one of ours to be a slip of the finger, not another name.
_SLIP_CUTOFF = 0.75
# A frame needs at least this many names to show that its last word is what varies.
FRAME_NAMES = 2


@cache
def _frames(names: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each head shared by several names of the form "<head> of the <word>", and its words."""
    found: dict[str, set[str]] = {}
    for name in names:
        for head, word in _FRAMED.findall(name.lower()):
            found.setdefault(head, set()).add(word)
    return {head: frozenset(words) for head, words in found.items() if len(words) >= FRAME_NAMES}


def lookalike_name(question: str, items: Sequence[KbItem]) -> str | None:
    """The name the question gives in one of our names' frames that is none of ours, or None."""
    frames = _frames(tuple(item.title() for item in items if item.category != "faq"))
    for head, word in _FRAMED.findall(question.lower().replace("'s ", " ")):
        ours = frames.get(head)
        if ours is None or word in ours:
            continue
        if difflib.get_close_matches(word, ours, n=1, cutoff=_SLIP_CUTOFF):
            continue
        return f"{head} of the {word}"
    return None
