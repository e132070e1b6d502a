"""A named venue asked for a thing its text never mentions is declined, not described."""

import pytest

from agent.missing_thing import asked_thing
from agent.retrieval import KnowledgeIndex
from agent.venue_lacks import asked_deed, venue_lacks_thing
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


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("does the summer shack cater weddings", ["cater", "weddings"]),
        ("do frank pepe ship frozen pies to ohio", ["ship", "frozen", "pies"]),
        ("does hash house a go go validate parking", ["validate", "parking"]),
    ],
)
def test_what_a_named_venue_is_asked_to_do_follows_its_name(index, question, deed):
    item = index.kb.get(
        {
            "cater": "dining-jasper-whites-summer-shack",
            "ship": "dining-frank-pepe-pizzeria-napoletana",
            "validate": "dining-hash-house-a-go-go",
        }[deed[0]]
    )
    assert item is not None
    assert asked_deed(question, item, index) == deed


def test_no_deed_without_the_venue_right_after_does(index):
    pepe = index.kb.get("dining-frank-pepe-pizzeria-napoletana")
    assert asked_deed("does the bus stop near frank pepe", pepe, index) == []
    assert asked_deed("can i walk to frank pepe", pepe, index) == []


def test_a_deed_the_venue_never_mentions_is_lacking(index):
    pepe = index.kb.get("dining-frank-pepe-pizzeria-napoletana")
    assert venue_lacks_thing("does frank pepe cater office parties", pepe, index)
    shack = index.kb.get("dining-jasper-whites-summer-shack")
    assert venue_lacks_thing("does the summer shack cater weddings", shack, index)


def test_a_deed_the_venue_text_speaks_of_is_not_lacking(index):
    pepe = index.kb.get("dining-frank-pepe-pizzeria-napoletana")
    # "baking ... pies in brick ovens": its own text says it bakes.
    assert not venue_lacks_thing("does frank pepe bake in a brick oven", pepe, index)


def test_a_facet_asked_with_a_typo_is_left_to_the_facet_rules(index):
    pepe = index.kb.get("dining-frank-pepe-pizzeria-napoletana")
    assert not venue_lacks_thing("does frank pepe take reservatons for 8", pepe, index)
