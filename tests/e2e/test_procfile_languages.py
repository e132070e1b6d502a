"""Guests in Spanish, Portuguese and Chinese through the Procfile's processes (gunicorn
receiver, worker, beat), offline: signed webhooks in, texts out to the fake Telnyx."""

from __future__ import annotations

from pathlib import Path

from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from sms.encoding import count_parts
from tests.conftest import inbound_event
from tests.e2e.procfile import procfile_stack, wait_until
from tests.e2e.test_procfile_guest_paths import base_settings, settled
from tests.fakes.telnyx import FakeTelnyx


def test_questions_in_other_languages_through_the_processes(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    with procfile_stack(tmp_path / "stack", base_settings(redis_url, fake_telnyx)) as stack:
        store = SqliteStore(tmp_path / "stack" / "concierge.db")

        def texts_for(body: str, guest: str, message_id: str) -> list[str]:
            assert stack.post(inbound_event(body, guest=guest, message_id=message_id)) == 200
            wait_until(lambda: settled(store, message_id), 30, message_id, stack.logs)
            plan = store.planned_outbound(message_id)
            assert plan and all(t.status == OutboundStatus.SENT for t in plan)
            sent = [r.json() for r in fake_telnyx.wait_for_sends(len(fake_telnyx.sends()))]
            texts = [s["text"] for s in sent if s["to"] == guest]
            assert all(count_parts(text) == 1 for text in texts), texts
            return texts

        # A facet asked in Spanish: the arena's capacity, not its ticket FAQ.
        capacity = " ".join(
            texts_for("¿cuántas personas caben en la arena?", "+12035550301", "l-1")
        )
        assert capacity.startswith("Los detalles siguen en inglés:") and "10,000" in capacity

        # Off-topic in Portuguese: an honest "I don't have that", in Portuguese, no venue.
        stock = " ".join(texts_for("qual a cotação das ações da tesla hoje", "+12035550302", "l-2"))
        assert stock.startswith("Desculpe, não tenho essa informação.")
        assert "Os detalhes seguem em inglês" not in stock

        # A crisis in Chinese: 911/988 and security's number, never split inside a name.
        crisis = texts_for("我朋友在房间里吞了一整瓶安眠药，叫不醒", "+12035550303", "l-3")
        assert "911" in crisis[0] and "988" in " ".join(crisis)
        assert "(860) 555-0199" in " ".join(crisis)
        assert not any(text.endswith("Mohegan") for text in crisis)
        store.close()
