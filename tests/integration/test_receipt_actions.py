"""Acting on delivery receipts: signed `message.finalized` webhooks into the receiver, a live
worker, fake Telnyx. A temporary `delivery_failed` is sent once more; a permanent one is counted.
"""

from __future__ import annotations

import json
import threading
import time

import redis

from data.store.models import ConsentAction, ConsentEvent, OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event
from tests.fakes.http import RecordedRequest, Reply
from tests.fakes.telnyx import _message
from tests.faults.support import broker_idle
from tests.integration.test_delivery_receipts import post_receipt, receipt
from tests.integration.test_end_to_end import plan_settled, wait_until


def finalized_failure(provider_id: str, code: str) -> dict:
    body = receipt(provider_id, "message.finalized", "delivery_failed")
    body["data"]["payload"]["errors"] = [{"code": code, "title": "carrier error"}]
    return body


def one_reply(stack: Stack, message_id: str, text: str = "where is the poker room?"):
    assert stack.post(inbound_event(text, message_id=message_id)).status_code == 200
    wait_until(lambda: plan_settled(stack, message_id))
    [sent] = stack.store.planned_outbound(message_id)[:1]
    assert sent.status is OutboundStatus.SENT and sent.provider_message_id
    return sent


def sends_with_key(stack: Stack, key: str) -> list:
    return [r for r in stack.telnyx.sends() if r.headers["idempotency-key"] == key]


def metrics(stack: Stack) -> str:
    return stack.client.get("/metrics").get_data(as_text=True)


def test_temporary_failure_is_retried_once_and_only_once(stack: Stack) -> None:
    first = one_reply(stack, "dr-1")
    failure = finalized_failure(first.provider_message_id, "40006")
    for _ in range(2):  # Telnyx may deliver the same receipt twice
        assert stack.post(failure).status_code == 200
    retry_key = f"{first.key}-retry"
    wait_until(lambda: len(sends_with_key(stack, retry_key)) == 1)
    [retry_request] = sends_with_key(stack, retry_key)
    assert retry_request.json()["text"] == first.text and retry_request.json()["to"] == GUEST
    original = stack.store.planned_outbound("dr-1")[0]
    assert original.status is OutboundStatus.FAILED
    assert original.error == "delivery_failed: 40006"  # the carrier's code kept with the state

    # The retry fails temporarily too: it is not sent a third time. The fake answers the send
    # before the worker records the provider's id, so wait for the record.
    wait_until(lambda: stack.store.planned_outbound(retry_key)[0].provider_message_id is not None)
    [retry] = stack.store.planned_outbound(retry_key)
    assert stack.post(finalized_failure(retry.provider_message_id, "40006")).status_code == 200
    wait_until(lambda: stack.store.planned_outbound(retry_key)[0].status is OutboundStatus.FAILED)
    assert len(sends_with_key(stack, retry_key)) == 1
    assert not sends_with_key(stack, f"{retry_key}-retry")


def test_permanent_failure_is_counted_by_code_not_retried(stack: Stack) -> None:
    first = one_reply(stack, "dr-2")
    for _ in range(2):
        assert stack.post(finalized_failure(first.provider_message_id, "40001")).status_code == 200
    wait_until(
        lambda: 'concierge_delivery_failures_permanent_total{code="40001"} 1.0' in metrics(stack)
    )
    assert not sends_with_key(stack, f"{first.key}-retry")
    assert stack.store.planned_outbound("dr-2")[0].error == "delivery_failed: 40001"


def test_no_retry_after_the_guest_opted_out(stack: Stack) -> None:
    first = one_reply(stack, "dr-3")
    stack.store.append_consent(
        ConsentEvent(
            action=ConsentAction.OPT_OUT,
            guest=GUEST,
            property_id="mohegan_sun",
            source="STOP",
            message_id="dr-3-stop",
            at=first.updated_at or first.created_at,  # type: ignore[arg-type]
        )
    )
    assert stack.post(finalized_failure(first.provider_message_id, "40006")).status_code == 200
    client = redis.Redis.from_url(stack.settings.redis_url)
    wait_until(lambda: stack.store.planned_outbound("dr-3")[0].status is OutboundStatus.FAILED)
    wait_until(lambda: broker_idle(client))  # the worker has finished with the receipt
    client.close()
    assert stack.store.planned_outbound(f"{first.key}-retry") == []  # not even planned
    assert not sends_with_key(stack, f"{first.key}-retry")


def test_receipt_detail_keeps_status_and_codes() -> None:
    from sms.carrier_errors import is_temporary, parse_detail, receipt_detail

    detail = receipt_detail("delivery_failed", ["40006", "40005"])
    assert parse_detail(detail) == ("delivery_failed", ["40006", "40005"])
    assert is_temporary(["40006", "40005"]) and not is_temporary(["40006", "40300"])
    assert not is_temporary([]) and json.dumps(detail)


def test_a_failure_receipt_that_beats_the_send_is_still_acted_on(stack: Stack) -> None:
    lock = threading.Lock()
    failed: list[str] = []

    def telnyx_fails_it_before_answering(request: RecordedRequest) -> Reply | None:
        if request.method != "POST" or not request.path.endswith("/messages"):
            return None
        provider_id = f"early-fail-{len(stack.telnyx.sends())}"
        if not failed and request.headers["idempotency-key"] == "dr-4-1":
            failed.append(provider_id)
            # The carrier's verdict reaches us before our send call has returned.
            assert post_receipt(stack, lock, finalized_failure(provider_id, "40005")) == 200
            time.sleep(1.0)
        return Reply(200, {"data": _message(provider_id, request.json())})

    stack.telnyx.script = telnyx_fails_it_before_answering
    with lock:
        stack.post(inbound_event("where is the poker room?", message_id="dr-4"))
    # The receipt is looked at again once the id is stored (after EARLY_FAILURE_RECHECK_SECONDS).
    wait_until(lambda: len(sends_with_key(stack, "dr-4-1-retry")) == 1, timeout=60)
    assert stack.store.planned_outbound("dr-4")[0].error == "delivery_failed: 40005"
