"""kombu's Redis transport, with one publishing client per channel instead of one per message.

kombu 5.7 builds a new `redis.Redis` for every message it publishes (`Channel.conn_or_acquire`),
and each construction copies ~170 response callbacks into a case-insensitive dict: about a fifth
of the CPU the receiver spends on a webhook, for nothing. A client is a thin, thread-safe handle
on the channel's connection pool, so one client per pool does the same work. When kombu drops
its pools (after a connection error) the next publish builds a client on the new pool. The
consuming side (BRPOP on the asynchronous pool) is kombu's own, unchanged.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlparse

from kombu.transport import redis as kombu_redis

# Where Celery's `broker_transport` setting finds this transport.
TRANSPORT = "worker.broker_transport:Transport"


class Channel(kombu_redis.Channel):
    """A Redis channel that keeps its publishing client while its pool lives."""

    _publishing: tuple[Any, Any] | None = None  # (pool, client)

    def _create_client(self, asynchronous: bool = False) -> Any:
        if asynchronous:
            return super()._create_client(asynchronous=True)
        pool = self.pool
        kept = self._publishing
        if kept is None or kept[0] is not pool:
            kept = (pool, super()._create_client(asynchronous=False))
            self._publishing = kept
        return kept[1]


class Transport(kombu_redis.Transport):
    """kombu's Redis transport with `Channel` above."""

    Channel = Channel


def transport_for(broker_url: str) -> str | None:
    """This transport for a plain `redis://` broker; None (kombu's choice) for any other."""
    return TRANSPORT if urlparse(broker_url).scheme == "redis" else None
