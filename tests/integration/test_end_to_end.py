"""A signed webhook reaches a real worker, and the reply reaches (fake) Telnyx through the SDK."""

from __future__ import annotations

import json
import time

import pytest

from data.store.models import OutboundStatus
from tests.conftest import GUEST, PROPERTY_NUMBER, Stack, inbound_event


def wait_until(predicate, timeout: float = 15.0, interval: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval)
    raise AssertionError("condition not met in time")


def plan_settled(stack: Stack, message_id: str) -> bool:
    plan = stack.store.planned_outbound(message_id)
    return bool(plan) and all(t.status != OutboundStatus.PENDING for t in plan)


def test_question_is_answered_through_telnyx(stack: Stack) -> None:
    event = inbound_event("Where can I get a massage?", message_id="msg-spa-1")
    response = stack.post(event)
    assert response.status_code == 200
    assert response.get_json() == {"status": "queued"}

    wait_until(lambda: plan_settled(stack, "msg-spa-1"))
    plan = stack.store.planned_outbound("msg-spa-1")
    sends = stack.telnyx.wait_for_sends(len(plan))
    assert len(sends) == len(plan) >= 1
    for seq, request in enumerate(sends, start=1):
        body = request.json()
        assert request.method == "POST" and request.path == "/messages"
        assert request.headers["authorization"] == "Bearer KEY-test-telnyx"
        assert request.headers["idempotency-key"] == f"msg-spa-1-{seq}"
        assert body["from"] == PROPERTY_NUMBER
        assert body["to"] == GUEST
        assert len(body["text"]) <= 160
    full_reply = " ".join(r.json()["text"] for r in sends)
    assert "Mandara Spa" in full_reply
    assert [t.status for t in stack.store.planned_outbound("msg-spa-1")] == [
        OutboundStatus.SENT
    ] * len(plan)
    logged = stack.store.recent_inbound("mohegan_sun", GUEST, limit=5)
    assert [m.text for m in logged] == ["Where can I get a massage?"]


def test_same_webhook_five_times_gives_one_reply(stack: Stack) -> None:
    body = json.dumps(inbound_event("Hello", message_id="msg-dup-1")).encode()
    statuses = [stack.post(body).get_json()["status"] for _ in range(5)]
    assert statuses == ["queued", "duplicate", "duplicate", "duplicate", "duplicate"]

    wait_until(lambda: plan_settled(stack, "msg-dup-1"))
    # A later text is answered after the first: once its reply is out, nothing else is pending.
    stack.post(inbound_event("Hi there", message_id="msg-dup-2"))
    wait_until(lambda: plan_settled(stack, "msg-dup-2"))
    sends = stack.telnyx.sends()
    keys = [r.headers["idempotency-key"] for r in sends]
    assert sorted(keys) == ["msg-dup-1-1", "msg-dup-2-1"]
    assert "concierge" in sends[0].json()["text"]


def test_stop_is_recorded_confirmed_once_and_silences_the_guest(stack: Stack) -> None:
    stop = json.dumps(inbound_event("Stop. Thank you", message_id="msg-stop-1")).encode()
    for _ in range(3):
        assert stack.post(stop).status_code == 200
    wait_until(lambda: plan_settled(stack, "msg-stop-1"))
    events = stack.store.consent_events()
    assert [(e.action, e.guest, e.message_id) for e in events] == [("opt_out", GUEST, "msg-stop-1")]

    stack.post(inbound_event("What time does the buffet open?", message_id="msg-after-stop"))
    stack.post(inbound_event("HELP", message_id="msg-help"))
    wait_until(lambda: plan_settled(stack, "msg-help"))
    wait_until(lambda: stack.store.recent_inbound("mohegan_sun", GUEST, 10).__len__() == 3)
    texts = [r.json()["text"] for r in stack.telnyx.sends()]
    assert len(texts) == 2
    assert "unsubscribed" in texts[0] and "START" in texts[0]
    assert "STOP" in texts[1] and "1-888-226-7711" in texts[1]
    assert stack.store.planned_outbound("msg-after-stop") == []


