"""A running worker brings back, soon after the visibility timeout, a text another consumer
took from Redis and never acknowledged.

That is what a lost broker connection leaves: Celery drops the texts a worker had prefetched
or held for a countdown, and only kombu's sweep of the unacked hash restores them. kombu's
default sweeps every 100 s, which let an acknowledged text wait past the guest's patience (and
the Redis-restart test's 90 s).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import redis
from nacl.signing import SigningKey

from concierge.redis_server import free_port
from concierge.settings import Settings
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event
from tests.faults.support import (
    DedupingTelnyx,
    WorkerProcess,
    deduping_telnyx,
    fault_settings,
    fully_sent,
    guest_number,
    receiver,
    redis_server,
    wait_until,
    worker_environment,
    worker_process,
)

VISIBILITY_TIMEOUT_SECONDS = 3
# Well under kombu's default sweep period (100 s), well over this configuration's (~4 s).
PATIENCE_SECONDS = 45


def abandon_as_a_lost_consumer(broker: redis.Redis, raw: bytes) -> None:
    """Put a queued message where kombu keeps one a consumer holds unacknowledged, now."""
    payload = json.loads(raw)
    properties = payload["properties"]
    delivery = properties["delivery_info"]
    tag = properties["delivery_tag"]
    entry = json.dumps([payload, delivery["exchange"], delivery["routing_key"]])
    broker.pipeline().zadd("unacked_index", {tag: time.time()}).hset(
        "unacked", tag, entry
    ).execute()


@dataclass
class Rig:
    settings: Settings
    broker: redis.Redis
    store: SqliteStore
    telnyx: DedupingTelnyx


@contextmanager
def rig_with_one_text_taken(
    tmp_path: Path, message_id: str, text: str
) -> Iterator[tuple[Rig, bytes]]:
    """A private Redis and fake Telnyx; one text posted, acknowledged, then taken off the queue
    by hand (as a consumer would take it). Yields the rig and the taken message."""
    key = SigningKey.generate()
    with (
        redis_server(free_port(), tmp_path / "redis", appendonly=False) as server,
        deduping_telnyx() as telnyx,
    ):
        settings = fault_settings(
            tmp_path,
            server,
            telnyx,
            key,
        )
        broker = redis.Redis.from_url(server.url)
        store = SqliteStore(settings.sqlite_path)
        guest = guest_number(int(message_id.rsplit("-", 1)[1]))
        with receiver(settings, key, store) as webhooks:
            body = json.dumps(inbound_event(text, guest=guest, message_id=message_id)).encode()
            assert webhooks.post(body) == (200, {"status": "queued"})
        raw = broker.rpop("celery")
        assert raw is not None, "the receiver queued the text"
        try:
            yield Rig(settings, broker, store, telnyx), raw
        finally:
            store.close()
            broker.close()


def answered_by(rig: Rig, worker: WorkerProcess, message_id: str) -> None:
    try:
        wait_until(lambda: fully_sent(rig.store, message_id), PATIENCE_SECONDS, "the reply")
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n{worker.log_tail()}") from None


def test_a_text_a_consumer_dropped_is_answered_by_the_running_worker(tmp_path: Path) -> None:
    with rig_with_one_text_taken(tmp_path, "dp-1", "where is the poker room?") as (rig, raw):
        env = worker_environment(
            rig.settings, VISIBILITY_TIMEOUT_SECONDS=str(VISIBILITY_TIMEOUT_SECONDS)
        )
        with worker_process(env, tmp_path / "worker.log") as worker:
            # After the worker's start-up sweep, so only its periodic sweep can find it.
            abandon_as_a_lost_consumer(rig.broker, raw)
            answered_by(rig, worker, "dp-1")
            # The task acks once it returns, a moment after its last text is logged sent.
            wait_until(lambda: rig.broker.hlen("unacked") == 0, 10, "the worker's ack")
        assert {sent.to for sent in rig.telnyx.delivered().values()} == {guest_number(1)}


def test_a_text_the_broker_lost_before_any_worker_saw_it_is_queued_again(tmp_path: Path) -> None:
    """kombu pops a message before it records it as unacked: a Redis outage at that instant
    leaves no trace of an acknowledged text in the broker. The receiver's ledger does."""
    with rig_with_one_text_taken(tmp_path, "dp-2", "is the spa open today") as (rig, _):
        # Popped and never recorded: gone from the broker.
        assert rig.broker.llen("celery") == 0 and rig.broker.hlen("unacked") == 0
        env = worker_environment(
            rig.settings, INBOUND_GRACE_SECONDS="2", RECONCILE_INBOUND_EVERY_SECONDS="1"
        )
        with worker_process(env, tmp_path / "worker.log", beat=True) as worker:
            answered_by(rig, worker, "dp-2")
            assert "acknowledged but never started" in worker.log_path.read_text()
        assert {sent.to for sent in rig.telnyx.delivered().values()} == {guest_number(2)}
