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


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Dear Sir or Madam, is the pool heated?", "is the pool heated?"),
        ("Estimados señores: ¿el spa abre el domingo?", "¿el spa abre el domingo?"),
        ("Prezados, o spa abre domingo?", "o spa abre domingo?"),
        ("尊敬的酒店您好：泳池几点关门？", "泳池几点关门？"),
        ("Is the pool heated? Kind regards, Harold", "Is the pool heated?"),
        ("¿Hay valet? Saludos cordiales, Marta Ruiz", "¿Hay valet?"),
        ("Tem estacionamento? Atenciosamente, Sra. Lima", "Tem estacionamento?"),
        ("泳池几点关门？此致 王女士", "泳池几点关门？"),
        (
            "To whom it may concern, where is the spa? Sincerely, Mrs. Ana Lopez",
            "where is the spa?",
        ),
    ],
)
def test_a_letters_address_and_sign_off_are_cut(text: str, read: str) -> None:
    assert without_salutation(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "Regards",
        "please pass my regards to the chef who cooked for us",
        "is the pool open, thanks",
    ],
)
def test_a_sign_off_alone_or_a_word_of_the_text_stays(text: str) -> None:
    assert without_salutation(text) == text


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Dear staff, my wife fainted by the elevator and won't wake up. Regards, Tom", "crisis"),
        ("Estimados: quiero hablar con una persona. Atentamente, Luis Gómez", "human_request"),
        ("Prezados, perdi o salário todo no jogo. Atenciosamente, Ana", "responsible_gaming"),
    ],
)
def test_the_gate_reads_what_the_letter_says(text: str, category: str, gate: SemanticGate) -> None:
    verdict = check_layers(text, gate)
    assert verdict.guardrail is not None and str(verdict.guardrail) == category
