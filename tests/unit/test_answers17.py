"""Scene words no item uses set aside; a question run on after the scene; idioms of size,
buffets and all-night hours; a fancy place ruled out is no price level; any weeknight."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.concierge import GraphConcierge
from agent.dates import parse_when, strip_when
from agent.guest_idioms import plain_words
from agent.price_level import price_level
from agent.retrieval_facets import facet_of
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
        ("party of 12 needs a table for brunch", "party needs"),
        ("what lot should we pull into", "park in"),
        ("my shoulders are in knots, somebody to get the knots out?", "massage"),
    ],
)
def test_everyday_phrases_of_size_buffets_and_hours(text: str, plain: str) -> None:
    assert plain in plain_words(text)


def test_a_fancy_place_ruled_out_asks_for_no_price_level() -> None:
    assert price_level("my uncle wants steak but nothing fancy") is None
    assert price_level("she doesnt like upscale restaurants, any pizza") is None
    assert price_level("somewhere fancy for dinner") == "high"


def test_any_weeknight_or_day_of_the_stay_says_when_not_what() -> None:
    assert "weeknight" not in strip_when("how late is the deli open on weeknights")
    assert "weekday" not in strip_when("brunch on a weekday?")
    assert "last" not in strip_when("can we store bags on our last day")


def test_the_kids_restlessness_is_no_thing_asked() -> None:
    text = "the twins are bouncing off the walls, any arcade to tire them out"
    assert "walls" not in plain_words(text) and "tire" not in plain_words(text)


def test_a_day_named_after_tomorrow_is_the_day_asked() -> None:
    now = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))  # a Monday
    asked = parse_when("nails tomorrow maybe, when does the salon open on friday", now)
    assert asked is not None and asked.label == "Friday"
    tomorrow = parse_when("does the salon open early tomorrow", now)
    assert tomorrow is not None and tomorrow.label == "tomorrow"


def test_a_size_asked_as_yes_or_no_is_the_capacity_facet() -> None:
    assert facet_of("is the comedy club a small room") == "capacity"
    assert facet_of("are the ballrooms huge") == "capacity"
    assert facet_of("is it open yet") is None


def test_tickets_asked_of_what_comes_before() -> None:
    assert facet_of("wolf den tix how") == "tickets"
    assert facet_of("cabaret tickets??") == "tickets"
    assert facet_of("got tickets tonight, where do we eat") is None


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
            "taking my aunt out, she adores lobster but doesnt like anything fancy and turns in "
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
