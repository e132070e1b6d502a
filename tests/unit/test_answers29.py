"""Things asked to be booked that the knowledge base never names are said to be unknown (the
bookings of what it does name keep their note), and an age an item says has changed is no age
given (the ages told for whom a thing is asked stay an aside); a Chinese character typed for
another of its sound or shape reads as the term it slips from; how far apart the earth and the
sun are is a world fact; a dog named by its breed in two words is a dog, and a name for it is
personal advice; an overflow lot is an outer lot; how many a room holds when full is its
capacity; one night (uma noite, una noche) is a nightly rate asked."""

from __future__ import annotations

import pytest

from agent.booked_thing import unknown_booked_thing
from agent.concierge import GraphConcierge
from agent.exact_price import asks_an_exact_price
from agent.guest_idioms import plain_words
from agent.personal_advice import asks_personal_advice
from agent.query_gloss import english_query, gloss
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of
from agent.world_facts import asks_a_world_fact
from tests.unit.reply_support import reply_of

DONT_KNOW = "don't have that information"


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("could you book us a hot air balloon ride for sunday", "hot air balloon"),
        ("please reserve me a seaplane charter", "seaplane charter"),
        ("can you arrange a yacht over the weekend", "yacht"),
    ],
)
def test_a_booked_thing_no_item_names_written_for_this_test(
    index: KnowledgeIndex, question: str, thing: str
) -> None:
    assert unknown_booked_thing(question, index.terms) == thing


@pytest.mark.parametrize(
    "question",
    [
        "book a table for 4 at tao tonight",
        "could you book me a facial together with my sister",
        "reserve the royal suite for our anniversary",
        "can you book us a massage somewhere quiet",
    ],
)
def test_a_booked_thing_the_kb_names_is_no_unknown(index: KnowledgeIndex, question: str) -> None:
    assert unknown_booked_thing(question, index.terms) is None


@pytest.mark.parametrize(
    "question",
    [
        "can you reserve a yacht for us saturday",
        "do you have a squash court I could book",
        "can i get room 2210 in the earth tower please",
    ],
)
def test_booking_what_the_kb_lacks_is_declined_with_the_number(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+15550290001")
    assert route == "action_request"
    assert DONT_KNOW in reply
    assert "1-888-226-7711" in reply


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("please book us a table at tao friday", "TAO"),
        ("can you book a couples massage for us", "Mandara Spa"),
    ],
)
def test_booking_what_the_kb_names_keeps_its_note(
    concierge: GraphConcierge, question: str, venue: str
) -> None:
    route, reply = reply_of(concierge, question, "+15550290002")
    assert route == "action_request"
    assert venue in reply
    assert DONT_KNOW not in reply


@pytest.mark.parametrize(
    "question",
    [
        "whats the youngest age kids quest takes",
        "does kids quest take toddlers",
        "a kids quest aceita bebês?",
    ],
)
def test_an_age_the_item_says_has_changed_is_no_age_given(
    concierge: GraphConcierge, question: str
) -> None:
    route, _ = reply_of(concierge, question, "+15550290003")
    assert route == "dont_know"


@pytest.mark.parametrize(
    "question",
    [
        "we have a 10 and a 13 year old with us, is there an arcade",
        "what is cyber quest",
    ],
)
def test_ages_told_for_whom_leave_the_arcade_answered(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+15550290004")
    assert route == "answer"
    assert "arcade" in reply


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("does the pool allow infants", "age"),
        ("do they take kids 4 years old", "age"),
        ("does the spa take walk-ins", "reservations"),
        ("does the buffet take credit cards", None),
    ],
)
def test_taking_a_little_one_asks_the_age_limit(question: str, facet: str | None) -> None:
    assert facet_of(question) == facet


@pytest.mark.parametrize(
    ("question", "english"),
    [
        ("明天几点要推房", "check-out"),  # 推 typed for 退
        ("可以提前入往吗", "check-in"),  # 往 for 住
        ("前台电化是多少", "phone"),  # 化 for 话
        ("健身中新在哪", "fitness center"),  # 新 for 心
        ("购物中心几点关门", "shops"),
    ],
)
def test_a_chinese_character_slip_reads_as_its_term(question: str, english: str) -> None:
    assert english in gloss(question, "zh").query


