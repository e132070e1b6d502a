"""Cut a guest's text into clauses at strong boundaries, and size a clause in words.

A crisis said in passing inside another request ("what room is my sister in? she says she
took all her pills") is diluted by the request's words in the whole text's features: the gate
scores such a text's clauses on their own (agent.semantic.gate). Only strong boundaries cut:
sentence ends, line breaks, Chinese full stops, and the words that start a new thought in a
run-on text ("also", "btw", "and if", "o mejor", "e se", "或者"); commas do not, since a comma
cuts a thought into pieces too small to judge alone.
"""

from __future__ import annotations

import re

# Sentence ends followed by a space, Chinese full stops, ellipses, line breaks.
_BOUNDARY = re.compile(r"[.!?;]+(?=\s)|[。！？；…]+|\.\.\.+|\n+")
# Words that open a new thought: a clause starts at them (they stay with what follows).
_OPENERS = (
    r"\b(?:also|btw|ps|p\.s\.|and then|anyway|oh and|by the way|and if|or maybe|or else"
    r"|otherwise|but if)\b",
    r"\b(?:adem[aá]s|por cierto|y luego|tambi[eé]n|y si|o mejor|o si no|si no|otra cosa"
    r"|pero si)\b",
    r"\b(?:al[eé]m disso|ali[aá]s|e depois|tamb[eé]m|e se|ou melhor|ou ent[aã]o|sen[aã]o"
    r"|outra coisa|mas se)\b",
    r"(?:还有|另外|顺便|对了|或者|要是|如果|不然|否则)",
)
# Every opener starts with one of these characters: a position without one is passed over at
# once, where trying each opener there cost twice the whole split.
_OPENER_FIRST = "[abpoytsem还另顺对或要如不否]"
_OPENER = re.compile(f"(?={_OPENER_FIRST})(?=(?:{'|'.join(_OPENERS)}))", re.IGNORECASE)
_CJK = re.compile(r"[\u3400-\u9fff]")
# Trimmed from a clause's ends: the comma or space an opener leaves behind.
_EDGES = " \t,，"


def split_clauses(text: str) -> list[str]:
    """The text's clauses in order, trimmed, empty ones dropped (one clause: the whole text)."""
    clauses = []
    for sentence in _BOUNDARY.split(text):
        for piece in _OPENER.split(sentence):
            piece = piece.strip(_EDGES)
            if piece:
                clauses.append(piece)
    return clauses


def clause_words(clause: str) -> int:
    """How many words a clause holds, each Chinese character counting as one."""
    if clause.isascii():  # no Chinese character: the regex pass would change nothing
        return len(clause.split())
    # One pass: each match is one character, so the count of replacements is the count of
    # Chinese characters (`findall` found them in a second pass, ~40% of the call).
    spaced, chinese = _CJK.subn(" ", clause)
    return len(spaced.split()) + chinese
