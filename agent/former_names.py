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


# "what was the spa's old name", "what used to be there", "what was it called before".
_ASKS_FORMER = re.compile(
    r"\b(?:(?:old|former|previous|earlier|original) name|used to be (?:called|named|there|here)|"
    r"(?:called|named) (?:before|back then|previously|originally)|was (?:there|here) before|"
    r"what replaced)\b",
    re.I,
)
# A sentence telling an earlier name or use: "the former Ballo space", "earlier guides call".
_TELLS_FORMER = re.compile(
    r"\b(?:former|formerly|previously|once known as|long known (?:here )?as|known until|"
    r"earlier guides call|used to be)\b",
    re.I,
)


def asks_former_name(question: str) -> bool:
    """Whether the question asks what a place was called, or what was there, before."""
    return _ASKS_FORMER.search(question) is not None


def without_asking_former(question: str) -> str:
    """The question without its words asking for an earlier name: what it is asked of."""
    return _ASKS_FORMER.sub(" ", question)


def tells_former_name(text: str) -> bool:
    """Whether `text` tells an earlier name or use of its place."""
    return _TELLS_FORMER.search(text) is not None
