"""Floods and SMS pumping are throttled in Redis; compliance keywords always get through."""

from __future__ import annotations

import json
import time

import redis
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event, running_stack, telnyx_headers


def wait_handled(stack: Stack, ids: list[str], timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(stack.store.turn_of(i) for i in ids):
            pending = [
                t
                for i in ids
                for t in stack.store.planned_outbound(i)
                if t.status == OutboundStatus.PENDING
            ]
            if not pending:
                return
        time.sleep(0.05)
    raise AssertionError("texts not handled in time")


def texts_to(stack: Stack, number: str) -> list[str]:
    return [r.json()["text"] for r in stack.telnyx.sends() if r.json()["to"] == number]


def test_a_flooding_guest_is_answered_at_the_limit_and_told_once(
    tmp_path, redis_url, fake_telnyx
) -> None:
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), guest_turns_per_minute=3
    ) as stack:
        ids = [f"f-{n}" for n in range(12)]
        for message_id in ids:
            stack.post(inbound_event("where is the poker room?", message_id=message_id))
        stack.post(inbound_event("STOP", message_id="f-stop"))
        wait_handled(stack, [*ids, "f-stop"])

        answered = [i for i in ids if stack.store.planned_outbound(i)]
        notes = [t for t in texts_to(stack, GUEST) if "faster than I can answer" in t]
        assert len(notes) == 1
        # Three answers and one slow-down note, whatever order the threads took the texts in.
        assert len(answered) == 4
        assert all(stack.store.turn_of(i) for i in ids)  # every text logged and closed
        assert "unsubscribed" in texts_to(stack, GUEST)[-1]


def test_many_new_numbers_from_one_exchange_get_no_reply(tmp_path, redis_url, fake_telnyx) -> None:
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), new_numbers_per_prefix_hour=3
    ) as stack:
        numbers = [f"+1203555{n:04d}" for n in range(6)]
        for n, number in enumerate(numbers):
            stack.post(inbound_event("hi", guest=number, message_id=f"p-{n}"))
        stack.post(inbound_event("hi", guest="+14155550100", message_id="p-other"))
        wait_handled(stack, [*[f"p-{n}" for n in range(6)], "p-other"])
        answered = {r.json()["to"] for r in stack.telnyx.sends()}
        assert len(answered & set(numbers)) == 3
        assert "+14155550100" in answered


def test_webhook_requests_over_the_ip_budget_get_429(tmp_path, redis_url, fake_telnyx) -> None:
    key = SigningKey.generate()
    with running_stack(
        tmp_path, redis_url, fake_telnyx, key, webhook_requests_per_ip_minute=5
    ) as stack:
        statuses = []
        for n in range(8):
            body = json.dumps(inbound_event("hi", message_id=f"ip-{n}")).encode()
            statuses.append(stack.post(body, headers=telnyx_headers(key, body)).status_code)
        assert statuses[:5] == [200] * 5
        assert statuses[5:] == [429] * 3
        limited = stack.post(inbound_event("hi"))
        assert limited.get_json()["error"] == "rate_limited"
        assert int(limited.headers["Retry-After"]) <= 60


def test_forged_webhooks_count_against_the_ip_budget_too(tmp_path, redis_url, fake_telnyx) -> None:
    key, forger = SigningKey.generate(), SigningKey.generate()
    with running_stack(
        tmp_path, redis_url, fake_telnyx, key, webhook_requests_per_ip_minute=3
    ) as stack:
        forged = []
        for n in range(4):
            body = json.dumps(inbound_event("hi", message_id=f"forged-{n}")).encode()
            forged.append(stack.post(body, headers=telnyx_headers(forger, body)).status_code)
        assert forged == [401, 401, 401, 429]
        genuine = json.dumps(inbound_event("hi", message_id="genuine")).encode()
        assert stack.post(genuine, headers=telnyx_headers(key, genuine)).status_code == 429
        with redis.Redis.from_url(redis_url) as client:
            assert client.exists("claim:telnyx:genuine") == 0  # not accepted, so Telnyx retries
