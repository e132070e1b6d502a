"""A named venue's own field answers its facet, not the general policy that settles the topic."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    ("text", "venue", "field"),
    [
        (
            "we're seeing a show then eating at tao, is there a dress code? do i need a jacket",
            "TAO",
            "Smart casual",
        ),
        (
            "dinner at the farm italy tonight. is there a dress code, do i need a tie",
            "Farm Italy",
            "Smart casual",
        ),
    ],
)
def test_the_named_venues_own_dress_code_answers(
    concierge: GraphConcierge, text: str, venue: str, field: str
) -> None:
    route, reply = reply_of(concierge, text, "+12035550931")
    assert route == "answer"
    assert venue in reply and field in reply
    assert "most restaurants are casual" not in reply


def test_a_venue_without_the_field_still_gets_the_general_answer_or_a_decline(
    concierge: GraphConcierge,
) -> None:
    _, reply = reply_of(concierge, "whats the dress code, do i need a jacket", "+12035550932")
    assert "casual" in reply.lower()
