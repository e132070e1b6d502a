"""The thirty-third answers session's concepts, each with look-alikes that must keep working.

- Spanish and Portuguese "algún", "alguna", "algum", "alguma" say "any": no unread thing.
- Chinese words for a screen, a video wall, the sportsbook's hall and "how big / wide / tall".
- "is there an X next to Y" asks for the place beside Y, when it is of the kind X.
- A name's first words typed as initials ("mj") count as those words for a looser slip.
- A place asked for by a cuisine that is one venue's whole cuisine ("a pizza joint") is it.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.cuisine_place import cuisine_place
from agent.query_gloss import gloss
from agent.retrieval import KnowledgeIndex
from agent.venue_lacks import asks_beside_lead
from concierge.wiring import build_language_detector
from data.kb.loader import default_kb_root, load_knowledge_base
from tests.unit.reply_support import offline_concierge, reply_of

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


@pytest.fixture
def fused(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge over the fused index, answering guests in their language."""
    return offline_concierge(fused_index, build_language_detector())


# --- "algún", "alguma": any ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [("tienen algunos bares deportivos", "es"), ("vcs tem algum bar de esportes", "pt")],
)
def test_a_word_for_any_is_read(text: str, language: str) -> None:
    read = gloss(text, language)
    assert "any" in read.query.split()
    assert not {"algunos", "algum"} & set(read.untranslated)


@pytest.mark.parametrize(
    "question",
    [
        "Vocês têm alguma pizzaria lá dentro do cassino?",
        "¿Ustedes tienen alguna pizzería en el casino?",
        "Existe alguma pizzaria no cassino?",
    ],
)
def test_any_pizzeria_asked_in_spanish_or_portuguese_is_frank_pepe(
    fused: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(fused, question, "+12035550301")
    assert route == "answer" and "Frank Pepe" in reply


@pytest.mark.parametrize(
    "question", ["¿Hay alguna farmacia en el hotel?", "Vocês têm alguma lavanderia self-service?"]
)
def test_any_thing_the_resort_lacks_is_still_declined(fused: GraphConcierge, question: str) -> None:
    route, _ = reply_of(fused, question, "+12035550302")
    assert route == "dont_know"


def test_a_phrase_with_algum_keeps_its_own_reading() -> None:
    assert "something" in gloss("quero alguma coisa pra comer", "pt").query


# --- a facet of the sportsbook asked in Chinese ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("屏幕", "screen"),
        ("电视墙", "video wall"),
        ("体育博彩厅", "sportsbook"),
        ("有多宽", "how wide"),
    ],
)
def test_chinese_words_for_the_screen_and_its_size_are_read(text: str, english: str) -> None:
    assert english in gloss(text, "zh").query


@pytest.mark.parametrize(
    ("question", "wanted"),
    [("FanDuel体育博彩厅的电视墙有多长？", "140"), ("体育博彩厅有多大？", "11,000")],
)
def test_the_sportsbooks_size_asked_in_chinese_is_answered(
    fused: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(fused, question, "+12035550303")
    assert route == "answer" and wanted in reply


def test_the_sportsbooks_hours_it_keeps_none_of_are_still_declined(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "体育博彩厅几点开门？", "+12035550304")
    assert route == "dont_know"


# --- is there an X next to Y ----------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "any pasta spot beside the waterfall?",
        "do you have a restaurant right by the indoor waterfall",
        "is there somewhere italian next to the indoor waterfall",
    ],
)
def test_a_kind_of_place_asked_beside_a_landmark_is_the_one_placed_there(
    fused: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(fused, question, "+12035550305")
    assert route == "answer" and reply.startswith("Todd English's Tuscany")


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("which restaurant is next to the waterfall", "Todd English's Tuscany"),
        ("is there a bar next to michael jordans steak house", "MJ23"),
    ],
)
def test_which_place_beside_a_landmark_still_answers(
    fused: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(fused, question, "+12035550306")
    assert route == "answer" and reply.startswith(wanted)


def test_a_kind_the_place_beside_is_not_gets_no_such_place(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "is there a nail salon next to the indoor waterfall", "+12035550307")
    assert "Tuscany" not in reply


def test_a_thing_that_is_no_place_asked_by_a_landmark_asks_no_place_beside_it(
    fused_index: KnowledgeIndex,
) -> None:
    landmark = next(item for item in KB.items if item.title().startswith("Wombi Rock"))
    assert asks_beside_lead("is there a cafe next to the indoor waterfall", landmark, fused_index)
    assert not asks_beside_lead(
        "is there an atm next to the indoor waterfall", landmark, fused_index
    )


# --- initials of a name ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["mj stake house dress code", "is the mjs stake house busy", "mike jordan stake house"]
)
def test_a_slip_beside_a_names_initials_is_repaired(fused_index: KnowledgeIndex, text: str) -> None:
    assert "steak" in fused_index.terms.correct(text).split()


@pytest.mark.parametrize(
    "text",
    ["what is the minimum stake at the poker room", "is michael jordan married", "mj23 stake"],
)
def test_a_word_with_no_name_beside_it_is_left_alone(
    fused_index: KnowledgeIndex, text: str
) -> None:
    assert fused_index.terms.correct(text) == text


@pytest.mark.parametrize(
    ("question", "wanted"),
    [("when does mj stake house open on saturdays", "11 AM"), ("mj stake house open sun?", "Sun")],
)
def test_the_steak_house_typed_with_initials_and_a_slip_is_answered(
    fused: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(fused, question, "+12035550308")
    assert (
        route == "answer" and reply.startswith("Michael Jordan's Steak House") and wanted in reply
    )


def test_a_person_named_like_a_venue_is_still_declined(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "who is michael jordan married to", "+12035550309")
    assert route == "dont_know"


# --- a place asked for by its cuisine -------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "any pizza restaurant?",
        "is there a good pizza joint around",
        "tienen algún restaurante de pizza?",
    ],
)
def test_a_place_of_one_venues_cuisine_is_that_venue(fused: GraphConcierge, question: str) -> None:
    route, reply = reply_of(fused, question, "+12035550310")
    assert route == "answer" and "Frank Pepe" in reply[:80]  # it leads (after a language note)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [("where is a burger joint", "Bobby's Burgers"), ("mexican spot nearby?", "SolToro")],
)
def test_a_whole_cuisine_beside_a_place_word_names_the_venue(
    fused_index: KnowledgeIndex, text: str, wanted: str
) -> None:
    found = cuisine_place(text, fused_index)
    assert found is not None and found.title().startswith(wanted)


@pytest.mark.parametrize(
    "text",
    [
        "any italian restaurant",  # two venues are Italian
        "a place for breakfast",  # a part of one venue's cuisine, and any cafe's meal
        "is there pizza at the buffet",  # no word for a place beside it
    ],
)
def test_no_one_venue_of_a_cuisine_is_no_venue(fused_index: KnowledgeIndex, text: str) -> None:
    assert cuisine_place(text, fused_index) is None
