"""The model can escalate a safety category the gate missed, never relax one the gate found."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.llm import build_chat_model
from agent.retrieval import KnowledgeIndex
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from compliance.guardrails import Guardrail
from data.kb.loader import default_kb_root, load_knowledge_base
from data.properties import load_registry
from tests.fakes.gemini import FakeGemini, json_reply

PROP = load_registry().default()
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


@pytest.fixture(scope="module")
def semantic_gate() -> SemanticGate:
    return SemanticGate.load(StaticEmbedder.load())


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        yield fake


@pytest.fixture
def concierge(gemini: FakeGemini, semantic_gate: SemanticGate) -> GraphConcierge:
    index = KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: index,
        chat_model=build_chat_model(
            api_key="test-gemini-key", model="gemini-2.5-flash", base_url=gemini.url, timeout=5
        ),
        circuit=None,
        max_texts=3,
        semantic_gate=semantic_gate,
    )


POOL = "amenities-sky-tower-pool"


def labelled(safety: str, answer: str = "The Sky Tower pool is open 7 AM-10 PM.") -> object:
    return json_reply(
        {
            "intent": "property_question",
            "answer": answer,
            "cited_ids": [POOL],
            "confident": True,
            "safety": safety,
        }
    )


def test_a_label_the_gate_missed_routes_to_that_safe_branch(concierge, gemini, semantic_gate):
    text = "any idea if the fella in 1412 made it back yet"
    assert check_layers(text, semantic_gate).guardrail is None  # both layers let it through
    gemini.reply(labelled("patron_privacy"))

    result = concierge.reply(PROP, "+12035550147", text, message_id="e1", now=NOW)

    assert result.route == "patron_privacy"
    assert "privacy" in " ".join(result.segments)
    assert "pool" not in " ".join(result.segments)  # the model's draft is not sent
    [call] = gemini.calls()
    schema = json.dumps(call.body["generationConfig"])
    assert "safety" in schema and "crisis" in schema  # the label is asked for


@pytest.fixture
def gate_blind_to_crisis(semantic_gate: SemanticGate) -> Iterator[SemanticGate]:
    """The shared gate with its semantic crisis class silenced for one test.

    The premise of an escalation test is a crisis text the gate misses; which real texts the
    shipped fit misses changes with every refit, so the premise is made, not searched for.
    """
    saved = semantic_gate.thresholds[Guardrail.CRISIS]
    semantic_gate.thresholds[Guardrail.CRISIS] = 1.01  # above any score
    try:
        yield semantic_gate
    finally:
        semantic_gate.thresholds[Guardrail.CRISIS] = saved


def test_a_crisis_label_hands_off_with_the_crisis_text(concierge, gemini, gate_blind_to_crisis):
    text = "not doing great honestly, thinking this trip is my last one"
    assert check_layers(text, gate_blind_to_crisis).guardrail is None
    gemini.reply(labelled("crisis"))

    result = concierge.reply(PROP, "+12035550148", text, message_id="e2", now=NOW)

    assert result.route == "crisis" and result.handoff and result.handoff_reason == "crisis"
    assert "988" in result.segments[0] and len(result.segments) == 1


def test_a_gate_hit_is_never_overridden_by_the_model(concierge, gemini):
    gemini.reply(labelled("none"))  # queued, but the gate answers before any call

    result = concierge.reply(
        PROP, "+12035550149", "I want to kill myself", message_id="e3", now=NOW
    )

    assert result.route == "crisis"
    assert gemini.calls() == []


def test_no_label_leaves_an_ordinary_answer_alone(concierge, gemini):
    gemini.reply(labelled("none", answer="Yes, the Sky Tower Indoor Pool is open now."))

    result = concierge.reply(PROP, "+12035550150", "is the pool open", message_id="e4", now=NOW)

    assert result.route == "answer"
