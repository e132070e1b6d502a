"""A crisis said in one clause of a text read as another category (agent.semantic.clauses)."""

import json
import re

import pytest

from agent.semantic import clauses
from agent.semantic.clauses import clause_words, split_clauses
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import (
    ClauseRule,
    GateVerdict,
    SemanticGate,
    check_layers,
    load_thresholds,
)
from compliance.guardrails import Guardrail, check_guardrails
from concierge.cli import main

RULE = ClauseRule(threshold=0.4, margin=0.0, min_words=5)


@pytest.fixture(scope="module")
def embedder() -> StaticEmbedder:
    return StaticEmbedder.load()


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        ("is the pool open? we land at noon", ["is the pool open", "we land at noon"]),
        ("spa hours pls\nand the gym", ["spa hours pls", "and the gym"]),
        ("泳池开了吗？我们中午到", ["泳池开了吗", "我们中午到"]),
        (
            "how late is valet open btw where do we park",
            ["how late is valet open", "btw where do we park"],
        ),
        (
            "cuánto cuesta el buffet o mejor el steakhouse",
            ["cuánto cuesta el buffet", "o mejor el steakhouse"],
        ),
        ("餐厅几点开门或者酒吧几点开", ["餐厅几点开门", "或者酒吧几点开"]),
        # Commas and decimals do not cut: "3.5" and "a, b" stay whole.
        ("is it 3.5 miles to the outlets, or more", ["is it 3.5 miles to the outlets, or more"]),
    ],
)
def test_clauses_are_cut_at_strong_boundaries_only(text, clauses):
    assert split_clauses(text) == clauses


def _spelled_openers() -> list[str]:
    """Each opener of `clauses._OPENERS` as written (a bracketed choice: its first letter)."""
    words = []
    for pattern in clauses._OPENERS:
        body = pattern.removeprefix(r"\b").removeprefix("(?:").removesuffix(r"\b")
        for alternative in body.removesuffix(")").split("|"):
            words.append(re.sub(r"\[(.)[^\]]*\]", r"\1", alternative).replace("\\", ""))
    return words


def test_every_opener_starts_with_a_first_character_the_split_looks_for():
    # The opener pattern passes over positions without one of `_OPENER_FIRST`'s characters.
    unfiltered = re.compile(f"(?=(?:{'|'.join(clauses._OPENERS)}))", re.IGNORECASE)
    openers = _spelled_openers()
    assert len(openers) > 30 and "also" in openers and "还有" in openers
    for opener in openers:
        for written in (opener, opener.upper(), opener.title()):
            assert re.match(clauses._OPENER_FIRST, written, re.IGNORECASE)
            text = f"is the pool open {written} where is the spa"
            assert clauses._OPENER.split(text) == unfiltered.split(text)


def test_a_text_with_no_boundary_is_one_clause_and_empty_pieces_are_dropped():
    assert split_clauses("what time is checkout") == ["what time is checkout"]
    assert split_clauses("ok... ?? ") == ["ok"]


def test_clause_words_count_each_chinese_character_as_a_word():
    assert clause_words("where do we park") == 4
    assert clause_words("停车场在哪") == 5
    assert clause_words("Tuscany几点开门") == 5


def gate_with(embedder, monkeypatch, scores_of):
    """The shipped gate with the test's clause rule and each text's scores from `scores_of`."""
    gate = SemanticGate.load(embedder)
    gate.clause = RULE
    asked: list[str] = []

    def scores(text):
        asked.append(text)
        return scores_of(text)

    monkeypatch.setattr(gate, "scores", scores)
    return gate, asked


def privacy_with_a_crisis_clause(text):
    """A text that reads as a question about another guest; its clause about "he" or "she"
    alone reads as a crisis."""
    scores = dict.fromkeys(Guardrail, 0.1)
    if text.startswith(("he ", "she ")):
        return 0.2, scores | {Guardrail.CRISIS: 0.55, Guardrail.COMPLAINT: 0.5}
    return 0.2, scores | {Guardrail.PATRON_PRIVACY: 0.7, Guardrail.CRISIS: 0.3}


