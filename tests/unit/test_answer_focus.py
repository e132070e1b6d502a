"""The no-LLM answer carries the sentence that holds what was asked; shorthand is not content."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.extractive import short_answer
from agent.focus import focus_sentence
from agent.retrieval import KnowledgeIndex
from agent.retrieval_terms import _is_shorthand

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


def _item(index: KnowledgeIndex, item_id: str):
    item = index.kb.get(item_id)
    assert item is not None
    return item


@pytest.mark.parametrize(
    ("item_id", "question", "wanted"),
    [
        ("entertainment-connecticut-sun", "connecticut sun, when is their season", "September"),
        ("hotel-sky-tower-deluxe-king", "deluxe king room, is it a river view or not", "Thames"),
        ("promotions-momentum-dollars", "momentum dollars - can i use them at shops?", "shops"),
    ],
)
def test_the_sentence_holding_the_asked_detail_is_in_the_answer(index, item_id, question, wanted):
    item = _item(index, item_id)
    assert wanted in short_answer(item, NOW, question, terms=index.terms)
    assert wanted not in short_answer(item, NOW, "tell me about it")  # not the lead's


def test_no_focus_sentence_when_the_question_asks_nothing_the_item_holds(index):
    item = _item(index, "hotel-sky-tower-deluxe-king")
    assert focus_sentence(item, "Sky Tower Deluxe King?", index.terms) is None
    assert focus_sentence(item, "is there a rooftop helipad", index.terms) is None


@pytest.mark.parametrize(
    ("word", "known", "slip"),
    [
        ("hrs", "hours", True),
        ("opn", "open", True),
        ("wat", "what", True),
        ("dose", "does", True),
        ("joyn", "join", True),
        ("zoo", "too", False),
        ("gym", "gem", False),
        ("bowl", "bow", False),
    ],
)
def test_shorthand_is_dropped_but_a_real_short_word_counts(word, known, slip):
    assert _is_shorthand(word, known) is slip


def test_a_short_word_the_kb_never_uses_weighs_in_coverage(index):
    # "zoo" is nobody's shorthand: a pets FAQ does not cover a petting-zoo question.
    terms = index.terms.content_terms("any zoo here")
    assert "zoo" in terms
    assert "wat" not in index.terms.content_terms("wat time")


def test_a_venue_is_named_by_its_two_rare_first_words(index):
    from agent.retrieval_facets import named_item

    named = named_item("is frank pepe busy on fridays", index)
    assert named is not None and named.id == "dining-frank-pepe-pizzeria-napoletana"
    # "casino floor" starts a promotion's name but is common wording: not a venue named.
    named = named_item("can i vape on the casino floor", index)
    assert named is None or named.category != "promotions"


def test_a_venue_is_named_without_the_property_name_in_front(index):
    from agent.retrieval_facets import named_item

    named = named_item("how big is the fanduel sportsbook?", index)
    assert named is not None and named.id == "casino-fanduel-sportsbook"
    # One word left is too little: "arena" alone does not name "Mohegan Sun Arena" this way.
    assert named_item("is there an arena", index) is None


def test_a_venue_is_named_by_a_proper_name_only_it_goes_by(index):
    from agent.retrieval_facets import named_item

    # "Michael Jordan's" is common in the KB, but every other item says the name whole.
    named = named_item("does michael jordans have a kids menu", index)
    assert named is not None and named.id == "dining-michael-jordans-steak-house"
    # "hotel packages" and "the farm" start names too, but are everyday words.
    assert named_item("any hotel packages this month", index) is None
    assert named_item("is there a farm nearby", index) is None


def test_a_short_name_word_counts_when_the_name_writes_it_in_capitals(index):
    from agent.retrieval_facets import named_item

    named = named_item("faixa de preco do tao", index)
    assert named is not None and named.id == "dining-tao-asian-bistro"
    assert "app" not in index.distinct_name_words  # "Mohegan Sun App": an everyday word


def test_long_words_of_the_items_text_are_repaired_when_very_close(index):
    assert "weekends" in index.terms.correct("open on weeknds?")
    assert "driving" in index.terms.correct("drivin there")


def test_the_booking_policy_is_the_answer_to_a_reservations_question(index):
    item = _item(index, "dining-frank-pepe-pizzeria-napoletana")
    reply = short_answer(item, NOW, "can we reserve a table at frank pepe", terms=index.terms)
    assert "first come" in reply


def test_a_short_word_the_kb_inflects_is_content(index):
    # The KB says "views": "view" is that word, not shorthand to drop.
    assert "view" in index.terms.content_terms("what view")


def test_an_faq_answer_keeps_its_sentence_on_what_was_asked(index):
    item = _item(index, "faq-smoking")
    reply = short_answer(item, NOW, "can i smoke anywhere, like outside?", terms=index.terms)
    assert "outdoor" in reply


def test_words_the_kb_never_uses_are_reported(index):
    assert "zoo" in index.terms.unknown_terms("do you have a zoo")
    assert index.terms.unknown_terms("what time does the spa open") == []


def test_an_age_question_gets_a_stated_limit_not_a_pointer(index):
    from agent.retrieval_facets import facet_value

    comix = _item(index, "entertainment-comix-roadhouse")
    assert "21" in facet_value(comix, "age")  # "shows are usually 21 and over"
    arena = _item(index, "entertainment-mohegan-sun-arena")
    assert "check the event page" in facet_value(arena, "age")  # only a pointer: kept last
