"""Whether a draft with no checkable fact stays within its cited facts' own words.

Many good answers carry no time, price, number or name ("ATMs are in every casino and the
cashier cages cash checks"): the grounding check cannot decide them, and asking the LLM
validator costs the guest a second model call. Such a draft is accepted without the call when
nearly all of its content words (stemmed) occur in the facts it cites, and it negates exactly
when the facts do: a draft that turns "not permitted" into "permitted" keeps the facts' words
but not their polarity, so it still goes to the validator, as does any draft with words of its
own.
"""

from __future__ import annotations

import re
from functools import lru_cache

import bm25s
import Stemmer

# Share of a draft's content words that must occur in the facts.
MIN_COVERAGE = 0.85
# Fewer content words than this is too little to judge by wording.
MIN_CONTENT_WORDS = 4

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_SENTENCE = re.compile(r"(?<=[.;!?])\s+|\n+")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_NEGATION = re.compile(
    r"\b(no|not|never|none|nothing|nobody|nowhere|neither|nor|without|cannot|"
    r"\w+n't|\w+n’t)\b",
    re.IGNORECASE,
)
# Words that carry no claim of their own in an answer ("you", "can", "also", "please").
_FILLER = frozenset(bm25s.stopwords.STOPWORDS_EN) | frozenset(
    "also just please sure yes yeah okay ok hi hello thanks thank welcome happy help "
    "ask call like would could should might may will can get find located available "
    "offers offer guests guest property resort".split()
)


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("english")


def content_stems(text: str) -> list[str]:
    """The stems of `text`'s words that carry content (no fillers, no negations)."""
    words = _WORD.findall(text.lower().replace("’", "'"))
    kept = [w for w in words if len(w) > 2 and w not in _FILLER and not _NEGATION.fullmatch(w)]
    return [_stemmer().stemWord(word) for word in kept]


def numbers(text: str) -> list[str]:
    """Every number written in `text`, thousands separators dropped ("10,000" -> "10000")."""
    return [match[0].replace(",", "") for match in _NUMBER.finditer(text)]


def negates(text: str) -> bool:
    """Whether `text` says no, not, never, or a contraction with n't."""
    return _NEGATION.search(text) is not None


def in_fact_words(draft: str, facts: str) -> bool:
    """Whether `draft` says nothing beyond `facts`' words, with the facts' polarity.

    Polarity is compared with the facts' sentence that shares the most words with the draft.
    """
    stems = content_stems(draft)
    if len(stems) < MIN_CONTENT_WORDS:
        return False
    known = set(content_stems(facts))
    if sum(stem in known for stem in stems) / len(stems) < MIN_COVERAGE:
        return False
    wanted = set(stems)
    closest = max(
        _SENTENCE.split(facts), key=lambda sentence: len(wanted & set(content_stems(sentence)))
    )
    return negates(draft) == negates(closest)
