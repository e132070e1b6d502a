"""The Celery application: Redis broker, JSON only, late acks, one message prefetched."""

from __future__ import annotations

from celery import Celery

from worker.beat import BeatIntervals, beat_schedule
from worker.broker_transport import transport_for

CELERY_QUEUE = "celery"  # Celery's default queue: its Redis list holds the waiting tasks
HANDLE_INBOUND = "worker.handle_inbound"
RECORD_DELIVERY = "worker.record_delivery"
RELEASE_HELD = "worker.release_held"
SEND_REMINDERS = "worker.send_reminders"
RECONCILE_INBOUND = "worker.reconcile_inbound"
CMS_NOTICE = "worker.cms_notice"
CMS_SYNC = "worker.cms_sync"
NOTIFY_STAFF = "worker.notify_staff"
EXPIRE_HANDOFFS = "worker.expire_handoffs"
CONSOLE_SEND = "worker.console_send"
PERIODIC_TASKS = {
    "release_held": RELEASE_HELD,
    "expire_handoffs": EXPIRE_HANDOFFS,
    "cms_sync": CMS_SYNC,
    "send_reminders": SEND_REMINDERS,
    "reconcile_inbound": RECONCILE_INBOUND,
}


def restore_interval(visibility_timeout_seconds: int) -> int:
    """Seconds between sweeps for unacked messages: a quarter of the timeout, 1 to 10 s."""
    return max(1, min(10, visibility_timeout_seconds // 4))


def create_celery(
    redis_url: str,
    *,
    name: str = "concierge",
    beat_schedule_file: str | None = None,
    visibility_timeout_seconds: int = 3600,
    intervals: BeatIntervals | None = None,
) -> Celery:
    """A configured Celery app; tasks are bound to it by `worker.tasks.register_tasks`."""
    app = Celery(name, broker=redis_url, set_as_current=False)
    transport = transport_for(redis_url)
    if transport is not None:
        app.conf.broker_transport = transport
    app.conf.update(
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        task_ignore_result=True,
        # A task acks after it finished, so a worker killed mid-turn leaves the text in the
        # queue; the turn is idempotent (claims, stored reply plans, idempotency keys).
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        broker_connection_retry_on_startup=True,
        broker_transport_options={
            # A task a dead worker held unacked is redelivered after this long.
            "visibility_timeout": visibility_timeout_seconds,
            # On a lost broker connection Celery drops the texts a worker had prefetched or
            # held for a countdown; only the unacked sweep brings them back. kombu sweeps every
            # 10th tick of 10 s, so a text could wait 100 s past the visibility timeout.
            "unacked_restore_throttle": 1,
            "unacked_restore_interval": restore_interval(visibility_timeout_seconds),
            "socket_connect_timeout": 2,
            "socket_timeout": 5,
        },
        # The receiver must answer Telnyx within 2 s: fail fast, answer 503, let Telnyx retry.
        task_publish_retry=True,
        task_publish_retry_policy={
            "max_retries": 2,
            "interval_start": 0,
            "interval_step": 0.2,
            "interval_max": 0.3,
        },
        worker_hijack_root_logger=False,
        beat_schedule=beat_schedule(intervals or BeatIntervals(), PERIODIC_TASKS),
    )
    if beat_schedule_file:
        app.conf.beat_schedule_filename = beat_schedule_file
    return app
