"""Count, claim, queue and note a guest's text in one atomic Redis script.

A text used to take four round trips: the per-IP count, a pending claim on the message id, the
Celery publish, then the confirmed claim and the inbound ledger's note. Redis runs a script as
one step, so now there is no moment at which a text is claimed but not queued: a crash or a
lost connection leaves either nothing (Telnyx's retry queues the text) or all of it (the retry
is a duplicate). No claim is ever left pending, and the receiver spends one round trip instead
of four, and no kombu publish, on its busiest path.
"""

from __future__ import annotations

import json
import time
from enum import StrEnum

import redis

from data.store.models import InboundMessage
from ops.sliding_window import window_args
from webhooks.ip_limits import IpBudget
from worker.celery_app import HANDLE_INBOUND
from worker.inbound_ledger import ARRIVALS_TTL_SECONDS, InboundLedger, arrival_note
from worker.task_messages import TaskMessageFramer

CLAIM_PREFIX = "claim:telnyx:"

# KEYS: claim, queue, ledger's unstarted set, ledger's payloads, the guest's arrivals, and the
# client's per-IP window (ops.sliding_window's layout).
# ARGV: message id, claim TTL, task message, now, payload, arrival note, arrivals TTL, the
# client's budget, then the window's cut-off, score, member and expiry (window_args).
_ACCEPT = """
redis.call('ZREMRANGEBYSCORE', KEYS[6], 0, ARGV[9])
redis.call('ZADD', KEYS[6], ARGV[10], ARGV[11])
local count = redis.call('ZCARD', KEYS[6])
redis.call('EXPIRE', KEYS[6], ARGV[12])
if count > tonumber(ARGV[8]) then return 'limited' end
local state = redis.call('GET', KEYS[1])
if state then return state end
redis.call('LPUSH', KEYS[2], ARGV[3])
redis.call('SET', KEYS[1], 'queued', 'EX', ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[4], ARGV[1])
redis.call('HSET', KEYS[4], ARGV[1], ARGV[5])
redis.call('HSET', KEYS[5], ARGV[1], ARGV[6])
redis.call('EXPIRE', KEYS[5], ARGV[7])
return 'accepted'
"""


class IntakeResult(StrEnum):
    """What accepting a text found."""

    QUEUED = "queued"
    DUPLICATE = "duplicate"
    IN_FLIGHT = "in_flight"
    """A receiver of the two-phase kind (before this script) holds the claim: retry later."""
    OVER_BUDGET = "over_budget"
    """The client's address is over its per-IP budget: nothing was accepted."""


class InboundIntake:
    """Accepts each Telnyx message id once: queued for a worker and noted in the ledger."""

    def __init__(
        self,
        client: redis.Redis,
        framer: TaskMessageFramer,
        ledger: InboundLedger,
        *,
        claim_ttl_seconds: int,
    ) -> None:
        self._framer = framer
        self._ledger = ledger
        self._ttl = claim_ttl_seconds
        self._script = client.register_script(_ACCEPT)

    def accept(self, message: InboundMessage, budget: IpBudget) -> IntakeResult:
        """Count the request against `budget`, then queue `message` once.

        Nothing is queued when the client is over budget or the id was accepted before.
        Raises redis.RedisError when Redis cannot answer.
        """
        payload = message.to_payload()
        task = self._framer.frame(
            HANDLE_INBOUND, [payload], argsrepr=f"(payload of {message.message_id})"
        )
        waiting, payloads, arrivals = self._ledger.note_keys(
            message.property_id, message.from_number
        )
        claim = CLAIM_PREFIX + message.message_id
        now = time.time()
        found = self._script(
            keys=[claim, self._framer.queue, waiting, payloads, arrivals, budget.key],
            args=[
                message.message_id,
                self._ttl,
                task,
                repr(now),
                json.dumps(payload),
                arrival_note(now, payload),
                ARRIVALS_TTL_SECONDS,
                budget.limit,
                *window_args(now, budget.window_seconds),
            ],
        )
        state = found.decode() if isinstance(found, bytes) else str(found)
        if state == "accepted":
            return IntakeResult.QUEUED
        if state == "limited":
            return IntakeResult.OVER_BUDGET
        return IntakeResult.IN_FLIGHT if state == "pending" else IntakeResult.DUPLICATE
