"""Details the knowledge base never holds, declined with the number: how things stand at this
moment (a wait, a queue, a free table or seat, a crowd) and a trip between two other towns;
whether a place is open now, a usual wait or the way here from a town are answered."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.live_status import asks_live_status
from agent.other_towns import trip_between_towns
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import PROP, reply_of


@pytest.mark.parametrize(
    ("question", "language", "live"),
    [
        ("what's the wait looking like at the buffet, how long", "en", True),
        ("how long is the line for the sushi place right now", "en", True),
        ("current wait time at the noodle bar?", "en", True),
        ("any empty tables at the pizza place tonight for 4", "en", True),
        ("are there still seats available for the 8pm comedy set", "en", True),
        ("how crowded is the pool right now", "en", True),
        ("¿cuánto tiempo de espera hay en el buffet?", "es", True),
        ("tem mesa livre agora na churrascaria?", "pt", True),
        ("自助餐现在有空桌吗？", "zh", True),
        ("is the noodle bar open now", "en", False),
        ("is there usually a wait for brunch on sundays", "en", False),
        ("any roulette tables open right now", "en", False),  # the casino's hours
        ("do i need a reservation for 8 people tonight", "en", False),
        ("how long is the comedy show", "en", False),
        ("do they serve the full menu now", "en", False),
    ],
)
def test_how_things_stand_right_now_written_for_this_test(
    question: str, language: str, live: bool
) -> None:
    assert asks_live_status(english_query(question, language)) is live


@pytest.mark.parametrize(
    ("question", "language", "trip"),
    [
        (
            "how long does the bus take from providence to new york",
            "en",
            ("providence", "new york"),
        ),
        ("best way from philly to boston by car?", "en", ("philly", "boston")),
        ("¿cuánto se tarda en tren de Boston a Nueva York?", "es", ("boston", "new york")),
        ("quanto tempo de ônibus de Hartford até Boston?", "pt", ("hartford", "boston")),
        ("从哈特福德坐火车到波士顿要多久？", "zh", ("hartford", "boston")),
        ("taking the train from new york to new london, then what", "en", None),  # a gateway
        ("how far are you from boston and from new york", "en", None),
        ("driving up from philly, should we cut through hartford", "en", None),
        ("how do i get from boston to mohegan sun by bus", "en", None),
    ],
)
def test_a_trip_between_two_other_towns_written_for_this_test(
    index: KnowledgeIndex, question: str, language: str, trip: tuple[str, str] | None
) -> None:
    reading = english_query(question, language)
    got = trip_between_towns(reading, index.kb.items, PROP.location, PROP.name.split())
    assert got == trip


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("how long's the wait at the pizza place rn", "dont_know", "1-888-226-7711"),
        ("any free seats left at the steakhouse bar tonight?", "dont_know", "1-888-226-7711"),
        ("what's the fastest drive from boston to philly", "dont_know", "1-888-226-7711"),
        ("do i need a reservation at the steakhouse", "answer", "Michael Jordan"),
        ("how long is the drive from boston", "answer", "1.5 to 2 hours"),
    ],
)
def test_declines_and_answers_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = reply_of(concierge, question, "+12035552301")
    assert got_route == route and needle in reply, reply
