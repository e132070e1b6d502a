"""A belonging left somewhere is asked of the lost and found, wherever it was left.

`agent.guest_idioms` reads "left my jacket by the wolf den" as "lost an item by the wolf den":
the place named is where it was left, not what is asked, so the item about lost things leads
over the named venue.
"""

from __future__ import annotations

import re

from agent.retrieval import Hit, KnowledgeIndex

# The idiom's reading of a thing left, forgotten or dropped somewhere.
_LOST_ITEM = re.compile(r"\blost an item\b", re.I)


def lost_item_first(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """`hits`, the one whose name is about lost things first when a belonging was left."""
    if not _LOST_ITEM.search(question):
        return hits
    holder = next((hit for hit in hits if "lost" in index.title_terms(hit.item)), None)
    if holder is None or holder is hits[0]:
        return hits
    return [holder, *(hit for hit in hits if hit is not holder)]
