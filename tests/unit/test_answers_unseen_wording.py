"""Questions worded as guests word them: tickets, floor space, a time asked with a time told."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.missing_thing import missing_thing
from agent.one_room import asks_of_one_room
from agent.other_towns import other_town
from agent.query_gloss import english_query, mixed_in_language
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of, facet_sentence, facet_subject, named_item
from agent.sports_result import asks_a_result
from agent.world_facts import asks_a_world_fact
from tests.unit.reply_support import PROP, reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550177")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("where can we hear a live band tonight", "where can we live music tonight"),
        ("somewhere to watch the game with wings", "somewhere to watch the game on big screens"),
        ("my 10 yr old wants the arcade", "my kid wants the arcade"),
        ("our 7 year old is bored", "our kid is bored"),
        ("where do we leave our car for the arena", "where do we park my car for the arena"),
        ("how can i get my hands on two tickets", "how can i buy two tickets"),
    ],
)
def test_everyday_phrases_read_as_the_knowledge_bases_words(text: str, plain: str) -> None:
    assert plain_words(text).startswith(plain)


def test_an_age_that_may_be_the_question_is_kept() -> None:
    assert plain_words("can my 19 year old play slots") == "can my 19 year old play slots"


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("how much gaming space is there total, square footage", "capacity"),
        ("how many sq ft is the casino", "capacity"),
        ("how do i buy tickets for a concert at the arena", "tickets"),
        ("where can i get tickets to the comedy club", "tickets"),
        ("how much are tickets for comix", "price"),  # the price of tickets is the price
    ],
)
def test_floor_space_and_ticket_questions_ask_a_facet(question: str, facet: str) -> None:
    assert facet_of(question) == facet


def test_the_propertys_floor_space_answers_its_size(index: KnowledgeIndex) -> None:
    overview = next(item for item in index.kb.items if item.category == "overview")
    assert "300,000" in (facet_sentence(overview, "capacity") or "")


def test_when_and_where_the_guest_sets_out_from_are_no_subject(index: KnowledgeIndex) -> None:
    assert facet_subject("driving down from hartford tomorrow, which exit", "driving", index) == {
        "hartford"
    }
    assert facet_subject("flying in from chicago, which airport to land at", "air", index) == set()


def test_a_place_of_several_words_before_have_still_asks_for_a_thing(
    index: KnowledgeIndex,
) -> None:
    assert missing_thing("do the rooms in the sky tower have balconies", index.terms) == (
        "balconies"
    )


def test_english_shorthand_is_no_sign_of_another_language() -> None:
    text = "kids quest open?? need sumone to watch my 2 littles for like 2 hrs"
    assert mixed_in_language(text) is None
    assert mixed_in_language("o soltoro eh caro?") is not None


def test_a_town_said_first_places_the_question_there(index: KnowledgeIndex) -> None:
    casino = next(item for item in index.kb.items if item.category == "casino")
    assert other_town("vegas, which casino is best", casino, PROP.location) == "vegas"
    assert other_town(english_query("拉斯维加斯哪家赌场最好玩？", "zh"), casino, "") == "las vegas"
    assert other_town("which casino is best", casino, PROP.location) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("arriving saturday around noon, what time can we check in", "4:00 PM"),
        ("whats the full street address for mohegan sun, putting it in my gps", "Boulevard"),
        ("how do i buy tickets for a concert at mohegan sun arena", "Ticketmaster"),
        ("how many hotel rooms are there in total", "1,600"),
        ("what are the different momentum tiers called", "Leap"),
    ],
)
def test_answered_with_the_field_asked_for(
    concierge: GraphConcierge, text: str, expected: str
) -> None:
    route, reply = _reply(concierge, text)
    assert route == "answer" and expected in reply


def test_balconies_the_rooms_do_not_mention_are_declined(concierge: GraphConcierge) -> None:
    route, reply = _reply(concierge, "do the rooms in the sky tower have balconies")
    assert route == "dont_know" and "Sky Tower" not in reply


@pytest.mark.parametrize(
    "text",
    [
        "is the arena's hockey team winning this year",
        "who won the sun game last night",
        "whats the score of the pats game rn",
    ],
)
def test_a_result_or_a_score_is_asked(text: str) -> None:
    assert asks_a_result(text)


@pytest.mark.parametrize(
    "text",
    [
        "how do i get a tax form for my gambling winnings",
        "how do i get a win/loss statement",
        "tips for winning at slots",
        "When is the Connecticut Sun season?",
    ],
)
def test_winnings_and_seasons_are_no_result(text: str) -> None:
    assert not asks_a_result(text)


def test_a_venue_is_named_by_its_last_two_words(index: KnowledgeIndex) -> None:
    named = named_item("do i need a reservation at summer shack for a party of 10", index)
    assert named is not None and named.id == "dining-jasper-whites-summer-shack"


def test_a_team_result_is_declined_whatever_venue_it_names(concierge: GraphConcierge) -> None:
    route, reply = _reply(concierge, "is the arena's hockey team winning this year")
    assert route == "dont_know" and "Connecticut Sun" not in reply


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("who is michael jordan's wife", True),
        ("how much is the dollar in euros today", True),
        ("what's the exchange rate for canadian dollars", True),
        ("is my flight to orlando delayed", True),
        ("how old is taylor swift", True),
        ("who is the chef at summer shack", False),
        ("how much is parking", False),
        ("how old is the casino of the earth", False),
        ("what's the minimum bet at the $10 tables", False),
    ],
)
def test_a_fact_of_the_world_is_asked(text: str, asked: bool) -> None:
    assert asks_a_world_fact(text) is asked


@pytest.mark.parametrize(
    "text",
    [
        "who is Michael Jordan's wife",
        "a cuanto esta el dolar en pesos mexicanos",
        "今天美元兑人民币汇率多少",
    ],
)
def test_a_fact_of_the_world_is_declined_whatever_venue_it_names(
    concierge: GraphConcierge, text: str
) -> None:
    route, reply = _reply(concierge, text)
    assert route == "dont_know" and "Steak House" not in reply and "SolToro" not in reply


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("does room 2214 have a river view", True),
        ("is suite 3101 on a high floor", True),
        ("room 1705 is there view river", True),  # the glossary's reading of "o quarto 1705 ..."
        ("what time is checkout for room 1204", False),
        ("can i get extra towels in room 818", False),
        ("we're in suite 1911, would it overlook the river?", True),
        ("which way does our room face", True),
        ("room 818 here, is it too late for room service?", False),
    ],
)
def test_one_room_asked_by_its_number(text: str, asked: bool) -> None:
    assert asks_of_one_room(text) is asked


def test_one_room_is_declined_and_the_guests_own_room_number_is_no_question(
    concierge: GraphConcierge,
) -> None:
    route, reply = _reply(concierge, "does room 2214 in the earth tower have a river view?")
    assert route == "dont_know" and "Earth Tower King" not in reply
    route, reply = _reply(concierge, "what time is checkout for room 1204")
    assert route == "answer" and "11:00 AM" in reply


def test_a_feature_the_rooms_come_with_is_a_thing_asked_for(index: KnowledgeIndex) -> None:
    assert missing_thing("do the rooms come with a microwave", index.terms) == "microwave"
    assert asks_a_world_fact("any big headlines today?")


def test_exactly_how_many_is_answered_only_by_a_number_in_digits(
    concierge: GraphConcierge,
) -> None:
    route, reply = _reply(concierge, "how many tables does the poker room have exactly?")
    assert route == "dont_know" and "dozens" not in reply
    route, reply = _reply(concierge, "how many tables does the poker room have")
    assert route == "answer" and "dozens of tables" in reply


@pytest.mark.parametrize(
    ("text", "route"),
    [
        ("is there a shuttle to new haven tonight", "dont_know"),
        ("¿tienen transporte gratis a Springfield?", "dont_know"),
        ("有去波士顿的班车吗", "dont_know"),
        ("is there a bus from boston to the casino", "answer"),  # how guests travel here
    ],
)
def test_a_ride_away_to_another_town_is_declined(
    concierge: GraphConcierge, text: str, route: str
) -> None:
    assert _reply(concierge, text)[0] == route


def test_a_facet_asked_with_a_slip_is_answered_by_its_field(concierge: GraphConcierge) -> None:
    route, reply = _reply(concierge, "tao dres code?")
    assert route == "answer" and "Smart casual" in reply
