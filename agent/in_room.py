"""A thing asked of a guest room ("does my room have a jacuzzi"): no venue answers it.

The room types' own items say what a room comes with. A venue elsewhere that holds the thing
(the pool's hot tub, the spa's sauna) says nothing of whether a room has one, so such a
question led by a venue is declined rather than answered with the venue's blurb. An FAQ may
still answer it ("do the rooms have wifi"), and so may a room type.
"""

from __future__ import annotations

import re

from agent.retrieval import KnowledgeIndex
from data.kb.schemas import KbItem

_ROOM = r"(?:room|rooms|suite|suites)"
_HOLDER = r"(?:(?:my|our|the|your|a|an|each|every|all|their) )?"
# The room holds the thing: "does the earth tower king room come with a jetted tub", "is
# there a jacuzzi in our suite", "in-room hot tub?". The words before the room say which.
_ASKS_IN_ROOM = re.compile(
    rf"\b(?:does|do|will|would|can) {_HOLDER}(?P<which>(?:[\w'-]+ ){{0,3}}){_ROOM} "
    r"(?:have|has|come with|comes with|got|include|includes|feature|features)\b"
    r"|\b(?:is|are) there (?:(?:a|an|any|some) )?(?:[\w'-]+ ){1,3}"
    rf"in {_HOLDER}(?P<where>(?:[\w'-]+ ){{0,2}}){_ROOM}\b"
    r"|\bin-room\b",
    re.IGNORECASE,
)
# Words that say which guest room, whatever the hotel calls its room types.
_ROOM_WORDS = frozenset(
    "hotel guest standard deluxe double single king queen queens two twin family accessible "
    "premium luxury executive corner upgraded own".split()
)
# What a room may come with that is a venue's to give: "do the rooms come with pool access".
_A_VENUES_TO_GIVE = re.compile(
    r"\b(?:access|use|pass|passes|entry|admission|discount|discounts|credit|voucher)\b", re.I
)
# Items that are places elsewhere in the resort, never part of a room.
_VENUE_CATEGORIES = frozenset({"amenities", "dining", "entertainment", "casino"})


def asks_in_room(question: str, room_names: frozenset[str] = frozenset()) -> bool:
    """Whether the question asks if a guest room (or every room) holds a thing.

    The words before "room" must say which guest room (`room_names`: words of the hotel's
    own room types, "earth tower"); "does the poker room have ..." asks of a venue. Not when
    what the room would come with is the use of a venue ("do the suites include spa
    access"): that venue's text speaks to it.
    """
    asked = _ASKS_IN_ROOM.search(question)
    if asked is None:
        return False
    which = (asked.group("which") or asked.group("where") or "").lower().split()
    if not set(which) <= _ROOM_WORDS | room_names:
        return False
    return _A_VENUES_TO_GIVE.search(question[asked.end() :]) is None


def venue_for_room(question: str, lead: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question asks what a room holds and `lead` is a venue, not a room or FAQ."""
    if lead.category not in _VENUE_CATEGORIES:
        return False
    return asks_in_room(question, _room_names(index))


def _room_names(index: KnowledgeIndex) -> frozenset[str]:
    """The words of the hotel's room types' names ("sky", "tower", "royal")."""
    rooms = (item.title() for item in index.kb.items if item.category == "hotel")
    return frozenset(word for title in rooms for word in title.lower().split())
