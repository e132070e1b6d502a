"""The names a place went by before, as its own text tells them.

"in the former Ballo Italian space", "long known here as Bobby's Burger Palace": a guest who
remembers the old name ("what replaced ballo") names the place that took it over.
"""

from __future__ import annotations

import re

# The capitalised run after the words that tell an earlier name.
_FORMER = re.compile(
    r"\b(?:former|formerly|previously|once known as|long known (?:here )?as|known until \d{4} as)"
    r"\s+(?:the\s+)?((?:[A-Z][\w'&-]*)(?:\s+[A-Z][\w'&-]*)*)"
)


def former_names(text: str, rare: frozenset[str] | set[str]) -> list[str]:
    """Earlier names told in `text`: each capitalised run, and its first word when in `rare`.

    "the former Ballo Italian space" gives "Ballo Italian" and, "ballo" being rare, "Ballo":
    the kind after a name ("Italian") is not part of what the guest remembers.
    """
    names: list[str] = []
    for run in _FORMER.findall(text):
        names.append(run)
        first = run.split()[0]
        if len(run.split()) > 1 and first.lower() in rare:
            names.append(first)
    return names
