"""Kinds of question the knowledge base cannot hold, declined honestly: food brought to a room,
an amount (a rate a night, a fee, a ticket's price), how full a place is or whether a dish is
left tonight, who is on on a dated day or a holiday, where a game comes from and a famous
person's own life, which place suits an occasion, a television schedule, minutes between
shuttles, a named place in another town, advice on one's own life; the look-alikes that ask
for a place or a level stay answered, and a game's origin is no gambling advice."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.broadcast import asks_a_broadcast
from agent.concierge import GraphConcierge
from agent.exact_price import asks_an_exact_price
from agent.lineup import asks_a_lineup, asks_an_event_date
from agent.live_status import asks_live_status
from agent.other_towns import other_town
from agent.personal_advice import asks_personal_advice
from agent.retrieval import KnowledgeIndex
from agent.room_delivery import asks_room_delivery
from agent.staff_schedule import asked_role
from agent.taste_judgement import asks_a_taste_judgement
from agent.time_span import interval_unstated
from agent.world_facts import asks_a_world_fact
from compliance.guardrails import Guardrail
from compliance.look_alikes import defused
from data.kb.schemas import KbItem
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
    ("english", "original"),
    [
        ("the steakhouse or the italian place for our anniversary, which is better", ""),
        ("which one's better for a first date", ""),
        ("any nice spot to propose to my girlfriend", ""),
        ("what is best birthday", "¿cuál es mejor para un cumpleaños, la parrilla o el bistró?"),
        ("what is best", "qual é melhor pra um jantar de noivado, o bistrô ou a churrascaria?"),
        ("which restaurant", "哪家餐厅更有气氛？"),
        ("where", "在哪里求婚比较好"),
    ],
)
def test_a_judgement_for_an_occasion_written_for_this_test(english: str, original: str) -> None:
    assert asks_a_taste_judgement(english, original)


@pytest.mark.parametrize(
    "question",
    [
        "a fancy steakhouse for our anniversary",
        "looking for sushi for date night",
        "is the spa good for a couples massage",
    ],
)
def test_a_kind_of_place_for_an_occasion_is_no_judgement_written_for_this_test(
    question: str,
) -> None:
    assert not asks_a_taste_judgement(question)


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("what channel is the hockey game on tonight", ""),
        ("when is the cooking competition on tv", ""),
        ("what time game tele", "¿a qué hora pasan la pelea en la tele?"),
        ("what channel", "em que canal passa a corrida?"),
        ("tonight game where", "今晚的球赛哪个台转播？"),
    ],
)
def test_television_schedules_written_for_this_test(english: str, original: str) -> None:
    assert asks_a_broadcast(english, original)


@pytest.mark.parametrize(
    "question",
    ["do the rooms have a tv", "which station do i get off at for the train", "bar with tvs"],
)
def test_televisions_and_stations_are_no_schedule_written_for_this_test(question: str) -> None:
    assert not asks_a_broadcast(question)


def _shuttle(index: KnowledgeIndex) -> KbItem:
    return next(item for item in index.kb.items if "Shuttle" in item.title())


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("every how many minutes does the garage bus come", ""),
        ("how many minutes apart are the shuttles", ""),
        ("shuttle parking", "¿cada cuántos minutos pasa el shuttle del estacionamiento?"),
        ("bus", "de quantos em quantos minutos passa o ônibus da garagem?"),
        ("shuttle minutes", "班车多少分钟一趟？"),
    ],
)
def test_minutes_apart_no_item_states_written_for_this_test(
    index: KnowledgeIndex, english: str, original: str
) -> None:
    assert interval_unstated(english, original, _shuttle(index))


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("how often does the parking shuttle run", ""),
        ("every how much shuttle", "cada cuánto pasa el shuttle?"),
        ("shuttle how long", "接驳车多久一班？"),
    ],
)
def test_how_often_alone_is_answered_by_frequently_written_for_this_test(
    index: KnowledgeIndex, english: str, original: str
) -> None:
    assert not interval_unstated(english, original, _shuttle(index))


def test_the_next_game_of_a_team_named_in_words_written_for_this_test() -> None:
    assert asks_an_event_date("when is the next red sox home game")
    assert not asks_an_event_date("what's next to the arena")


def _tower(index: KnowledgeIndex) -> KbItem:
    return next(item for item in index.kb.items if "Sky Tower" in item.title())


@pytest.mark.parametrize(
    "question",
    ["el Sky Tower de Auckland tiene mirador?", "o TAO de Nova York abre domingo?"],
)
def test_a_named_place_in_another_town_written_for_this_test(
    index: KnowledgeIndex, question: str
) -> None:
    assert other_town(question, _tower(index), "Uncasville, CT") is not None


def test_where_a_guest_is_from_is_no_other_town_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    assert (
        other_town("somos de boston, el buffet abre hoy?", _tower(index), "Uncasville, CT") is None
    )


@pytest.mark.parametrize(
    "question",
    [
        "can the pizza place deliver a pie to our room",
        "which one's better for a proposal, the bistro or the supper club",
        "what channel is the boxing match on",
        "every how many minutes does the parking shuttle run",
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


@pytest.mark.parametrize(
    "question",
    [
        "spa manager what is the name",  # "水疗中心经理叫什么名字"
        "how is called manager buffet",  # "¿cómo se llama el gerente del buffet?"
        "what is the nome manager casino",  # "qual o nome do gerente do cassino?"
    ],
)
def test_a_role_holders_name_asked_around_the_role_written_for_this_test(question: str) -> None:
    assert asked_role(question) == "manager"


def test_a_place_called_something_asks_no_role_written_for_this_test() -> None:
    assert asked_role("what is the name of the spa") is None


@pytest.mark.parametrize(
    ("original", "live"),
    [
        ("今晚牛排馆还有战斧牛排吗？", True),
        ("现在还有两个人的位子吗", True),
        ("现在还有开着的餐厅吗", False),
        ("这家店有素食吗", False),
    ],
)
def test_a_chinese_still_left_tonight_written_for_this_test(original: str, live: bool) -> None:
    assert asks_live_status("", original) is live


@pytest.mark.parametrize(
    ("english", "original"),
    [
        ("should i break up with my girlfriend, she never calls", ""),
        ("how do i forgive my husband", ""),
        ("devo end husband", "devo terminar com meu marido? ele não me ajuda em nada"),
        ("should i leave", "¿debo dejar a mi novio? nunca tiene tiempo"),
        ("", "要不要跟女朋友分手"),
        ("", "我和同事吵架了怎么办"),
    ],
)
def test_advice_on_ones_own_life_written_for_this_test(english: str, original: str) -> None:
    assert asks_personal_advice(english, original)


@pytest.mark.parametrize(
    "question",
    ["should i book the spa for my wife", "where can i take my boyfriend for dinner"],
)
def test_plans_with_someone_are_no_advice_written_for_this_test(question: str) -> None:
    assert not asks_personal_advice(question)


@pytest.mark.parametrize(
    ("text", "defused_as"),
    [
        ("who invented blackjack anyway", True),
        ("where did keno come from", True),
        ("el poker quien lo invento?", True),
        ("轮盘是谁发明的", True),
        ("who invented a way to win at blackjack", False),
        ("what are the best odds in craps", False),
    ],
)
def test_where_a_game_comes_from_is_no_gambling_advice_written_for_this_test(
    text: str, defused_as: bool
) -> None:
    assert (Guardrail.GAMBLING_ADVICE in defused(text)) is defused_as


def test_why_a_game_is_called_so_written_for_this_test() -> None:
    assert asks_a_world_fact("why is called keno")  # "¿por qué se llama keno?"
