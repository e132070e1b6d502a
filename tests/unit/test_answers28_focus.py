"""The question proper found past its scene (after a dash, asked by "what", its facet asked of
the sentence that asks it), "do you have at ..." that asks for no thing, where to park for a named
venue, a place named by the name it went by before, and "when" answered by a time of year; the
look-alikes keep their old reading."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.focus import focus_sentence
from agent.former_names import former_names
from agent.missing_thing import asked_clause
from agent.nodes.retrieve import facet_asker
from agent.parking_for import parking_for_venue
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import named_item
from tests.unit.reply_support import reply_of


def test_where_after_do_you_have_is_no_thing_written_for_this_test() -> None:
    assert asked_clause("which steak places do you have at the resort") is None
    assert asked_clause("what kinds of rooms do you have here?") is None


def test_a_thing_after_do_you_have_starts_the_clause_written_for_this_test() -> None:
    assert asked_clause("hey there, do you have a gift shop") == "do you have a gift shop"
    assert asked_clause("is there an arcade in the hotel") == "is there an arcade in the hotel"


def test_the_facet_is_asked_of_the_sentence_that_asks_it_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    asked = "how many people fit in the cabaret? wondering how crowded the comedy night gets"
    query = "how many people fit in the cabaret?"
    assert facet_asker(query, asked, index) == query


@pytest.mark.parametrize(
    ("query", "asked"),
    [
        # The search is the whole text: nothing to narrow.
        ("how big is the arena", "how big is the arena"),
        # The sentence searched asks no facet; the one before names the venue asked of.
        ("is there brunch", "the shed hours on sunday? is there brunch"),
        # Another facet: the words before say what is asked of.
        ("what's the dress code", "how much is the steakhouse? what's the dress code"),
        # The venue is named before the sentence that asks.
        ("is there a dress code", "supper at beauty & essex. is there a dress code"),
    ],
)
def test_the_whole_text_when_the_search_is_no_facet_sentence_written_for_this_test(
    index: KnowledgeIndex, query: str, asked: str
) -> None:
    assert facet_asker(query, asked, index) == asked


def test_parking_for_a_named_venue_written_for_this_test(index: KnowledgeIndex) -> None:
    found = parking_for_venue("where should we park for the wolf den show", index)
    assert found is not None and "Wolf Den" in found.summary()


@pytest.mark.parametrize(
    "question",
    [
        "is parking free in the garage",  # the garage itself
        "where do i park",  # no venue named
        "where is the wolf den",  # no parking asked
        "what time does the wolf den open",
    ],
)
def test_no_parking_lead_without_a_venue_or_a_parking_question_written_for_this_test(
    index: KnowledgeIndex, question: str
) -> None:
    assert parking_for_venue(question, index) is None


def test_a_garage_for_a_venue_end_to_end_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(concierge, "what lot is best for the wolf den?", "+12035552802")
    assert route == "answer" and "Winter garage" in reply, reply


def test_the_question_after_a_dash_end_to_end_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(
        concierge,
        "riding up from baltimore tomorrow — what amtrak station is nearest to you?",
        "+12035552803",
    )
    assert route == "answer" and "New London" in reply, reply


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Set in the former Marbella Grill space.", ["Marbella Grill"]),
        ("A noodle bar, long known here as Noodle House Nine.", ["Noodle House Nine"]),
        ("Opened in the former Vesta Greek dining room.", ["Vesta Greek", "Vesta"]),
    ],
)
def test_a_name_a_place_went_by_before_written_for_this_test(text: str, names: list[str]) -> None:
    assert former_names(text, rare={"vesta"}) == names


@pytest.mark.parametrize(
    "text",
    [
        "A former bank building, now a bar.",  # no name told
        "The chef was previously at a hotel in town.",
        "Opened in 2001 beside the arena.",
    ],
)
def test_no_former_name_told_written_for_this_test(text: str) -> None:
    assert former_names(text, rare=set()) == []


def test_the_old_name_names_the_place_that_took_it_over_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    found = named_item("is the old ballo still around", index)
    assert found is not None and found.title() == "The Farm Italy"
    # "ballroom" is no old name: the word must be the name, whole.
    ballroom = named_item("is there a ballroom for weddings", index)
    assert ballroom is None or ballroom.title() != "The Farm Italy"


def test_when_asks_the_sentence_that_names_a_time_of_year_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    golf = next(item for item in index.kb.items if item.title() == "Mohegan Sun Golf Club")
    # The scene's words ("drive", "course") are in other sentences; "when" asks a season.
    sentence = focus_sentence(
        golf, "when is the golf season, we'd drive out to the course", index.terms
    )
    assert sentence is not None and "fall" in sentence


def test_no_when_no_time_of_year_first_written_for_this_test(index: KnowledgeIndex) -> None:
    golf = next(item for item in index.kb.items if item.title() == "Mohegan Sun Golf Club")
    sentence = focus_sentence(
        golf, "does the golf course have a pro shop to rent clubs", index.terms
    )
    assert sentence is not None and "pro shop" in sentence
