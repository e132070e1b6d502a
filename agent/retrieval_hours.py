"""Hours questions: the venue the question names leads, with its own hours, not a general FAQ.

"what hours is the spa open saturday" shares "open" and "hours" with the FAQ "The casinos are
open 24 hours ... the spa and other venues keep their own hours", so that FAQ can outrank the
spa; but only the spa's weekly hours answer it.
"""

from __future__ import annotations

import re

from agent.dates import strip_when
from agent.retrieval import Hit, KnowledgeIndex
from data.kb.schemas import KbItem

_ASKS_HOURS = re.compile(
    r"\b(hours?|hrs|open|opens|opening|close|closes|closing|what time|how late)\b", re.I
)
# Words that ask for the hours themselves; the rest of the question names the place.
_HOURS_WORDS = frozenset(
    "hour hours hrs open opens opening close closes closing time late early today tonight "
    "day days week weekend weekends".split()
)


def hours_subject(question: str, index: KnowledgeIndex) -> set[str]:
    """The question's content words (stemmed) that name what it asks the hours of."""
    own = {index.terms.stem(word) for word in _HOURS_WORDS}
    asked = set(index.terms.content_terms(index.terms.correct(strip_when(question))))
    return {term for term in asked - own - index.property_words if not term.isdigit()}


def prefer_hours_holder(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """Hits with the one venue the hours question names (by words of its name) first.

    Only when the lead has no weekly hours of its own and exactly one item with hours holds
    every word the question names the place by in its title ("spa": Mandara Spa). "is the
    casino open 24 hrs" names three casinos: an FAQ about hours that speaks of them leads,
    as it says it for all of them.
    """
    if not hits or not _ASKS_HOURS.search(question) or hits[0].item.opening_hours() is not None:
        return hits
    subject = hours_subject(question, index)
    if not subject:
        return hits
    holders = [
        item
        for item in index.kb.items
        if item.opening_hours() is not None and subject <= index.title_terms(item)
    ]
    if len(holders) == 1:
        return _lead_with(holders[0], hits)
    if len(holders) > 1:
        # "casino hours?": three casinos hold them; an FAQ that asks about hours and speaks
        # of the place says it for all of them ("Are the casinos open 24 hours?").
        general = next(
            (
                item
                for item in index.kb.items
                if item.category == "faq"
                and _ASKS_HOURS.search(item.title())
                and subject <= index.shared_terms(question, item)
            ),
            None,
        )
        if general is not None:
            return _lead_with(general, hits)
    return hits


def _lead_with(item: KbItem, hits: list[Hit]) -> list[Hit]:
    """`hits` with `item` first (taken from them, or added with the lead's score)."""
    lead = next((hit for hit in hits if hit.item.id == item.id), None)
    lead = lead or Hit(item=item, score=hits[0].score)
    return [lead, *(hit for hit in hits if hit is not lead)]


# A clock time or a word about hours in an item's own text ("doors open an hour before").
_STATES_HOURS = re.compile(
    r"\b(?:\d{1,2}(?::\d\d)? ?(?:am|pm)|noon|midnight|hours?|open(?:s|ing)?|clos(?:e|es|ing))\b",
    re.I,
)


def hours_of_another(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether an hours question asks of a thing the lead venue only mentions.

    "what time does the box office open": the arena's text names the box office, but it keeps
    no hours, and neither does the arena. Asked of the venue itself ("what time does the
    arena open"), or of a venue or an FAQ that says anything of hours, it is answered as before.
    """
    if not _ASKS_HOURS.search(question) or item.category in ("faq", "overview"):
        return False
    if item.opening_hours() is not None or _STATES_HOURS.search(item.search_text()):
        return False
    subject = hours_subject(question, index)
    return bool(subject) and not subject <= index.title_terms(item)
