"""Words that set a question's scene: who comes along, whose occasion, when, the guest's mood.

"taking my wife out for our anniversary, want a really nice steak" asks for a steak; "wife"
and "anniversary" say why. A knowledge base never uses such words, so they weigh the most
in how much of a question an item covers and sink the item that answers. They are left out
of the text searched and judged, but only the ones the knowledge base never uses: a word it
does use ("family", "group") may be what the guest is asking about. What the guest asks
*for* is still read from the whole text ("do you have anniversary packages" asks for a
thing no item names, and is declined).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# General English, not any property's facts. Who comes along:
PEOPLE_WORDS = frozenset(
    """
    wife wifey husband hubby spouse partner girlfriend boyfriend gf bf fiance fiancee
    mom mum mother dad father parents son sons daughter daughters nephew niece nephews nieces
    grandma grandpa grandmother grandfather grandparents aunt uncle cousin cousins
    brother brothers sister sisters sibling siblings friend friends buddy buddies bestie
    coworker coworkers colleague colleagues boss
    """.split()
)
# ... when, and the guest's mood.
SCENE_WORDS = PEOPLE_WORDS | frozenset(
    """
    yesterday tmrw tmr tomorrow tonite
    think thinking thought guess wonder hope hoping curious
    """.split()
)
# The occasion, when it is someone's ("for our anniversary", "my bday"): a "birthday cake" or
# an "anniversary package" is a thing asked for, not the scene.
OCCASIONS = frozenset(
    "anniversary bday birthday honeymoon bachelor bachelorette graduation celebration".split()
)
_OWNED_OCCASION = re.compile(
    rf"\b(my|our|his|her|their|your) (?:{'|'.join(sorted(OCCASIONS))})\b", re.I
)
_WORD = re.compile(r"[A-Za-z']+")
# Taking someone out ("taking my wife out for"), not take-out food: someone is named between.
_TAKING_OUT = re.compile(r"\b(?:take|takes|taking|took)(?: [\w']+){1,2} out\b", re.I)

# What someone else does meanwhile ("while hubby golfs", "while the kids swim") is the scene of
# what the guest asks for, to the end of its clause.
_OTHERS = PEOPLE_WORDS | frozenset("kids kid children child".split())
_WHILE_OTHERS = re.compile(
    rf"\bwhile (?:(?:my|our|the|his|her|their) )?(?:{'|'.join(sorted(_OTHERS))})\b[^,.;:?!]*",
    re.I,
)

# An ache that is why one asks ("need a massage, my back is dead from the drive"): the scene.
_ACHE = re.compile(
    r"\b(?:my|our) (?:back|feet|legs|neck|shoulders|body|knees)(?: is| are|s)? (?:killing "
    r"(?:me|us)|dead|sore|hurts?|hurting|aching|achy|stiff|tired|wrecked|done)\b",
    re.I,
)


def drop_scene_words(text: str, used_by_items: Callable[[str], int]) -> str:
    """`text` without its scene words that no item uses (`used_by_items(word)` is 0).

    An occasion goes only when it is someone's ("our anniversary"); taking someone out goes,
    and so does what someone else does meanwhile ("while my wife shops"), and an ache that
    is why one asks ("my back is killing me").

    Returns `text` unchanged when nothing else would be left.
    """

    def keep(match: re.Match[str]) -> str:
        word = match.group(0)
        lowered = word.lower()
        return "" if lowered in SCENE_WORDS and used_by_items(lowered) == 0 else word

    def owner_only(match: re.Match[str]) -> str:
        occasion = match.group(0).split()[-1].lower()
        return match.group(1) if used_by_items(occasion) == 0 else match.group(0)

    text_without = _ACHE.sub(" ", _WHILE_OTHERS.sub(" ", text))
    text_without = _OWNED_OCCASION.sub(owner_only, _TAKING_OUT.sub(" ", text_without))
    dropped = " ".join(_WORD.sub(keep, text_without).split())
    return dropped if _WORD.search(dropped) else text
