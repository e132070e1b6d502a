"""The broker transport: one publishing client per channel and pool, on a real Redis."""

from __future__ import annotations

import redis

from worker.broker_transport import Channel, transport_for
from worker.celery_app import create_celery


def test_a_plain_redis_broker_uses_the_transport_and_rediss_keeps_kombus() -> None:
    assert transport_for("redis://127.0.0.1:6379/0") == "worker.broker_transport:Transport"
    assert transport_for("rediss://cache.example:6380/0?ssl_cert_reqs=required") is None


def test_publishes_reuse_one_client_until_the_pool_is_dropped(redis_url: str) -> None:
    app = create_celery(redis_url)
    with app.connection_for_write() as connection:
        channel = connection.default_channel
        assert isinstance(channel, Channel)
        first = channel._create_client()
        assert channel._create_client() is first
        channel._disconnect_pools()  # what kombu does after a connection error
        again = channel._create_client()
        assert again is not first
        assert again.connection_pool is channel.pool


def test_tasks_published_through_it_land_in_the_queue(redis_url: str) -> None:
    app = create_celery(redis_url)
    for number in range(3):
        app.send_task("concierge.test_task", args=[number])
    assert redis.Redis.from_url(redis_url).llen("celery") == 3
