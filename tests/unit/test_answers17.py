"""Scene words no item uses set aside; a question run on after the scene; idioms of size,
buffets and all-night hours; a fancy place ruled out is no price level; any weeknight."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.dates import strip_when
from agent.guest_idioms import plain_words
from agent.price_level import price_level
from tests.unit.reply_support import reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550917")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("waffles as big as your face anywhere?", "oversized"),
        ("a burrito the size of a football", "oversized"),
        ("ayce crab legs?", "buffet"),
        ("any all-you-can-eat place", "buffet"),
        ("is the poker room open round the clock", "open 24 hours"),
        ("where can i watch the red sox game", "watch the game on big screens"),
    ],
)
def test_everyday_phrases_of_size_buffets_and_hours(text: str, plain: str) -> None:
    assert plain in plain_words(text)


def test_a_fancy_place_ruled_out_asks_for_no_price_level() -> None:
    assert price_level("my uncle wants steak but nothing fancy") is None
    assert price_level("she doesnt like upscale restaurants, any pizza") is None
    assert price_level("somewhere fancy for dinner") == "high"


def test_any_weeknight_says_when_not_what() -> None:
    assert "weeknight" not in strip_when("how late is the deli open on weeknights")
    assert "weekday" not in strip_when("brunch on a weekday?")


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        # Words of the scene no item uses ("anxious", "operation", "whole") are set aside
        # when the item holds the rest of the asking clause.
        (
            "my grandpa walks with a cane and hes anxious, first outing since his knee "
            "operation. is the whole place accessible, the rooms also?",
            "answer",
            "ccessible",
        ),
        # The question run on after the scene without a question mark is the search.
        (
            "taking my aunt out, she adores lobster but hates anything fancy and turns in "
            "early lol so what time does the seafood place close",
            "answer",
            "Jasper",
        ),
        # The unknown word is the thing asked for: still declined.
        ("can i bring my hoverboard into the hotel", "dont_know", "I can help"),
        ("does the seasons buffet do a veterans discount", "dont_know", "I can help"),
    ],
)
def test_scene_words_set_aside_end_to_end(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = _reply(concierge, question)
    assert got_route == route and needle in reply, reply
