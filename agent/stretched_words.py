"""Letters held down for feeling ("sooo hungry", "poool hrssss plzzz"): the plain word.

No English word has three of one letter in a row, so such a run is a stretched word: it is read
with the run cut to two letters when that is a word ("poool": "pool", "freee": "free"), else to
one ("hrssss": "hrs", "sooo": "so"). Spanish and Portuguese ("holaaa", "obrigadaaa") are cut
the same way; a word with no run of three is left as written.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from agent.english_words import common_english_words

_RUN = re.compile(r"([^\W\d_])\1{2,}", re.I)
_STRETCHED_WORD = re.compile(r"[^\W\d_]*([^\W\d_])\1{2,}[^\W\d_]*", re.I)


def unstretched(text: str, known: Collection[str] = frozenset()) -> str:
    """`text` with each stretched word read plain; `known` are words that count as words too."""
    if _RUN.search(text) is None:
        return text
    english = common_english_words()

    def plain(match: re.Match[str]) -> str:
        word = match.group(0)
        doubled = _RUN.sub(r"\1\1", word)
        if doubled.lower() in english or doubled.lower() in known:
            return doubled
        return _RUN.sub(r"\1", word)

    return _STRETCHED_WORD.sub(plain, text)
