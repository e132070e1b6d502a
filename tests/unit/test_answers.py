from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.answerer import KnowledgeAnswerer
from agent.retrieval import KnowledgeIndex
from data.kb.loader import default_kb_root, load_knowledge_base
from data.properties import load_registry

EASTERN = ZoneInfo("America/New_York")


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


@pytest.fixture(scope="module")
def answerer(index: KnowledgeIndex) -> KnowledgeAnswerer:
    return KnowledgeAnswerer(lambda property_id: index)


@pytest.mark.parametrize(
    ("question", "expected_id"),
    [
        ("Where can I get a massage?", "amenities-mandara-spa"),
        ("what time does the buffet open", "dining-seasons-buffet"),
        ("is the pool open", "amenities-sky-tower-pool"),
        ("where is the poker room", "casino-poker-room"),
    ],
)
def test_retrieval_finds_the_venue(index: KnowledgeIndex, question: str, expected_id: str) -> None:
    hits = index.search(question)
    assert hits and hits[0].item.id == expected_id


def test_nonsense_finds_nothing(index: KnowledgeIndex) -> None:
    assert index.search("what is the meaning of life") == []
    assert index.search("") == []


def test_answer_names_venue_location_and_hours_in_property_time(
    answerer: KnowledgeAnswerer,
) -> None:
    prop = load_registry().default()
    item = next(
        i for i in answerer._index_for("mohegan_sun").kb.items if i.id == "amenities-mandara-spa"
    )
    hours = item.opening_hours()
    assert hours is not None
    at = datetime(2026, 11, 23, 10, 0, tzinfo=EASTERN)
    reply = answerer.answer(prop, "+12035550147", "Where can I get a massage?", now=at)
    assert "Mandara Spa" in reply
    assert (item.location_text() or "") in reply
    assert hours.describe_day(at) in reply


def test_unknown_question_gets_the_property_phone(answerer: KnowledgeAnswerer) -> None:
    prop = load_registry().default()
    reply = answerer.answer(prop, "+1", "what is the meaning of life", now=datetime.now(EASTERN))
    assert "don't have" in reply and prop.contact_phone in reply


def test_greeting_is_a_template(answerer: KnowledgeAnswerer) -> None:
    prop = load_registry().default()
    reply = answerer.answer(prop, "+1", "Hello!", now=datetime.now(EASTERN))
    assert prop.name in reply and "concierge" in reply
