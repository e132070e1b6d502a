"""The knowledge base is embedded when the worker starts, not inside a guest's turn.

The Procfile's processes with a Gemini key pointed at the fake Gemini: the batch embedding of
the knowledge base arrives before any guest texts, and a guest's turn embeds only its query.
"""

from __future__ import annotations

import time
from pathlib import Path

from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event
from tests.e2e.procfile import procfile_stack, wait_until
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx


def document_embeddings(gemini: FakeGemini) -> int:
    """Batch embeddings of knowledge-base items (a guest's query is RETRIEVAL_QUERY)."""
    return sum(
        any(r.get("taskType") == "RETRIEVAL_DOCUMENT" for r in call.body.get("requests", []))
        for call in gemini.calls("batchEmbedContents")
    )


def test_worker_embeds_the_knowledge_base_at_start_up(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    with FakeGemini() as gemini:
        settings = {
            "REDIS_URL": redis_url,
            "TELNYX_API_KEY": "KEY-test",
            "TELNYX_BASE_URL": fake_telnyx.url,
            "GOOGLE_API_KEY": "test-gemini-key",
            "GEMINI_BASE_URL": gemini.url,
            "SEND_PACING_SECONDS": "0",
        }
        with procfile_stack(tmp_path / "stack", settings) as stack:
            # procfile_stack returns once the worker consumes: the embedding came before.
            at_start = document_embeddings(gemini)
            assert at_start >= 1
            store = SqliteStore(tmp_path / "stack" / "concierge.db")
            assert stack.post(inbound_event("where can I get a massage?", message_id="e-1")) == 200

            def answered() -> bool:
                plan = store.planned_outbound("e-1")
                return bool(plan) and all(t.status == OutboundStatus.SENT for t in plan)

            wait_until(answered, 60, "the answer", stack.logs)
            time.sleep(0.5)
            # The turn embedded no document: the knowledge base was ready before it.
            assert document_embeddings(gemini) == at_start
            store.close()
