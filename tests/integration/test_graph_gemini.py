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


SPA = "amenities-mandara-spa"
POKER = "casino-poker-room"
STEAK = "dining-michael-jordans-steak-house"


def test_one_structured_call_answers_a_question_grounded_by_the_rules(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    answer = "Mandara Spa in the Sky Tower is open now, until 8 PM today. Booking ahead is wise."
    gemini.reply_turn(answer=answer, cited_ids=[SPA])

    result = concierge.reply(PROP, GUEST, "Can I get a massage?", message_id="g1", now=MONDAY_10AM)

    assert result.route == "answer"
    assert " ".join(result.segments) == answer
    (call,) = gemini.calls()  # no router call, no validator call
    assert call.api_key == "test-gemini-key"
    assert call.is_turn_call and "responseJsonSchema" in str(call.generation_config)
    # The prompt carries the facts tagged with their ids, the local time and the guest's text.
    assert SPA in [item_id for item_id, _ in call.facts]
    assert "Mandara Spa" in call.system_text and "10:00 AM" in call.system_text
    assert call.texts()[-1] == "Can I get a massage?"
    connection.close()


def test_an_ungrounded_draft_is_retried_with_feedback_then_falls_back_without_a_validator(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_turn(answer="The spa is open 24 hours and massages are $20.", cited_ids=[SPA])
    gemini.reply_turn(answer="Mandara Spa closes at 11 PM tonight.", cited_ids=[SPA])

    result = concierge.reply(PROP, GUEST, "is the spa open?", message_id="g2", now=MONDAY_10AM)

    assert result.route == "fallback"
    reply = " ".join(result.segments)
    assert "Mandara Spa" in reply and "open now" in reply and "24 hours" not in reply
    first, retry = gemini.calls()
    assert first.is_turn_call and retry.is_turn_call
    assert "Your previous draft was rejected" not in first.system_text
    assert "around the clock" in retry.system_text  # the rule's feedback reaches the retry
    connection.close()


def test_an_open_now_claim_is_checked_against_the_schedule(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    # At 10 AM on a Monday the steak house (5-10 PM) is closed.
    gemini.reply_turn(answer="Michael Jordan's Steak House is open now.", cited_ids=[STEAK])
    gemini.reply_turn(answer="Michael Jordan's Steak House opens at 5 PM today.", cited_ids=[STEAK])

    result = concierge.reply(PROP, GUEST, "steakhouse open?", message_id="g8", now=MONDAY_10AM)

    assert " ".join(result.segments) == "Michael Jordan's Steak House opens at 5 PM today."
    first, retry = gemini.calls()
    assert "open now" in retry.system_text and "by the schedule" in retry.system_text
    connection.close()


def test_a_draft_with_nothing_checkable_goes_to_the_llm_validator_whose_feedback_is_kept(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_turn(answer="Yes, massages are offered there every day.", cited_ids=[SPA])
    gemini.reply_verdict(False, "it does not say where")
    gemini.reply_turn(answer="Mandara Spa in the Sky Tower offers massages.", cited_ids=[SPA])

    result = concierge.reply(PROP, GUEST, "massage?", message_id="g9", now=MONDAY_10AM)

    assert " ".join(result.segments) == "Mandara Spa in the Sky Tower offers massages."
    first, validator, retry = gemini.calls()
    assert validator.is_validator_call and "massages are offered" in " ".join(validator.texts())
    assert "it does not say where" in retry.system_text
    connection.close()


def test_gambling_advice_and_uncited_venues_are_caught_without_the_validator(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_turn(
        answer="The Poker Room is in the Casino of the Wind; the odds are best at night.",
        cited_ids=[POKER],
    )
    gemini.reply_turn(answer="The Poker Room is in the Casino of the Wind.", cited_ids=[POKER])
    result = concierge.reply(PROP, GUEST, "where is poker?", message_id="g3", now=MONDAY_10AM)
    assert " ".join(result.segments) == "The Poker Room is in the Casino of the Wind."
    assert len(gemini.calls()) == 2

    gemini.reply_turn(answer="Try Michael Jordan's Steak House after poker.", cited_ids=[POKER])
    gemini.reply_turn(answer="The Poker Room runs daily cash games.", cited_ids=[POKER])
    result = concierge.reply(PROP, GUEST, "where is poker?", message_id="g10", now=MONDAY_10AM)
    assert " ".join(result.segments) == "The Poker Room runs daily cash games."
    retry = gemini.calls()[3]
    assert "Michael Jordan's Steak House, which it does not cite" in retry.system_text
    connection.close()


def test_intents_other_than_a_question_get_templates_from_the_same_one_call(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_turn("off_topic")
    result = concierge.reply(PROP, GUEST, "who won the game?", message_id="g11", now=MONDAY_10AM)
    assert result.route == "off_topic"
    gemini.reply_turn("action_request")
    result = concierge.reply(PROP, GUEST, "get me a table", message_id="g12", now=MONDAY_10AM)
    assert result.route == "action_request"
    assert len(gemini.calls()) == 2
    connection.close()


def test_llm_errors_give_knowledge_base_answers_and_open_the_shared_circuit(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, circuit = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.fail(500, times=10)
    # One call per turn: the second failing turn reaches the threshold of two.
    for message_id in ("g4", "g4b"):
        result = concierge.reply(
            PROP, GUEST, "Can I get a massage?", message_id=message_id, now=MONDAY_10AM
        )
        assert "Mandara Spa" in " ".join(result.segments)
    assert len(gemini.calls()) == 2
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
    gemini.reply_turn(
        answer="Michael Jordan's Steak House is in the Casino of the Sky.", cited_ids=[STEAK]
    )
    first.reply(PROP, GUEST, "any steakhouse?", message_id="g6", now=MONDAY_10AM)
    connection.close()

    second, connection, _ = make_concierge(index, gemini, checkpoints, redis_client)
    gemini.reply_turn(answer="It opens at 5 PM tonight.", cited_ids=[STEAK])
    result = second.reply(PROP, GUEST, "when does it open?", message_id="g7", now=MONDAY_10AM)
    assert " ".join(result.segments) == "It opens at 5 PM tonight."

    follow_up = gemini.calls()[1]
    history = " ".join(follow_up.texts("user") + follow_up.texts("model"))
    assert "any steakhouse?" in history
    assert "Michael Jordan's Steak House is in the Casino of the Sky." in history
    # "it" was resolved before the call: the earlier text joined the search.
    assert STEAK in [item_id for item_id, _ in follow_up.facts]
    connection.close()


def test_unsure_router_asks_once_then_hands_off(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    gemini.reply_turn("unclear", confident=False)
    first = concierge.reply(PROP, GUEST, "the thing from before", message_id="u1", now=MONDAY_10AM)
    assert first.route == "unclear" and not first.handoff
    assert "didn't quite get that" in " ".join(first.segments)

    gemini.reply_turn("property_question", confident=False)
    second = concierge.reply(PROP, GUEST, "you know, the thing", message_id="u2", now=MONDAY_10AM)
    assert second.handoff and second.route == "handoff"
    assert "team member" in " ".join(second.segments)
    connection.close()


def test_a_second_validation_fallback_in_a_conversation_hands_off(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)

    def rejected_turn() -> None:
        for _ in range(2):
            gemini.reply_turn(answer="Mandara Spa massages are $5 all night.", cited_ids=[SPA])

    rejected_turn()
    first = concierge.reply(PROP, GUEST, "spa?", message_id="v1", now=MONDAY_10AM)
    assert first.route == "fallback" and not first.handoff
    rejected_turn()
    second = concierge.reply(PROP, GUEST, "spa tonight?", message_id="v2", now=MONDAY_10AM)
    assert second.handoff and second.handoff_reason == "answers failed validation twice"
    assert len(gemini.calls()) == 4
    connection.close()


def test_staffed_hours_decide_what_the_handoff_notice_promises() -> None:
    from agent.templates import handoff_notice

    staffed = datetime(2026, 11, 23, 10, 0, tzinfo=EASTERN)
    closed = datetime(2026, 11, 23, 23, 30, tzinfo=EASTERN)  # staffed 8 AM - 11 PM
    assert "shortly" in handoff_notice(PROP, staffed)
    late = handoff_notice(PROP, closed)
    assert "at 8 AM" in late and PROP.contact_phone in late
    assert len(late) <= 160


def test_an_faq_fact_line_gives_the_model_each_sentence_once(
    index: KnowledgeIndex, gemini: FakeGemini, tmp_path: Path, redis_client: redis.Redis
) -> None:
    concierge, connection, _ = make_concierge(index, gemini, tmp_path / "cp.db", redis_client)
    boston = "faq-getting-there-from-boston"
    gemini.reply_turn(answer="About 1.5 to 2 hours by car via I-95 or I-395.", cited_ids=[boston])

    concierge.reply(
        PROP, GUEST, "how do i get there from boston", message_id="g-faq", now=MONDAY_10AM
    )

    (call,) = gemini.calls()
    facts = dict(call.facts)[boston]
    assert facts.count("Amtrak to New London or Providence") == 1, facts
    connection.close()
