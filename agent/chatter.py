"""Small talk before a question: the question is what is asked.

"survived the drive, survived my mom's playlist 🏊‍♀️💀 what are the hours for the Sky Tower
Indoor Pool?" asks the pool's hours; "drive" and "playlist" ask nothing, yet they weigh in
every rule that reads a question's words (the driving facet, a thing no item holds). Emoji
set such an aside apart: a text is cut into parts at its runs of emoji, and read from the part
that is the question on: the one part that asks (a question mark, or asking words first) when
it names something, known or not ("who won the game" is asked as itself, and declined); with
none asking, the one part naming most of what the knowledge base holds. Sentences are not cut:
what a guest writes before a question in plain sentences is most often part of it ("my
husband only eats steak. where should I book?"). A question that names nothing ("where do we
go") or points back ("can i bring him?"; "is it heated?" naming no place) needs what came
before, and two questions are both asked: such texts are read whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

# A run of emoji, with their joiners and variation selectors.
_EMOJI = re.compile(r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u200d\ufe0f]+\s*")
# Words a question opens with, in the four languages ("请问" says "may I ask").
_ASKING = re.compile(
    r"^(?:¿\s*)?(?:what|whats|what's|where|wheres|where's|when|which|who|how|hows|is|are|do|"
    r"does|can|could|will|would|should|any|qu[eé]|d[oó]nde|cu[aá]ndo|cu[aá]l|cu[aá]les|c[oó]mo|"
    r"cu[aá]nt[oa]s?|hay|tienen|onde|quando|qual|quais|quanto|quantos|quantas|tem|t[eê]m)\b|"
    r"^(?:请问|請問)|"
    # ... or, after a comma, a question word ("left my sunglasses by the slots, how do i ...").
    r"[,;:]\s*(?:what|whats|what's|where|wheres|where's|when|which|who|whos|who's|how|"
    r"anywhere|qu[eé]|d[oó]nde|cu[aá]ndo|onde|quando)\b",
    re.I,
)
# Words that point back at someone named before the question ("my dog ... can i bring him").
_POINTS_BACK_PERSON = re.compile(r"\b(?:him|her|he|she|ele|ela|eles|elas)\b|[他她]", re.I)
# Words that point back at something, unless the question names a place itself ("Comix
# Roadhouse - what is it?", "what do they serve at the Summer Shack?").
_POINTS_BACK_THING = re.compile(
    r"\b(?:it|them|they|this|that|those|these|one|ones|isso|eso)\b|它",
    re.I,
)


class Weight(NamedTuple):
    """What a part of a text names.

    Its words of content, those the knowledge base knows, and those in a venue's name.
    """

    content: int
    known: int
    named: int


def _asks(part: str) -> bool:
    return "?" in part or "？" in part or _ASKING.search(part) is not None


def _rank(weight: Weight) -> tuple[int, float]:
    """Known words first, then the share of the content that is known."""
    return weight.known, weight.known / weight.content if weight.content else 0.0


def _points_back(part: str, weight: Weight, weigh: Callable[[str], Weight]) -> bool:
    """Whether `part` needs what came before.

    It does when it points at a person, or at a thing while naming no place and no known word
    before the pointing word ("left my sunglasses by the slots, how do i get them back"
    points within itself; "is it heated?" does not).
    """
    if _POINTS_BACK_PERSON.search(part) is not None:
        return True
    thing = _POINTS_BACK_THING.search(part)
    if thing is None or weight.named > 0:
        return False
    return weigh(part[: thing.start()]).known == 0


def question_after_chatter(text: str, weigh: Callable[[str], Weight]) -> str:
    """`text` from the part that is the question on; else `text` as written.

    `weigh(part)` is what the part names. The question is the one part that asks, when it
    holds a word of content; with no part asking ("so tired 😩 pool hours"), the part that
    names the most the knowledge base knows (then the larger share of its words known); a
    tie is read whole. So is a question that points back at what came before.
    """
    parts = [part for part in _EMOJI.split(text) if part.strip()]
    if len(parts) < 2:
        return text
    asking = [index for index, part in enumerate(parts) if _asks(part)]
    if len(asking) > 1:
        return text
    if asking:
        chosen = asking[0]
        weight = weigh(parts[chosen].strip())
        if weight.content == 0:
            return text
    else:
        weights = [weigh(part.strip()) for part in parts]
        ranks = [_rank(weight) for weight in weights]
        chosen = max(range(len(parts)), key=lambda index: ranks[index])
        if ranks[chosen][0] == 0 or ranks.count(ranks[chosen]) > 1:
            return text
        weight = weights[chosen]
    if chosen == 0 or _points_back(parts[chosen].strip(), weight, weigh):
        return text
    return " ".join(part.strip() for part in parts[chosen:])
