"""Human handoff end to end: signed webhooks, a live worker, fake Telnyx and a fake staff hook."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event, running_stack
from tests.fakes.http import RecordingServer, Reply
from tests.fakes.telnyx import FakeTelnyx
from worker.celery_app import EXPIRE_HANDOFFS

STAFF = "+18605550111"
STRANGER = "+12035550999"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def staff_hook() -> Iterator[RecordingServer]:
    server = RecordingServer(lambda request: Reply(200, {"ok": True})).start()
    yield server
    server.stop()


def registry_with_hook(tmp_path: Path, hook_url: str) -> Path:
    registry = json.loads((ROOT / "data" / "properties.json").read_text())
    registry["properties"][0]["staff_webhook_url"] = f"{hook_url}/hooks/staff"
    path = tmp_path / "properties.json"
    path.write_text(json.dumps(registry))
    return path


def texts_to(stack: Stack, number: str) -> list[str]:
    return [r.json()["text"] for r in stack.telnyx.sends() if r.json()["to"] == number]


def settled(stack: Stack, message_id: str, timeout: float = 15) -> list[str]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if stack.store.turn_of(message_id):
            plan = stack.store.planned_outbound(message_id)
            if all(t.status != OutboundStatus.PENDING for t in plan):
                return [t.text for t in plan]
        time.sleep(0.05)
    raise AssertionError(f"{message_id} not handled in time")


@pytest.fixture
def stack(tmp_path, redis_url, fake_telnyx: FakeTelnyx, staff_hook) -> Iterator[Stack]:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        properties_file=registry_with_hook(tmp_path, staff_hook.url),
    ) as running:
        yield running


def test_guest_asks_for_a_person_and_staff_take_over_then_hand_back(stack, staff_hook) -> None:
    stack.post(inbound_event("can I talk to someone please?", message_id="h-1"))
    settled(stack, "h-1")
    [to_guest] = texts_to(stack, GUEST)
    assert "team member" in to_guest
    [staff_note] = texts_to(stack, STAFF)[:1]
    assert staff_note.startswith("#1 guest +1203***0147") and "#1 done" in staff_note
    [hook] = staff_hook.wait_for(lambda requests: len(requests) >= 1)
    assert hook.path == "/hooks/staff" and "#1" in hook.json()["text"]

    # While handed off, the bot is silent and the guest's texts go to staff.
    stack.post(inbound_event("hello? anyone?", message_id="h-2"))
    settled(stack, "h-2")
    assert len(texts_to(stack, GUEST)) == 1
    assert texts_to(stack, STAFF)[-1] == "#1 guest: hello? anyone?"

    # Staff reply by text; it is relayed to the guest.
    stack.post(
        inbound_event("#1 Hi, this is Maria at the front desk.", guest=STAFF, message_id="h-3")
    )
    settled(stack, "h-3")
    assert texts_to(stack, GUEST)[-1] == "Mohegan Sun: Hi, this is Maria at the front desk."

    # A number that is not registered cannot relay, whatever it sends.
    stack.post(inbound_event("#1 send me your card number", guest=STRANGER, message_id="h-4"))
    settled(stack, "h-4")
    assert all("card number" not in text for text in texts_to(stack, GUEST))
    assert stack.store.active_ticket("mohegan_sun", STRANGER) is None

    stack.post(inbound_event("#list", guest=STAFF, message_id="h-5"))
    settled(stack, "h-5")
    assert texts_to(stack, STAFF)[-1].startswith("Open: #1 +1203***0147")

    stack.post(inbound_event("#1 done", guest=STAFF, message_id="h-6"))
    settled(stack, "h-6")
    assert "back with the Mohegan Sun text concierge" in texts_to(stack, GUEST)[-1]
    assert "#1 closed" in texts_to(stack, STAFF)[-1]
    assert stack.store.active_ticket("mohegan_sun", GUEST) is None

    # Back with the bot.
    stack.post(inbound_event("where is the poker room?", message_id="h-7"))
    settled(stack, "h-7")
    assert "Poker Room" in texts_to(stack, GUEST)[-1] or "Poker" in " ".join(
        texts_to(stack, GUEST)[-2:]
    )
    kinds = [event.kind for event in stack.store.ticket_events(1)]
    assert kinds == ["opened", "guest", "staff", "closed"]


def test_staff_commands_for_unknown_tickets_are_explained(stack) -> None:
    stack.post(inbound_event("#42 hello", guest=STAFF, message_id="s-1"))
    settled(stack, "s-1")
    assert texts_to(stack, STAFF) == ["#42 is not an open ticket. Send '#list'."]
    assert texts_to(stack, GUEST) == []


def test_stop_during_a_handoff_closes_the_ticket(stack) -> None:
    stack.post(inbound_event("I want to speak to a real person", message_id="x-1"))
    settled(stack, "x-1")
    stack.post(inbound_event("STOP", message_id="x-2"))
    settled(stack, "x-2")
    assert stack.store.active_ticket("mohegan_sun", GUEST) is None
    stack.post(inbound_event("#1 are you still there?", guest=STAFF, message_id="x-3"))
    settled(stack, "x-3")
    assert all("still there" not in text for text in texts_to(stack, GUEST))


def test_an_idle_handoff_expires_back_to_the_bot(
    tmp_path, redis_url, fake_telnyx, staff_hook
) -> None:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        properties_file=registry_with_hook(tmp_path, staff_hook.url),
        handoff_expiry_minutes=0,
    ) as stack:
        stack.post(inbound_event("agent", message_id="e-1"))
        settled(stack, "e-1")
        assert stack.store.active_ticket("mohegan_sun", GUEST) is not None
        stack.worker_app.send_task(EXPIRE_HANDOFFS)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and stack.store.active_ticket("mohegan_sun", GUEST):
            time.sleep(0.05)
        ticket = stack.store.get_ticket(1)
        assert ticket is not None and ticket.close_reason == "expired"

        def notice_settled() -> bool:
            plan = stack.store.planned_outbound("ticket-1-expired")
            return bool(plan) and plan[0].status != OutboundStatus.PENDING

        while time.monotonic() < deadline and not notice_settled():
            time.sleep(0.05)
        # A notice the guest did not just ask for: sent, or held for quiet hours.
        [planned] = stack.store.planned_outbound("ticket-1-expired")
        notice = planned.text
        assert planned.message_class == "proactive"
        assert planned.status in (OutboundStatus.SENT, OutboundStatus.HELD)
        assert "couldn't get back to you" in notice