def test_text_to_an_unknown_number_is_dropped(stack: Stack) -> None:
    response = stack.post(inbound_event("hello", to="+14155550199", message_id="msg-unrouted"))
    assert response.status_code == 200
    assert response.get_json()["status"] == "ignored"
    time.sleep(0.5)
    assert stack.telnyx.sends() == []
    assert stack.store.recent_inbound("mohegan_sun", GUEST, 5) == []


@pytest.mark.parametrize("status", [500, 429])
def test_transient_telnyx_failure_is_retried_with_the_same_key(stack: Stack, status: int) -> None:
    from tests.fakes.telnyx import error_reply

    failures = {"left": 1}

    def fail_once(request):
        if request.path.endswith("/messages") and failures["left"]:
            failures["left"] -= 1
            return error_reply(
                status, "10011" if status == 429 else "10001", "try later", {"retry-after": "1"}
            )
        return None

    stack.telnyx.script = fail_once
    stack.post(inbound_event("hello", message_id="msg-retry-1"))
    sends = stack.telnyx.wait_for_sends(2, timeout=20)
    assert [r.headers["idempotency-key"] for r in sends] == ["msg-retry-1-1", "msg-retry-1-1"]
    wait_until(lambda: plan_settled(stack, "msg-retry-1"))
    assert stack.store.planned_outbound("msg-retry-1")[0].status == OutboundStatus.SENT


def test_carrier_opt_out_40300_is_recorded_and_not_retried(stack: Stack) -> None:
    from tests.fakes.telnyx import error_reply

    stack.telnyx.script = lambda request: error_reply(403, "40300", "Blocked due to STOP message")
    stack.post(inbound_event("hello", message_id="msg-blocked"))
    wait_until(lambda: plan_settled(stack, "msg-blocked"))
    time.sleep(0.5)
    assert len(stack.telnyx.sends()) == 1
    assert stack.store.planned_outbound("msg-blocked")[0].status == OutboundStatus.FAILED
    events = stack.store.consent_events()
    assert [(e.action, e.source) for e in events] == [("opt_out", "carrier")]


def test_a_turn_that_keeps_failing_gets_one_apology(tmp_path, redis_url, fake_telnyx) -> None:
    from nacl.signing import SigningKey

    from tests.conftest import running_stack

    broken = tmp_path / "kb" / "mohegan_sun"
    broken.mkdir(parents=True)
    (broken / "dining.json").write_text("{not json")
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), kb_root=tmp_path / "kb"
    ) as stack:
        stack.post(inbound_event("where is the poker room?", message_id="msg-broken"))
        [sent] = stack.telnyx.wait_for_sends(1, timeout=30)
        assert "couldn't answer that just now" in sent.json()["text"]
        assert sent.headers["idempotency-key"] == "msg-broken-1"
        time.sleep(0.5)
        assert len(stack.telnyx.sends()) == 1


def test_a_second_stop_is_neither_confirmed_nor_logged_again(stack: Stack) -> None:
    stack.post(inbound_event("STOP", message_id="msg-stop-a"))
    wait_until(lambda: plan_settled(stack, "msg-stop-a"))
    stack.post(inbound_event("stop texting me", message_id="msg-stop-b"))
    wait_until(lambda: stack.store.turn_of("msg-stop-b") is not None)
    stack.post(inbound_event("START", message_id="msg-start"))
    wait_until(lambda: plan_settled(stack, "msg-start"))
    texts = [r.json()["text"] for r in stack.telnyx.sends()]
    assert len(texts) == 2 and "unsubscribed" in texts[0] and "subscribed" in texts[1]
    assert [(e.action, e.message_id) for e in stack.store.consent_events()] == [
        ("opt_out", "msg-stop-a"),
        ("opt_in", "msg-start"),
    ]
