"""Misspelt words mended to the gate's own vocabulary, for a second reading of a text.

One typo in the word that carries a text ("ambualncia", "manger", "conuvlsao") can leave both
layers reading nothing: the patterns are exact, and the word's tokens are new to the
classifier. A text the gate leaves alone is read once more with each unknown word of
MIN_LENGTH+ letters replaced by the known word one edit away (a letter dropped, added or
changed, or two neighbours swapped), the most frequent of them (agent.semantic.gate).

The vocabulary is the words of the exemplars and of the linear model's texts with their counts,
and the whole words of the embedding model's tokenizer (count 1: known, so never mended, but
not a mend: "shout" is no typo of "shoot"); `python -m agent.semantic.fit` writes it to
known_words.txt. It is kept as this process's
hashes of the words, sorted, with their counts: ~0.4 MiB for ~32,000 words, where a set of
the strings would take several.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import numpy as np

KNOWN_WORDS = Path(__file__).with_name("known_words.txt")
# Latin letters, accented ones included (Spanish, Portuguese); Chinese is left as written.
WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]+")
# Shorter words are mended wrongly too often ("bet" and "get" are one edit apart).
MIN_LENGTH = 5
MAX_LENGTH = 20
# A mend must be a word the texts use at least this often, not someone's own typo.
MIN_COUNT = 3


def count_words(texts: Iterable[str]) -> Counter[str]:
    """How often each lower-cased word occurs in `texts`."""
    return Counter(word.lower() for text in texts for word in WORD.findall(text))


def tokenizer_words(tokens: Iterable[str]) -> set[str]:
    """The lower-cased whole words of MIN_LENGTH+ letters among a tokenizer's `tokens`.

    Those that start a word ("▁shout") and are letters only.
    """
    words = (token[1:].lower() for token in tokens if token.startswith("\u2581"))
    return {word for word in words if len(word) >= MIN_LENGTH and WORD.fullmatch(word)}


def vocabulary(texts: Iterable[str], tokens: Iterable[str]) -> Counter[str]:
    """`count_words(texts)`, and each of `tokenizer_words(tokens)` they lack once."""
    counts = count_words(texts)
    for word in tokenizer_words(tokens):
        counts.setdefault(word, 1)
    return counts


def write(counts: Mapping[str, int], path: Path = KNOWN_WORDS) -> None:
    """Write `counts` as `word<TAB>count` lines, most frequent first (ties: by word)."""
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    path.write_text("".join(f"{word}\t{count}\n" for word, count in ranked), encoding="utf-8")


def read(path: Path = KNOWN_WORDS) -> dict[str, int]:
    """The counts written at `path`."""
    counts = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        word, _, count = line.partition("\t")
        counts[word] = int(count)
    return counts


def one_edit_away(word: str, letters: str) -> Iterator[str]:
    """Every string one edit from `word` (repeats possible).

    A letter dropped, two neighbours swapped, a letter changed to one of `letters`, one of
    `letters` added.
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    for head, tail in splits:
        if tail:
            yield head + tail[1:]
            if len(tail) > 1:
                yield head + tail[1] + tail[0] + tail[2:]
            for letter in letters:
                yield head + letter + tail[1:]
        for letter in letters:
            yield head + letter + tail


def deletion_keys(word: str) -> list[str]:
    """`word` and each string it leaves with one letter dropped.

    Two words one edit apart share a key: a word with one letter dropped is a key of the
    longer one; one changed letter leaves the same key from both, dropped where it was; of
    two swapped neighbours, the first dropped from one and the second from the other leave
    the same key.
    """
    return [word, *(word[:i] + word[i + 1 :] for i in range(len(word)))]


class Speller:
    """Mends a text's unknown words to known ones (`mended`)."""

    def __init__(self, counts: Mapping[str, int]) -> None:
        keyed = sorted((hash(word), count) for word, count in counts.items())
        self._hashes = np.array([key for key, _ in keyed], np.int64)
        self._counts = np.array([count for _, count in keyed], np.int32)
        self._letters = "".join(sorted({letter for word in counts for letter in word}))
        # The hashes of every `deletion_keys` of each word a mend can be (`may_mend`).
        mends = (w for w, n in counts.items() if n >= MIN_COUNT and len(w) >= MIN_LENGTH)
        keys = [hash(key) for word in mends for key in deletion_keys(word)]
        self._mend_keys = np.unique(np.array(keys, np.int64))

    @classmethod
    def load(cls, path: Path = KNOWN_WORDS) -> Speller | None:
        """The speller of the shipped vocabulary; None when the file is absent."""
        return cls(read(path)) if path.is_file() else None

    def counts(self, words: list[str]) -> np.ndarray:
        """Each word's count in the vocabulary (0: unknown)."""
        if not len(self._hashes) or not words:
            return np.zeros(len(words), np.int32)
        keys = np.fromiter((hash(word) for word in words), np.int64, len(words))
        at = np.minimum(np.searchsorted(self._hashes, keys), len(self._hashes) - 1)
        return np.where(self._hashes[at] == keys, self._counts[at], 0)

    def may_mend(self, word: str) -> bool:
        """False when no word a mend can be is one edit from `word` (then `mend` is None).

        A mend is a word seen MIN_COUNT+ times of MIN_LENGTH+ letters, and it shares a
        `deletion_keys` key with every word one edit from it: a word sharing none with any
        has no mend, found from its own ~10 keys, where `mend` hashed its ~1,000 variants
        (about 50 us a word; most unknown words are names and words of other languages).
        """
        if not len(self._mend_keys):
            return False
        keys = np.fromiter(map(hash, deletion_keys(word)), np.int64, len(word) + 1)
        at = np.minimum(np.searchsorted(self._mend_keys, keys), len(self._mend_keys) - 1)
        return bool((self._mend_keys[at] == keys).any())

    def mend(self, word: str) -> str | None:
        """The most frequent known word one edit from lower-case `word`; None if none is."""
        if not self.may_mend(word):
            return None
        variants = [v for v in one_edit_away(word, self._letters) if len(v) >= MIN_LENGTH]
        counts = self.counts(variants)
        if not len(counts):
            return None
        best = int(np.argmax(counts))
        return variants[best] if counts[best] >= MIN_COUNT else None

    def mended(self, text: str) -> str:
        """`text` with each unknown word of MIN_LENGTH to MAX_LENGTH letters mended.

        A mended word is written in lower case; a word with no mend is left as written. The
        text itself when no word is mended.
        """
        spans = [m for m in WORD.finditer(text) if MIN_LENGTH <= len(m.group()) <= MAX_LENGTH]
        if not spans:
            return text
        words = [m.group().lower() for m in spans]
        pieces, last = [], 0
        for match, word, count in zip(spans, words, self.counts(words).tolist(), strict=True):
            mend = None if count else self.mend(word)
            if mend is not None:
                pieces += [text[last : match.start()], mend]
                last = match.end()
        return "".join([*pieces, text[last:]]) if pieces else text
