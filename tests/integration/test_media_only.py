"""An MMS with no text gets one polite note, and the model is not asked an empty question."""

from __future__ import annotations

import time

from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import GUEST, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx


def test_a_picture_without_text_gets_a_text_only_note(
    tmp_path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    with (
        FakeGemini() as gemini,
        running_stack(
            tmp_path,
            redis_url,
            fake_telnyx,
            SigningKey.generate(),
            google_api_key="test-gemini-key",
            gemini_base_url=gemini.url,
        ) as stack,
    ):
        event = inbound_event("", message_id="mms-1")
        payload = event["data"]["payload"]
        payload.update(type="MMS", text=None, media=[{"url": "https://media.example/p.jpg"}])
        assert stack.post(event).status_code == 200
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            plan = stack.store.planned_outbound("mms-1")
            if plan and all(t.status == OutboundStatus.SENT for t in plan):
                break
            time.sleep(0.05)
        [sent] = fake_telnyx.sends()
        assert sent.json()["to"] == GUEST
        assert "only read text" in sent.json()["text"]
        assert gemini.calls() == []
