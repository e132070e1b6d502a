"""Food or drink asked for in the small hours: the item about late nights when nothing is open.

"where can i grab a bite after midnight": the time is stripped from the search (it says when,
not what), so the hits are the day's restaurants, none open then. The knowledge base may hold
an item about the late hours themselves (which places stay open late); searched with the late
hour said as words, it leads when the first item is not open at the hour asked.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agent.dates import AskedTime
from agent.retrieval import KnowledgeIndex
from data.kb.schemas import KbItem

# A clock time from this hour to `LATE_UNTIL` is late at night: 11 PM, midnight, 1 AM ... 4 AM.
LATE_FROM = 23
LATE_UNTIL = 5
LATE_WORDS = "late night"


def asks_late(asked: AskedTime | None) -> bool:
    """Whether the question names a clock time late at night."""
    if asked is None or asked.at is None:
        return False
    return asked.at.hour >= LATE_FROM or asked.at.hour < LATE_UNTIL


def _moment(asked: AskedTime) -> datetime:
    """The asked time as a moment; "after 1 AM friday" is the night after that day."""
    assert asked.at is not None
    at = datetime.combine(asked.day, asked.at, tzinfo=UTC)
    return at + timedelta(days=1) if asked.at.hour < LATE_UNTIL else at


def late_query(query: str, found: list[KbItem], asked: AskedTime | None) -> str | None:
    """The search for the late hours when the first item is not open then, else None."""
    if not found or not asks_late(asked):
        return None
    assert asked is not None
    hours = found[0].opening_hours()
    if hours is not None and hours.is_open(_moment(asked)) is True:
        return None
    return f"{query} {LATE_WORDS}"


def late_item(query: str, lead: KbItem, index: KnowledgeIndex, min_score: float) -> KbItem | None:
    """The item about late hours that `query` (said with the late words) finds, if any.

    It keeps no hours of its own (it speaks of others'), names the late hours itself, and is
    about the kind of place the first item is ("is the pool open at midnight" is about the
    pool, not the late-night restaurants).
    """
    hits = index.search(query, k=1, min_score=min_score)
    if not hits or hits[0].item.opening_hours() is not None:
        return None
    item = hits[0].item
    if getattr(item, "category_ref", item.category) != lead.category:
        return None
    return item if "late" in index.shared_terms(LATE_WORDS, item) else None
