"""A circuit breaker for the LLM whose state every worker shares through Redis.

closed: calls go through; `failure_threshold` consecutive failures open it.
open: calls are refused for `cooldown_seconds`, and answers come from the knowledge base.
half_open: after the cooldown, exactly one caller across all workers gets a probe call; its
success closes the breaker, its failure opens it for another cooldown.

Keys (all expire, so an idle breaker leaves nothing behind):
  {prefix}:{name}:failures   consecutive failures (INCR)
  {prefix}:{name}:opened_at  when it last opened, by `clock`; present while open or half-open
  {prefix}:{name}:probe      the half-open probe token (SET NX); expires after a cooldown of
                             real time, so a probe whose worker died cannot wedge the breaker
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Literal

import redis

logger = logging.getLogger(__name__)

State = Literal["closed", "open", "half_open"]

KEY_PREFIX = "concierge:circuit"


class CircuitBreaker:
    """Shared open/closed state for one dependency, e.g. `name="gemini"`."""

    def __init__(
        self,
        redis_client: redis.Redis,
        *,
        name: str,
        failure_threshold: int = 5,
        cooldown_seconds: float = 60,
        clock: Callable[[], float] = time.time,
        state_ttl_seconds: float = 3600,
    ) -> None:
        """Build a breaker; nothing touches Redis until it is used.

        Args:
            redis_client: Client shared with the rest of the worker.
            name: Which dependency; breakers with the same name share state.
            failure_threshold: Consecutive failures that open the breaker.
            cooldown_seconds: How long it stays open before a probe is allowed.
            clock: Seconds since the epoch; every worker should agree on it.
            state_ttl_seconds: How long failure counts and an open state outlive the last
                failure (at least two cooldowns).
        """
        if failure_threshold < 1:
            raise ValueError("failure_threshold must be at least 1")
        self._redis = redis_client
        self.name = name
        self.failure_threshold = failure_threshold
        self.cooldown_seconds = cooldown_seconds
        self._clock = clock
        self._state_ttl = max(int(state_ttl_seconds), int(2 * cooldown_seconds) + 1)
        self._probe_ttl_ms = max(1, int(cooldown_seconds * 1000))
        base = f"{KEY_PREFIX}:{name}"
        self._failures_key = f"{base}:failures"
        self._opened_at_key = f"{base}:opened_at"
        self._probe_key = f"{base}:probe"

    def allow(self) -> bool:
        """Whether this caller may call the LLM now; in half-open, True for one caller only."""
        try:
            state = self._read_state()
            if state == "closed":
                return True
            if state == "open":
                return False
            return bool(self._redis.set(self._probe_key, "1", nx=True, px=self._probe_ttl_ms))
        except redis.RedisError as exc:
            # Without Redis there is no shared count and no single probe: every worker would
            # call Gemini blindly, each guest possibly waiting a full timeout during an outage.
            # The knowledge-base answer is immediate and grounded, so an unknown state counts
            # as open.
            self._log_redis_error("allow", exc)
            return False

    def record_success(self) -> None:
        """Close the breaker and forget past failures."""
        try:
            self._redis.delete(self._failures_key, self._opened_at_key, self._probe_key)
        except redis.RedisError as exc:
            self._log_redis_error("record_success", exc)

    def record_failure(self) -> None:
        """Count a failure; open at the threshold, or re-open when a half-open probe fails."""
        try:
            pipe = self._redis.pipeline()
            pipe.incr(self._failures_key)
            pipe.expire(self._failures_key, self._state_ttl)
            pipe.get(self._opened_at_key)
            failures, _, opened_at = pipe.execute()
            now = self._clock()
            # A late failure of a call made before the breaker opened must not extend it.
            if int(failures) < self.failure_threshold or self._state_at(opened_at, now) == "open":
                return
            pipe = self._redis.pipeline()
            pipe.set(self._opened_at_key, repr(now), ex=self._state_ttl)
            pipe.delete(self._probe_key)
            pipe.execute()
            logger.warning("circuit %s opened after %s consecutive failures", self.name, failures)
        except redis.RedisError as exc:
            self._log_redis_error("record_failure", exc)

    def state(self) -> State:
        """The shared state now; "open" when Redis cannot say (see `allow`)."""
        try:
            return self._read_state()
        except redis.RedisError as exc:
            self._log_redis_error("state", exc)
            return "open"

    def _read_state(self) -> State:
        return self._state_at(self._redis.get(self._opened_at_key), self._clock())

    def _state_at(self, opened_at: bytes | str | None, now: float) -> State:
        if opened_at is None:
            return "closed"
        if now - float(opened_at) < self.cooldown_seconds:
            return "open"
        return "half_open"

    def _log_redis_error(self, operation: str, exc: redis.RedisError) -> None:
        logger.warning(
            "circuit %s: Redis failed during %s (%s); treating the LLM as unavailable",
            self.name,
            operation,
            exc,
        )
