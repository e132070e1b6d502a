"""Prometheus metrics, on a registry the composition root builds and passes in."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector


@dataclass(frozen=True)
class Metrics:
    """Every metric the receiver and the worker record."""

    registry: CollectorRegistry
    webhook_latency: Histogram
    webhook_requests: Counter
    turn_latency: Histogram
    turns: Counter
    llm_calls: Counter
    llm_failures: Counter
    sends: Counter

    @classmethod
    def create(cls, registry: CollectorRegistry | None = None) -> Metrics:
        """Register the metrics on `registry` (a fresh one by default)."""
        registry = registry or CollectorRegistry()
        return cls(
            registry=registry,
            webhook_latency=Histogram(
                "concierge_webhook_seconds",
                "Time to answer a webhook",
                ["route"],
                registry=registry,
                buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2),
            ),
            webhook_requests=Counter(
                "concierge_webhook_requests",
                "Webhook answers",
                ["route", "status"],
                registry=registry,
            ),
            turn_latency=Histogram(
                "concierge_turn_seconds",
                "Time from a guest's text to its reply plan",
                registry=registry,
                buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32),
            ),
            turns=Counter("concierge_turns", "Turns answered", ["route"], registry=registry),
            llm_calls=Counter("concierge_llm_calls", "Gemini calls made", registry=registry),
            llm_failures=Counter(
                "concierge_llm_failures", "Gemini calls failed", registry=registry
            ),
            sends=Counter(
                "concierge_sends", "Outbound texts by outcome", ["outcome"], registry=registry
            ),
        )

    def record_turn(self, route: str, seconds: float) -> None:
        """One answered turn: its branch and its latency from the guest's latest text."""
        self.turns.labels(route=route or "none").inc()
        self.turn_latency.observe(seconds)

    def llm_hook(self) -> Callable[[bool], None]:
        """A callback for the agent: called with True per successful call, False per failure."""

        def record(ok: bool) -> None:
            self.llm_calls.inc()
            if not ok:
                self.llm_failures.inc()

        return record


class GaugeCollector(Collector):
    """Gauges read at scrape time (queue depth, held texts); a failed read is left out."""

    def __init__(self, gauges: dict[str, tuple[str, Callable[[], float]]]) -> None:
        self._gauges = gauges

    def collect(self) -> Iterator[GaugeMetricFamily]:
        """Read each gauge now."""
        for name, (help_text, read) in self._gauges.items():
            try:
                value = read()
            except Exception:  # a scrape must not fail because Redis or the store is down
                continue
            yield GaugeMetricFamily(name, help_text, value=value)
