"""Gemini times out and errors: guests still get knowledge-base answers, the shared circuit
opens and no call reaches Gemini while it is open; after the cooldown one probe goes through,
a failed probe re-opens it and a successful one closes it."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from nacl.signing import SigningKey

from agent.circuit import CircuitBreaker
from tests.conftest import Stack, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx
from tests.faults.support import guest_number, settled, wait_until

TIMEOUT_SECONDS = 1.0
THRESHOLD = 3
COOLDOWN_SECONDS = 3.0
QUESTION = "Where can I get a massage?"
KB_NAME = "Mandara Spa"
LLM_ANSWER = "Mandara Spa in the Sky Tower offers massages and facials; booking ahead is wise."


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        yield fake


@pytest.fixture
def stack(
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
        llm_timeout_seconds=TIMEOUT_SECONDS,
        llm_failure_threshold=THRESHOLD,
        llm_cooldown_seconds=COOLDOWN_SECONDS,
    ) as running:
        yield running


@pytest.fixture
def circuit(redis_url: str) -> Iterator[CircuitBreaker]:
    """A view of the worker's breaker: same name, same Redis, so the same shared state."""
    client = redis.Redis.from_url(redis_url)
    yield CircuitBreaker(
        client, name="gemini", failure_threshold=THRESHOLD, cooldown_seconds=COOLDOWN_SECONDS
    )
    client.close()


def ask(stack: Stack, *indices: int) -> list[str]:
    """Each guest asks QUESTION; wait for the replies; their texts, one string per guest."""
    ids = [f"llm-{index}" for index in indices]
    for index, message_id in zip(indices, ids, strict=True):
        event = inbound_event(QUESTION, guest=guest_number(index), message_id=message_id)
        assert stack.post(event).get_json() == {"status": "queued"}
    wait_until(lambda: all(settled(stack.store, m) for m in ids), 30, f"replies to {ids}")
    return [" ".join(t.text for t in stack.store.planned_outbound(m)) for m in ids]


def test_gemini_outage_falls_back_to_the_knowledge_base_and_the_circuit_recovers(
    stack: Stack, gemini: FakeGemini, circuit: CircuitBreaker, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="agent.llm_guard")
    # The outage: a call that outlasts the client's timeout, then 500s. A turn makes one
    # call: guest 0's times out, guests 1 and 2 get 500s, and that third failure opens it.
    gemini.delay(TIMEOUT_SECONDS + 0.5).fail(500, times=THRESHOLD - 1)
    replies = ask(stack, 0) + ask(stack, 1) + ask(stack, 2)
    assert all(KB_NAME in reply for reply in replies)
    wait_until(lambda: len(gemini.calls()) >= THRESHOLD, 10, "the timed-out call to end")
    assert circuit.state() == "open"
    failures = [r.getMessage() for r in caplog.records if r.name == "agent.llm_guard"]
    assert len(failures) == THRESHOLD and "Timeout" in failures[0], failures

    # While open, turns answer from the knowledge base without calling Gemini at all.
    replies = ask(stack, 3, 4)
    assert all(KB_NAME in reply for reply in replies)
    assert circuit.state() == "open"  # so both turns ran while it was open
    assert len(gemini.calls()) == THRESHOLD

    # After the cooldown one probe goes through; its failure opens the circuit again.
    wait_until(lambda: circuit.state() == "half_open", COOLDOWN_SECONDS + 5, "the cooldown")
    gemini.fail(500)
    assert KB_NAME in ask(stack, 5)[0]
    assert len(gemini.calls()) == THRESHOLD + 1
    assert circuit.state() == "open"

    # The next probe succeeds and closes the circuit.
    wait_until(lambda: circuit.state() == "half_open", COOLDOWN_SECONDS + 5, "the cooldown")
    gemini.reply_turn(answer=LLM_ANSWER, cited_ids=["amenities-mandara-spa"])
    assert ask(stack, 6)[0] == LLM_ANSWER
    assert circuit.state() == "closed"
    # One call answered the turn: grounded by the rules, no validator call.
    (turn_call,) = gemini.calls()[THRESHOLD + 1 :]
    assert turn_call.is_turn_call and turn_call.texts()[-1] == QUESTION
