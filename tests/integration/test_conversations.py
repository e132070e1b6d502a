"""Multi-turn conversations through the deployed shape, offline and with the fake Gemini.

Each conversation is texted into the receiver as signed Telnyx webhooks, answered by a live
worker over real Redis and sent to the fake Telnyx; the stack runs on a property clock moved
(CLOCK_OFFSET_FILE) to Monday 23 November 2026, 10:00 in Uncasville. One stack per mode,
shared by the module's tests (one live worker at a time).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import Stack
from tests.fakes.gemini import FakeGemini
from tests.integration.conversation_support import (
    careless_model,
    conversation_ids,
    conversation_stack,
    run_conversation,
    text_and_wait,
)
from tests.integration.conversations import CONVERSATIONS, LIMITED_CONVERSATIONS


@pytest.fixture(scope="module")
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        fake.respond_with(careless_model)
        yield fake


@pytest.fixture(scope="module", params=["offline", "gemini"])
def stack(
    request: pytest.FixtureRequest,
    redis_server_url: str,
    tmp_path_factory: pytest.TempPathFactory,
    gemini: FakeGemini,
) -> Iterator[Stack]:
    tmp = tmp_path_factory.mktemp(f"conversations-{request.param}")
    model = gemini if request.param == "gemini" else None
    with conversation_stack(redis_server_url, tmp, model) as running:
        yield running


@pytest.mark.parametrize("conversation", CONVERSATIONS, ids=conversation_ids(CONVERSATIONS))
def test_conversation(stack: Stack, conversation) -> None:
    run_conversation(stack, conversation)


def test_the_suite_is_big_enough() -> None:
    everything = CONVERSATIONS + LIMITED_CONVERSATIONS
    assert len(everything) >= 30
    assert all(2 <= len(c.turns) <= 4 for c in everything)
    assert {c.topic for c in everything} == {"follow-up", "dates", "yes/no", "limits"}


def test_the_model_is_told_what_a_follow_up_refers_to(stack: Stack, gemini: FakeGemini) -> None:
    if not gemini.calls():
        pytest.skip("the offline stack makes no model calls")
    guest = "+12035550999"
    text_and_wait(stack, guest, "what time does the spa open tomorrow?")
    before = len(gemini.calls())
    assert "open tomorrow 7 AM-10 PM" in " ".join(text_and_wait(stack, guest, "and the pool?"))
    call = gemini.calls()[before]
    assert call.texts()[-1] == "and the pool?"
    assert "read with the conversation, asks: the pool hours" in call.system_text
    assert "It asks about tomorrow (Tuesday November 24)" in call.system_text
    assert "open tomorrow 7 AM-10 PM" in call.system_text  # the asked day's hours in the facts
