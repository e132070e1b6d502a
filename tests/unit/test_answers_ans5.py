"""Answer fixes of helper ans5, each with look-alikes that must keep working.

- A short word of a venue name typed with one slip right after the name's word before it
  ("wolf dne") is that word; longer words are left to the other repairs.
- "What is X?" gets X's description on, the sentence naming the part asked about first.
- A wish for one food ("craving pizza, what do you recommend") names the one venue whose
  whole cuisine it is; not when more is asked of it ("a steakhouse, all you can eat").
- "... or just burgers", "not the burger counter": the other place is set aside.
"""

from __future__ import annotations

import pytest

from agent.broadcast import asks_a_broadcast
from agent.concierge import GraphConcierge
from agent.cuisine_place import cuisine_place
from agent.former_names import asks_former_name
from agent.personal_advice import asks_personal_advice
from agent.query_gloss import mixed_in_language
from agent.retrieval import KnowledgeIndex
from agent.ruled_out import without_ruled_out
from concierge.wiring import build_language_detector
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture
def multilingual(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge over the fused index, answering guests in their language."""
    return offline_concierge(fused_index, build_language_detector())


# --- a short name word typed with a slip ----------------------------------------------------------


@pytest.mark.parametrize("typed", ["dne", "dn", "dem", "dem"])
def test_a_short_name_word_after_its_neighbour_is_mended(index: KnowledgeIndex, typed: str) -> None:
    assert "wolf den" in index.terms.correct(f"how do i find the wolf {typed}")


@pytest.mark.parametrize(
    "text", ["the wolf is cute", "wolf pack tickets", "a den of thieves", "is the dn open"]
)
def test_no_name_word_is_made_up_without_its_neighbour(index: KnowledgeIndex, text: str) -> None:
    assert "den" not in index.terms.correct(text).split() or "den" in text.split()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("how do i get to the wolf dne", "Casino of the Earth"),
        ("donde queda el wolf dn", "Casino of the Earth"),
    ],
)
def test_where_a_venue_typed_with_a_slip_is(
    multilingual: GraphConcierge, text: str, place: str
) -> None:
    route, reply = reply_of(multilingual, text, "+12035550501")
    assert route == "answer"
    assert place in reply, reply


# --- what a place is ------------------------------------------------------------------------------


def test_what_a_place_is_gets_its_description_on(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "whats beauty and essex all about", "+12035550502")
    assert route == "answer"
    assert "pawn shop" in reply, reply


@pytest.mark.parametrize(
    ("text", "said"),
    [("what's kids quest exactly", "supervised play"), ("what is cyber quest", "arcade")],
)
def test_the_part_of_a_two_named_place_asked_about(
    fused: GraphConcierge, text: str, said: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550503")
    assert route == "answer"
    assert said in reply, reply


def test_an_hours_question_still_gets_hours(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what time does beauty and essex open", "+12035550504")
    assert route == "answer"
    assert "pawn shop" not in reply, reply


# --- a food wished for ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("craving pizza so bad, what do you recommend", "Frank Pepe"),
        ("i want a burger", "Bobby's Burgers"),
        ("in the mood for mexican, any good", "SolToro"),
    ],
)
def test_a_wish_for_one_food_names_its_venue(
    fused_index: KnowledgeIndex, text: str, venue: str
) -> None:
    found = cuisine_place(text, fused_index)
    assert found is not None and venue in found.title()


@pytest.mark.parametrize(
    "text",
    [
        "is there a steakhouse that is all you can eat",
        "i want pizza and a movie",
        "is there pizza on the room service menu",
    ],
)
def test_a_wish_asking_more_than_the_food(fused_index: KnowledgeIndex, text: str) -> None:
    assert cuisine_place(text, fused_index) is None


def test_a_wish_for_pizza_in_spanish(multilingual: GraphConcierge) -> None:
    route, reply = reply_of(multilingual, "tengo antojo de pizza, cual recomiendas", "+12035550505")
    assert route == "answer"
    assert "Frank Pepe" in reply, reply


# --- the other place set aside --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("does the chef have a fancy restaurant here or just tacos", "fancy restaurant here"),
        ("his steakhouse, not the burger counter, where is it", "his steakhouse"),
        ("not the vegas one, how late is tao open", "how late is tao open"),
    ],
)
def test_the_place_set_aside(text: str, kept: str) -> None:
    assert kept in without_ruled_out(text)
    assert "tacos" not in without_ruled_out(text) and "counter" not in without_ruled_out(text)


def test_a_sit_down_place_not_the_counter(fused: GraphConcierge) -> None:
    route, reply = reply_of(
        fused, "bobby flay got a proper sit down place here or just burgers?", "+12035550506"
    )
    assert route == "answer"
    assert "Bar Americain" in reply, reply


# --- English words joined by a hyphen -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["we'd like to catch some stand-up tonight, where to go", "is the buffet self-service"],
)
def test_hyphenated_english_is_no_foreign_word(text: str) -> None:
    assert mixed_in_language(text) is None


def test_a_portuguese_word_still_marks_portuguese() -> None:
    assert mixed_in_language("o stand-up é caro?") in ("pt", "es")


def test_stand_up_asked_in_english_finds_the_comedy_club(fused: GraphConcierge) -> None:
    route, reply = reply_of(
        fused, "looking to see stand-up on friday, where do we go", "+12035550507"
    )
    assert route == "answer"
    assert "Comix" in reply, reply


# --- which days -----------------------------------------------------------------------------------


def test_which_days_gets_the_sentence_naming_days(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "which nights does comix do comedy", "+12035550508")
    assert route == "answer"
    assert "Thursday" in reply, reply


def test_which_days_of_a_place_with_hours_keeps_its_hours(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what days is tao open", "+12035550509")
    assert route == "answer"
    assert "5 PM" in reply or "5-10 PM" in reply, reply


# --- a name word with its ending clipped ----------------------------------------------------------


@pytest.mark.parametrize("text", ["novel lounge open tonight?", "whens the novel lounge open"])
def test_a_clipped_name_word_beside_its_own_word(index: KnowledgeIndex, text: str) -> None:
    assert "novelle" in index.terms.correct(text).split()


@pytest.mark.parametrize(
    "text",
    ["reading a novel by the pool", "just a moment please", "poke bowl anywhere", "a swim suit"],
)
def test_an_english_word_alone_is_no_clipped_name(index: KnowledgeIndex, text: str) -> None:
    assert index.terms.correct(text) == text


# --- a name the place went by before --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "what was the spa's old name",
        "what did the spa used to be called",
        "what was there before the italian place",
        "what replaced the old restaurant",
    ],
)
def test_asking_a_former_name(text: str) -> None:
    assert asks_former_name(text)


@pytest.mark.parametrize(
    "text", ["what is the name of the spa", "is the old casino still open", "name a good bar"]
)
def test_asking_no_former_name(text: str) -> None:
    assert not asks_former_name(text)


def test_a_former_name_told_answers(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "whats the spa's old name?", "+12035550510")
    assert route == "answer"
    assert "Elemis" in reply, reply


def test_a_former_name_asked_of_another_place_is_not_told(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what was the pool's old name", "+12035550512")
    assert "Ballo" not in reply and "Elemis" not in reply, reply


def test_a_former_use_asked_in_portuguese(multilingual: GraphConcierge) -> None:
    route, reply = reply_of(
        multilingual, "o que funcionava antes no espaço da Farm Italy?", "+12035550511"
    )
    assert route == "answer"
    assert "Ballo" in reply, reply


# --- a thing no item names, a show on television ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["any dog parks around the hotel?", "is there a dog run nearby", "is gordon ramsay on tv"],
)
def test_declined_with_no_venue(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550513")
    assert route == "dont_know", reply


def test_a_pet_policy_still_answers(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "can we bring the dog along", "+12035550514")
    assert route == "answer"
    assert "pets" in reply, reply


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("is bobby flay on tv tonight", True),
        ("will the finale be on television", True),
        ("is the fight on tv at the sports bar", False),
        ("are the games on tv in the lounge", False),
    ],
)
def test_a_show_airing_asked(text: str, asks: bool) -> None:
    assert asks_a_broadcast(text) is asks


# --- the resort called the casino when asked how to get there ---------------------------------


@pytest.mark.parametrize(
    "text", ["any train stop close to the casino?", "which airport is closest to the resort"]
)
def test_getting_to_the_casino_is_getting_to_the_resort(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550515")
    assert route == "answer"
    assert "New London" in reply or "Bradley" in reply, reply


def test_a_named_casino_area_still_has_no_directions(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "how do i drive to the casino of the earth", "+12035550516")
    assert route == "dont_know"


# --- one's own pet unwell -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("my cat keeps throwing up, what do i do", True),
        ("my puppy won't eat anything today", True),
        ("minha gata não come desde ontem", True),
        ("can my dog eat on the patio", False),
        ("is my dog allowed in the room", False),
    ],
)
def test_a_pet_unwell(text: str, asks: bool) -> None:
    assert asks_personal_advice(text) is asks
