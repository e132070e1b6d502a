"""The real receiver for fuzzing: built once per module, publishing to real Redis, no worker.

What the receiver queues is recorded as well as published, so tests can check that anything it
accepts is something the worker can use.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import hmac
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from nacl.signing import SigningKey
from werkzeug.test import TestResponse

from concierge.wiring import build_receiver_services, build_redis
from data.store.models import InboundMessage
from data.store.sqlite import SqliteStore
from tests.conftest import TEST_REDIS_DB, make_settings, telnyx_headers
from webhooks import create_app
from webhooks.intake import InboundIntake, IntakeResult
from webhooks.ip_limits import IpBudget
from worker.celery_app import create_celery
from worker.queue import TaskQueue

CMS_SECRET = "fuzz-cms-secret"
OPENAPI_PATH = Path(__file__).resolve().parents[2] / "webhooks" / "openapi.yaml"


def cms_headers(body: bytes, *, secret: str = CMS_SECRET) -> dict[str, str]:
    """Sign as the CMS does: HMAC-SHA256 over b"{timestamp}." + body, "sha256=" + hex."""
    stamp = str(int(time.time()))
    digest = hmac.new(secret.encode(), stamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return {
        "X-Concierge-Timestamp": stamp,
        "X-Concierge-Signature": f"sha256={digest}",
        "Content-Type": "application/json",
    }


@dataclass
class RecordingQueue:
    """The real task queue and intake, remembering what went through them."""

    inner: TaskQueue
    inbound: list[InboundMessage] = field(default_factory=list)
    deliveries: list[tuple[str, str, str]] = field(default_factory=list)
    notices: list[dict[str, Any]] = field(default_factory=list)

    def enqueue_delivery(
        self, provider_message_id: str, status: str, detail: str, *, to: str = ""
    ) -> None:
        self.inner.enqueue_delivery(provider_message_id, status, detail, to=to)
        self.deliveries.append((provider_message_id, status, detail))

    def enqueue_cms_sync(self, notice: dict[str, Any]) -> None:
        self.inner.enqueue_cms_sync(notice)
        self.notices.append(notice)

    def close(self) -> None:
        self.inner.close()


@dataclass
class RecordingIntake:
    """The real intake, adding each text it queued to `queue.inbound`."""

    inner: InboundIntake
    queue: RecordingQueue

    def accept(self, message: InboundMessage, budget: IpBudget) -> IntakeResult:
        result = self.inner.accept(message, budget)
        if result is IntakeResult.QUEUED:
            self.queue.inbound.append(message)
        return result


@dataclass
class Receiver:
    """The receiver app, its signing secrets and what it queued."""

    app: Flask
    client: FlaskClient
    key: SigningKey
    queue: RecordingQueue
    max_body_bytes: int

    def post_telnyx(self, body: bytes, headers: dict[str, str] | None = None) -> TestResponse:
        """POST `body`, signed with the test key unless `headers` are given."""
        signed = telnyx_headers(self.key, body) if headers is None else headers
        return self.client.post("/webhooks/telnyx", data=body, headers=signed)

    def post_cms(self, body: bytes, headers: dict[str, str] | None = None) -> TestResponse:
        """POST `body` as a CMS notice, signed with the test secret unless `headers` are given."""
        signed = cms_headers(body) if headers is None else headers
        return self.client.post("/webhooks/cms", data=body, headers=signed)


@pytest.fixture(scope="module")
def receiver(redis_server_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Receiver]:
    url = f"{redis_server_url}/{TEST_REDIS_DB}"
    key = SigningKey.generate()
    settings = make_settings(
        tmp_path_factory.mktemp("fuzz"),
        url,
        telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
        cms_webhook_secret=CMS_SECRET,
        webhook_requests_per_ip_minute=10**9,  # fuzzing is one client sending thousands
    )
    store = SqliteStore(settings.sqlite_path)
    client = build_redis(settings)
    client.flushdb()
    celery_app = create_celery(url)
    services = build_receiver_services(
        settings, celery_app=celery_app, store=store, redis_client=client
    )
    queue = RecordingQueue(services.queue)
    intake = RecordingIntake(services.intake, queue)
    app = create_app(
        dataclasses.replace(services, queue=queue, intake=intake)  # type: ignore[arg-type]
    )
    yield Receiver(app, app.test_client(), key, queue, services.max_body_bytes)
    queue.close()
    with redis.Redis.from_url(url) as flusher:
        flusher.flushdb()
    client.close()
    store.close()
