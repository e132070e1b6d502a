"""Packaged lists of names a question may name, and which of them no knowledge-base item says.

Shared by `agent.thing_phrases` and `agent.other_casinos`: each keeps its own list and its own
way of matching a name; reading the list and checking the items are the same for both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

from data.kb.schemas import KbItem


def read_names(path: Path) -> tuple[str, ...]:
    """The names of a packaged list, one per line, lowercased (`#` lines are comments)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return tuple(line.strip().lower() for line in lines if line.strip() and line[0] != "#")


def named_but_unsaid(
    question: str,
    items: Sequence[KbItem],
    names: Sequence[str],
    pattern: Callable[[str], re.Pattern[str]],
) -> str | None:
    """The first of `names` the question says (by `pattern`) that no item's text says, or None."""
    named = [name for name in names if pattern(name).search(question)]
    if not named:
        return None
    texts = [item.search_text() for item in items]
    return next((n for n in named if not any(pattern(n).search(t) for t in texts)), None)