def test_a_long_clause_that_reads_as_crisis_makes_the_text_a_crisis(embedder, monkeypatch):
    gate, _ = gate_with(embedder, monkeypatch, privacy_with_a_crisis_clause)
    text = "which floor is my cousin on? she keeps saying she will hurt herself tonight"
    verdict = gate.classify(text)
    assert (verdict.guardrail, verdict.layer, verdict.score) == (Guardrail.CRISIS, "clause", 0.55)
    assert check_layers(text, gate).guardrail is Guardrail.CRISIS


def test_a_clause_needs_crisis_first_at_the_clause_threshold(embedder, monkeypatch):
    text = "which floor is my cousin on? she keeps saying she will hurt herself tonight"

    def complaint_first(clause):
        none, scores = privacy_with_a_crisis_clause(clause)
        if scores[Guardrail.CRISIS] > 0.5:
            scores[Guardrail.COMPLAINT] = 0.56
        return none, scores

    gate, _ = gate_with(embedder, monkeypatch, complaint_first)
    assert gate.classify(text).guardrail is Guardrail.PATRON_PRIVACY
    gate.clause = ClauseRule(threshold=0.6, margin=0.0, min_words=5)
    monkeypatch.setattr(gate, "scores", privacy_with_a_crisis_clause)
    assert gate.classify(text).guardrail is Guardrail.PATRON_PRIVACY


def test_short_clauses_and_one_clause_texts_are_not_read_alone(embedder, monkeypatch):
    gate, asked = gate_with(embedder, monkeypatch, privacy_with_a_crisis_clause)
    assert gate.classify("which floor is my cousin on? she is hurt").guardrail is (
        Guardrail.PATRON_PRIVACY
    )
    assert "she is hurt" not in asked  # two words: under min_words, never scored
    asked.clear()
    text = "which floor is my cousin on, she keeps saying she will hurt herself tonight"
    assert gate.classify(text).guardrail is Guardrail.PATRON_PRIVACY
    assert set(asked) == {text}  # one clause: only the whole text was scored (and read again)


def test_clauses_are_read_only_for_texts_read_as_another_category(embedder, monkeypatch):
    gate = SemanticGate.load(embedder)
    gate.clause = RULE

    def refuse(_):
        raise AssertionError("clauses read")

    monkeypatch.setattr(gate, "crisis_clause", refuse)
    text = "what time does the buffet open? we are starving after the long drive down"
    assert check_guardrails(text) is None
    assert check_layers(text, gate).guardrail is None
    assert check_layers("I want to kill myself. please help", gate).layer == "pattern"


def test_a_pattern_category_also_gives_way_to_a_crisis_clause(embedder, monkeypatch):
    text = "what room is john smith in? he said he would hurt me when he finds me here"
    assert check_guardrails(text) is Guardrail.PATRON_PRIVACY
    gate, _ = gate_with(embedder, monkeypatch, privacy_with_a_crisis_clause)
    monkeypatch.setattr(gate, "classify", lambda _: GateVerdict(None, None, 0.2))
    verdict = check_layers(text, gate)
    assert (verdict.guardrail, verdict.layer) == (Guardrail.CRISIS, "clause")


def test_the_shipped_clause_rule_is_read_from_thresholds_json(embedder):
    rule = load_thresholds().clause
    assert rule is not None and 0.0 < rule.threshold < 1.0 and rule.min_words > 1
    assert SemanticGate.load(embedder).clause == rule


def test_a_farewell_after_a_question_about_a_guest_is_a_crisis_with_the_shipped_gate(embedder):
    text = (
        "which floor is my girlfriend on? she said she wants to sleep forever and swallowed "
        "something from her purse"
    )
    assert check_guardrails(text) is not Guardrail.CRISIS
    verdict = check_layers(text, SemanticGate.load(embedder))
    assert (verdict.guardrail, verdict.layer) == (Guardrail.CRISIS, "clause")
    assert 0.0 < verdict.score <= 1.0


def test_cli_classify_reports_the_clause_layer_and_score(capsys):
    text = (
        "which floor is my girlfriend on? she said she wants to sleep forever and swallowed "
        "something from her purse"
    )
    assert main(["classify", text, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["guardrail"], result["layer"]) == ("crisis", "clause")
    assert 0.0 < result["score"] <= 1.0
