"""Kinds of question the knowledge base cannot hold, declined honestly: food brought to a room,
an amount (a rate a night, a fee, a ticket's price), how full a place is or whether a dish is
left tonight, who is on on a dated day or a holiday, where a game comes from and a famous
person's own life; the look-alikes that ask for a place or a level stay answered."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.concierge import GraphConcierge
from agent.exact_price import asks_an_exact_price
from agent.lineup import asks_a_lineup
from agent.live_status import asks_live_status
from agent.room_delivery import asks_room_delivery
from agent.world_facts import asks_a_world_fact
from tests.unit.reply_support import reply_of

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("could the burger place deliver two cheeseburgers up to our suite", ""),
        ("will anyone send breakfast to room 1412", ""),
        ("can you deliver the deli sandwich room", ""),
        ("can you mandar pizza room", "¿nos pueden mandar una pizza a la habitación 512?"),
        ("you entregam dinner room", "vocês entregam o jantar no meu quarto?"),
        ("can i deliver noodles room", "面条能送到客房吗"),
    ],
)
def test_food_brought_to_a_room_written_for_this_test(english: str, original: str) -> None:
    assert asks_room_delivery(english, original)


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("something sweet to carry back to the room", "algo dulce para llevar al cuarto"),
        ("where do i drop off my bags before the room is ready", ""),
        ("is there a mini fridge in the room", ""),
    ],
)
def test_the_guest_carrying_or_a_room_feature_is_no_delivery_written_for_this_test(
    english: str, original: str
) -> None:
    assert not asks_room_delivery(english, original)


@pytest.mark.parametrize(
    "question",
    [
        "what does a king room cost per night on weekends",
        "how much per person for the buffet brunch",  # "por persona", "每人"
        "how much is a night in the earth tower",
        "what's the corkage fee at the italian place",
        "does the nightclub charge a cover for ladies",
        "how much are tickets for the comedy show friday",
    ],
)
def test_amounts_no_item_states_written_for_this_test(question: str) -> None:
    assert asks_an_exact_price(question)


@pytest.mark.parametrize(
    "question",
    [
        "how expensive is the steakhouse",
        "is self parking free",
        "where do i buy tickets for the arena",
        "can you help me write a cover letter",
    ],
)
def test_a_level_or_a_ticket_office_is_no_amount_written_for_this_test(question: str) -> None:
    assert not asks_an_exact_price(question)


@pytest.mark.parametrize(
    "question",
    [
        "are there a lot of people at the pool right now",
        "is there a lot people buffet now",  # "¿hay mucha gente en el buffet ahora?"
        "now which garage people few",  # "现在哪个车库人少"
        "is the lobster roll still available tonight",
        "did the grill run out of prime rib tonight",
        "how many blackjack tables are open right now",
    ],
)
def test_how_things_stand_now_written_for_this_test(question: str) -> None:
    assert asks_live_status(question)


@pytest.mark.parametrize(
    "question",
    [
        "is the pool open now",
        "how many restaurants are open late",
        "are high chairs available at the diner",
    ],
)
def test_hours_and_lasting_facts_are_no_live_status_written_for_this_test(question: str) -> None:
    assert not asks_live_status(question)


@pytest.mark.parametrize(
    "question",
    [
        "who is playing the lounge on new year's eve",
        "who sing Wolf Den 14 marzo",  # "quien canta en el Wolf Den el 14 de marzo"
        "which show is there arena dia 9 junho",  # "qual show tem na Arena dia 9 de junho"
        "what concert is at the arena on july 4th",
        "who is playing Wolf Den nochebuena",
    ],
)
def test_who_is_on_a_dated_day_or_holiday_written_for_this_test(question: str) -> None:
    assert asks_a_lineup(question, NOW)


def test_a_holiday_with_no_act_asked_is_no_lineup_written_for_this_test() -> None:
    assert not asks_a_lineup("is the buffet open on christmas day", NOW)


@pytest.mark.parametrize(
    "question",
    [
        "who came up with blackjack, who invented it",
        "who inventou poker",  # "quem inventou o pôquer"
        "why is keno called keno",
        "where did baccarat come from",
        "history of slot machines",
        "is the celebrity chef still married",
        "how many championships did michael jordan win",
    ],
)
def test_lore_and_private_lives_written_for_this_test(question: str) -> None:
    assert asks_a_world_fact(question)


@pytest.mark.parametrize(
    "question",
    ["what year did the casino open", "history of mohegan sun", "what is the spa called"],
)
def test_the_resorts_own_story_is_no_world_fact_written_for_this_test(question: str) -> None:
    assert not asks_a_world_fact(question)


@pytest.mark.parametrize(
    "question",
    [
        "can the pizza place deliver a pie to our room",
        "how much is a night in the sky tower",
        "who is playing the wolf den on new year's eve",
        "who invented craps",
    ],
)
def test_declined_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552601")
    assert route == "dont_know", reply
