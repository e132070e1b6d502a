"""Texts a guest sends within the burst window are answered as one turn, in order."""

from __future__ import annotations

import time

from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import inbound_event, running_stack
from tests.fakes.telnyx import FakeTelnyx

OTHER_GUEST = "+12035550188"


def test_two_quick_texts_get_one_answer(tmp_path, redis_url, fake_telnyx: FakeTelnyx) -> None:
    key = SigningKey.generate()
    with running_stack(tmp_path, redis_url, fake_telnyx, key, burst_window_seconds=1.0) as stack:
        stack.post(inbound_event("hi", message_id="b-1"))
        time.sleep(0.2)
        stack.post(inbound_event("where is the poker room?", message_id="b-2"))
        stack.post(inbound_event("is the spa open?", guest=OTHER_GUEST, message_id="b-3"))

        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if stack.store.turn_of("b-1") and stack.store.turn_of("b-3"):
                plan = stack.store.planned_outbound("b-2")
                if plan and all(t.status == OutboundStatus.SENT for t in plan):
                    break
            time.sleep(0.05)
        time.sleep(0.3)

        assert stack.store.turn_of("b-1") == stack.store.turn_of("b-2") == "b-2"
        assert stack.store.planned_outbound("b-1") == []
        sends = stack.telnyx.sends()
        to_first = [r.json()["text"] for r in sends if r.json()["to"] == "+12035550147"]
        assert "Poker Room" in " ".join(to_first)
        keys = {r.headers["idempotency-key"] for r in sends if r.json()["to"] == "+12035550147"}
        assert keys == {f"b-2-{n}" for n in range(1, len(to_first) + 1)}
        # Another guest is not merged into the first guest's turn.
        assert stack.store.turn_of("b-3") == "b-3"
        assert any(r.json()["to"] == OTHER_GUEST for r in sends)


def test_a_text_after_the_window_gets_its_own_answer(tmp_path, redis_url, fake_telnyx) -> None:
    key = SigningKey.generate()
    with running_stack(tmp_path, redis_url, fake_telnyx, key, burst_window_seconds=0.3) as stack:
        stack.post(inbound_event("where is the poker room?", message_id="w-1"))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not stack.telnyx.sends():
            time.sleep(0.05)
        stack.post(inbound_event("is the spa open?", message_id="w-2"))
        while time.monotonic() < deadline and not stack.store.planned_outbound("w-2"):
            time.sleep(0.05)
        assert stack.store.turn_of("w-1") == "w-1"
        assert stack.store.turn_of("w-2") == "w-2"
        assert stack.store.planned_outbound("w-1") and stack.store.planned_outbound("w-2")
