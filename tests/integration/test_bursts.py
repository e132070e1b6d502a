"""Speculative coalescing: a turn starts at once; a text that arrives before its reply goes out
abandons it and one turn answers both; a text after the reply gets its own turn."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import Stack, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini, GeminiCall
from tests.fakes.telnyx import FakeTelnyx

GUEST = "+12035550147"
OTHER_GUEST = "+12035550188"


def answer_from_first_fact(body: dict[str, Any]) -> dict[str, Any]:
    """A model that answers with its first fact line, citing it."""
    call = GeminiCall("fake", "generateContent", {}, body)
    item_id, fact = call.facts[0] if call.facts else ("", "")
    return {"intent": "property_question", "answer": fact[:150], "cited_ids": [item_id]}


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        fake.respond_with(answer_from_first_fact)
        yield fake


@pytest.fixture
def stack(tmp_path, redis_url: str, fake_telnyx: FakeTelnyx, gemini: FakeGemini) -> Iterator[Stack]:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        coalesce_texts=True,
        google_api_key="test-gemini-key",
        gemini_base_url=gemini.url,
    ) as running:
        yield running


def wait_for(condition: Callable[[], Any], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def all_sent(stack: Stack, turn: str) -> bool:
    plan = stack.store.planned_outbound(turn)
    return bool(plan) and all(text.status == OutboundStatus.SENT for text in plan)


def test_a_text_arriving_mid_turn_abandons_it_and_one_turn_answers_both(
    stack: Stack, gemini: FakeGemini
) -> None:
    # The first turn's model call is slow: the second text lands while it runs.
    gemini.delay(4.0)
    stack.post(inbound_event("where is the poker room?", message_id="m-1"))
    wait_for(lambda: gemini.started, 10, "the first turn's model call")
    stack.post(inbound_event("and is the spa open?", message_id="m-2"))
    stack.post(inbound_event("is the spa open?", guest=OTHER_GUEST, message_id="m-3"))
    wait_for(lambda: all_sent(stack, "m-2") and all_sent(stack, "m-3"), 20, "the replies")
    # The reply to both went out while the abandoned call was still running: the turn that
    # answers both did not wait for it.
    assert gemini.started - gemini.finished == 1
    wait_for(lambda: gemini.finished == gemini.started, 20, "the abandoned call to end")
    time.sleep(0.5)  # anything the abandoned turn sent or saved late would show up now

    assert stack.store.turn_of("m-1") == stack.store.turn_of("m-2") == "m-2"
    assert stack.store.planned_outbound("m-1") == []
    sends = [r for r in stack.telnyx.sends() if r.json()["to"] == GUEST]
    keys = [r.headers["idempotency-key"] for r in sends]
    assert keys == [f"m-2-{n}" for n in range(1, len(keys) + 1)]  # one reply, nothing twice
    # The turn that answered both read both texts, and not the abandoned turn's reply.
    to_guest = [c for c in gemini.calls() if c.texts()[-1].startswith("where is the poker")]
    answering, abandoned = to_guest  # recorded as answered: the abandoned call last
    assert abandoned.texts()[-1] == "where is the poker room?"
    assert answering.texts()[-1] == "where is the poker room? and is the spa open?"
    assert answering.texts("model") == []
    # Another guest is not merged into the first guest's turn.
    assert stack.store.turn_of("m-3") == "m-3"

    # The abandoned turn saved nothing: the next turn's history is the answered turn alone.
    stack.post(inbound_event("thanks! and the buffet?", message_id="m-4"))
    wait_for(lambda: all_sent(stack, "m-4"), 20, "the next reply")
    history = gemini.calls()[-1].texts()
    assert history == ["where is the poker room? and is the spa open?", "thanks! and the buffet?"]
    assert len(gemini.calls()[-1].texts("model")) == 1


def test_a_text_after_the_reply_went_out_gets_its_own_turn(
    stack: Stack, gemini: FakeGemini
) -> None:
    stack.post(inbound_event("where is the poker room?", message_id="w-1"))
    wait_for(lambda: all_sent(stack, "w-1"), 10, "the first reply")
    stack.post(inbound_event("is the spa open?", message_id="w-2"))
    wait_for(lambda: all_sent(stack, "w-2"), 10, "the second reply")
    assert stack.store.turn_of("w-1") == "w-1" and stack.store.turn_of("w-2") == "w-2"
    turns = [r.headers["idempotency-key"].rsplit("-", 1)[0] for r in stack.telnyx.sends()]
    assert turns == sorted(turns) and set(turns) == {"w-1", "w-2"}
    # The second turn's model saw the first reply as conversation history.
    assert gemini.calls()[1].texts("model")
