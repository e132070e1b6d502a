"""Facet questions as guests text them: booking asked about, hours as a deed, a scene after
the question, a list's order, a price to avoid, and the glossary's forms of them."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.missing_detail import counted_words
from agent.nodes.retrieve import _first_question, _points_back
from agent.nodes.router import offline_intent
from agent.query_gloss import gloss
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of
from agent.venue_lacks import venue_lacks_thing
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    "text",
    [
        "how can we book a table at tao for saturday",
        "how would we reserve for six at frank pepe",
        "ok so how do we book a table there",
    ],
)
def test_how_a_venue_is_booked_asks_the_reservations_facet_written_for_this_test(
    text: str,
) -> None:
    assert facet_of(text) == "reservations"
    assert offline_intent(text) == "property_question"


def test_where_to_reserve_asks_the_reservations_facet_written_for_this_test() -> None:
    assert facet_of("where do i reserve at the shed") == "reservations"


def test_a_table_asked_to_be_booked_is_still_an_action_written_for_this_test() -> None:
    assert offline_intent("please book a table for two at tao tonight") == "action_request"


def test_a_venue_asked_how_to_book_leads_with_its_booking_line_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(concierge, "how can we reserve a table at tao", "+12035552201")
    assert route == "answer"
    assert "Reservations:" in reply


@pytest.mark.parametrize(
    "text",
    [
        "does bobbys burgers stay open late saturday",
        "does frank pepe open early on sundays",
    ],
)
def test_a_deed_that_is_the_venues_hours_is_nothing_it_lacks_written_for_this_test(
    index: KnowledgeIndex, text: str
) -> None:
    item = next(
        i
        for i in index.kb.items
        if i.opening_hours() is not None and i.title()[:4].lower() in text.replace("'", "")
    )
    assert not venue_lacks_thing(text, item, index)


def test_stay_open_late_is_answered_with_the_hours_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(concierge, "does bobbys burgers stay open late saturday", "+120355502")
    assert route == "answer"
    assert "midnight" in reply or "PM" in reply


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("can i put a few bucks on the jets game", "can i bet on a game"),
        ("putting a couple dollars on the race", "bet on the race"),
        ("when do we have to be out without paying extra", "when do we have to be out"),
        ("latest checkout w/o a late fee?", "latest checkout?"),
        ("list the momentum tiers from lowest to highest", "list the momentum tiers"),
        ("what are the levels bottom to top", "what are the levels"),
    ],
)
def test_a_price_to_avoid_and_a_lists_order_add_no_thing_written_for_this_test(
    text: str, plain: str
) -> None:
    assert plain_words(text) == plain


def test_paying_asked_for_is_left_as_written_written_for_this_test() -> None:
    text = "can we pay extra for a bigger room"
    assert plain_words(text) == text


def test_check_out_without_a_fee_is_answered_with_the_time_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(
        concierge, "how late can we check out friday without paying extra", "+12035552203"
    )
    assert route == "answer"
    assert "11:00 AM" in reply


def test_the_tiers_in_order_are_answered_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(
        concierge, "momentum tiers lowest to highest? which is the highest", "+12035552204"
    )
    assert route == "answer"
    assert "Leap" in reply


def test_a_filler_after_how_many_is_not_counted_written_for_this_test() -> None:
    assert counted_words("how many tiers total") == ["tiers"]
    assert counted_words("how many tiers highest one") == ["tiers"]


def test_the_one_question_before_a_scene_is_the_question_written_for_this_test() -> None:
    text = "which lot is closest to the box office? picking up tickets later"
    assert _first_question(text) == "which lot is closest to the box office?"
    assert _first_question("where? we are lost") is None  # too short to ask on its own
    assert _first_question("is it open? is it busy?") is None


def test_a_deed_done_to_what_came_before_points_back_written_for_this_test() -> None:
    assert _points_back("where can i do that around here")
    assert _points_back("where do we get one in the casino")
    assert not _points_back("where is the poker room in the casino")


@pytest.mark.parametrize(
    ("text", "phone", "expected"),
    [
        (
            "what garage should i use for the arena? seeing a game tonight",
            "+12035552205",
            "Riverview",
        ),
        (
            "want to put a few bucks on the hockey game, where can i do that here",
            "+12035552207",
            "Sportsbook",
        ),
    ],
)
def test_the_question_is_answered_past_the_scene_written_for_this_test(
    concierge: GraphConcierge, text: str, phone: str, expected: str
) -> None:
    route, reply = reply_of(concierge, text, phone)
    assert route == "answer"
    assert expected in reply


@pytest.mark.parametrize(
    ("question", "language", "english"),
    [
        ("餐厅是哪一个", "zh", "which"),
        ("高爾夫球場有幾個洞", "zh", "golf course"),
        ("高尔夫球场多少洞", "zh", "how many holes"),
        ("cual es el nivel de precios del buffet", "es", "price range"),
        ("a faixa de preço do restaurante", "pt", "price range"),
        ("o nome completo do hotel", "pt", "full"),
    ],
)
def test_the_glossary_reads_which_courses_and_price_levels_written_for_this_test(
    question: str, language: str, english: str
) -> None:
    read = gloss(question, language)
    assert english in read.query
    assert not read.untranslated or all(w not in english for w in read.untranslated)


def test_which_picks_and_names_no_topic_in_chinese_written_for_this_test() -> None:
    # 哪 asks; the single character it leaves is no strange topic word.
    read = gloss("会员最高是哪级", "zh")
    assert "tier" in read.query
    assert not read.untranslated