@pytest.mark.parametrize(
    ("question", "english"),
    [
        ("推荐一家意大利餐厅", "recommend"),  # 推 kept where it forms a term as typed
        ("泳池开放时间", "hours"),  # 放 kept
        ("最新的演出是什么", "show"),
    ],
)
def test_characters_forming_a_term_as_typed_are_kept(question: str, english: str) -> None:
    read = gloss(question, "zh").query
    assert english in read
    assert "check-out" not in read


@pytest.mark.parametrize(
    "question",
    [
        "how far away is the moon from earth",
        "what's the distance between mars and the sun",
        "how many miles from the earth to the moon",
    ],
)
def test_how_far_apart_heavenly_bodies_are_is_a_world_fact(question: str) -> None:
    assert asks_a_world_fact(question)


@pytest.mark.parametrize(
    "question",
    [
        "how far is the earth tower from the sun terrace",
        "how far is the casino of the earth from mohegan sun",
        "distance from the sky tower to the earth expo",
        "how far is mohegan sun from providence",
    ],
)
def test_how_far_between_our_own_places_is_no_world_fact(question: str) -> None:
    assert not asks_a_world_fact(question)


def test_sun_and_moon_are_read_in_spanish_and_portuguese() -> None:
    assert asks_a_world_fact(english_query("a que distancia esta la luna de la tierra", "es"))
    assert asks_a_world_fact(english_query("quantos km da lua até a terra", "pt"))


@pytest.mark.parametrize(
    "question",
    [
        "can we bring our golden doodle for the weekend",
        "is a german shepherd ok in the sky tower",
    ],
)
def test_a_dog_named_by_its_breed_asks_the_pet_policy(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+15550290006")
    assert route == "answer"
    assert "pets" in reply


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("is the golden dragon buffet still there", "golden dragon"),
        ("what does the french onion soup cost", "french onion"),
    ],
)
def test_two_word_look_alikes_of_a_breed_are_kept(text: str, kept: str) -> None:
    assert kept in plain_words(text)


@pytest.mark.parametrize(
    "question",
    ["any cute names for our new labrador puppy?", "what should we name the baby"],
)
def test_a_name_for_ones_own_pet_or_child_is_personal_advice(question: str) -> None:
    assert asks_personal_advice(question)


@pytest.mark.parametrize(
    "question",
    [
        "what do i name my reservation under",
        "what should i call the front desk number",
        "is there a name for the new pizza place",
    ],
)
def test_names_of_our_own_things_are_no_personal_advice(question: str) -> None:
    assert not asks_personal_advice(question)


def test_an_overflow_lot_is_an_outer_lot(concierge: GraphConcierge) -> None:
    route, reply = reply_of(
        concierge, "stuck in the overflow lot, does a shuttle run to the entrance?", "+15550290007"
    )
    assert route == "answer"
    assert "shuttle" in reply


def test_an_overflow_of_something_else_finds_no_shuttle(concierge: GraphConcierge) -> None:
    _, reply = reply_of(concierge, "my bathtub overflowed, who do i call", "+15550290008")
    assert "Parking Shuttle" not in reply


def test_how_many_a_room_holds_when_full_asks_its_capacity(concierge: GraphConcierge) -> None:
    route, reply = reply_of(
        concierge, "how many fans fit in the arena when it's packed", "+15550290010"
    )
    assert route == "answer"
    assert "10,000" in reply


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("can we still get in if its sold out", "sold out"),
        ("is the wolf den full tonight", "full"),
    ],
)
def test_full_asked_without_how_many_is_kept(text: str, kept: str) -> None:
    assert kept in plain_words(text)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("quanto sai uma noite na Sky Tower?", "pt"),
        ("cuanto vale una noche en la earth tower", "es"),
    ],
)
def test_one_nights_rate_asked_in_spanish_or_portuguese_is_an_exact_price(
    question: str, language: str
) -> None:
    assert asks_an_exact_price(english_query(question, language))


def test_a_bar_open_at_night_asks_no_nightly_rate() -> None:
    assert not asks_an_exact_price(english_query("o bar abre a noite? quanto custa", "pt"))
