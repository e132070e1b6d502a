"""Telnyx delivery receipts, signed, in any order, even before our send call has returned."""

from __future__ import annotations

import json
import threading
import time
import uuid
from datetime import UTC, datetime

import redis

from data.store.models import OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event, telnyx_headers
from tests.fakes.http import RecordedRequest, Reply
from tests.fakes.telnyx import _message
from tests.faults.support import broker_idle


def receipt(provider_id: str, event_type: str, status: str) -> dict:
    """A `message.sent` / `message.finalized` body in the shape Telnyx documents."""
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    return {
        "data": {
            "record_type": "event",
            "id": str(uuid.uuid4()),
            "event_type": event_type,
            "occurred_at": now,
            "payload": {
                "id": provider_id,
                "record_type": "message",
                "direction": "outbound",
                "to": [{"phone_number": GUEST, "status": status}],
                "errors": [],
            },
        },
        "meta": {"attempt": 1, "delivered_to": "https://example.com/webhooks/telnyx"},
    }


def post_receipt(stack: Stack, lock: threading.Lock, body: dict) -> int:
    raw = json.dumps(body).encode()
    with lock:  # one Flask test client, used from the fake's thread and the test's
        return stack.client.post(
            "/webhooks/telnyx", data=raw, headers=telnyx_headers(stack.key, raw)
        ).status_code


def wait_for(predicate, timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_an_early_receipt_is_kept_and_a_late_one_never_moves_a_text_back(stack: Stack) -> None:
    lock = threading.Lock()
    ids: list[str] = []

    def telnyx_reports_before_answering(request: RecordedRequest) -> Reply | None:
        if request.method != "POST" or not request.path.endswith("/messages"):
            return None
        provider_id = f"early-{len(ids) + 1}"
        ids.append(provider_id)
        # Telnyx's receipt reaches us (and the worker handles it) before our send returns.
        assert (
            post_receipt(stack, lock, receipt(provider_id, "message.finalized", "delivered")) == 200
        )
        time.sleep(1.0)
        return Reply(200, {"data": _message(provider_id, request.json())})

    stack.telnyx.script = telnyx_reports_before_answering
    with lock:
        stack.post(inbound_event("where is the poker room?", message_id="r-1"))
    wait_for(
        lambda: (
            bool(stack.store.planned_outbound("r-1"))
            and all(
                t.status == OutboundStatus.DELIVERED for t in stack.store.planned_outbound("r-1")
            )
        )
    )
    assert [t.provider_message_id for t in stack.store.planned_outbound("r-1")] == ids

    # A late `message.sent` (Telnyx does not promise order) leaves DELIVERED alone.
    for provider_id in ids:
        assert post_receipt(stack, lock, receipt(provider_id, "message.sent", "sent")) == 200
    client = redis.Redis.from_url(stack.settings.redis_url)
    wait_for(lambda: broker_idle(client))  # the worker has handled both late receipts
    client.close()
    assert [t.status for t in stack.store.planned_outbound("r-1")] == [
        OutboundStatus.DELIVERED
    ] * len(ids)
