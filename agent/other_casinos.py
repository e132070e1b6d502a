"""Questions about another casino by name: "does foxwoods have room deals this month?".

The concierge speaks for its own property. Another casino's rooms, promotions or shows are
nothing its knowledge base can answer, and our item that shares the other words ("room",
"promotions") would read as the other casino's answer. The names live in `other_casinos.csv`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from agent.named_things import named_but_unsaid, read_names
from data.kb.schemas import KbItem

NAMES = Path(__file__).with_name("other_casinos.csv")


@cache
def other_casino_names(path: Path = NAMES) -> tuple[str, ...]:
    """The packaged names, one per line (`#` lines are comments)."""
    return read_names(path)


@cache  # read on every turn: each name's pattern is built once per process
def _pattern(name: str) -> re.Pattern[str]:
    """The name with any spacing, hyphen or apostrophe between its words, and a possessive."""
    words = [re.escape(w) for w in re.split(r"[\s']+", name) if w]
    return re.compile(r"\b" + r"[\s'-]*".join(words) + r"(?:'?s)?\b", re.I)


def other_casino(question: str, items: Sequence[KbItem]) -> str | None:
    """The other casino the question names that no item's text says, or None."""
    return named_but_unsaid(question, items, other_casino_names(), _pattern)
