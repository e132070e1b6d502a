"""A deed asked that no item speaks of is found by its verb; light verbs ask for their object."""

from __future__ import annotations

import pytest

from agent.retrieval import KnowledgeIndex
from agent.unknown_deed import unknown_deed


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("could u mail my jacket back to ohio", "mail"),
        ("pls knit me a scarf", "knit"),
        ("how do we notarize a document", "notarize"),
        ("will you babysit our toddler", "babysit"),
    ],
)
def test_a_deed_no_item_names_is_found(index: KnowledgeIndex, question: str, verb: str) -> None:
    assert unknown_deed(question, index.terms) == verb


@pytest.mark.parametrize(
    "question",
    [
        "can you book me a table at tao",  # the knowledge base speaks of booking
        "can i make a reservation at frank pepe",  # a light verb: the object is asked
        "do you sell sunscreen",  # whether a thing is there: judged as a thing
        "left my phone by the slots, who do i call",  # a scene, not an order
        "how do i get to the arena",
        "do you think the buffet is worth it",
    ],
)
def test_a_known_or_light_deed_is_no_reason_to_decline(
    index: KnowledgeIndex, question: str
) -> None:
    assert unknown_deed(question, index.terms) is None
