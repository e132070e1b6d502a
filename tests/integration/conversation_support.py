"""Helpers for the conversation suites: a stack on the property clock, a careless model."""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import redis
from nacl.signing import SigningKey

from concierge.clock import write_offset
from data.store.models import OutboundStatus
from tests.conftest import Stack, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx
from tests.integration.conversations import PROPERTY_NOW, Conversation

MODES = ("offline", "gemini")
_FACT = re.compile(r"^- \[(?P<id>[^\]]+)\] (?P<facts>.*)$", re.M)
_YES_NO = re.compile(r"^\s*(can|could|may|is|are|do|does|will|am|any)\b", re.I)
_SAYS = re.compile(r"the facts say (yes|no)")
_WORD = re.compile(r"[a-z0-9]+")
_SMALL_WORDS = frozenset(
    "a an the i my me can could is are do does to in on at of for it you your we what when "
    "how ther any and abou".split()
)


def _stems(text: str) -> set[str]:
    return {word[:4] for word in _WORD.findall(text.lower())} - _SMALL_WORDS


def _nearest_sentence(question: str, facts: str) -> str:
    """The fact sentence sharing the most word stems with the question (earliest on a tie)."""
    sentences = re.split(r"(?<=[.!?])\s+", facts.strip())
    return max(sentences, key=lambda sentence: len(_stems(question) & _stems(sentence)))


def careless_model(request: dict[str, Any]) -> dict[str, Any]:
    """A stand-in for Gemini that answers from the top fact and says "Yes." too readily.

    It answers with the top fact's first sentence and the one nearest the question, puts
    "Yes." in front of every yes/no question, and on a retry follows the validator's feedback.
    """
    system = "\n".join(
        part.get("text", "") for part in (request.get("systemInstruction") or {}).get("parts", [])
    )
    texts = [
        part.get("text", "")
        for content in request.get("contents", [])
        if content.get("role") == "user"
        for part in content.get("parts", [])
    ]
    if texts and texts[-1].startswith("You check an SMS answer"):
        return {"valid": True, "reason": ""}
    question = texts[-1] if texts else ""
    top = _FACT.search(system)
    if top is None:
        return {"intent": "property_question", "answer": "", "cited_ids": [], "confident": True}
    sentences = re.split(r"(?<=[.!?])\s+", top["facts"].strip())
    lead = " ".join(sentences[:2]) if sentences[0] in ("Yes.", "No.") else sentences[0]
    nearest = _nearest_sentence(question, top["facts"])
    answer = lead if nearest == lead else f"{lead} {nearest}"
    if "previous draft was rejected" in system:
        said = _SAYS.search(system)
        answer = re.sub(r"^(Yes|No)[.,]\s*", "", answer)
        if said:
            answer = f"{said[1].title()}. {answer}"
    elif _YES_NO.match(question) and not answer.startswith(("Yes", "No")):
        answer = f"Yes. {answer}"
    return {
        "intent": "property_question",
        "answer": answer,
        "cited_ids": [top["id"]],
        "confident": True,
    }


@contextmanager
def conversation_stack(
    redis_server_url: str,
    tmp: Path,
    gemini: FakeGemini | None,
    *,
    turns_per_minute: int = 30,
) -> Iterator[Stack]:
    """A receiver + live worker on Redis db 10 with the property clock at PROPERTY_NOW."""
    url = f"{redis_server_url}/10"
    redis.Redis.from_url(url).flushdb()
    offset = tmp / "clock-offset"
    write_offset(offset, (PROPERTY_NOW - datetime.now(UTC)).total_seconds())
    model: dict[str, Any] = (
        {"google_api_key": "test-gemini-key", "gemini_base_url": gemini.url} if gemini else {}
    )
    if gemini is not None:
        # Retrieval stays BM25, as offline, so both modes show the model the same facts in
        # the same order (hybrid retrieval has its own tests).
        gemini.fail_embeddings(400)
    telnyx = FakeTelnyx()
    telnyx.server.start()
    try:
        with running_stack(
            tmp,
            url,
            telnyx,
            SigningKey.generate(),
            clock_offset_file=offset,
            guest_turns_per_minute=turns_per_minute,
            new_numbers_per_prefix_hour=10_000,  # many test guests share one exchange
            **model,
        ) as stack:
            yield stack
    finally:
        telnyx.server.stop()


def text_and_wait(stack: Stack, guest: str, text: str, timeout: float = 20) -> list[str]:
    """Send one text as a signed webhook; return the texts sent back for it, in order."""
    message_id = f"conv-{uuid.uuid4()}"
    response = stack.post(inbound_event(text, guest=guest, message_id=message_id))
    assert response.get_json() == {"status": "queued"}
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if stack.store.turn_of(message_id):
            planned = stack.store.planned_outbound(message_id)
            if all(t.status != OutboundStatus.PENDING for t in planned):
                sent = [r.json()["text"] for r in stack.telnyx.sends() if r.json()["to"] == guest]
                bodies = [t.text for t in planned if t.to_number == guest]  # not staff's
                assert bodies == sent[len(sent) - len(bodies) :]  # what went out, in order
                return bodies
        time.sleep(0.02)
    raise AssertionError(f"no reply to {text!r}")


def run_conversation(stack: Stack, conversation: Conversation) -> None:
    guest = f"+1203555{uuid.uuid4().int % 9000 + 1000:04d}"
    for number, turn in enumerate(conversation.turns, start=1):
        texts = text_and_wait(stack, guest, turn.text)
        reply = " ".join(texts)
        where = f"{conversation.name} turn {number} {turn.text!r} -> {texts}"
        for phrase in turn.expect:
            assert phrase in reply, f"missing {phrase!r}: {where}"
        for phrase in turn.reject:
            assert phrase not in reply, f"unexpected {phrase!r}: {where}"
        assert 1 <= len(texts) <= turn.max_texts, f"too many texts: {where}"


def conversation_ids(conversations: tuple[Conversation, ...]) -> list[str]:
    """Test ids: topic and name."""
    return [f"{c.topic}:{c.name}" for c in conversations]
