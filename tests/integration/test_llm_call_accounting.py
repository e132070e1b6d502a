"""Gemini as a turn uses it: thinking off on chat calls, and every call counted, embeddings too."""

from __future__ import annotations

import time

from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from ops.metrics import Metrics
from tests.conftest import inbound_event, running_stack
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx


def query_embeddings(gemini: FakeGemini) -> int:
    return sum(
        any(r.get("taskType") == "RETRIEVAL_QUERY" for r in call.body.get("requests", []))
        for call in gemini.calls("batchEmbedContents")
    )


def test_chat_calls_think_zero_and_llm_calls_include_the_query_embedding(
    tmp_path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    metrics = Metrics.create()
    with (
        FakeGemini() as gemini,
        running_stack(
            tmp_path,
            redis_url,
            fake_telnyx,
            SigningKey.generate(),
            google_api_key="test-gemini-key",
            gemini_base_url=gemini.url,
            metrics=metrics,
        ) as stack,
    ):
        assert (
            stack.post(inbound_event("where can I get a massage?", message_id="q-1")).status_code
            == 200
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            plan = stack.store.planned_outbound("q-1")
            if plan and all(t.status == OutboundStatus.SENT for t in plan):
                break
            time.sleep(0.05)
        chat = gemini.calls()
        assert chat, "the turn made no chat call"
        for call in chat:
            config = call.body["generationConfig"]
            thinking = config.get("thinkingConfig", {})
            # google-genai sends the field in snake case; the API's JSON parser takes both.
            assert thinking.get("thinkingBudget", thinking.get("thinking_budget")) == 0, config
        embedded = query_embeddings(gemini)
        assert embedded >= 1
        counted = metrics.registry.get_sample_value("concierge_llm_calls_total")
        assert counted == len(chat) + embedded
