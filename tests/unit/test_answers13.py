"""Plural and agent-noun words are read as written; parking fee rules skip car charging."""

import pytest

from agent.retrieval import KnowledgeIndex
from agent.yes_no import settles
from data.kb.loader import default_kb_root, load_knowledge_base

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(KB)


@pytest.mark.parametrize(
    "text",
    [
        "where are the phone chargers sold",  # "charge" + rs, not "changes"
        "do you have scooters for rent",  # "scooter" + s
    ],
)
def test_an_inflected_english_word_is_not_taken_for_a_slip(index, text) -> None:
    assert index.terms.correct(text) == text


def test_a_misspelled_venue_word_is_still_repaired(index) -> None:
    assert index.terms.correct("tusscany hours") == "tuscany hours"


def _parking_fee():
    item = KB.get("faq-parking-cost")
    assert item is not None
    return item


@pytest.mark.parametrize(
    "question",
    [
        "do the garages have a charger for my electric car",
        "is there an ev charging station where we park",
        "any chargers in the parking lot",
    ],
)
def test_charging_a_car_is_not_the_parking_fee(question) -> None:
    assert not settles(question, _parking_fee())


@pytest.mark.parametrize(
    "question", ["is there a charge to park overnight", "do we pay for parking", "is parking free"]
)
def test_the_parking_fee_is_still_settled(question) -> None:
    assert settles(question, _parking_fee())


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("does mgm springfield have a buffet", "mgm"),
        ("what are the room rates at Caesars Palace", "caesars"),
        ("is the borgata's poker room open late", "borgata"),
    ],
)
def test_another_casino_named_is_found(question, name) -> None:
    from agent.other_casinos import other_casino

    assert other_casino(question, KB.items) == name


@pytest.mark.parametrize(
    "question",
    [
        "does the casino of the sky have craps",
        "room rates this weekend",
        "a cosmopolitan at the bar",
        "any hard rock bands",
    ],
)
def test_our_own_venues_name_no_other_casino(question) -> None:
    from agent.other_casinos import other_casino

    assert other_casino(question, KB.items) is None
