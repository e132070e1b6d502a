"""The whole graph on the real ChatGoogleGenerativeAI, pointed at a local fake Gemini."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import redis
from langgraph.checkpoint.sqlite import SqliteSaver

from agent.circuit import CircuitBreaker
from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.llm import build_chat_model
from agent.retrieval import KnowledgeIndex
from data.kb.loader import default_kb_root, load_knowledge_base
from data.properties import load_registry
from tests.fakes.gemini import FakeGemini

EASTERN = ZoneInfo("America/New_York")
GUEST = "+12035550147"
PROP = load_registry().default()
MONDAY_10AM = datetime(2026, 11, 23, 10, 0, tzinfo=EASTERN)


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        yield fake


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def make_concierge(
    index: KnowledgeIndex, gemini: FakeGemini, checkpoints: Path, client: redis.Redis
) -> tuple[GraphConcierge, sqlite3.Connection, CircuitBreaker]:
    connection = sqlite3.connect(str(checkpoints), check_same_thread=False)
    circuit = CircuitBreaker(client, name="gemini-test", failure_threshold=2, cooldown_seconds=60)
    concierge = GraphConcierge(
        build_graph(checkpointer=SqliteSaver(connection)),
        index_for=lambda property_id: index,
        chat_model=build_chat_model(
            api_key="test-gemini-key", model="gemini-2.5-flash", base_url=gemini.url, timeout=2
        ),
        circuit=circuit,
        max_texts=3,
    )
    return concierge, connection, circuit


def test_router_answer_and_validator_run_on_gemini(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    answer = "Mandara Spa in the Sky Tower is open now, until 8 PM today. Booking ahead is wise."
    gemini.reply_json({"intent": "property_question", "query": "spa massage", "confident": True})
    gemini.reply_text(answer)
    gemini.reply_json({"valid": True, "reason": ""})

    result = concierge.reply(PROP, GUEST, "Can I get a massage?", message_id="g1", now=MONDAY_10AM)

    assert result.route == "answer"
    assert " ".join(result.segments) == answer
    router, generate, validator = gemini.calls()
    assert router.api_key == "test-gemini-key"
    assert "responseJsonSchema" in str(router.generation_config)
    assert "Can I get a massage?" in " ".join(router.texts())
    # The answer prompt carries the facts, the property's local time and the guest's text.
    assert "Mandara Spa" in generate.system_text and "10:00 AM" in generate.system_text
    assert generate.texts()[-1] == "Can I get a massage?"
    assert answer in " ".join(validator.texts())
    connection.close()


def test_rejected_answer_is_retried_once_then_falls_back_to_the_knowledge_base(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_json({"intent": "property_question", "query": "spa", "confident": True})
    gemini.reply_text("The spa is open 24 hours and massages are free.")
    gemini.reply_json({"valid": False, "reason": "hours and prices are not in the facts"})
    gemini.reply_text("Still wrong: the spa never closes.")
    gemini.reply_json({"valid": False, "reason": "hours are not in the facts"})

    result = concierge.reply(PROP, GUEST, "is the spa open?", message_id="g2", now=MONDAY_10AM)

    assert result.route == "fallback"
    reply = " ".join(result.segments)
    assert "Mandara Spa" in reply and "open now" in reply and "24 hours" not in reply
    calls = gemini.calls()
    assert len(calls) == 5
    assert "hours and prices are not in the facts" in calls[3].system_text
    connection.close()


def test_gambling_advice_in_a_draft_is_caught_without_the_validator(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_json({"intent": "property_question", "query": "poker room", "confident": True})
    gemini.reply_text("The Poker Room is in the Casino of the Wind; the odds are best at night.")
    gemini.reply_text("The Poker Room is in the Casino of the Wind.")
    gemini.reply_json({"valid": True, "reason": ""})
    result = concierge.reply(PROP, GUEST, "where is poker?", message_id="g3", now=MONDAY_10AM)
    assert " ".join(result.segments) == "The Poker Room is in the Casino of the Wind."
    assert len(gemini.calls()) == 4
    connection.close()


def test_llm_errors_give_knowledge_base_answers_and_open_the_shared_circuit(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, circuit = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.fail(500, times=10)
    result = concierge.reply(PROP, GUEST, "Can I get a massage?", message_id="g4", now=MONDAY_10AM)
    assert "Mandara Spa" in " ".join(result.segments)
    calls_while_failing = len(gemini.calls())
    assert circuit.state() == "open"

    # With the circuit open no call is made at all, and the guest still gets the facts.
    result = concierge.reply(
        PROP, GUEST, "where is the poker room", message_id="g5", now=MONDAY_10AM
    )
    assert "Poker Room" in " ".join(result.segments)
    assert len(gemini.calls()) == calls_while_failing
    connection.close()


def test_a_returning_guest_is_remembered_by_a_new_worker(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    checkpoints = tmp_path / "cp.db"
    first, connection, _ = make_concierge(index, gemini, checkpoints, redis_client)
    gemini.reply_json({"intent": "property_question", "query": "steakhouse", "confident": True})
    gemini.reply_text("Michael Jordan's Steak House is in the Casino of the Sky.")
    gemini.reply_json({"valid": True, "reason": ""})
    first.reply(PROP, GUEST, "any steakhouse?", message_id="g6", now=MONDAY_10AM)
    connection.close()

    second, connection, _ = make_concierge(index, gemini, checkpoints, redis_client)
    gemini.reply_json(
        {"intent": "property_question", "query": "steakhouse hours", "confident": True}
    )
    gemini.reply_text("It opens at 5 PM tonight.")
    gemini.reply_json({"valid": True, "reason": ""})
    second.reply(PROP, GUEST, "when does it open?", message_id="g7", now=MONDAY_10AM)

    router_call = gemini.calls()[3]
    assert "any steakhouse?" in " ".join(router_call.texts())
    answer_call = gemini.calls()[4]
    history = " ".join(answer_call.texts("user") + answer_call.texts("model"))
    assert "any steakhouse?" in history
    assert "Michael Jordan's Steak House is in the Casino of the Sky." in history
    connection.close()


def test_unsure_router_asks_once_then_hands_off(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_json({"intent": "unclear", "query": "", "confident": False})
    first = concierge.reply(PROP, GUEST, "the thing from before", message_id="u1", now=MONDAY_10AM)
    assert first.route == "unclear" and not first.handoff
    assert "didn't quite get that" in " ".join(first.segments)

    gemini.reply_json({"intent": "property_question", "query": "thing", "confident": False})
    second = concierge.reply(PROP, GUEST, "you know, the thing", message_id="u2", now=MONDAY_10AM)
    assert second.handoff and second.route == "handoff"
    assert "team member" in " ".join(second.segments)
    connection.close()


def test_a_second_validation_fallback_in_a_conversation_hands_off(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)

    def rejected_turn() -> None:
        gemini.reply_json({"intent": "property_question", "query": "spa", "confident": True})
        for _ in range(2):
            gemini.reply_text("The spa is free all night.")
            gemini.reply_json({"valid": False, "reason": "not in the facts"})

    rejected_turn()
    first = concierge.reply(PROP, GUEST, "spa?", message_id="v1", now=MONDAY_10AM)
    assert first.route == "fallback" and not first.handoff
    rejected_turn()
    second = concierge.reply(PROP, GUEST, "spa tonight?", message_id="v2", now=MONDAY_10AM)
    assert second.handoff and second.handoff_reason == "answers failed validation twice"
    connection.close()


def test_staffed_hours_decide_what_the_handoff_notice_promises() -> None:
    from agent.templates import handoff_notice

    staffed = datetime(2026, 11, 23, 10, 0, tzinfo=EASTERN)
    closed = datetime(2026, 11, 23, 23, 30, tzinfo=EASTERN)  # staffed 8 AM - 11 PM
    assert "shortly" in handoff_notice(PROP, staffed)
    late = handoff_notice(PROP, closed)
    assert "at 8 AM" in late and PROP.contact_phone in late
    assert len(late) <= 160
