"""A question about one room by its number: "does room 2214 have a river view".

The knowledge base describes room types, not rooms: which view or floor a given room has is
for the hotel's desk to say, so such a question is declined with the property's number rather
than answered with a room type's blurb. Read on the English reading of the question (the
glossary puts "quarto 1705" and "2214号房间" as "room 1705" and "2214 room").
"""

from __future__ import annotations

import re

# The room is what is asked about ("does room 2214 have ..."), not where the guest is ("what
# time is checkout for room 1204" asks the checkout time).
_ONE_ROOM = re.compile(
    r"\b(?:does|do|is|has|will|can|could) (?:the )?(?:room|suite) #?\d{3,4}\b|"
    r"\b(?:(?:room|suite) #?\d{3,4}|\d{3,4} room) (?:[\w']+ ){0,4}(?:have|has|got|come with|"
    r"include|includes|face|faces|look|looks|is there|are there|see|view|views)\b|"
    # The guest's own room, then what it faces ("im in room 2714, does it face the river").
    r"\b(?:room|suite) #?\d{3,4}\b.{0,60}\b(?:does it|is it|will it|do we|do i|would it) (?:\w+ )?"
    r"(?:face|facing|overlook|look (?:out )?(?:on|over|at)|have a view|get a view|see)\b|"
    r"\b(?:does|will|would) (?:my|our) (?:room|suite) (?:\w+ )?(?:face|overlook|look out)\b|"
    r"\b(?:which|what) (?:way|direction|side) (?:does|will|is) (?:my|our) (?:room|suite)\b|"
    # A room asked for by its number ("which room number has the best view"): no number kept.
    r"\b(?:which|what)(?:'s| is)? (?:the )?(?:exact |specific |actual |best )?(?:room|suite) "
    r"(?:numbers?|#|no\.?)(?!\w)",
    re.IGNORECASE,
)


def asks_of_one_room(question: str) -> bool:
    """Whether the question names one room by its number, or asks which room number."""
    return _ONE_ROOM.search(question) is not None


# Where the guest is: "for room 1204", "in our room 1204" (a room number the question is not
# about, see `asks_of_one_room`).
_OWN_ROOM = re.compile(r"\b(?:for|in|from|of) (?:our |my |the )?(?:room|suite) #?\d{3,4}\b", re.I)


def without_own_room(question: str) -> str:
    """The question without the guest's own room number ("checkout for room 1204": checkout)."""
    if asks_of_one_room(question):
        return question
    return " ".join(_OWN_ROOM.sub(" ", question).split())
