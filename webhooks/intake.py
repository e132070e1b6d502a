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
from ops.sliding_window import window_member
from webhooks.ip_limits import IpBudget
from worker.celery_app import HANDLE_INBOUND
from worker.inbound_ledger import ARRIVALS_TTL_SECONDS, InboundLedger, arrival_note_json
from worker.task_messages import TaskMessageFramer

CLAIM_PREFIX = "claim:telnyx:"

# KEYS: claim, queue, ledger's unstarted set, ledger's payloads, the guest's arrivals, and the
# client's per-IP window (ops.sliding_window's layout).
# ARGV: message id, now, the client's budget, the window's length in seconds, this request's
# member in the window (ops.sliding_window.window_member), then the payload, the arrival note
# and the task message (the long ones last: the client copies what it has packed per argument).
# The claim's and the arrivals' TTLs are written into the script (%(claim_ttl)d, %(arrivals_ttl)d):
# they never change, and every argument costs the client its encoding on the busiest path.
_ACCEPT = """
local window = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[6], 0, tonumber(ARGV[2]) - window)
redis.call('ZADD', KEYS[6], ARGV[2], ARGV[5])
local count = redis.call('ZCARD', KEYS[6])
redis.call('EXPIRE', KEYS[6], math.floor(window) + 1)
if count > tonumber(ARGV[3]) then return 'limited' end
local state = redis.call('GET', KEYS[1])
if state then return state end
redis.call('LPUSH', KEYS[2], ARGV[8])
redis.call('SET', KEYS[1], 'queued', 'EX', %(claim_ttl)d)
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[4], ARGV[1], ARGV[6])
redis.call('HSET', KEYS[5], ARGV[1], ARGV[7])
redis.call('EXPIRE', KEYS[5], %(arrivals_ttl)d)
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
        self._script = client.register_script(
            _ACCEPT % {"claim_ttl": claim_ttl_seconds, "arrivals_ttl": ARRIVALS_TTL_SECONDS}
        )

    def accept(self, message: InboundMessage, budget: IpBudget) -> IntakeResult:
        """Count the request against `budget`, then queue `message` once.

        Nothing is queued when the client is over budget or the id was accepted before.
        Raises redis.RedisError when Redis cannot answer.
        """
        payload = message.to_payload()
        payload_json = json.dumps(payload)  # once: the task, the ledger and the arrivals
        task = self._framer.frame_json(
            HANDLE_INBOUND, f"[{payload_json}]", argsrepr=f"(payload of {message.message_id})"
        )
        waiting, payloads, arrivals = self._ledger.note_keys(
            message.property_id, message.from_number
        )
        now = time.time()
        # Handed over as bytes: redis-py's encoder would test each str's type on the way.
        found = self._script(
            keys=[
                (CLAIM_PREFIX + message.message_id).encode(),
                self._framer.queue.encode(),
                waiting.encode(),
                payloads.encode(),
                arrivals.encode(),
                budget.key.encode(),
            ],
            args=[
                message.message_id.encode(),
                repr(now).encode(),
                b"%d" % budget.limit,
                b"%d" % budget.window_seconds,
                window_member(now).encode(),
                payload_json.encode(),
                arrival_note_json(now, payload_json).encode(),
                task,
            ],
        )
        state = found.decode() if isinstance(found, bytes) else str(found)
        if state == "accepted":
            return IntakeResult.QUEUED
        if state == "limited":
            return IntakeResult.OVER_BUDGET
        return IntakeResult.IN_FLIGHT if state == "pending" else IntakeResult.DUPLICATE
