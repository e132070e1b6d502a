"""Rate limits in Redis: a guest answered at a sane rate, SMS-pumping prefixes throttled."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import redis

from ops.sliding_window import count_event


@dataclass(frozen=True)
class LimitVerdict:
    """Whether to answer this turn, and whether to tell the guest they are being slowed."""

    allowed: bool
    notify: bool = False
    reason: str = ""


class GuestRateLimits:
    """A sliding minute per guest; one-hour buckets of new numbers per prefix.

    A guest over `turns_per_minute` is not answered until the window passes, and is told so
    once per window. Many never-seen numbers from one prefix within an hour is the shape of
    SMS pumping (fraud that farms outbound texts): new numbers from such a prefix get no reply.
    """

    def __init__(
        self,
        client: redis.Redis,
        *,
        turns_per_minute: int,
        new_numbers_per_prefix_hour: int,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._redis = client
        self._turns = turns_per_minute
        self._new_per_prefix = new_numbers_per_prefix_hour
        self._clock = clock

    def check_turn(
        self,
        property_id: str,
        guest: str,
        *,
        first_contact: bool,
        safety: bool = False,
        turn_key: str | None = None,
    ) -> LimitVerdict:
        """Count one turn for the guest and judge it.

        A `safety` turn (crisis, gambling help, a request for a person) counts toward the
        window but is always allowed, and does not use up the window's one slow-down note.
        Turns with the same `turn_key` (a turn abandoned for a newer text and the one that
        answers both, or a redelivered task) count once.
        """
        now = self._clock()
        if first_contact and self._pumping(property_id, guest, now):
            return LimitVerdict(False, reason="pumping")
        key = f"rate:turns:{property_id}:{guest}"
        count = count_event(self._redis, key, now=now, window_seconds=60, event_id=turn_key)
        if count <= self._turns or safety:
            return LimitVerdict(True)
        notified = self._redis.set(f"{key}:told", "1", nx=True, ex=60)
        return LimitVerdict(False, notify=bool(notified), reason="guest rate")

    def _pumping(self, property_id: str, guest: str, now: float) -> bool:
        prefix = guest[:8]  # +1 NPA NXX: one exchange
        key = f"rate:new:{property_id}:{prefix}:{int(now // 3600)}"
        pipe = self._redis.pipeline()
        pipe.sadd(key, guest)
        pipe.scard(key)
        pipe.expire(key, 7200)
        _, members, _ = pipe.execute()
        return int(members) > self._new_per_prefix


class NoLimits:
    """Every turn allowed: for one-off CLI turns."""

    def check_turn(
        self,
        property_id: str,
        guest: str,
        *,
        first_contact: bool,
        safety: bool = False,
        turn_key: str | None = None,
    ) -> LimitVerdict:
        """Allow."""
        return LimitVerdict(True)
