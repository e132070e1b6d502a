"""Everyday phrases read as the plain word the knowledge base uses."""

from __future__ import annotations

import pytest

from agent.guest_idioms import plain_words


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("where can i put money on the knicks tonight", "where can i bet on the knicks tonight"),
        ("wanna put $50 on the fight", "wanna bet on the fight"),
        ("i forgot my scarf in the buffet, help", "i lost an item in the buffet, help"),
        ("we left our umbrella by the pool?", "we lost an item by the pool?"),
        ("is there a show that won't cost anything", "is there a show that free"),
        ("any bars with no cover charge", "any bars with free"),
        ("which city is the resort located in?", "what is the address?"),
        ("what town are you guys in", "what is the address"),
        ("who runs the casino", "operator owned by"),
        ("what's the top tier of the points club", "what's the tiers of the points club"),
        ("closest atm to the sportsbook?", "atm to the sportsbook?"),
        ("wen does the spa open 2moro", "when does the spa open tomorrow"),
        ("wut's the hotel # pls", "what's the hotel number pls"),
        ("need rezzies 4 the steakhouse", "need reservations for the steakhouse"),
        ("leaving w/o breakfast", "leaving without breakfast"),
        ("arriving w/o a car", "arriving by train or bus"),
        ("is the buffet worth it or nahh", "is the buffet worth it or not"),
        ("how expensve are the suites", "how expensive are the suites"),
        ("is the noodle bar pricy", "is the noodle bar pricey"),
        ("any dres cod for the club", "any dress code for the club"),
        ("need a reservasion for brunch?", "need a reservation for brunch?"),
        ("does the suite get wyfy", "does the suite get wifi"),
        ("wi fi code pls", "wifi code pls"),
    ],
)
def test_an_everyday_phrase_becomes_the_plain_word(text: str, plain: str) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "we left the hotel at 9",  # leaving a place, not leaving a thing there
        "what time should we leave",
        "how much does the spa cost",
        "where can i put my bags",
        "what's the nearest airport",
        "which town has the closest train station",
        "which garage is closest to the arena",
        "table for 4 at 7",
        "the wide expanse of the lobby",  # no price word, however close
        "fried cod for dinner",  # a fish, not a dress code
        "dinner with the wifey",
    ],
)
def test_other_texts_are_left_as_written(text: str) -> None:
    assert plain_words(text) == text
