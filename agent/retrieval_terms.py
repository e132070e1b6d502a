"""Term statistics of one knowledge base: spelling repair and how much of a question an item covers.

`correct` swaps a word the knowledge base never uses for the closest word of an item's title
("tusscany" -> "tuscany", "airprt" -> "airport"), so typed-on-a-phone questions still find
their venue.
`coverage` is the share of a question's content (its words weighted by rarity, words the
knowledge base never uses weighing most) that an item's text contains: an item that shares
only a common word with the question ("game", "station") covers little of it, and the
concierge says what it can help with instead of describing that item.
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# Shorter words are left alone: too many near neighbours ("spa", "bar", "pub").
MIN_CORRECTABLE = 5
CLOSENESS = 0.75
BODY_CORRECTABLE = 7
BODY_CLOSENESS = 0.9  # tune half: 0.85-0.88 repaired "electric" to "electronic"


class TermStats:
    """Document frequencies and vocabulary of a corpus, one document per item."""

    def __init__(
        self,
        documents: Iterable[str],
        *,
        titles: Iterable[str],
        stopwords: Iterable[str],
        stem: Callable[[str], str],
    ) -> None:
        self._stop = frozenset(stopwords)
        self._stem = stem
        self._words: set[str] = set()
        self.item_terms: list[frozenset[str]] = []
        for document in documents:
            words = _WORD.findall(document.lower())
            self._words.update(words)
            self.item_terms.append(frozenset(self._stem(w) for w in words))
        self._df = Counter(term for terms in self.item_terms for term in terms)
        # Repairs aim at the names guests misspell (venues, "buffet", "momentum", "airport"):
        # aiming at every word would turn real words into near ones ("mall" -> "small").
        title_words = {w for title in titles for w in _WORD.findall(title.lower())}
        self._vocabulary = sorted(w for w in title_words if len(w) >= MIN_CORRECTABLE)
        # Longer words of the items' text are repaired too, but only when very close
        # ("weeknds" -> "weekends", "drivin" -> "driving").
        self._body_vocabulary = sorted(
            w for w in self._words if len(w) >= BODY_CORRECTABLE and w.isalpha()
        )
        self._count = len(self.item_terms)
        self._shorthand_cache: dict[str, bool] = {}

    def correct(self, text: str) -> str:
        """`text` with each unknown word replaced by the closest known word, when one is close."""

        def fix(match: re.Match[str]) -> str:
            word = match.group(0)
            if word in self._words or len(word) < MIN_CORRECTABLE or "'" in word:
                return word
            close = difflib.get_close_matches(word, self._vocabulary, n=1, cutoff=CLOSENESS)
            if not close and len(word) >= BODY_CORRECTABLE - 1:
                # Same first letter: "meaning" is no slip for "earning".
                same_start = [w for w in self._body_vocabulary if w[0] == word[0]]
                close = difflib.get_close_matches(word, same_start, n=1, cutoff=BODY_CLOSENESS)
            return close[0] if close else word

        return _WORD.sub(fix, text.lower())

    def content_terms(self, text: str) -> list[str]:
        """The stemmed words of `text` that carry meaning.

        Stopwords are dropped, and so are short words the knowledge base never uses that read
        as shorthand or a typo of a word it (or the stopword list) does use: "wat", "opn",
        "hrs", "dose". A short word that is nobody's shorthand ("gym", "zoo", "bowl") is
        content: the item must hold it too.
        """
        return [
            self._stem(w)
            for w in _WORD.findall(text.lower())
            if w not in self._stop
            and w.removesuffix("s") not in self._stop  # "whats", "hows"
            and (
                w in self._words
                or (len(w) > 3 and self._stem(w) in self._df)  # "view" for "views"
                or len(w) >= MIN_CORRECTABLE
                or not self._shorthand(w)
            )
        ]

    def _shorthand(self, word: str) -> bool:
        """Whether a short unknown word reads as shorthand or a slip for a known word.

        Shorthand: the word's letters in order inside a known word with the same first letter
        ("hrs" in "hours", "opn" in "open"); a slip: one letter missing or two swapped
        ("wat" for "what", "dose" for "does"), or in a longer word one letter different ("joyn").
        In a three-letter word a different letter is not a slip: "zoo" is no "too", "gym" no
        "gem".
        """
        if word.isdigit():
            return False
        cached = self._shorthand_cache.get(word)
        if cached is not None:
            return cached
        found = any(_is_shorthand(word, known) for known in (*self._stop, *self._words) if known)
        self._shorthand_cache[word] = found
        return found

    def unknown_terms(self, text: str) -> list[str]:
        """The content terms of (repaired) `text` that no item uses."""
        return [t for t in self.content_terms(self.correct(text)) if t not in self._df]

    def items_with(self, word: str) -> int:
        """How many items use `word` (stemmed, as in `content_terms`)."""
        return self._df.get(self._stem(word.lower()), 0)

    def weight(self, term: str) -> float:
        """Inverse document frequency; a term no item uses weighs the most."""
        return math.log((self._count + 1) / (self._df.get(term, 0) + 0.5))

    def coverage(self, text: str, item_index: int) -> float:
        """Share of the weight of `text`'s content terms found in item `item_index` (1.0: all)."""
        terms = set(self.content_terms(text))
        total = sum(self.weight(t) for t in terms)
        if total <= 0:
            return 1.0  # nothing but stopwords: no evidence either way
        found = sum(self.weight(t) for t in terms if t in self.item_terms[item_index])
        return found / total


def _is_shorthand(word: str, known: str) -> bool:
    """Whether `word` is a slip for `known`.

    `known` with letters left out (same first letter), two neighbours swapped or, from four
    letters on, one letter different ("joyn" for "join").
    """
    if word == known or word[0] != known[0] or len(known) < len(word):
        return False
    if len(known) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(word, known, strict=True)) if a != b]
        if len(diff) == 1:
            return len(word) >= 4
        swapped = word[diff[0]] == known[diff[1]] and word[diff[1]] == known[diff[0]]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and swapped
    letters = iter(known)
    return all(letter in letters for letter in word)
