"""A named venue asked for a thing its text never mentions is declined, not described."""

import pytest

from agent.missing_thing import asked_thing
from agent.retrieval import KnowledgeIndex
from agent.venue_lacks import venue_lacks_thing
from data.kb.loader import default_kb_root, load_knowledge_base


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


def test_the_thing_asked_for_ends_where_the_place_begins():
    assert asked_thing("is there a cover for the bands at the lansdowne") == ["cover"]
    assert asked_thing("Farm Italy is there kids menu") == ["kids", "menu"]


@pytest.mark.parametrize(
    ("question", "item_id"),
    [
        ("is there a cover for the bands at the lansdowne", "dining-the-lansdowne"),
        ("Farm Italy is there kids menu", "dining-the-farm-italy"),
    ],
)
def test_a_thing_the_venue_never_mentions_is_lacking(index, question, item_id):
    assert venue_lacks_thing(question, index.kb.get(item_id), index)


@pytest.mark.parametrize(
    ("question", "item_id"),
    [
        ("does tao have sushi", "dining-tao-asian-bistro"),
        ("does the wolf den have live music", "entertainment-wolf-den"),
        # A facet asked of the venue: the facet rules judge it.
        ("Casino of the Sky is there what games", "casino-casino-of-the-sky"),
        # A thing the venue holds as a field ("games_offered").
        ("Casino of the Sky is there games", "casino-casino-of-the-sky"),
        # Not the venue named: other rules judge it.
        ("is there a kids menu", "dining-the-farm-italy"),
    ],
)
def test_a_thing_the_venue_holds_is_not_lacking(index, question, item_id):
    assert not venue_lacks_thing(question, index.kb.get(item_id), index)
