"""Fixes of the thirty-seventh session, chosen on TUNE42 and AUTHORS151 (tune side).

Texts typed in a hurry: a comma with no space after it ("sky tower,we want"), and a run-on
whose second thought starts with no mark ("... hold is it huge", "... and were in no hurry").
Every text here was written for this test.
"""

from __future__ import annotations

import pytest

from agent.comma_spacing import spaced_commas
from agent.concierge import GraphConcierge
from agent.retrieval import KnowledgeIndex
from agent.run_ons import run_on_pieces
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture(scope="module")
def gate() -> SemanticGate:
    return SemanticGate.load(StaticEmbedder.load())


@pytest.fixture
def local(fused_index: KnowledgeIndex, gate: SemanticGate) -> GraphConcierge:
    """The offline concierge as deployed: the semantic gate also judges what is off topic."""
    return offline_concierge(fused_index, semantic_gate=gate)


@pytest.mark.parametrize(
    ("text", "spaced"),
    [
        ("sky tower,we want a room", "sky tower, we want a room"),
        ("open late;were hungry", "open late; were hungry"),
        ("café,está abierto", "café, está abierto"),
        ("about 10,000 seats", "about 10,000 seats"),  # a number keeps its comma
        ("泳池,几点关门", "泳池,几点关门"),  # Chinese is written without spaces
        ("see you at 8,ok", "see you at 8,ok"),
    ],
)
def test_a_comma_between_letters_gets_its_space(text: str, spaced: str) -> None:
    assert spaced_commas(text) == spaced


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        (
            "how many ppl does the arena hold is it like huge",
            ["how many ppl does the arena hold", "is it like huge"],
        ),
        (
            "is the buffet open today my mom wants crab",
            ["is the buffet open today", "my mom wants crab"],
        ),
        ("at the lansdowne and were in no hurry", ["at the lansdowne", "and were in no hurry"]),
        # A question word's own helping verb is no second thought.
        ("which highways do i take", ["which highways do i take"]),
        ("what time do we check in", ["what time do we check in"]),
        ("is it open", ["is it open"]),
    ],
)
def test_a_run_on_is_cut_where_its_second_thought_starts(text: str, pieces: list[str]) -> None:
    assert run_on_pieces(text) == pieces


def test_a_question_typed_with_a_tight_comma_is_no_crisis(gate: SemanticGate) -> None:
    """As typed, "how tall is the sky tower,we want a room up high" read as a crisis."""
    assert check_layers("how tall is the sky tower,we want a room up high", gate).guardrail is None


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("how tall is the sky tower,we want a room up high", "34"),
        (
            "we got a table at the lansdowne and were in no hurry,how late is it open on friday",
            "2 AM",
        ),
        ("hows tuscany for an anniversary dinner is it dressy or relaxed", "Tuscany"),
    ],
)
def test_hurried_run_ons_are_answered(local: GraphConcierge, text: str, wanted: str) -> None:
    route, reply = reply_of(local, text, "+12035550737")
    assert route == "answer", reply
    assert wanted in reply, reply


def test_an_off_topic_run_on_is_still_declined(local: GraphConcierge) -> None:
    route, reply = reply_of(
        local, "is my united flight out of bradley on time,flying home to denver", "+12035550738"
    )
    assert route == "dont_know", reply
