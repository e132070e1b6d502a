"""Whether a word a foreign question leaves untranslated is one the knowledge base knows."""

from __future__ import annotations

import re

from agent.retrieval_terms import TermStats

_JOINERS = re.compile(r"[-']")
# A word of a name that few items use names that place ("italy", "buffet", "tao"); a word of
# many names is a kind ("casino"): Portuguese "casaco" (coat) is no slip for it.
NAME_WORD_ITEMS = 5


def reads_as_kb_word(word: str, terms: TermStats, name: set[str] | frozenset[str]) -> bool:
    """Whether an untranslated word of a foreign question is a word the knowledge base knows.

    As written ("buffet"), as English words joined by a hyphen ("check-out"), or as a slip or
    a run-together of rare words of the lead item's name (`name`, stemmed): "bakeshop",
    "italia", "taoo". A near word of any other item is no reading: Spanish "pista" is no
    "pasta".
    """
    if not word.isascii():
        return False
    if terms.items_with(word) > 0:
        return True
    pieces = [p for p in _JOINERS.split(word) if p]
    if len(pieces) > 1 and all(terms.items_with(p) > 0 for p in pieces):
        return True
    repaired = terms.correct(word).split()
    return (
        repaired != [word]
        and all(terms.stem(w) in name for w in repaired)
        and any(terms.items_with(w) <= NAME_WORD_ITEMS for w in repaired)
    )
