"""Details the knowledge base never holds, declined with the number: how long a show or a set
runs, how long lost things are kept, a figure guessed for how often a bus comes, how long an
animal lives, a television show's judges, a school's team's schedule, the area of a venue that
states none (not the shops' square feet), a course's length in yards, a numbered room's view
asked in Spanish, a pool or a dress code at a casino or a hotel far away, the acts of a week or
a month, a ride to an airport, which ride costs less, one dish's price asked in Chinese, the
hours of a thing the lead venue only mentions (the arena's box office); how long the drive
is, how long a video wall is, how often the shuttle runs, where to watch a college game, a
restaurant's price level, the number to call, the place beside a landmark (not the landmark)
and a typed "whcih" are answered. A policy asked ("the refund policy if we cancel") and a trip
the resort sells no part of ("book us a flight") are questions, not bookings to take; "do you
have a mini golf course" is judged as "is there" is."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.lineup import asks_a_lineup
from agent.measured_size import asks_a_measure
from agent.missing_detail import prices_one_thing
from agent.nodes.router import offline_intent
from agent.one_room import asks_of_one_room
from agent.other_towns import other_town, ride_to_other_town
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from agent.sports_result import asks_of_a_school_team
from agent.time_span import asks_a_span
from agent.world_facts import asks_a_world_fact
from tests.unit.reply_support import NOW, PROP, reply_of


@pytest.mark.parametrize(
    ("question", "language", "span"),
    [
        ("how long does the magic show last", "en", True),
        ("how long is the headliner's set on friday", "en", True),
        ("what's the running time of the musical", "en", True),
        ("how long will you hold on to a phone someone turned in", "en", True),
        ("how often do the garage buses come by", "en", True),
        ("¿cuánto dura el concierto de esta noche?", "es", True),
        ("quanto tempo dura a apresentação de mágica?", "pt", True),
        ("how long is the drive from providence", "en", False),
        ("how long is the drive to the concert", "en", False),
        ("how long is the comedy club open on sundays", "en", False),
        ("how long until the show starts", "en", False),
        ("how long have they had live music at the pub", "en", False),
        ("how long is the giant screen in the sportsbook", "en", False),
    ],
)
def test_how_long_a_thing_runs_or_how_often_it_comes_written_for_this_test(
    question: str, language: str, span: bool
) -> None:
    assert asks_a_span(english_query(question, language)) is span


@pytest.mark.parametrize(
    ("question", "language", "world"),
    [
        ("how long do black bears live", "en", True),
        ("what's the life span of a sea turtle", "en", True),
        ("who are the judges on that baking competition this year", "en", True),
        ("how long can we stay in the room after checkout", "en", False),
        ("who is the chef at the steakhouse", "en", False),
        ("does the famous chef ever come in to his restaurant", "en", True),
        ("does the shuttle ever show up on time", "en", False),
    ],
)
def test_an_animals_life_and_a_tv_panel_written_for_this_test(
    question: str, language: str, world: bool
) -> None:
    assert asks_a_world_fact(english_query(question, language)) is world


@pytest.mark.parametrize(
    ("question", "school"),
    [
        ("state university hockey schedule this winter", True),
        ("what's the ncaa tournament ticket situation", True),
        ("where can we watch the college football game", False),
        ("do you offer college student discounts", False),
    ],
)
def test_a_school_team_written_for_this_test(question: str, school: bool) -> None:
    assert asks_of_a_school_team(question) is school


@pytest.mark.parametrize(
    ("question", "language", "asked"),
    [
        ("how many yards is the back nine", "en", True),
        ("¿cuántos metros cuadrados mide el spa?", "es", True),
        ("高尔夫球场有多少码？", "zh", True),
        ("how many people does the theatre hold", "en", False),
    ],
)
def test_a_measure_in_yards_or_square_feet_written_for_this_test(
    question: str, language: str, asked: bool
) -> None:
    reading = english_query(question, language)
    assert (asks_a_measure(reading) or "square" in reading) is asked


def test_a_pool_in_a_town_far_away_written_for_this_test(index: KnowledgeIndex) -> None:
    pool = next(item for item in index.kb.items if "Pool" in item.title())
    assert other_town("horário da piscina do Nassau Grand", pool, PROP.location) == "nassau"
    assert other_town("a piscina do hotel abre que horas?", pool, PROP.location) is None


def test_a_town_in_its_portuguese_or_spanish_name_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    hotel = next(item for item in index.kb.items if item.category == "overview")
    assert other_town("algum hotel bom em Nueva York?", hotel, PROP.location) == "nueva york"


@pytest.mark.parametrize(
    ("question", "one_dish"),
    [
        ("SolToro的塔可一份多少钱", True),
        ("SolToro 多少钱", False),
        ("SolToro 晚餐多少钱", False),
    ],
)
def test_one_dishs_price_asked_thing_first_written_for_this_test(
    index: KnowledgeIndex, question: str, one_dish: bool
) -> None:
    grill = next(item for item in index.kb.items if "SolToro" in item.title())
    assert prices_one_thing(english_query(question, "zh"), grill, index) is one_dish


def test_a_place_near_a_station_in_another_town_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    hotel = next(item for item in index.kb.items if item.category == "overview")
    asked = "any good pizza near the providence train station"
    assert other_town(asked, hotel, PROP.location) == "providence"
    assert other_town("taking the train to providence, then a cab?", hotel, PROP.location) is None


def test_a_numbered_room_named_with_its_tower_written_for_this_test() -> None:
    reading = english_query("el cuarto 2210 de la Earth Tower tiene balcón?", "es")
    assert asks_of_one_room(reading)


@pytest.mark.parametrize(
    ("question", "language", "lineup"),
    [
        ("which bands play the arena next month", "en", True),
        ("what comedians are at the club in february", "en", True),
        ("下个月有什么节目？", "zh", True),
        ("is the arena open next month", "en", False),
    ],
)
def test_a_lineup_of_a_week_or_a_month_written_for_this_test(
    question: str, language: str, lineup: bool
) -> None:
    assert asks_a_lineup(english_query(question, language), NOW) is lineup


@pytest.mark.parametrize(
    ("readings", "ride"),
    [
        (("any van from the hotel to logan airport",), True),
        (("hay autobús del casino al aeropuerto?",), True),
        (("a bus arrive providence", "度假村到普罗维登斯有巴士吗"), True),
        (("is there a bus from the airport to you",), False),
        (("how far is the airport from the hotel",), False),
    ],
)
def test_a_ride_to_an_airport_written_for_this_test(readings: tuple[str, ...], ride: bool) -> None:
    assert ride_to_other_town(*readings) is ride


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("what's your refund policy if we cancel our suite 2 days out", "property_question"),
        ("what happens if i change my booking last minute", "property_question"),
        ("book us a flight home to chicago sunday", "property_question"),
        ("reserve me a rental car for friday", "property_question"),
        ("please cancel my room for tomorrow", "action_request"),
        ("book us a table for 4 at the steakhouse", "action_request"),
    ],
)
def test_a_policy_asked_and_a_trip_not_ours_are_no_action_written_for_this_test(
    text: str, intent: str
) -> None:
    assert offline_intent(text) == intent


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("how long does the headliner usually play at the arena", "dont_know", "1-888-226-7711"),
        ("how long do you hang on to lost phones", "dont_know", "1-888-226-7711"),
        ("does the garage bus come every 5 minutes?", "dont_know", "1-888-226-7711"),
        ("how often does the garage shuttle run", "answer", "frequently"),
        ("how long do moose live", "dont_know", "1-888-226-7711"),
        ("how many square feet is the spa", "dont_know", "1-888-226-7711"),
        ("how many square feet is the shopping concourse at the shops", "answer", "130,000"),
        ("how long is the video wall at the sportsbook", "answer", "140-foot"),
        ("what's the dress code at the venetian in vegas", "dont_know", "1-888-226-7711"),
        ("what time does the pool open at the atlantis", "dont_know", "1-888-226-7711"),
        ("state university hockey schedule this winter", "dont_know", "1-888-226-7711"),
        ("where can we watch the college football game", "answer", "MJ23"),
        ("how long is the drive from boston", "answer", "1.5 to 2 hours"),
        ("what time does the box office at the arena open", "dont_know", "1-888-226-7711"),
        ("what time does the bakery open", "answer", "SIFT"),
        ("whats a number to reach the hotel desk", "answer", "Main line: 1-888-226-7711"),
        ("is there a general number we could call", "answer", "Main line: 1-888-226-7711"),
        ("need the fone numbr pls", "answer", "1-888-226-7711"),
        ("what sports bar is beside michael jordan's steak house", "answer", "MJ23"),
        ("what's the italian place near the indoor waterfall called", "answer", "Tuscany"),
        ("whcih games are in the casino of the wind", "answer", "Poker"),
        ("do you guys have a mini golf course", "dont_know", "1-888-226-7711"),
        ("do you have an indoor pool", "answer", "Sky Tower Indoor Pool"),
        ("book us a flight home to chicago sunday", "dont_know", "1-888-226-7711"),
        ("is a cab or an uber cheaper from the train station", "dont_know", "1-888-226-7711"),
    ],
)
def test_declines_and_answers_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = reply_of(concierge, question, "+12035552402")
    assert got_route == route and needle in reply, reply
