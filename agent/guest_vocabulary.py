"""Everyday guest words and the words a knowledge base uses for the same thing.

Guests ask for "a gym" where the knowledge base says "Fitness Center", for "a nightclub" where
it says "ultra-lounge with DJs". The groups live in `guest_words.csv` (general English, not any
property's facts). `GuestVocabulary.related` gives, for a word the knowledge base never uses,
the words of its groups that it does use; retrieval searches with them and counts the question
word as covered when an item holds one of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path

WORDS_FILE = Path(__file__).with_name("guest_words.csv")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


class GuestVocabulary:
    """Groups of words that mean the same thing to a guest."""

    def __init__(self, groups: Iterable[Iterable[str]]) -> None:
        self._groups = [tuple(p.strip().lower() for p in group if p.strip()) for group in groups]
        self.words = frozenset(w for group in self._groups for p in group for w in _WORD.findall(p))
        # Every phrase as written: "check in" (a phrase read as two words), "stand-up".
        self.phrases = frozenset(p for group in self._groups for p in group)

    @classmethod
    def from_file(cls, path: Path) -> GuestVocabulary:
        """Read one comma-separated group per line; `#` lines are comments."""
        lines = path.read_text(encoding="utf-8").splitlines()
        return cls(line.split(",") for line in lines if line.strip() and not line.startswith("#"))

    def related(
        self,
        *,
        known_words: frozenset[str] | set[str],
        stem: Callable[[str], str],
    ) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Stem of each one-word guest term -> the phrases of its groups that items use.

        A phrase is a tuple of words all of which `known_words` (the knowledge base's own,
        unstemmed) holds: "check-out" -> ("check", "out").
        """
        related: dict[str, set[tuple[str, ...]]] = {}
        for group in self._groups:
            phrases = [tuple(_WORD.findall(phrase)) for phrase in group]
            usable = {p for p in phrases if p and all(w in known_words for w in p)}
            for phrase in phrases:
                if len(phrase) != 1:
                    continue
                alternatives = usable - {phrase}
                if alternatives:
                    related.setdefault(stem(phrase[0]), set()).update(alternatives)
        return {term: tuple(sorted(found)) for term, found in related.items()}

    def heads(self, text: str) -> frozenset[str]:
        """The words of the head (first phrase) of every group one of whose phrases `text` says.

        "track pants" names the athletic-wear group, whose head is "athletic". Only the head
        counts: a group's other phrases are looser ("kids" shares a group with "family").
        """
        said = f" {' '.join(_WORD.findall(text.lower()))} "
        found: set[str] = set()
        for group in self._groups:
            if any(f" {' '.join(_WORD.findall(p))} " in said for p in group if _WORD.search(p)):
                found.update(_WORD.findall(group[0]))
        return frozenset(found)


@lru_cache(maxsize=1)
def packaged_vocabulary() -> GuestVocabulary:
    """The English guest vocabulary shipped with the package (read once per process)."""
    return GuestVocabulary.from_file(WORDS_FILE)
