"""What the receiver needs from the outside, built by the composition root and passed in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import redis

from data.properties import PropertyRegistry
from data.store.base import Store
from ops.metrics import Metrics
from webhooks.intake import InboundIntake
from worker.queue import TaskQueue


@dataclass(frozen=True)
class ReceiverServices:
    """The receiver's collaborators."""

    redis: redis.Redis
    intake: InboundIntake
    queue: TaskQueue
    registry: PropertyRegistry
    store: Store
    telnyx_public_key: str
    cms_webhook_secret: str | None
    max_body_bytes: int
    requests_per_ip_minute: int
    knowledge_status: Callable[[], dict[str, object]]
    metrics: Metrics
    opt_out_handling: str = "telnyx"
    """TELNYX_OPT_OUT_HANDLING, shown by /health beside any mismatch the worker saw."""
