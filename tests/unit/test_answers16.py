"""A venue name's words typed as one, a clause that asks on its own for one thing, intensifiers."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550916")


def test_a_run_of_a_venue_names_words_typed_as_one_is_spaced(index: KnowledgeIndex) -> None:
    correct = index.terms.correct
    assert "bobby flay" in correct("is bobbyflay open for lunch")
    assert "mj23 sports bar" in correct("mj23sportsbar happy hour?")
    assert "a go go" in correct("hash house agogo menu")
    assert "seasons" in correct("brunch at seasons")  # a word the items use stays as it is


def test_intensifiers_carry_no_content(index: KnowledgeIndex) -> None:
    terms = index.terms.content_terms("honestly we seriously need a little pizza")
    assert terms == ["pizza"]


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        # The asking clause names one thing; the rest is why.
        ("any hot tub around here, my legs are wrecked from hiking all day", "answer", "Pool"),
        ("bobbyflay burgers hours on sunday", "answer", "Bobby"),
        # A one-thing clause that asks for a thing no item holds still declines.
        ("is there a bowling alley, the grandkids are restless", "dont_know", "I can help"),
    ],
)
def test_a_clause_that_asks_for_one_thing_end_to_end(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = _reply(concierge, question)
    assert got_route == route and needle in reply, reply
