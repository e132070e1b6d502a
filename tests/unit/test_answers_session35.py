"""Answer fixes of the thirty-fifth session, chosen on TUNE37-38 (tune side), with look-alikes.

- Punctuation said to a phone's dictation ("... question mark") is written as the mark.
- Words that only say a question was asked before ("again", "remind me") are no topic; a
  closing "again" that is no part of a question ("i want her again") stays.
- A Spanish or Portuguese text is glossed one sentence at a time, so the asked sentence is
  read apart from the one that tells why ("tenemos vuelo a las 3").
- Small talk set apart by emoji before a question is left out ("brain is mush 🫠 what time
  does the spa open?"); letters held down ("poool hrsss") are read plain.
- Glossary: "a qué hora es" asks when something is, "en total" is no topic, "cita" is an
  appointment, and "叫什么名字" asks what a place is called (a staff member's name asked so
  is still a role).
Every text here was written for this test.
"""

from __future__ import annotations

import pytest

from agent.chatter import Weight, question_after_chatter
from agent.concierge import GraphConcierge
from agent.query_gloss import english_query
from agent.relayed_question import plain_question
from agent.retrieval import KnowledgeIndex
from agent.staff_schedule import asked_role
from agent.stretched_words import unstretched
from concierge.wiring import build_language_detector
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture
def local(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge that answers guests in their own language."""
    return offline_concierge(fused_index, build_language_detector())


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("when does the pool open question mark", "when does the pool open?"),
        ("what are the arena hours again?", "what are the arena hours?"),
        ("remind me, where is the buffet", "where is the buffet"),
        ("like I said before: is valet free", "is valet free"),
        (
            "she cut my hair last time and i want her again",
            "she cut my hair last time and i want her again",
        ),
    ],
)
def test_dictation_and_asked_before_words_are_cut(said: str, written: str) -> None:
    assert plain_question(said) == written


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("how late is the fitness center open tomorrow question mark", "Fitness"),
        ("what's the dress code at TAO again", "TAO"),
    ],
)
def test_a_dictated_or_repeated_question_is_answered(
    fused: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550701")
    assert route == "answer"
    assert wanted in reply, reply


def test_each_sentence_is_glossed_with_its_mark() -> None:
    assert english_query("¿a qué hora es el check-out? tenemos vuelo a las 5", "es").startswith(
        "what time is check-out?"
    )


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("¿a qué hora es el check-out? tenemos vuelo a las 5", "11:00 AM"),
        ("que horas é o check-out? nosso voo sai às 2", "11:00 AM"),
        ("¿cuántos cuartos tiene el hotel en total?", "1,600"),
        ("想吃意大利菜，室内瀑布边上那家叫什么名字？", "Tuscany"),
    ],
)
def test_a_foreign_question_beside_its_reason_is_answered(
    local: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(local, text, "+12035550702")
    assert route == "answer"
    assert wanted in reply, reply


@pytest.mark.parametrize(
    "text", ["¿va a llover el sábado? tenemos cita en el spa", "¿qué hora es ahora en Madrid?"]
)
def test_weather_and_the_clock_are_still_declined(local: GraphConcierge, text: str) -> None:
    route, reply = reply_of(local, text, "+12035550703")
    assert route == "dont_know", reply


def test_a_staff_members_name_asked_so_is_still_a_role() -> None:
    assert asked_role("front desk manager what is it called") == "manager"


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "long day of meetings, brain is mush 🫠😴 what time does the Mandara Spa open sunday?",
            "Mandara",
        ),
        ("lost 40 bucks in ten minutes lmao 💸💀 where's Bobby's Burgers", "Bobby's Burgers"),
        ("周末带爸妈来玩🎉🎉 请问 Frank Pepe 几点关门？", "Frank Pepe"),
    ],
)
def test_small_talk_set_apart_by_emoji_is_left_out(
    local: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(local, text, "+12035550704")
    assert route == "answer"
    assert wanted in reply, reply


@pytest.mark.parametrize(
    "text",
    [
        "my cat travels with me everywhere 🐱 can i bring her to the hotel?",
        "the pool looked amazing 😍 is it heated? what temp?",
        "quick qs 🙏 is the pool open? 🏊 what about the gym?",
    ],
)
def test_a_question_that_needs_what_came_before_is_read_whole(text: str) -> None:
    assert question_after_chatter(text, _weigh) == text


_KNOWN = ("pool", "cat", "hotel", "gym", "heated", "temp", "slots", "sunglasses")


def _weigh(part: str) -> Weight:
    """Words of `_KNOWN` in `part`: all content, all known, none a venue's name."""
    known = sum(word.strip("?,") in _KNOWN for word in part.lower().split())
    return Weight(known, known, 0)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "finally here, the drive was endless 😩🙃 What do they serve at Jasper White's "
            "Summer Shack?",
            "Summer Shack",
        ),
        (
            "the drive was endless 😩 left my sunglasses by the slots yesterday, how do i get "
            "them back",
            "Lost and Found",
        ),
        ("the drive was endless 😩🙃 who's playing at the arena this saturday", "Sorry"),
    ],
)
def test_a_question_pointing_within_itself_is_read_without_the_aside(
    local: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(local, text, "+12035550705")
    assert wanted in reply, (route, reply)


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("poool hrsss plzzz", "pool hrs plz"),
        ("sooo hungryyy", "so hungry"),
        ("is the spa freee", "is the spa free"),
        ("open till 10?", "open till 10?"),
    ],
)
def test_a_stretched_word_is_read_plain(typed: str, plain: str) -> None:
    assert unstretched(typed) == plain
