"""A greeting that opens a text is not read as part of its category (agent.semantic.salutations).

Every text here was written for this test.
"""

from __future__ import annotations

import pytest

from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from agent.semantic.salutations import without_salutation
from compliance.guardrails import Guardrail


@pytest.fixture(scope="module")
def gate() -> SemanticGate:
    return SemanticGate.load(StaticEmbedder.load())


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("hi there! man with a knife by the elevators", "man with a knife by the elevators"),
        ("Hello?? anyone there", "anyone there"),
        ("good evening, sorry to bother you. is the spa open", "is the spa open"),
        ("hola, perdón la molestia: ¿dónde está el valet?", "¿dónde está el valet?"),
        ("boa noite, desculpe o incômodo, onde fica o spa", "onde fica o spa"),
        ("您好，打扰一下，泳池几点开", "泳池几点开"),
        ("你好！前台电话多少", "前台电话多少"),
        ("todo bien, gracias. ¿a qué hora abre el spa?", "¿a qué hora abre el spa?"),
        ("thanks!! where do i park", "where do i park"),
        ("Uma pergunta rápida: o buffet abre cedo?", "o buffet abre cedo?"),
        ("una duda, ¿hay cunas?", "¿hay cunas?"),
        ("quick q - is valet free", "is valet free"),
        ("问个问题。停车免费吗", "停车免费吗"),
    ],
)
def test_an_opening_greeting_is_cut(text: str, read: str) -> None:
    assert without_salutation(text) == read


@pytest.mark.parametrize(
    "text",
    ["hi", "hello!!", "hiking trails nearby?", "history of the casino", "hellooo", "yo tengo 25"],
)
def test_a_greeting_alone_or_a_word_that_starts_like_one_stays(text: str) -> None:
    assert without_salutation(text) == text


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("hi there! 911 fight in the parking garage, blood everywhere", Guardrail.CRISIS),
        ("hello, my dad collapsed by the slots and isn't breathing", Guardrail.CRISIS),
        ("hola! operadora", Guardrail.HUMAN_REQUEST),
        ("good evening. agent please", Guardrail.HUMAN_REQUEST),
        (
            "oi, desculpa incomodar. perdi o aluguel todo nas máquinas de novo",
            Guardrail.RESPONSIBLE_GAMING,
        ),
    ],
)
def test_the_gate_reads_what_follows_the_greeting(
    text: str, category: Guardrail, gate: SemanticGate
) -> None:
    assert check_layers(text, gate).guardrail is category
