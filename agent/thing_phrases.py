"""Things asked for by a fixed name of two words or more: "room service", "resort fee".

Each word alone is common in a resort's knowledge base ("private rooms", "bottle service"), so
word overlap finds an item that shares them; but the thing is the phrase. When the question
names such a thing and no item ever says it, the knowledge base cannot speak to it: an honest
decline, not the item that happens to share its words. The phrases live in `thing_phrases.csv`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from agent.named_things import named_but_unsaid, read_names
from data.kb.schemas import KbItem

PHRASES = Path(__file__).with_name("thing_phrases.csv")


@cache
def thing_phrases(path: Path = PHRASES) -> tuple[str, ...]:
    """The packaged phrases, one per line (`#` lines are comments)."""
    return read_names(path)


@cache  # read on every turn: each phrase's pattern is built once per process
def _pattern(phrase: str) -> re.Pattern[str]:
    """The phrase with any spacing, hyphen or apostrophe between words, and a plural end."""
    words = [re.escape(w) for w in phrase.split()]
    return re.compile(r"\b" + r"[\s'-]*".join(words) + r"(?:s|es)?\b", re.I)


def unknown_thing_phrase(question: str, items: Sequence[KbItem]) -> str | None:
    """The thing phrase the question names that no item's text says, or None."""
    return named_but_unsaid(question, items, thing_phrases(), _pattern)
