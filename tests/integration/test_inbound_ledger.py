"""The ledger of acknowledged texts no worker has started, on a real Redis."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from worker.inbound_ledger import MAX_BACKLOG, InboundLedger

GRACE = 60.0


@pytest.fixture
def client(redis_url: str) -> Iterator[redis.Redis]:
    connection = redis.Redis.from_url(redis_url)
    connection.flushdb()
    yield connection
    connection.close()


def accept(ledger: InboundLedger, client: redis.Redis, message_id: str) -> None:
    pipe = client.pipeline(transaction=False)
    ledger.accepted(message_id, {"message_id": message_id, "text": "hi"}, pipe=pipe)
    pipe.execute()


def test_an_unstarted_text_is_queued_again_once_per_grace_period(client: redis.Redis) -> None:
    ledger = InboundLedger(client, grace_seconds=GRACE)
    accept(ledger, client, "m-1")
    requeued: list[dict[str, Any]] = []
    now = time.time()
    assert ledger.reconcile(requeued.append, now=now) == 0  # still within its grace period
    assert ledger.reconcile(requeued.append, now=now + GRACE + 1) == 1
    assert requeued == [{"message_id": "m-1", "text": "hi"}]
    assert ledger.reconcile(requeued.append, now=now + GRACE + 2) == 0  # re-armed
    assert ledger.reconcile(requeued.append, now=now + 2 * GRACE + 3) == 1


def test_a_started_text_leaves_the_ledger_untouched_by_requeues(client: redis.Redis) -> None:
    ledger = InboundLedger(client, grace_seconds=GRACE)
    accept(ledger, client, "m-2")
    ledger.started("m-2")
    assert client.zcard("inbound:unstarted") == 0 and client.hlen("inbound:payloads") == 0
    requeued: list[dict[str, Any]] = []
    assert ledger.reconcile(requeued.append, now=time.time() + GRACE + 1) == 0
    assert requeued == []


def test_a_worker_may_start_a_text_before_the_receiver_notes_it(client: redis.Redis) -> None:
    ledger = InboundLedger(client, grace_seconds=GRACE)
    ledger.started("m-3")  # the worker was faster than the receiver's confirm
    accept(ledger, client, "m-3")
    requeued: list[dict[str, Any]] = []
    assert ledger.reconcile(requeued.append, now=time.time() + GRACE + 1) == 0
    assert requeued == []
    assert client.zcard("inbound:unstarted") == 0 and client.hlen("inbound:payloads") == 0


def test_nothing_is_requeued_while_a_backlog_waits_in_the_queue(client: redis.Redis) -> None:
    ledger = InboundLedger(client, grace_seconds=GRACE)
    accept(ledger, client, "m-4")
    client.rpush("celery", *[b"task"] * (MAX_BACKLOG + 1))
    requeued: list[dict[str, Any]] = []
    later = time.time() + GRACE + 1
    assert ledger.reconcile(requeued.append, now=later) == 0
    client.delete("celery")  # the backlog drained
    assert ledger.reconcile(requeued.append, now=later) == 1
    assert requeued == [{"message_id": "m-4", "text": "hi"}]
