"""Whether a question matches a pattern in either reading: glossed, or as the guest wrote it."""

from __future__ import annotations

import re
from collections.abc import Iterable


def either_reading_matches(
    patterns: Iterable[re.Pattern[str]], question: str, original: str
) -> bool:
    """Whether any of `patterns` is found in the glossed `question` or in the guest's `original`.

    The glossary rewrites some words (a Chinese "still left", a Spanish idiom) that a pattern
    was written to find, so both readings are tried.
    """
    return any(p.search(text) is not None for p in patterns for text in (question, original))
