"""Guests in their own language: signed webhooks in, a live worker, texts out to fake Telnyx."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from sms.encoding import count_parts
from tests.conftest import GUEST, Stack, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini, turn_reply, verdict_reply
from tests.fakes.telnyx import FakeTelnyx
from tests.integration.test_end_to_end import plan_settled, wait_until

MAX_TEXTS = 3


def ask(stack: Stack, text: str, message_id: str, guest: str = GUEST) -> list[str]:
    """Send one signed text and return the texts Telnyx was asked to send for it, in order."""
    before = len(stack.telnyx.sends())
    event = inbound_event(text, message_id=message_id, guest=guest)
    assert stack.post(event).status_code == 200
    wait_until(lambda: plan_settled(stack, message_id))
    plan = stack.store.planned_outbound(message_id)
    assert all(t.status == OutboundStatus.SENT for t in plan)
    sends = stack.telnyx.wait_for_sends(before + len(plan))[before:]
    # A handoff also notifies staff; the guest's texts are checked here.
    to_guest = [request for request in sends if request.json()["to"] == guest]
    texts = [request.json()["text"] for request in to_guest]
    assert [request.headers["idempotency-key"] for request in to_guest] == [
        t.key for t in plan if t.to_number == guest
    ]
    # Segmentation stays exact in every language: each text is one SMS part, within the cap.
    assert 1 <= len(texts) <= MAX_TEXTS
    assert all(count_parts(text) == 1 for text in texts), texts
    return texts


def test_spanish_guest_gets_spanish_offline_and_keeps_it(stack: Stack) -> None:
    texts = ask(stack, "¿A qué hora abre el spa?", "es-1")
    assert texts[0].startswith("Los detalles siguen en inglés:")
    assert "Mandara Spa" in " ".join(texts)

    # A short "gracias" keeps Spanish; HELP is confirmed in Spanish too.
    assert ask(stack, "gracias", "es-2") == ["¡De nada! Disfrute su visita a Mohegan Sun."]
    help_texts = ask(stack, "HELP", "es-3")
    assert " ".join(help_texts).startswith("Conserje de Mohegan Sun")
    assert "1-888-226-7711" in " ".join(help_texts)

    # A guest who switches is followed.
    english = ask(stack, "What time does the pool open today?", "es-4")
    assert not english[0].startswith("Los detalles")

    # STOP: the ledger first, then one confirmation in the conversation's language.
    assert ask(stack, "quiero ver un show de comedia esta noche", "es-5")[0].startswith(
        "Los detalles siguen en inglés:"
    )
    stop = ask(stack, "STOP", "es-6")
    assert [(e.action, e.message_id) for e in stack.store.consent_events()] == [("opt_out", "es-6")]
    assert " ".join(stop).startswith("Ya no recibirá mensajes de Mohegan Sun")


def test_chinese_and_portuguese_templates_offline(stack: Stack) -> None:
    # (Smart encoding turns full-width punctuation into ASCII; the text stays UCS-2.)
    assert ask(stack, "你好", "zh-1")[0].startswith("您好")
    answer = ask(stack, "水疗中心 Mandara Spa 几点开门？", "zh-2")
    assert answer[0].startswith("以下详情为英文")
    help_line = " ".join(ask(stack, "acho que sou viciado em jogo, preciso de ajuda", "pt-1"))
    assert help_line.startswith("Obrigado por nos escrever") and "1-800-522-4700" in help_line
    # Crisis and a request for a person hand the guest to staff: one guest each.
    crisis = " ".join(ask(stack, "Olá, estou pensando em suicídio", "pt-2", "+12035550181"))
    assert "988" in crisis and "911" in crisis and crisis.startswith("Se alguém estiver em perigo")
    person = " ".join(ask(stack, "quero falar com uma pessoa", "pt-3", "+12035550182"))
    assert "funcionário do Mohegan Sun" in person


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        yield fake


@pytest.fixture
def gemini_stack(
    tmp_path: Path,
    redis_url: str,
    fake_telnyx: FakeTelnyx,
    signing_key: SigningKey,
    gemini: FakeGemini,
) -> Iterator[Stack]:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        signing_key,
        google_api_key="test-gemini-key",
        gemini_base_url=gemini.url,
    ) as running:
        yield running


def test_spanish_answer_written_by_gemini_from_the_english_facts(
    gemini_stack: Stack, gemini: FakeGemini
) -> None:
    spanish = "Mandara Spa está en el Sky Tower; reserve su masaje al 1-888-226-7711."
    gemini.reply(turn_reply(answer=spanish, cited_ids=["amenities-mandara-spa"]))
    gemini.reply(verdict_reply(True))  # used only if the grounding check cannot decide
    texts = ask(gemini_stack, "¿Dónde está el spa? Quiero un masaje", "gem-es-1")
    assert " ".join(texts) == spanish
    call = next(c for c in gemini.calls() if c.is_turn_call)
    assert "write your answer in Spanish" in call.system_text
    assert "at most 130 characters" in call.system_text  # two UCS-2 parts, not 300 GSM chars
    assert any(fact_id == "amenities-mandara-spa" for fact_id, _ in call.facts)


def test_ungrounded_spanish_answer_is_rejected_and_the_fallback_stays_spanish(
    gemini_stack: Stack, gemini: FakeGemini
) -> None:
    invented = "Mandara Spa está en el Earth Tower y abre hoy de 6:15 AM a 11:45 PM."
    for _ in range(2):  # the first draft and the retry both invent hours
        gemini.reply(turn_reply(answer=invented, cited_ids=["amenities-mandara-spa"]))
        gemini.reply(verdict_reply(False, "hours not in the facts"))
    texts = ask(gemini_stack, "¿A qué hora abre el spa hoy?", "gem-es-2")
    joined = " ".join(texts)
    assert "6:15" not in joined
    assert joined.startswith("Los detalles siguen en inglés: Mandara Spa")


def test_staff_hand_back_notice_is_in_the_guests_language(stack: Stack) -> None:
    person = " ".join(ask(stack, "quiero hablar con una persona, por favor", "hb-1"))
    assert "Le pedí a un empleado de Mohegan Sun" in person
    staff = "+18605550111"  # the property's registered staff phone (data/properties.json)
    event = inbound_event("#1 done", guest=staff, message_id="hb-2")
    assert stack.post(event).status_code == 200
    wait_until(lambda: plan_settled(stack, "hb-2"))
    notice = [t.text for t in stack.store.planned_outbound("hb-2") if t.to_number == GUEST]
    assert notice and notice[0].startswith("¡Gracias por su paciencia!")
