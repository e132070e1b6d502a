"""Telnyx answers 500 or 429 to 30% of sends: every reply still arrives whole and in order,
retries wait out Retry-After; a permanent 4xx is recorded and never retried."""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import Stack, inbound_event, running_stack
from tests.fakes.http import RecordedRequest, Reply
from tests.fakes.telnyx import error_reply
from tests.faults.support import (
    MULTI_TEXT_QUESTIONS,
    DedupingTelnyx,
    broker_idle,
    deduping_telnyx,
    fully_sent,
    guest_number,
    settled,
    wait_until,
)

GUESTS = 30
FAILURE_RATE = 0.3
# Longer than the first backoff (1 s), so a retry that ignored the header would come too soon.
RETRY_AFTER_SECONDS = 2.0
FIRST_BACKOFF_SECONDS = 1.0


class FlakyTelnyx:
    """Fails a share of sends with 500, or 429 with Retry-After.

    Whether the n-th request carrying a key fails depends only on (key, n), so a run fails the
    same sends whatever order the worker threads send in.
    """

    def __init__(self, rate: float, seed: int) -> None:
        self._rate = rate
        self._seed = seed
        self._seen: Counter[str] = Counter()
        self._lock = threading.Lock()

    def __call__(self, request: RecordedRequest) -> Reply | None:
        key = request.headers.get("idempotency-key", "")
        with self._lock:
            attempt = self._seen[key]
            self._seen[key] += 1
        roll = random.Random(f"{self._seed}:{key}:{attempt}")
        if roll.random() >= self._rate:
            return None
        if roll.random() < 0.5:
            return error_reply(
                429, "10011", "Too many requests", {"retry-after": f"{RETRY_AFTER_SECONDS:g}"}
            )
        return error_reply(500, "10001", "Inactive message service")


@pytest.fixture
def telnyx() -> Iterator[DedupingTelnyx]:
    with deduping_telnyx() as fake:
        yield fake


@pytest.fixture
def stack(
    tmp_path: Path, redis_url: str, telnyx: DedupingTelnyx, signing_key: SigningKey
) -> Iterator[Stack]:
    with running_stack(tmp_path, redis_url, telnyx, signing_key) as running:
        yield running


def test_every_reply_arrives_whole_and_in_order_through_500s_and_429s(
    stack: Stack, telnyx: DedupingTelnyx, redis_url: str
) -> None:
    telnyx.script = FlakyTelnyx(FAILURE_RATE, seed=8)
    posted: dict[str, tuple[str, str]] = {}
    for index in range(GUESTS):
        question, name = MULTI_TEXT_QUESTIONS[index % len(MULTI_TEXT_QUESTIONS)]
        message_id, guest = f"flaky-{index:02d}", guest_number(index)
        response = stack.post(inbound_event(question, guest=guest, message_id=message_id))
        assert response.get_json() == {"status": "queued"}
        posted[message_id] = (guest, name)

    wait_until(lambda: all(fully_sent(stack.store, m) for m in posted), 120, "every reply")
    broker = redis.Redis.from_url(redis_url)
    wait_until(lambda: broker_idle(broker), 30, "the queue to drain")
    broker.close()

    delivered = telnyx.delivered()
    for message_id, (guest, name) in posted.items():
        plan = stack.store.planned_outbound(message_id)
        assert len(plan) >= 2 and name in " ".join(text.text for text in plan)
        assert all(text.status == OutboundStatus.SENT for text in plan)
        arrived = sorted((delivered[t.key] for t in plan), key=lambda sent: sent.at)
        assert [sent.key for sent in arrived] == [text.key for text in plan]
        assert [sent.text for sent in arrived] == [text.text for text in plan]
        assert {sent.to for sent in arrived} == {guest}

    attempts = telnyx.attempts()
    failures = [a for a in attempts if a.status != 200]
    statuses = Counter(a.status for a in failures)
    print(f"\n{len(attempts)} sends, failures by status: {dict(statuses)}")
    assert statuses[429] > 0 and statuses[500] > 0
    for failure in failures:
        later = [a for a in attempts if a.key == failure.key and a.at > failure.at]
        assert later, f"{failure.key} was not retried after {failure.status}"
        wait = later[0].at - failure.at
        least = failure.retry_after if failure.status == 429 else FIRST_BACKOFF_SECONDS
        assert least is not None and wait >= least, (failure, wait)
    # Every resend of a key carried the same text; the guest got each text once.
    assert all(len({a.text for a in attempts if a.key == k}) == 1 for k in delivered)


@pytest.mark.parametrize(("status", "code"), [(400, "10015"), (422, "40310")])
def test_a_permanent_error_is_recorded_failed_and_not_retried(
    stack: Stack, telnyx: DedupingTelnyx, redis_url: str, status: int, code: str
) -> None:
    refused_key = "perm-1-2"

    def refuse_second_text(request: RecordedRequest) -> Reply | None:
        if request.headers.get("idempotency-key") == refused_key:
            return error_reply(status, code, "Invalid destination number")
        return None

    telnyx.script = refuse_second_text
    question, _ = MULTI_TEXT_QUESTIONS[0]
    stack.post(inbound_event(question, guest=guest_number(1), message_id="perm-1"))
    stack.post(inbound_event(question, guest=guest_number(2), message_id="perm-2"))

    wait_until(lambda: settled(stack.store, "perm-1") and settled(stack.store, "perm-2"), 20, "")
    broker = redis.Redis.from_url(redis_url)
    # Nothing queued or waiting for a countdown: no retry of the refused text is pending.
    wait_until(lambda: broker_idle(broker), 20, "the queue to drain")
    broker.close()

    first, refused, *rest = stack.store.planned_outbound("perm-1")
    assert first.status == OutboundStatus.SENT
    assert refused.key == refused_key and refused.status == OutboundStatus.FAILED
    assert refused.error is not None and str(status) in refused.error and code in refused.error
    # The rest of the reply is cancelled rather than sent out of context.
    assert all(text.status == OutboundStatus.CANCELLED for text in rest)
    assert [a.status for a in telnyx.attempts() if a.key == refused_key] == [status]
    assert fully_sent(stack.store, "perm-2")  # another guest's reply is unaffected
