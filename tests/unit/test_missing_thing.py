"""What a question asks for: the thing it names, judged on its own."""

from __future__ import annotations

import pytest

from agent.missing_thing import asked_clause, missing_thing
from agent.retrieval import KnowledgeIndex


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("does the buffet have a chocolate fountain", "fountain"),
        ("is there a climbing wall for teens", "climbing"),
        ("do the earth tower suites have a fireplace", "fireplace"),
        ("can i rent a tuxedo somewhere", "tuxedo"),
        # A name with an apostrophe between "does" and "have".
        ("does jasper white's summer shack have a raw bar with oysters", None),
        ("does michael jordan's steak house have a humidor", "humidor"),
        # A kind of food the word list holds rarely is meant as written, not read as "that".
        ("any thai places near the arena?", "thai"),
        ("is there a pho place around", "pho"),
    ],
)
def test_a_thing_no_item_names_is_found(index: KnowledgeIndex, question: str, thing: str) -> None:
    assert missing_thing(question, index.terms) == thing


@pytest.mark.parametrize(
    "question",
    [
        "im starving after the drive, is there a pizza place",  # unknown words are context
        "is there a spa",
        "what time does the buffet open",  # asks for no thing
        "any chance i can get a late checkout",  # "any chance" wraps the request
        "any suggestions for a romantic dinner",
        "any ideas for a rainy afternoon with kids",
    ],
)
def test_a_thing_the_kb_knows_is_not_missing(index: KnowledgeIndex, question: str) -> None:
    assert missing_thing(question, index.terms) is None


def test_the_clause_starts_at_the_asking_words() -> None:
    assert asked_clause("exhausted lol is there a spa") == "is there a spa"
    assert asked_clause("what time does the buffet open") is None
    # "where's the X" asks for X; what comes before it ("craving raw fish") is context.
    assert asked_clause("craving raw fish, where's the sushi place") == "where's the sushi place"
    assert asked_clause("where is it") is None


def test_where_is_a_thing_no_item_names_is_missing(index: KnowledgeIndex) -> None:
    assert missing_thing("where's the bowling alley", index.terms) == "bowling"


def test_a_detail_asked_by_name_is_a_thing(index: KnowledgeIndex) -> None:
    assert missing_thing("whats the wifi password for the rooms", index.terms) == "password"
    # Glossed from "qual a senha do wifi do hotel".
    assert missing_thing("what is the password wifi hotel", index.terms) == "password"


def test_a_word_that_asks_for_the_facet_is_no_thing(index: KnowledgeIndex) -> None:
    assert missing_thing("What's the minimum age to check in to a room?", index.terms) is None


def test_asking_words_before_a_word_a_request_is_wrapped_in_start_no_clause() -> None:
    # 有推荐吗 reads "is there recommend": a wish for suggestions, not a thing asked for.
    assert asked_clause("want eat italian is there recommend") is None
    assert asked_clause("is there any suggestion for dinner") is None
    assert asked_clause("got any ideas? is there a buffet") == "is there a buffet"


def test_having_to_do_something_asks_for_no_thing() -> None:
    assert asked_clause("what time do we have to leave the room") is None
    assert asked_clause("does the hotel have a pool") == "does the hotel have a pool"


def test_a_thing_named_after_the_detail_asked_is_a_thing(index: KnowledgeIndex) -> None:
    # "which level is the X on" asks where X is: X is judged as a thing the guest asks for.
    assert missing_thing("which level is the ice rink on", index.terms) == "ice"
    assert missing_thing("what floor is the spa on", index.terms) is None
