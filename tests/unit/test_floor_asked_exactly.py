"""Which floor a place is on, asked exactly, wants the floor's number: "upper floors" or "spa
level" is no answer, as "dozens" is none to "exactly how many"; asked loosely, the place's
location still answers."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.counted_thing import counts_what_is_asked
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("which floor are the royal suites on, exactly?", False),
        ("what level precisely are the royal suites", False),
        ("what floor are the royal suites on", True),
        ("are the royal suites on a high floor", True),
    ],
)
def test_a_floor_asked_exactly_wants_its_number_written_for_this_test(
    index: KnowledgeIndex, question: str, answered: bool
) -> None:
    suites = next(item for item in index.kb.items if item.id == "hotel-royal-suites")
    assert counts_what_is_asked(question, suites, index) is answered


def test_the_exact_floor_is_declined_the_loose_one_answered(concierge: GraphConcierge) -> None:
    route, reply = reply_of(concierge, "exactly which floor is the royal suite on", "+12035550234")
    assert route == "dont_know" and "upper floors" not in reply
    route, reply = reply_of(concierge, "which floor is the spa on", "+12035550235")
    assert route == "answer" and "spa level" in reply
