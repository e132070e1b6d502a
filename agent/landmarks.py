"""The landmarks an item says it is beside: where it is, not what it is.

"SolToro Tequila Grill (next to the convention center entrance)": the grill is no place to
hold a wedding, though its text says "convention"; the landmark's words are no subject of it.
"""

from __future__ import annotations

import re

from data.kb.schemas import KbItem

# Where an item says it is beside a landmark: "near the indoor waterfall", "set beside the
# resort's indoor waterfall".
PLACED_BESIDE = re.compile(
    r"\b(?:near|beside|besides|next to|next door to|across from|opposite|adjacent to|by|"
    r"overlooking)\s+(?:the\s+)?(?:resort's\s+)?(?P<landmark>[\w' -]+)",
    re.I,
)


def beside_texts(item: KbItem) -> tuple[str, str]:
    """The texts that say where the item is: its location and its description."""
    return item.location_text() or "", str(getattr(item, "description", "") or "")


def without_landmarks(item: KbItem) -> str:
    """The item's search text with every landmark it says it is beside left out."""
    text = item.search_text()
    for where in beside_texts(item):
        for placed in PLACED_BESIDE.finditer(where):
            text = text.replace(placed.group("landmark"), " ")
    return text
