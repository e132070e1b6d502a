"""Operational gauges the receiver's /metrics reads at scrape time."""

from __future__ import annotations

from datetime import UTC, datetime

import redis

from data.store.base import Store
from ops.metrics import GaugeCollector
from worker.celery_app import CELERY_QUEUE


def operational_gauges(client: redis.Redis, store: Store) -> GaugeCollector:
    """Queue depth, held texts and open handoffs, read when Prometheus scrapes."""
    far_future = datetime(9999, 1, 1, tzinfo=UTC)
    return GaugeCollector(
        {
            "concierge_queue_depth": (
                "Tasks waiting in the Celery queue",
                lambda: float(client.llen(CELERY_QUEUE)),
            ),
            "concierge_held_texts": (
                "Texts held for quiet hours",
                lambda: float(len(store.held_outbound(far_future))),
            ),
            "concierge_open_handoffs": (
                "Conversations held by staff",
                lambda: float(len(store.tickets())),
            ),
        }
    )
