"""A thing asked of a guest room is not answered by a venue that holds one (the pool's hot tub
is not in the room), in English or through the glossary (a whirlpool bathtub is no hot tub);
a noodle soup is no sushi: the guest words read "ramen" as nothing the knowledge base holds.
Which labelled things a named venue stocks (its bottles, its stores) are declined: the
knowledge base names a wine list or jewellery, never the wines or the jewellers."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.in_room import asks_in_room, venue_for_room
from agent.member_names import asks_member_names
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from concierge.wiring import build_language_detector
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture
def foreign(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge over the fused index, answering guests in their language."""
    return offline_concierge(fused_index, build_language_detector())


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550231")


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("does our suite come with a jacuzzi", True),
        ("do the king rooms have a hot tub in them", True),
        ("is there a whirlpool bath in the deluxe rooms", True),
        ("are there hot tubs in the suites", True),
        ("any in-room sauna?", True),
        ("do the suites include spa access", False),
        ("does the room rate include use of the pool", False),
        ("is there a hot tub at the pool", False),
        ("room 1204 here, is there a gym", False),
        ("is there a spa in the hotel", False),
        ("does the poker room have a bad beat jackpot", False),
        ("is there a tv in the card room", False),
    ],
)
def test_a_thing_asked_of_a_room_written_for_this_test(question: str, asked: bool) -> None:
    assert asks_in_room(question) is asked


def test_the_hotels_own_room_types_say_which_room(index: KnowledgeIndex) -> None:
    pool = next(item for item in index.kb.items if item.category == "amenities")
    assert venue_for_room("are there jacuzzis in the earth tower rooms", pool, index)
    assert not venue_for_room("are there jacuzzis in the party rooms", pool, index)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("a suíte tem banheira de hidromassagem?", "pt"),
        ("¿la suite tiene bañera de hidromasaje?", "es"),
        ("套房里有按摩浴缸吗", "zh"),
    ],
)
def test_a_whirlpool_bathtub_is_read_as_no_hot_tub(text: str, language: str) -> None:
    reading = english_query(text, language)
    assert "whirlpool" in reading and "hot tub" not in reading


def test_a_rooms_jacuzzi_is_declined_and_the_pools_hot_tub_still_answered(
    fused: GraphConcierge, foreign: GraphConcierge
) -> None:
    route, reply = _reply(fused, "will our room have its own jacuzzi")
    assert route == "dont_know" and "Pool" not in reply
    route, reply = _reply(foreign, "a suíte tem banheira de hidromassagem no banheiro?")
    assert route == "dont_know" and "Pool" not in reply
    route, reply = _reply(fused, "is there a hot tub by the indoor pool")
    assert route == "answer" and "Pool" in reply
    route, reply = _reply(fused, "do the sky tower suites have a soaking tub")
    assert route == "answer" and "soaking tub" in reply


def test_a_noodle_soup_is_not_answered_with_the_sushi_place(fused: GraphConcierge) -> None:
    route, reply = _reply(fused, "craving a hot bowl of ramen, anywhere here?")
    assert route == "dont_know" and "TAO" not in reply
    route, reply = _reply(fused, "anywhere to get sushi tonight")
    assert route == "answer" and "TAO" in reply


@pytest.mark.parametrize(
    ("question", "lead", "asked"),
    [
        (
            "what reds does the farm italy have by the glass, which wines",
            "dining-the-farm-italy",
            True,
        ),
        ("which cocktails does soltoro mix", "dining-soltoro-tequila-grill", True),
        ("what jewellers are there in the shops", "amenities-the-shops-at-mohegan-sun", True),
        ("what stores can i find in the shops", "amenities-the-shops-at-mohegan-sun", True),
        ("what kind of stores are in the shops", "amenities-the-shops-at-mohegan-sun", False),
        ("what stores does the resort have", "amenities-the-shops-at-mohegan-sun", False),
        ("which shops are in the shops", "amenities-the-shops-at-mohegan-sun", False),
        ("does the farm italy have a wine list", "dining-the-farm-italy", False),
    ],
)
def test_which_labelled_things_a_venue_stocks_written_for_this_test(
    index: KnowledgeIndex, question: str, lead: str, asked: bool
) -> None:
    item = next(item for item in index.kb.items if item.id == lead)
    assert asks_member_names(question, item, index) is asked


def test_a_venues_bottles_and_stores_are_declined_its_kinds_answered(
    fused: GraphConcierge, foreign: GraphConcierge
) -> None:
    route, reply = _reply(fused, "which whiskeys do they pour at the lansdowne pub")
    assert route == "dont_know" and "Lansdowne" not in reply
    route, reply = _reply(foreign, "quais joalherias tem dentro do The Shops?")
    assert route == "dont_know" and "130,000" not in reply
    route, reply = _reply(fused, "where can i shop for jewelry and souvenirs")
    assert route == "answer" and "The Shops" in reply
