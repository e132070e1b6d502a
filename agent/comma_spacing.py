"""A comma typed without the space after it: "tonight,guy next to me" is two words.

Phones in a hurry drop the space after a comma ("how many floors is the sky tower,my wife is
scared of heights"); the tokenizers then read "tower,my" as one word that no venue, rule or
exemplar holds, and the clause after the comma is not set apart. A comma or semicolon between
two Latin letters gets its space back; between digits ("10,000") it is part of a number and stays.
"""

from __future__ import annotations

import re

# Latin letters only: Chinese is written without spaces, a comma there already parts clauses.
_LETTER = "A-Za-z\u00c0-\u024f"
_TIGHT_COMMA = re.compile(rf"(?<=[{_LETTER}])([,;])(?=[{_LETTER}])")


def spaced_commas(text: str) -> str:
    """`text` with a space after each comma or semicolon written between two letters."""
    return _TIGHT_COMMA.sub(r"\1 ", text)
