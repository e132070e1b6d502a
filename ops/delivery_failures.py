"""Permanent delivery failures by carrier error code: counted once per message, in Redis.

Workers count them (each Telnyx message once, however often its receipt is redelivered);
the receiver's `/metrics` reads the counts at scrape time, so every process reports the same.
"""

from __future__ import annotations

from collections.abc import Iterator

import redis
from prometheus_client.core import CounterMetricFamily
from prometheus_client.registry import Collector

COUNTS_KEY = "delivery:permanent_failures"
SEEN_TTL_SECONDS = 7 * 86400
METRIC = "concierge_delivery_failures_permanent"


def _seen_key(provider_message_id: str) -> str:
    return f"delivery:failure_counted:{provider_message_id}"


class DeliveryFailures:
    """Counts permanent failures by error code."""

    def __init__(self, client: redis.Redis) -> None:
        self._redis = client

    def count_permanent(self, provider_message_id: str, codes: list[str]) -> bool:
        """Count one permanent failure per code; False when this message was counted before."""
        if not self._redis.set(_seen_key(provider_message_id), 1, nx=True, ex=SEEN_TTL_SECONDS):
            return False
        pipe = self._redis.pipeline()
        for code in codes or ["none"]:
            pipe.hincrby(COUNTS_KEY, code, 1)
        pipe.execute()
        return True

    def counts(self) -> dict[str, int]:
        """Permanent failures so far, by error code."""
        raw: dict[bytes | str, bytes | str] = self._redis.hgetall(COUNTS_KEY)
        return {
            (key.decode() if isinstance(key, bytes) else key): int(value)
            for key, value in raw.items()
        }


class DeliveryFailureCollector(Collector):
    """`concierge_delivery_failures_permanent_total{code=...}`, read at scrape time."""

    def __init__(self, failures: DeliveryFailures) -> None:
        self._failures = failures

    def collect(self) -> Iterator[CounterMetricFamily]:
        """The counts now; nothing when Redis cannot be read (a scrape must not fail)."""
        try:
            counts = self._failures.counts()
        except redis.RedisError:
            return
        family = CounterMetricFamily(
            METRIC, "Texts that failed permanently, by carrier error code", labels=["code"]
        )
        for code, value in sorted(counts.items()):
            family.add_metric([code], value)
        yield family
