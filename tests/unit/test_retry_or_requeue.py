"""A retry the broker cannot take keeps the message (Celery itself would drop it)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from celery import Task
from celery.exceptions import Reject, Retry

from concierge.redis_server import free_port
from worker.celery_app import create_celery
from worker.tasks import retry_or_requeue


@contextmanager
def running_task(broker_url: str) -> Iterator[Task]:
    """A bound task of a real Celery app on `broker_url`, inside a worker-like request."""
    app = create_celery(broker_url)

    @app.task(bind=True, name="tests.flaky", acks_late=True, max_retries=5)
    def flaky(self: Task) -> None:  # pragma: no cover - only its retry is exercised
        return None

    flaky.push_request(
        id="t-1", retries=0, is_eager=False, called_directly=False, args=[], kwargs={}
    )
    try:
        yield flaky
    finally:
        flaky.pop_request()


def closed_broker() -> str:
    """Nothing listens here: publishing fails as it does while Redis is down."""
    return f"redis://127.0.0.1:{free_port()}/0"


def retry_raised(retry: Callable[..., Any], task: Task) -> pytest.ExceptionInfo[Exception]:
    with pytest.raises((Reject, Retry)) as raised:
        retry(task)
    return raised


def test_a_retry_the_broker_cannot_take_is_requeued_not_dropped():
    with running_task(closed_broker()) as task:
        raised = retry_raised(
            lambda t: retry_or_requeue(t, exc=RuntimeError("store down"), countdown=1), task
        )
    assert isinstance(raised.value, Reject) and raised.value.requeue is True


def test_without_the_helper_celery_would_drop_it():
    # The behaviour the helper exists for (if Celery changes it, the helper can go).
    with running_task(closed_broker()) as task:
        raised = retry_raised(lambda t: t.retry(exc=RuntimeError("store down"), countdown=1), task)
    assert isinstance(raised.value, Reject) and raised.value.requeue is False


def test_a_retry_the_broker_takes_is_a_plain_retry(redis_url):
    with running_task(redis_url) as task:
        raised = retry_raised(
            lambda t: retry_or_requeue(t, exc=RuntimeError("try later"), countdown=60), task
        )
    assert isinstance(raised.value, Retry)
