"""Declines for a measure no item states, a town named in another language or a state, a
foreign question's glossed thing no item holds; answers judged per comma clause."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.measured_size import asks_a_measure, measures_what_is_asked
from agent.missing_detail import lacking_detail
from agent.missing_thing import missing_thing
from agent.nodes.retrieve import glossed_words
from agent.other_towns import other_town
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of
from tests.unit.reply_support import reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550815")


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("how wide are the lanes in the parking deck", True),
        ("what's the ceiling height in the ballroom", True),
        ("how high is the waterfall inside", True),
        ("how high are the limits at the craps tables", False),  # stakes, not a length
        ("how late is the bar open", False),
    ],
)
def test_what_asks_a_physical_measure(question: str, asks: bool) -> None:
    assert asks_a_measure(question) is asks


def test_an_item_answers_a_measure_only_when_its_text_states_one(index: KnowledgeIndex) -> None:
    pool = index.kb.get("amenities-sky-tower-pool")
    tower = index.kb.get("hotel-sky-tower-deluxe-king")  # "34-story"
    assert not measures_what_is_asked("how deep does the water get in the pool", pool)
    assert measures_what_is_asked("how tall is that hotel tower", tower)
    assert measures_what_is_asked("is the pool heated", pool)  # no measure asked


@pytest.mark.parametrize(
    ("question", "town"),
    [
        ("cuanto cuesta una pizza en boston", "boston"),
        ("tem cassino bom em providence", "providence"),
        ("cheapest oysters in vermont right now", "vermont"),
        ("best chowder in rhode island?", "rhode island"),
    ],
)
def test_a_town_or_state_named_in_any_language_is_another_town(
    index: KnowledgeIndex, question: str, town: str
) -> None:
    steak = index.kb.get("dining-michael-jordans-steak-house")
    assert other_town(question, steak, "Uncasville, Connecticut") == town


@pytest.mark.parametrize(
    ("text", "language", "thing"),
    [
        ("tem ferro de passar no quarto", "pt", "iron"),
        ("hay una plancha en la habitacion", "es", "iron"),
    ],
)
def test_a_foreign_questions_glossed_thing_no_item_uses_is_missing(
    index: KnowledgeIndex, text: str, language: str, thing: str
) -> None:
    words = glossed_words(text, language, index.terms)
    assert missing_thing(words, index.terms) == thing, words


def test_a_glossed_pronoun_is_no_thing(index: KnowledgeIndex) -> None:
    words = glossed_words("hay algo abierto toda la noche para comer", "es", index.terms)
    assert missing_thing(words, index.terms) is None, words


def test_a_venue_name_left_untranslated_keeps_its_place_in_the_question(
    index: KnowledgeIndex,
) -> None:
    # The name stays, so the day after it is not read as the thing asked for.
    words = glossed_words("qual o horário do Bobby's Burgers no domingo", "pt", index.terms)
    assert "bobby" in words.lower() and missing_thing(words, index.terms) is None


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("how deep is the hot tub, asking for my toddler", "dont_know", "I can help with"),
        ("how tall is todd english in real life", "dont_know", "I can help with"),
        ("where's a good lobster shack in maine", "dont_know", "I can help with"),
        ("when does the fitness center open, gotta burn off dinner", "answer", "6"),
        # A comma clause of one word, or of the property's town, answers nothing alone.
        ("is there a place to store bags after checkout, train leaves at 9", "dont_know", "help"),
        ("will it snow in uncasville tonight, do we need boots", "dont_know", "I can help"),
    ],
)
def test_measures_states_and_comma_clauses_end_to_end(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = _reply(concierge, question)
    assert got_route == route and needle in reply, reply


def test_an_items_location_may_give_the_drive(index: KnowledgeIndex) -> None:
    golf = index.kb.get("amenities-mohegan-sun-golf-club")  # "about a 20-minute drive"
    pool = index.kb.get("amenities-sky-tower-pool")
    assert lacking_detail(golf, "how long a drive is it out to the golf course") is None
    assert lacking_detail(pool, "how long a drive is it out to the pool") == "driving"


@pytest.mark.parametrize(
    ("text", "language", "thing"),
    [
        ("o quarto tem microondas", "pt", "microwave"),
        ("hay descuento para personas mayores en el show", "es", "discount"),  # seniors too
        ("房间里有没有微波炉", "zh", "microwave"),
    ],
)
def test_glossed_household_things_no_item_holds_are_missing(
    index: KnowledgeIndex, text: str, language: str, thing: str
) -> None:
    words = glossed_words(text, language, index.terms)
    assert missing_thing(words, index.terms) == thing, words


def test_the_glossary_reads_older_guests_as_seniors() -> None:
    assert "seniors" in english_query("tem desconto pra idosos no buffet", "pt")
    assert "seniors" in english_query("老年人打折吗", "zh")


def test_a_chinese_question_for_which_games_reads_as_the_games_facet() -> None:
    # "玩什么" alone is "things to do"; with "游戏" after it, the games asked for.
    assert facet_of(english_query("赌场里玩什么游戏比较多", "zh")) == "games"


def test_a_flight_of_a_drink_is_a_tasting_not_a_plane() -> None:
    assert plain_words("who does a bourbon flight around here") == "who does a bourbon around here"
    assert plain_words("my flight lands at 6") == "my flight lands at 6"
