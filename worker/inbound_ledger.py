"""Acknowledged texts that no worker has started yet, so a lost one is queued again.

Between the receiver's 200 and a worker starting the task there is a window the broker does
not cover: kombu's Redis transport pops a message (BRPOP) before it records it as unacked,
so a Redis outage at that instant loses it, acknowledged, with no trace in the store. The
receiver notes each text it queued here (with its payload); a worker marks it started as the
task begins (from then on the late ack and the visibility timeout cover it); the periodic
`reconcile` queues again any text still unstarted after `grace_seconds`. Turns are idempotent
(the store knows which turn took a text), so a text that was only slow is handled once.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

import redis

log = logging.getLogger(__name__)

DEFAULT_GRACE_SECONDS = 120.0
STARTED_TTL_SECONDS = 24 * 3600
# Texts looked at per run; the rest wait for the next run.
RECONCILE_BATCH = 200
# A guest's arrivals are kept this long after their latest text (taken ones are dropped sooner).
ARRIVALS_TTL_SECONDS = 24 * 3600
# With more tasks than this waiting in the queue, an old unstarted text is far more likely
# to be in that backlog than lost: requeuing then would only feed the flood with duplicates.
MAX_BACKLOG = 100


def arrival_note(at: float, payload: dict[str, Any]) -> str:
    """A guest's arrivals entry: when the receiver accepted the text, and its payload."""
    return arrival_note_json(at, json.dumps(payload))


def arrival_note_json(at: float, payload_json: str) -> str:
    """`arrival_note` of a payload already written as JSON (what `json.dumps` writes for both)."""
    return f'{{"at": {at!r}, "payload": {payload_json}}}'


class InboundLedger:
    """The accepted-but-unstarted texts in Redis: a sorted set by time and their payloads."""

    def __init__(
        self,
        client: redis.Redis,
        *,
        grace_seconds: float = DEFAULT_GRACE_SECONDS,
        prefix: str = "inbound:",
        queue_key: str = "celery",
    ) -> None:
        self._redis = client
        self._grace = grace_seconds
        self._queue = queue_key
        self._waiting = f"{prefix}unstarted"
        self._payloads = f"{prefix}payloads"
        self._started = f"{prefix}started:"
        self._prefix = prefix

    def accepted(
        self, message_id: str, payload: dict[str, Any], *, pipe: redis.client.Pipeline
    ) -> None:
        """Note, in the caller's pipeline, a text the receiver has queued.

        Also under the guest's arrivals (see `earlier_arrivals`), in the order accepted.
        """
        now = time.time()
        encoded = json.dumps(payload)
        pipe.zadd(self._waiting, {message_id: now})
        pipe.hset(self._payloads, message_id, encoded)
        property_id, guest = payload.get("property_id"), payload.get("from_number")
        if property_id and guest:
            arrivals = self._arrivals_key(str(property_id), str(guest))
            pipe.hset(arrivals, message_id, arrival_note(now, payload))
            pipe.expire(arrivals, ARRIVALS_TTL_SECONDS)

    def note_keys(self, property_id: str, guest: str) -> tuple[str, str, str]:
        """The keys `accepted` writes: the unstarted set, the payloads, the guest's arrivals.

        For a caller that notes a text inside its own script (`webhooks.intake`).
        """
        return self._waiting, self._payloads, self._arrivals_key(property_id, guest)

    def _arrivals_key(self, property_id: str, guest: str) -> str:
        return f"{self._prefix}arrivals:{property_id}:{guest}"

    def earlier_arrivals(
        self, property_id: str, guest: str, message_id: str, received_at: datetime
    ) -> list[dict[str, Any]]:
        """Payloads of the guest's texts accepted before `message_id`, oldest first.

        Worker threads may start a guest's texts in any order: the task of a later text can
        take the conversation before the earlier text's task has logged it. What the receiver
        accepted first is earlier (a text it never noted: what was received first). Raises
        redis.RedisError when Redis cannot answer.
        """
        notes = self._arrival_notes(property_id, guest)
        mine = notes.get(message_id)
        earlier = [
            note
            for key, note in notes.items()
            if key != message_id
            and (
                note["at"] < mine["at"]
                if mine is not None
                else datetime.fromisoformat(note["payload"]["received_at"]) < received_at
            )
        ]
        return [note["payload"] for note in sorted(earlier, key=lambda note: note["at"])]

    def _arrival_notes(self, property_id: str, guest: str) -> dict[str, dict[str, Any]]:
        raw = self._redis.hgetall(self._arrivals_key(property_id, guest))
        return {
            (key.decode() if isinstance(key, bytes) else str(key)): json.loads(value)
            for key, value in raw.items()
        }

    def forget_arrivals(self, property_id: str, guest: str, message_ids: list[str]) -> None:
        """Drop texts a turn has taken from the guest's arrivals. Raises redis.RedisError."""
        if message_ids:
            self._redis.hdel(self._arrivals_key(property_id, guest), *message_ids)

    def started(self, message_id: str) -> None:
        """A worker has begun the text's task. Raises redis.RedisError when Redis cannot.

        The text leaves the ledger at once (so it stays small under load); the mark covers a
        worker that starts the task before the receiver's note lands.
        """
        pipe = self._redis.pipeline(transaction=False)
        pipe.set(self._started + message_id, b"1", ex=STARTED_TTL_SECONDS)
        pipe.zrem(self._waiting, message_id)
        pipe.hdel(self._payloads, message_id)
        pipe.execute()

    def reconcile(self, requeue: Callable[[dict[str, Any]], None], now: float | None = None) -> int:
        """Queue again each text unstarted after the grace period; return how many.

        A requeued text gets another grace period before it is looked at again. Texts a
        worker started, and notes without a payload, are dropped from the ledger. Nothing is
        requeued while more than MAX_BACKLOG tasks wait in the queue (`queue_key`).
        """
        now = time.time() if now is None else now
        waiting = int(self._redis.llen(self._queue))
        if waiting > MAX_BACKLOG:
            log.info("%d tasks queued: unstarted texts are looked at once it drains", waiting)
            return 0
        members = self._redis.zrangebyscore(
            self._waiting, "-inf", now - self._grace, start=0, num=RECONCILE_BATCH
        )
        due = [m.decode() if isinstance(m, bytes) else str(m) for m in members]
        if not due:
            return 0
        pipe = self._redis.pipeline(transaction=False)
        for message_id in due:
            pipe.exists(self._started + message_id)
            pipe.hget(self._payloads, message_id)
        answers = pipe.execute()
        done, requeued = [], 0
        for index, message_id in enumerate(due):
            was_started, raw = answers[2 * index], answers[2 * index + 1]
            if was_started or raw is None:
                done.append(message_id)
                continue
            log.warning("text %s was acknowledged but never started: queued again", message_id)
            requeue(json.loads(raw))
            self._redis.zadd(self._waiting, {message_id: now})
            requeued += 1
        if done:
            cleanup = self._redis.pipeline(transaction=False)
            cleanup.zrem(self._waiting, *done)
            cleanup.hdel(self._payloads, *done)
            cleanup.execute()
        return requeued
