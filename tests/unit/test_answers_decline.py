"""Check-in/out in guests' words, a place's size from its own text, sure off-topic scores."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.concierge import GraphConcierge
from agent.context import Context
from agent.graph import build_graph
from agent.guest_idioms import plain_words
from agent.nodes.retrieve import off_topic
from agent.retrieval import Hit, KnowledgeIndex
from data.kb.loader import default_kb_root, load_knowledge_base
from data.properties import load_registry

PROP = load_registry().default()
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


@pytest.fixture
def concierge(index: KnowledgeIndex) -> GraphConcierge:
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: index,
        chat_model=None,
        circuit=None,
        max_texts=3,
    )


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    result = concierge.reply(PROP, "+12035550188", text, message_id=text, now=NOW)
    return result.route, " ".join(result.segments)


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("what time can we get into our room", "what time can we check-in"),
        ("is our room ready yet", "is check-in yet"),
        ("latest we can leave the hotel room?", "latest we can check-out?"),
        ("do we have to be out of the room by noon", "do we have to check-out by noon"),
        ("where can i get my nails done", "where can i get my nails"),
        ("coffee before we hit the road", "coffee before we go"),
    ],
)
def test_getting_into_and_leaving_the_room_read_as_check_in_and_out(text, plain) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "i left my phone in the room",  # a lost item, not checking out
        "can we leave our bags at the front desk",
        "is the room done yet",
    ],
)
def test_other_room_texts_keep_their_words(text: str) -> None:
    assert "check-out" not in plain_words(text) and "check-in" not in plain_words(text)


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("what time can we get into our room on friday", "4:00 PM"),
        ("latest we can leave the hotel room?", "11:00 AM"),
        ("how big is the shopping area", "130,000"),
        ("where can i get my nails done", "Mandara Spa"),
    ],
)
def test_guests_words_find_the_field_they_ask_for(concierge, question, needle) -> None:
    route, reply = _reply(concierge, question)
    assert route == "answer" and needle in reply, reply


def test_an_everyday_word_for_a_name_word_stands_for_it(index) -> None:
    gym = index.kb.get("amenities-fitness-center")
    assert index.terms.stands_for("gym", index.title_terms(gym))
    assert not index.terms.stands_for("pool", index.title_terms(gym))


def _context(index: KnowledgeIndex, score: float) -> Context:
    gate = SimpleNamespace(off_topic=lambda text: score)
    return Context(prop=PROP, now=NOW, index=index, semantic_gate=gate)  # type: ignore[arg-type]


def test_a_sure_off_topic_score_needs_more_than_two_chance_words(index) -> None:
    golf = index.kb.get("amenities-mohegan-sun-golf-club")
    text = "what's the weather gonna be like? of driving up"
    hit = Hit(item=golf, score=1.0)
    assert off_topic(_context(index, 0.9), text, text, hit)  # "weather permitting", "drive"
    assert not off_topic(_context(index, 0.7), text, text, hit)  # a less sure score: two do


def test_a_name_word_in_everyday_words_overrules_the_score(index) -> None:
    gym = index.kb.get("amenities-fitness-center")
    text = "gym opn what time in the mornin"
    assert not off_topic(_context(index, 0.65), text, text, Hit(item=gym, score=1.0))
