"""SMS encoding: smart encoding, GSM-7 / UCS-2 detection, unit and part counting.

Pure functions, no I/O. Counting follows what carriers do (and what Twilio's open segment
calculator models): one non-GSM character switches the whole message to UCS-2; a single part holds
160 septets or 70 UCS-2 units; once a message is concatenated every part loses 6 octets to its
header and holds 153 septets or 67 units; a part boundary never falls inside an escape pair, a
surrogate pair or a grapheme cluster.

Example:
    >>> sms_info("Pool opens at 9 \u2014 see you!")
    SmsInfo(encoding='GSM-7', parts=1, units=26, text='Pool opens at 9 - see you!')
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Encoding = Literal["GSM-7", "UCS-2"]

GSM_BASIC: frozenset[str] = frozenset(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ"
    " !\"#¤%&'()*+,-./0123456789:;<=>?"
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§"
    "¿abcdefghijklmnopqrstuvwxyzäöñüà"
)
"""GSM 03.38 basic table: 127 characters (the 128th code, 0x1B, is the escape to the extension)."""

GSM_EXTENSION: frozenset[str] = frozenset("^{}\\[]~|€\f")
"""GSM 03.38 extension table: each costs two septets (escape + character)."""

SINGLE_PART_UNITS: Mapping[Encoding, int] = {"GSM-7": 160, "UCS-2": 70}
"""Capacity of a message that fits in one part."""

CONCAT_PART_UNITS: Mapping[Encoding, int] = {"GSM-7": 153, "UCS-2": 67}
"""Capacity of each part of a concatenated message (6 octets go to the header)."""

_ZWJ = "\u200d"
_ZWNJ = "\u200c"
_ALWAYS_DROPPED = frozenset("\u200b\u2060\ufeff\u00ad")  # zero-width space, word joiner, BOM, SHY
_SMART_MAP: Mapping[str, str] = {
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033\u301d\u301e", '"'),
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u00b4`\u2032\u2039\u203a\u02bc\u02b9", "'"),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63", "-"),
    **dict.fromkeys("\u2022\u2023\u2043\u25e6\u2219", "-"),
    "\u2026": "...",
    "\t": " ",
    "\u2028": "\n",
    "\u2029": "\n",
}


def smart_encode(text: str) -> str:
    """Replace look-alike characters with GSM-7 equivalents so a stray quote does not force UCS-2.

    Curly and angle quotes become ``"`` or ``'`` (the grave accent too: Telnyx's GSM set has none),
    dashes and bullets become ``-``, the ellipsis becomes ``...``, tabs and unicode spaces become a
    space, full-width ASCII becomes ASCII, and zero-width characters are dropped. Text is first put
    in NFC form, so a decomposed ``é`` becomes the GSM ``é``. A zero-width joiner or non-joiner that
    sits between two non-GSM characters is kept: it joins an emoji sequence or shapes a script that
    is UCS-2 anyway, so dropping it would change what the guest sees and save nothing.
    """
    chars = unicodedata.normalize("NFC", text)
    out: list[str] = []
    for index, char in enumerate(chars):
        if char in _ALWAYS_DROPPED:
            continue
        if char in (_ZWJ, _ZWNJ):
            if _joins_non_gsm(chars, index):
                out.append(char)
            continue
        out.append(_smart_char(char))
    return "".join(out)


def _smart_char(char: str) -> str:
    if "\uff01" <= char <= "\uff5e":  # full-width ASCII block
        char = chr(ord(char) - 0xFEE0)
    if char in _SMART_MAP:
        return _SMART_MAP[char]
    if char != " " and unicodedata.category(char) == "Zs":
        return " "
    return char


def _joins_non_gsm(chars: str, index: int) -> bool:
    before = chars[index - 1] if index > 0 else " "
    after = chars[index + 1] if index + 1 < len(chars) else " "
    return all(not c.isspace() and not _is_gsm_char(c) for c in (before, after))


def _is_gsm_char(char: str) -> bool:
    return char in GSM_BASIC or char in GSM_EXTENSION


def detect_encoding(text: str) -> Encoding:
    """Return ``"GSM-7"`` when every character is in the GSM 03.38 tables, else ``"UCS-2"``."""
    return "GSM-7" if all(_is_gsm_char(c) for c in text) else "UCS-2"


def count_units(text: str, encoding: Encoding | None = None) -> int:
    """Count GSM-7 septets (extension characters cost 2) or UCS-2 units (astral characters cost 2).

    Args:
        text: The message text, as it will be sent.
        encoding: Force an encoding; detected from ``text`` when None.

    Raises:
        ValueError: ``encoding`` is ``"GSM-7"`` but ``text`` has a character outside GSM-7.
    """
    chosen = encoding or detect_encoding(text)
    return sum(_char_units(c, chosen) for c in text)


def _char_units(char: str, encoding: Encoding) -> int:
    if encoding == "UCS-2":
        return 2 if ord(char) > 0xFFFF else 1
    if char in GSM_BASIC:
        return 1
    if char in GSM_EXTENSION:
        return 2
    raise ValueError(f"{char!r} (U+{ord(char):04X}) is not in the GSM-7 alphabet")


def fits_one_part(text: str) -> bool:
    """Whether ``text`` is non-empty and goes out as a single SMS part."""
    if not text:
        return False
    encoding = detect_encoding(text)
    return count_units(text, encoding) <= SINGLE_PART_UNITS[encoding]


def split_into_parts(text: str) -> list[str]:
    """Split ``text`` the way a carrier concatenates it; ``""`` gives no parts.

    A grapheme cluster (see `graphemes`) that would straddle a boundary moves whole to the next
    part. Only a cluster longer than a whole part (a pathological run of combining marks) is
    divided, and then between code points, so an escape pair or surrogate pair never is.
    """
    if not text:
        return []
    encoding = detect_encoding(text)
    if count_units(text, encoding) <= SINGLE_PART_UNITS[encoding]:
        return [text]
    capacity = CONCAT_PART_UNITS[encoding]
    parts: list[str] = []
    current, used = "", 0
    for cluster in graphemes(text):
        cost = count_units(cluster, encoding)
        pieces = [cluster] if cost <= capacity else list(cluster)
        for piece in pieces:
            piece_cost = count_units(piece, encoding)
            if used + piece_cost > capacity:
                parts.append(current)
                current, used = "", 0
            current += piece
            used += piece_cost
    parts.append(current)
    return parts


def count_parts(text: str) -> int:
    """Count the SMS parts a carrier bills for ``text``.

    Returns 0 for ``""``: there is nothing to send (Telnyx rejects an empty text).
    """
    return len(split_into_parts(text))


@dataclass(frozen=True)
class SmsInfo:
    """How a text goes out: its encoding, parts, units (septets or UCS-2 units) and final text."""

    encoding: Encoding
    parts: int
    units: int
    text: str


def sms_info(text: str, smart: bool = True) -> SmsInfo:
    """Describe how ``text`` would be sent, after smart encoding unless ``smart`` is False."""
    final = smart_encode(text) if smart else text
    encoding = detect_encoding(final)
    return SmsInfo(
        encoding=encoding,
        parts=count_parts(final),
        units=count_units(final, encoding),
        text=final,
    )


def graphemes(text: str) -> list[str]:
    """Split ``text`` into approximate user-perceived characters (grapheme clusters).

    An approximation of Unicode's extended grapheme clusters without extra dependencies: CR LF,
    combining marks, variation selectors, emoji modifiers (skin tones), tag characters, zero-width
    joiner sequences and regional-indicator pairs (flags) stay together. Hangul syllable sequences
    and prepended marks are not handled.
    """
    clusters: list[str] = []
    for char in text:
        if clusters and _continues_cluster(clusters[-1], char):
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def _continues_cluster(cluster: str, char: str) -> bool:
    previous = cluster[-1]
    if previous == "\r" and char == "\n":
        return True
    if unicodedata.category(previous) == "Cc" or unicodedata.category(char) == "Cc":
        return False
    if previous == _ZWJ:
        return not char.isspace()
    if _is_extender(char):
        return True
    if _is_regional_indicator(char) and _is_regional_indicator(previous):
        return _trailing_regional_indicators(cluster) % 2 == 1
    return False


def _is_extender(char: str) -> bool:
    code = ord(char)
    return (
        char == _ZWJ
        or unicodedata.category(char) in ("Mn", "Me", "Mc")
        or 0xFE00 <= code <= 0xFE0F  # variation selectors
        or 0xE0100 <= code <= 0xE01EF  # variation selectors supplement
        or 0x1F3FB <= code <= 0x1F3FF  # emoji skin-tone modifiers
        or 0xE0020 <= code <= 0xE007F  # tags (subdivision flags such as England's)
    )


def _trailing_regional_indicators(cluster: str) -> int:
    count = 0
    for char in reversed(cluster):
        if not _is_regional_indicator(char):
            break
        count += 1
    return count


def _is_regional_indicator(char: str) -> bool:
    return 0x1F1E6 <= ord(char) <= 0x1F1FF
