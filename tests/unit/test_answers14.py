"""Scene words, words typed apart or together, clipped words, told ages and the fuller lead."""

import pytest

from agent.lead_choice import fuller_first
from agent.retrieval import Hit
from agent.retrieval_facets import facet_of
from agent.scene_words import drop_scene_words
from agent.yes_no import topic_of


def test_who_comes_along_and_why_are_left_out_but_not_words_the_kb_uses(index) -> None:
    used = index.terms.items_with
    assert drop_scene_words("sushi for my wife on her birthday", used) == "sushi for my on her"
    # Someone's occasion is the scene; an occasion's thing is asked for.
    assert drop_scene_words("can tao do a birthday cake", used) == "can tao do a birthday cake"
    assert drop_scene_words("brunch with my mom tomorrow", used) == "brunch with my"
    assert drop_scene_words("bringing my husband out for pizza", used) == (
        "bringing my out for pizza"
    )
    assert drop_scene_words("taking my boss out to dinner", used) == "to dinner"
    assert drop_scene_words("can i get take out at the deli", used) == (
        "can i get take out at the deli"  # take-out food: nobody is taken out
    )
    # "family" is a word the knowledge base uses: it may be what is asked about.
    assert "family" in drop_scene_words("family friendly pizza", used)
    assert drop_scene_words("my wife", used) == "my"
    assert drop_scene_words("wife", used) == "wife"  # nothing would be left


def test_a_guest_word_typed_as_two_is_joined_and_kb_words_typed_as_one_are_split(index) -> None:
    correct = index.terms.correct
    assert "holdem" in correct("any hold em tables tonight")
    assert "standup" in correct("some stand-up later?")
    assert "check in" in correct("when can we check in")  # a group reads it as written
    assert "dress code" in correct("dresscode for tao")
    assert "lobster roll" in correct("best lobsterroll")


def test_a_clipped_word_is_read_as_the_one_kb_word_it_starts(index) -> None:
    assert "guacamole" in index.terms.correct("fresh guac anywhere")


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("my son is 18, is he allowed at the wolf den", "age"),
        ("bringing a 16 yr old to the arena show ok?", "age"),
        ("my daughter is 20 can she come to novelle", "age"),
        ("our party is 12 can we get a table", None),
        ("we are 14 people, need a big table", None),
        ("what types of slots do you have", "games"),
    ],
)
def test_a_told_age_asks_the_age_limit_and_a_count_does_not(question, facet) -> None:
    assert facet_of(question) == facet


def test_a_garment_cleaned_or_bought_is_no_dress_code_question() -> None:
    assert topic_of("do i need a jacket and tie at the steakhouse") == "dress code"
    assert topic_of("can i get my jacket pressed") is None
    assert topic_of("where can i buy a tie") is None


def test_the_runner_up_leads_when_the_first_cannot_answer_and_it_holds_far_more(index) -> None:
    atm_faq = index.kb.get("faq-atm-and-cash")
    cages = index.kb.get("amenities-atms-and-casino-cage")
    assert atm_faq is not None and cages is not None
    hits = [Hit(item=atm_faq, score=2.0), Hit(item=cages, score=1.0)]
    question = "where do i swap my chips for cash"
    assert fuller_first(hits, question, index, floor=0.4)[0].item is cages
    # A first hit that holds enough keeps its place.
    assert fuller_first(hits, question, index, floor=0.1)[0].item is atm_faq


@pytest.mark.parametrize(
    "question",
    ["anywhere with a dj and dancing late tonight", "somewhere to dance to a dj till late night"],
)
def test_when_a_thing_is_wanted_is_no_thing_wanted(index, question) -> None:
    late_food = index.kb.get("faq-late-night-food")
    novelle = index.kb.get("entertainment-novelle")
    hits = [Hit(item=late_food, score=2.0), Hit(item=novelle, score=1.0)]
    assert fuller_first(hits, question, index, floor=0.4)[0].item is novelle
    # Asked for food late at night, the late-night FAQ keeps its lead.
    assert (
        fuller_first(hits, "where can i eat late at night", index, floor=0.4)[0].item is late_food
    )
