"""A product's brand is no fact the knowledge base keeps: such a question is declined."""

import pytest

from agent.brand_question import asks_a_brand


@pytest.mark.parametrize(
    "question",
    [
        "what brand is the coffee maker in the rooms",
        "which make of slot machines do you have",
        "are the bikes in the gym pelotons?",
        "what kind of pillows are on the beds",
    ],
)
def test_a_brand_or_maker_asked_for(question):
    assert asks_a_brand(question)


@pytest.mark.parametrize(
    "question",
    [
        "what kind of food does the shed serve",
        "which restaurants have a kids menu",
        "make a reservation",
    ],
)
def test_other_questions_are_no_brand_question(question):
    assert not asks_a_brand(question)
