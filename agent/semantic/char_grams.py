"""Hashed character n-grams of short texts, as L2-normalized count vectors.

A guest's misspelling ("overdosd", "suicde"), a Spanish or Portuguese word form the exemplars
hold in another inflection, and Chinese, which the static model's tokenizer breaks into
bytes, still share most of their character bigrams to 4-grams with the exemplars. Text is
lowercased, Latin accents are dropped (guests often leave them out) and whitespace collapsed;
each CJK character also counts on its own. The hash is computed in numpy over code points,
so it is the same in every process (Python's own `hash` of a string is salted per process)
and costs tens of microseconds for an SMS.
"""

from __future__ import annotations

import re
import unicodedata

import numpy as np

CHAR_DIM = 4096
GRAM_SIZES = (2, 3, 4)
CJK_START = 0x2E80  # CJK radicals onwards: each character is a word of its own
_MULTIPLIER = np.uint64(1_000_003)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_SHIFT = np.uint64(40)
# n * M**n mod 2**64, the part of an n-gram's hash its codes do not add (see `gram_slots`),
# computed once in Python's integers: numpy warns when a scalar product wraps.
_SIZE_TERMS = {
    size: np.uint64(size * int(_MULTIPLIER) ** size % 2**64)
    for size in range(2, max(GRAM_SIZES) + 1)
}


# Under this many n-grams, the squares of their counts sum to under 2**24: exactly in float32,
# in any order, so the norm of the filled slots' counts is the norm over every slot.
_EXACT_SQUARES = 2**12


def _without_accent(char: str) -> str:
    base = unicodedata.normalize("NFKD", char)[:1]
    return base if base.isascii() and base.isalpha() else char


# Latin-1 and Latin Extended-A letters mapped to their unaccented base letter.
_ACCENTS = {
    chr(code): _without_accent(chr(code))
    for code in range(0xC0, 0x180)
    if _without_accent(chr(code)) != chr(code)
}
# The range those letters lie in.
_ACCENT_RANGE = re.compile("[\u00c0-\u017f]")


def _unaccented(match: re.Match[str]) -> str:
    """The letter `match` found without its accent (itself when `_ACCENTS` has none)."""
    char = match.group()
    return _ACCENTS.get(char, char)


def normalized(text: str) -> str:
    """Lowercase, accents dropped, whitespace collapsed, padded with one space each side.

    The accents are dropped where the regex finds a letter of their range: what `translate`
    with the map gives, in a third of its time (it looks up every character of a
    non-ASCII text, ~50 ns each).
    """
    plain = _ACCENT_RANGE.sub(_unaccented, text.lower())
    return " " + " ".join(plain.split()) + " "


def gram_slots(text: str, dim: int = CHAR_DIM) -> np.ndarray:
    """The hashed slot (0 .. dim-1) of every n-gram of `text`, with repeats.

    An n-gram at i hashes to n * M**n + codes[i] * M**(n-1) + ... + codes[i+n-1] (M the
    multiplier, wrapping at 2**64); the sum for n + 1 extends the one for n by one code, so
    each size costs one multiply-add over the text, not n. The CJK characters, then each
    size's n-grams, in that order, are hashed into one array and mixed there in place: a
    third fewer numpy calls than mixing each part apart.
    """
    plain = normalized(text)
    codes = np.frombuffer(plain.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    length = len(codes)
    # An ASCII text has no CJK character: its compare is skipped.
    cjk = codes[codes >= CJK_START] if not plain.isascii() else codes[:0]
    counts = [length - size + 1 for size in GRAM_SIZES]
    out = np.empty(len(cjk) + sum(count for count in counts if count > 0), np.uint64)
    out[: len(cjk)] = cjk
    start = len(cjk)
    run_sums = codes  # n = 1; array products wrap around 2**64 silently, by design
    for size in range(2, max(GRAM_SIZES) + 1):
        count = length - size + 1
        if count <= 0:
            break
        run_sums = run_sums[:count] * _MULTIPLIER
        run_sums += codes[size - 1 :]
        if size in GRAM_SIZES:
            np.add(run_sums, _SIZE_TERMS[size], out=out[start : start + count])
            start += count
    out *= _MIX
    out >>= _SHIFT
    if dim & (dim - 1):
        out %= np.uint64(dim)
    else:  # a power of two: the remainder is the low bits
        out &= np.uint64(dim - 1)
    return out.view(np.int64)  # under 2**63: the same values


def char_gram_counts(text: str, dim: int = CHAR_DIM) -> tuple[np.ndarray, np.ndarray]:
    """The filled slots of `text`'s unit-length n-gram count vector and their values."""
    slots = gram_slots(text, dim)
    if not len(slots):
        return slots, np.zeros(0, np.float32)
    # Counted over every slot, then the filled ones taken: what `np.unique` returns, without
    # its sort (a sixth of the call).
    every = np.bincount(slots, minlength=dim)
    filled = (every > 0).nonzero()[0]  # `np.flatnonzero`'s, from booleans: a fifth of its time
    values = every[filled].astype(np.float32)
    if len(slots) >= _EXACT_SQUARES:  # the norm over every slot, zeros too, as ever
        values /= _norm(every.astype(np.float32))
        return filled, values
    return filled, values / _norm(values)


def _norm(values: np.ndarray) -> float:
    """`np.linalg.norm` of a vector by its own formula (sqrt of the dot), without its checks."""
    return float(np.sqrt(values.dot(values)))


def char_gram_bags(texts: list[str], dim: int = CHAR_DIM) -> np.ndarray:
    """One unit-length n-gram count vector per text (a zero row for an empty text)."""
    out = np.zeros((len(texts), dim), dtype=np.float32)
    for row, text in enumerate(texts):
        slots, values = char_gram_counts(text, dim)
        out[row, slots] = values
    return out
