"""Numbers from 11 to 21 said in words, written as digits, for the guardrail patterns.

A dictated text spells its numbers out ("my seventeen year old", "minha filha tem dezessete",
"her eighteenth"); the patterns are written for digits ("17", "18th"). English, Spanish and
Portuguese cardinals and English ordinals, as sent or in `normalize_text`'s form. The gate
writes them so for both layers: the semantic layer's exemplars, like guests who type, mostly
write an age in digits. Left out: "ten"/"diez"/"dez" (Spanish "ten" is "have!", and no rule turns
on a ten), and Spanish "once" (11), which is English "once".
"""

from __future__ import annotations

import re

_CARDINALS = {
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "twenty one": 21,
    "doce": 12,
    "trece": 13,
    "catorce": 14,
    "quince": 15,
    "dieciseis": 16,
    "dieciséis": 16,
    "diecisiete": 17,
    "dieciocho": 18,
    "diecinueve": 19,
    "veinte": 20,
    "veintiuno": 21,
    "veintiun": 21,
    "veintiún": 21,
    "onze": 11,
    "doze": 12,
    "treze": 13,
    "catorze": 14,
    "quatorze": 14,
    "quinze": 15,
    "dezesseis": 16,
    "dezasseis": 16,
    "dezessete": 17,
    "dezassete": 17,
    "dezoito": 18,
    "dezenove": 19,
    "dezanove": 19,
    "vinte": 20,
    "vinte e um": 21,
    "vinte e uma": 21,
}
_ORDINALS = {
    "eleventh": "11th",
    "twelfth": "12th",
    "thirteenth": "13th",
    "fourteenth": "14th",
    "fifteenth": "15th",
    "sixteenth": "16th",
    "seventeenth": "17th",
    "eighteenth": "18th",
    "nineteenth": "19th",
    "twentieth": "20th",
    "twenty first": "21st",
}
_DIGITS = {word: str(number) for word, number in _CARDINALS.items()} | _ORDINALS
# Longest first, so "twenty one" is read before "twenty".
# Hyphens and runs of spaces as one space: "twenty-one" as sent, "twenty one" normalized.
_NUMBER_WORD = re.compile(
    r"\b(?:"
    + "|".join(
        sorted((re.escape(w).replace(r"\ ", r"[\s-]+") for w in _DIGITS), key=len, reverse=True)
    )
    + r")\b",
    re.IGNORECASE,
)
_SPACES = re.compile(r"[\s-]+")
# The first word of each: a text holding none of them (most texts) is returned at once,
# found word by word on the lowercased text's bytes, several times faster than by a regex.
_FIRST_WORDS = frozenset(word.split()[0].encode() for word in _DIGITS)
# ASCII punctuation and hyphens as space, on the UTF-8 bytes (a table lookup a byte).
_PUNCTUATION_AS_SPACE = bytes(32 if chr(b) in ",.!?;:()\"'-" else b for b in range(256))


def numbers_as_digits(text: str) -> str:
    """`text` with each number word from 11 to 21 written as digits (as sent or normalized)."""
    if _FIRST_WORDS.isdisjoint(text.lower().encode().translate(_PUNCTUATION_AS_SPACE).split()):
        return text
    return _NUMBER_WORD.sub(lambda match: _DIGITS[_SPACES.sub(" ", match.group(0).lower())], text)
