"""Persona segmentation: split a reply into texts that each fit one SMS part.

Each text is decided on its own: plain text may use 160 GSM-7 septets while a text with an emoji
is UCS-2 and must fit 70 units. Whole sentences are packed greedily; a sentence too long for one
part starts a new text and is split between words. Nothing is split inside a word, a URL, an email,
a phone number such as ``(860) 862-8000``, a time such as ``9 p.m.``, an emoji or an escape pair.

Last resort: a single token longer than one part (a giant URL) is divided between grapheme clusters,
since every text must fit one part and no character may be lost. Its pieces are the only place where
joining the texts with spaces does not give back the input exactly (a space appears between pieces).

Example:
    >>> split_for_sms("We\u2019re open 24/7. Call (860) 862-8000 anytime!")
    ["We're open 24/7. Call (860) 862-8000 anytime!"]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from sms.encoding import (
    SINGLE_PART_UNITS,
    count_units,
    detect_encoding,
    fits_one_part,
    graphemes,
    smart_encode,
)

_Item = TypeVar("_Item", str, list[str])

ELLIPSIS = "..."
"""Ends the last text when a reply is cut inside its first, over-long sentence."""

# Spans whose inner spaces are not break points.
_GLUED_SPANS = re.compile(
    r"(?<![\w+])(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}(?!\w)"  # NANP phone
    r"|(?<![\w+])\+\d{1,3}(?:[ .-]\(?\d{1,4}\)?){1,6}(?!\w)"  # international phone
    r"|(?<![\w.])\d{1,2}(?::\d{2})? [ap]\.?m\b\.?",  # time of day: 9 a.m., 10:30 pm
    re.IGNORECASE,
)
_SENTENCE_TERMINALS = ".!?"
_FULL_WIDTH_END = re.compile("([。！？；])(?=\\S)")
_CLOSERS = "\"')]"
# A period after these rarely ends a sentence.
_ABBREVIATIONS = frozenset(
    {"mr.", "mrs.", "ms.", "dr.", "prof.", "mt.", "ft.", "e.g.", "i.e.", "vs."}
)


@dataclass(frozen=True)
class SplitResult:
    """Texts to send, in order, and the normalized text left out to respect ``max_texts``."""

    texts: list[str]
    dropped: str

    @property
    def truncated(self) -> bool:
        """Whether part of the reply was left out."""
        return bool(self.dropped)


def normalize_whitespace(text: str) -> str:
    """Collapse every run of whitespace (newlines included) to one space and trim the ends.

    A full-width sentence mark ("。", "！", "？", "；") gets a space after it: Chinese writes no
    space between sentences, and without one the only break points of a Chinese reply are the
    spaces of its English names ("Mohegan | Sun保安").
    """
    return " ".join(_FULL_WIDTH_END.sub(r"\1 ", text).split())


def split_for_sms(text: str, *, max_texts: int = 3, smart: bool = True) -> list[str]:
    """Return at most ``max_texts`` texts that each fit one SMS part (`split_for_sms_detailed`)."""
    return split_for_sms_detailed(text, max_texts=max_texts, smart=smart).texts


def split_for_sms_detailed(text: str, *, max_texts: int = 3, smart: bool = True) -> SplitResult:
    """Split a reply into texts that each fit one SMS part, reporting what had to be left out.

    The text is smart-encoded (unless ``smart`` is False) and its whitespace normalized. When it
    fits in ``max_texts`` texts, joining the texts with single spaces gives back that normalized
    text (except inside a token longer than one part, see the module docstring). Otherwise whole
    trailing sentences are dropped, so the last text still ends a sentence; only when the first
    sentence alone needs more than ``max_texts`` texts is it cut between words, and then the last
    text ends with "..." (the only characters ever added).

    Args:
        text: The reply, as generated.
        max_texts: The most texts to return; at least 1.
        smart: Apply `smart_encode` first.

    Returns:
        The texts (no empty ones, no "(1/2)" counters) and the dropped remainder ("" if none).

    Raises:
        ValueError: ``max_texts`` is below 1.
    """
    if max_texts < 1:
        raise ValueError(f"max_texts must be at least 1, got {max_texts}")
    normalized = normalize_whitespace(smart_encode(text) if smart else text)
    if not normalized:
        return SplitResult(texts=[], dropped="")
    sentences = _sentences(_atoms(normalized))
    texts = _pack_sentences(sentences)
    if len(texts) <= max_texts:
        return SplitResult(texts=texts, dropped="")

    kept = _largest_prefix(
        len(sentences), lambda n: len(_pack_sentences(sentences[:n])) <= max_texts
    )
    if kept:
        texts = _pack_sentences(sentences[:kept])
        return SplitResult(texts=texts, dropped=_remainder(normalized, texts))
    return _cut_first_sentence(normalized, sentences[0], max_texts)


def _atoms(normalized: str) -> list[str]:
    """Split at spaces, except spaces inside a phone number or a time of day."""
    glued = {
        index
        for match in _GLUED_SPANS.finditer(normalized)
        for index in range(match.start(), match.end())
        if normalized[index] == " "
    }
    atoms: list[str] = []
    start = 0
    for index, char in enumerate(normalized):
        if char == " " and index not in glued:
            atoms.append(normalized[start:index])
            start = index + 1
    atoms.append(normalized[start:])
    # A glued span inside a longer token ("9 am:" + a long run) must not create a token too long
    # for one part: that would force a hard split where a space was available.
    return [
        word
        for atom in atoms
        for word in ([atom] if " " not in atom or fits_one_part(atom) else atom.split(" "))
    ]


def _sentences(atoms: list[str]) -> list[list[str]]:
    """Group atoms into sentences; a trailing emoji or symbol stays with the sentence it follows."""
    ends = [
        _ends_sentence(atom, atoms[index + 1] if index + 1 < len(atoms) else None)
        for index, atom in enumerate(atoms)
    ]
    for index in range(len(atoms) - 1):
        if ends[index] and not any(char.isalnum() for char in atoms[index + 1]):
            ends[index], ends[index + 1] = False, True
    sentences: list[list[str]] = [[]]
    for atom, end in zip(atoms, ends, strict=True):
        sentences[-1].append(atom)
        if end:
            sentences.append([])
    return [sentence for sentence in sentences if sentence]


def _ends_sentence(atom: str, next_atom: str | None) -> bool:
    if next_atom is None:
        return True
    core = atom.rstrip(_CLOSERS)
    if not core or core[-1] not in _SENTENCE_TERMINALS:
        return False
    if core[-1] == ".":
        if core.rsplit(" ", 1)[-1].lower() in _ABBREVIATIONS:
            return False
        if next_atom[0].islower():  # "the U.S. is", "9 a.m. and"
            return False
    return True


def _pack_sentences(sentences: Sequence[list[str]]) -> list[str]:
    """Pack whole sentences greedily; a sentence too long for one part starts a new text."""
    return _pack_greedy(sentences, " ".join, _pack_atoms)


def _pack_atoms(atoms: Sequence[str]) -> list[str]:
    """Pack atoms greedily; an atom longer than one part is divided by `_hard_split`."""
    return _pack_greedy(atoms, str, _hard_split)


def _pack_greedy(
    items: Sequence[_Item], render: Callable[[_Item], str], split: Callable[[_Item], list[str]]
) -> list[str]:
    """Join rendered items with spaces while they fit one part; `split` divides an oversize item.

    The pieces of an oversize item start a new text, and the next item may join its last piece.
    """
    texts: list[str] = []
    current = ""
    for item in items:
        rendered = render(item)
        if current and fits_one_part(f"{current} {rendered}"):
            current = f"{current} {rendered}"
            continue
        if current:
            texts.append(current)
        if fits_one_part(rendered):
            current = rendered
            continue
        pieces = split(item)
        texts.extend(pieces[:-1])
        current = pieces[-1]
    if current:
        texts.append(current)
    return texts


def _hard_split(atom: str) -> list[str]:
    """Divide an over-long token between grapheme clusters (code points for a giant cluster)."""
    chunks: list[str] = []
    current = _Tally()
    for cluster in graphemes(atom):
        for piece in [cluster] if fits_one_part(cluster) else list(cluster):
            grown = current.plus(piece)
            if current.text and not grown.fits():
                chunks.append(current.text)
                grown = _Tally().plus(piece)
            current = grown
    chunks.append(current.text)
    return chunks


@dataclass(frozen=True)
class _Tally:
    """A text with its running GSM-7 and UCS-2 unit counts, so growing it costs O(piece)."""

    text: str = ""
    gsm_units: int | None = 0  # None once a non-GSM character is in
    ucs2_units: int = 0

    def plus(self, piece: str) -> _Tally:
        gsm_units = None
        if self.gsm_units is not None and detect_encoding(piece) == "GSM-7":
            gsm_units = self.gsm_units + count_units(piece, "GSM-7")
        ucs2_units = self.ucs2_units + count_units(piece, "UCS-2")
        return _Tally(self.text + piece, gsm_units, ucs2_units)

    def fits(self) -> bool:
        if self.gsm_units is not None:
            return self.gsm_units <= SINGLE_PART_UNITS["GSM-7"]
        return self.ucs2_units <= SINGLE_PART_UNITS["UCS-2"]


def _cut_first_sentence(normalized: str, first: list[str], max_texts: int) -> SplitResult:
    """Keep the words of an over-long first sentence that fit, then an ellipsis if room is left."""
    kept = _largest_prefix(len(first), lambda n: len(_pack_atoms(first[:n])) <= max_texts)
    if not kept:  # a single giant token: keep its first pieces
        texts = _pack_atoms(first[:1])[:max_texts]
        return SplitResult(texts=texts, dropped=_remainder(normalized, texts))
    for count in range(kept, 0, -1):
        texts = _pack_atoms(first[:count])
        if fits_one_part(texts[-1] + ELLIPSIS):
            dropped = _remainder(normalized, texts)
            return SplitResult(texts=[*texts[:-1], texts[-1] + ELLIPSIS], dropped=dropped)
    texts = _pack_atoms(first[:kept])
    return SplitResult(texts=texts, dropped=_remainder(normalized, texts))


def _largest_prefix(count: int, fits: Callable[[int], bool]) -> int:
    """Largest n in 0..count with fits(n), for a predicate true up to some n and false after."""
    low, high = 0, count
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low


def _remainder(normalized: str, texts: Sequence[str]) -> str:
    """The part of ``normalized`` after the kept texts, which appear in it in order."""
    position = 0
    for text in texts:
        position = normalized.index(text, position) + len(text)
    return normalized[position:].strip()
