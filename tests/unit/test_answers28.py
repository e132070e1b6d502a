"""Kinds of question declined honestly (a famous person's hometown, a table's betting limit, a
ride to or from an airport, a place built like our names but none of them), a place the guest
rules out before asking or what is not meant said last, and the number to call read as the phone
number; the look-alikes that ask of ours stay answered."""

from __future__ import annotations

import pytest

from agent.airport_ride import asks_an_airport_ride
from agent.concierge import GraphConcierge
from agent.exact_price import asks_an_exact_price
from agent.guest_idioms import plain_words
from agent.lookalike_name import lookalike_name
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from agent.ruled_out import without_ruled_out
from agent.world_facts import asks_a_world_fact
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    "question",
    [
        "where is chef jasper white from originally",
        "where was jasper white born",
        "where'd he grow up",
        "what's the comedian's hometown",
    ],
)
def test_a_famous_persons_hometown_written_for_this_test(question: str) -> None:
    assert asks_a_world_fact(question)


@pytest.mark.parametrize(
    "question",
    [
        "where is the shuttle from",
        "where's the salmon from",
        "where is valet from here",
        "where do the buses leave from",
        "where is the steakhouse",
    ],
)
def test_where_a_thing_is_or_comes_from_is_no_hometown_written_for_this_test(
    question: str,
) -> None:
    assert not asks_a_world_fact(question)


def test_a_chinese_hometown_reads_as_one_written_for_this_test() -> None:
    assert asks_a_world_fact(english_query("那个厨师是哪里人", "zh"))
    assert not asks_a_world_fact(english_query("餐厅在哪里", "zh"))


@pytest.mark.parametrize(
    "question",
    [
        "roulette min on a weekday?",
        "what's the craps max",
        "min bet for pai gow",
        "are the table limits high in the wind casino",
    ],
)
def test_a_betting_limit_is_an_amount_written_for_this_test(question: str) -> None:
    assert asks_an_exact_price(question)


@pytest.mark.parametrize(
    "question",
    [
        "what's the min age for the sportsbook",
        "is a 90 min facial worth it",
        "which table games do you have",
        "how late do the poker tables run",
    ],
)
def test_an_age_a_length_or_the_games_is_no_limit_written_for_this_test(question: str) -> None:
    assert not asks_an_exact_price(question)


@pytest.mark.parametrize(
    "question",
    [
        "do you have an airport shuttle",
        "any shuttle to providence airport tomorrow",
        "can a van pick us up at the airport",
        "is there a bus from the hartford airport",
    ],
)
def test_a_ride_to_or_from_an_airport_written_for_this_test(question: str) -> None:
    assert asks_an_airport_ride(question)


@pytest.mark.parametrize(
    "question",
    [
        "which airport is closest",
        "how do we get here from the airport",
        "can we grab a cab from the airport",
        "does the shuttle go to the thames garage",
    ],
)
def test_getting_here_or_a_shuttle_of_ours_is_no_airport_ride_written_for_this_test(
    question: str,
) -> None:
    assert not asks_an_airport_ride(question)


def test_a_name_built_like_ours_but_none_of_them_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    items = index.kb.items
    assert lookalike_name("where's the casino of the moon", items) == "casino of the moon"
    assert lookalike_name("is the casino of the stars smoke free", items) == "casino of the stars"


@pytest.mark.parametrize(
    "question",
    [
        "where's the casino of the wind",
        "is the casino of the skys open",  # a slip of the finger
        "how far is the casino of the erth from the garage",
        "what's the name of the buffet",  # no frame of our names
        "best view of the river",
    ],
)
def test_our_names_and_other_phrases_stay_written_for_this_test(
    index: KnowledgeIndex, question: str
) -> None:
    assert lookalike_name(question, index.kb.items) is None


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("not the boston one - the steakhouse here, is it open monday", "the steakhouse here"),
        ("does the bistro take walk ins, not the one at foxwoods", "does the bistro take walk"),
        ("is the comedy club open? not that one in new york", "is the comedy club open?"),
    ],
)
def test_a_place_ruled_out_is_set_aside_written_for_this_test(text: str, kept: str) -> None:
    assert without_ruled_out(text).startswith(kept)


@pytest.mark.parametrize(
    "text",
    [
        "not the one",
        "i do not want the noisy one, which bar is quiet",
        "is there no one at the front desk",
        "which one is not the one with the pool",
    ],
)
def test_no_place_ruled_out_leaves_the_text_written_for_this_test(text: str) -> None:
    assert without_ruled_out(text) == text


@pytest.mark.parametrize(
    "question",
    [
        "where was the chef at the italian place born",
        "is there a shuttle bus to bradley airport on sunday",
        "how do i walk to the casino of the moon from the hotel",
        "what's the baccarat min tonight",
    ],
)
def test_declined_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552801")
    assert route == "dont_know", reply


def test_a_ruled_out_place_leaves_ours_answered_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(
        concierge, "not the atlantic city one, the tao here, how late is it open saturday", "+1203"
    )
    assert route == "answer" and "TAO" in reply, reply


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("whats the buffet's number, not a reservations app", "whats the buffet's number"),
        ("is there a quiet bar, not a nightclub", "is there a quiet bar"),
    ],
)
def test_what_is_not_meant_said_last_is_set_aside_written_for_this_test(
    text: str, kept: str
) -> None:
    assert without_ruled_out(text) == kept


@pytest.mark.parametrize(
    "text",
    [
        "where can we eat not a buffet",  # no comma: part of the question
        "is it not a long walk to the arena",
    ],
)
def test_not_a_inside_the_question_stays_written_for_this_test(text: str) -> None:
    assert without_ruled_out(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "what number do we call to reach the front desk",
        "which number should i dial",
        "what number can i call",
    ],
)
def test_the_number_to_call_is_the_phone_number_written_for_this_test(text: str) -> None:
    assert "phone number" in plain_words(text)


@pytest.mark.parametrize(
    "text",
    ["what number is our room", "how many numbers are on a roulette wheel"],
)
def test_a_number_not_to_call_stays_written_for_this_test(text: str) -> None:
    assert plain_words(text) == text
