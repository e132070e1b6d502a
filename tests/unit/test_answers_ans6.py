"""Answer fixes of helper ans6, each with look-alikes that must keep working.

- A day word before "hours of <venue>" says when, it is no thing the venue lacks.
- A letter's address, sign-off and courtesies, and a question relayed for someone ("my aunt
  asks whether she can ..."), are read as the plain question.
- A sentence with a question mark is the clause, the wish after it the scene ("what's the
  dress code at tao? my husband wants to look sharp").
- "is there one?" asks for the thing the words before name; "what would you recommend?"
  asks of the scene.
- Spanish room delivery to "las habitaciones"; "hoyos", "buracos" are a golf course's holes.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.missing_thing import asked_thing, missing_thing
from agent.relayed_question import plain_question
from agent.retrieval import KnowledgeIndex
from agent.room_delivery import asks_room_delivery
from concierge.wiring import build_language_detector
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture
def multilingual(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge over the fused index, answering guests in their language."""
    return offline_concierge(fused_index, build_language_detector())


# --- a day word before the hours ------------------------------------------------------------------


def test_a_day_word_is_no_thing_asked(index: KnowledgeIndex) -> None:
    assert missing_thing("what are the tuesday hours of the spa", index.terms) is None
    assert asked_thing("what are the weekend hours of the pool") == ["hours"]


def test_a_thing_no_item_names_is_still_missing_after_a_day(index: KnowledgeIndex) -> None:
    assert missing_thing("is there a friday trampoline park", index.terms) == "trampoline"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("whats the saturday hours of the mandara spa", "8 AM-8 PM"),
        ("what are the sunday hours for the summer shack", "11:30 AM"),
        ("what are the hours of the summer shack on sunday", "11:30 AM"),
    ],
)
def test_the_hours_of_a_day_named_before_them(fused: GraphConcierge, text: str, said: str) -> None:
    route, reply = reply_of(fused, text, "+12035550601")
    assert route == "answer"
    assert said in reply, reply


def test_a_detail_never_kept_is_still_declined_after_a_day(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "is there a friday trampoline park", "+12035550602")
    assert route == "dont_know"


# --- a letter's courtesies and a relayed question -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("my aunt asks whether she can bring her cat", "can she bring her cat?"),
        ("our son wants to know if the pool is heated.", "is the pool heated?"),
        ("I was wondering if kids may swim", "may kids swim?"),
        ("my father asks how many seats the arena has", "how many seats the arena has?"),
        (
            "Dear team, could you kindly tell me where the buffet is? Best regards, Ann",
            "could you tell me where the buffet is?",
        ),
        ("what time does the pool close, please?", "what time does the pool close?"),
    ],
)
def test_the_plain_question(text: str, plain: str) -> None:
    assert plain_question(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "my son asks a lot of questions about the casino",
        "please help",
        "is the pool heated?",
        "I asked the front desk if they had cribs",
    ],
)
def test_no_frame_is_left_as_written(text: str) -> None:
    assert plain_question(text) == text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("my aunt asks whether she can bring her cat to the hotel", "service animals"),
        ("my father asks how many seats the arena has", "10,000"),
        ("Dear team, could you kindly tell me where the buffet is? Best regards, Ann", "Seasons"),
        ("I was wondering if the spa is open on sunday", "8 AM-8 PM"),
    ],
)
def test_a_relayed_or_formal_question_is_answered(
    fused: GraphConcierge, text: str, said: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550603")
    assert route == "answer"
    assert said in reply, reply


# --- the sentence that asks -----------------------------------------------------------------------


def test_a_wish_after_the_question_is_the_scene(fused: GraphConcierge) -> None:
    text = "what's the dress code at tao? my husband wants to look sharp."
    route, reply = reply_of(fused, text, "+12035550604")
    assert route == "answer"
    assert "Smart casual" in reply, reply


# --- "one" and a suggestion asked of the scene ----------------------------------------------------


def test_one_asked_for_is_the_thing_named_before(fused: GraphConcierge) -> None:
    text = "my niece would adore an arcade during our stay. got one here?"
    route, reply = reply_of(fused, text, "+12035550605")
    assert route == "answer"
    assert "Cyber Quest" in reply, reply


def test_one_asked_for_alone_names_nothing(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "is there one?", "+12035550606")
    assert route == "dont_know"


def test_a_suggestion_is_asked_of_the_scene(fused: GraphConcierge) -> None:
    text = "we are craving dim sum tonight. what would you recommend?"
    route, reply = reply_of(fused, text, "+12035550607")
    assert route == "answer"
    assert "TAO" in reply, reply


# --- Spanish and Portuguese -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["¿Pueden mandar hamburguesas a las habitaciones?", "Vocês entregam pizza nos quartos?"]
)
def test_delivery_to_the_rooms_is_asked(text: str) -> None:
    assert asks_room_delivery("", text)


def test_carrying_food_back_is_no_delivery() -> None:
    assert not asks_room_delivery("", "¿Dónde compro hamburguesas para llevar a la habitación?")


def test_delivery_to_the_rooms_is_declined(multilingual: GraphConcierge) -> None:
    route, _ = reply_of(
        multilingual, "¿Pueden mandar hamburguesas a las habitaciones?", "+12035550608"
    )
    assert route == "dont_know"


@pytest.mark.parametrize(
    "text", ["¿Cuántos hoyos tiene el campo de golf?", "o campo de golfe tem quantos buracos?"]
)
def test_the_holes_of_the_golf_course(multilingual: GraphConcierge, text: str) -> None:
    route, reply = reply_of(multilingual, text, "+12035550609")
    assert route == "answer"
    assert "18-hole" in reply, reply
