"""Shared fixtures: real Redis, a real Celery worker in a thread, fake Telnyx over HTTP."""

from __future__ import annotations

import base64
import json
import os
import shutil
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import redis
from celery import Celery
from celery.contrib.testing.worker import start_worker
from flask.testing import FlaskClient
from nacl.signing import SigningKey

from concierge.redis_server import find_redis_server, free_port, redis_answers, start_redis_server
from concierge.settings import Settings
from concierge.wiring import build_receiver_services, build_redis
from concierge.worker_wiring import build_worker_app
from data.store.base import Store
from data.store.sqlite import SqliteStore
from tests.fakes.telnyx import FakeTelnyx
from webhooks import create_app

PROPERTY_NUMBER = "+18605550100"
GUEST = "+12035550147"
TEST_REDIS_DB = 9


@pytest.fixture(scope="session", autouse=True)
def user_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A user cache folder for the session, so workers never write into the developer's own.

    Set as XDG_CACHE_HOME, it reaches worker processes too (they share its Hyperscan files).
    """
    with pytest.MonkeyPatch.context() as patch:
        path = tmp_path_factory.mktemp("user-cache")
        patch.setenv("XDG_CACHE_HOME", str(path))
        patch.delenv("HYPERSCAN_CACHE_DIR", raising=False)
        yield path


@pytest.fixture(scope="session")
def redis_server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """REDIS_URL's server when it answers, else a redis-server this session starts."""
    configured = os.environ.get("REDIS_URL")
    if configured and redis_answers(configured):
        base = configured.rsplit("/", 1)[0] if configured.count("/") > 2 else configured
        yield base
        return
    if shutil.which("redis-server") is None:
        find_redis_server()  # raises with instructions when neither binary exists
    port = free_port()
    process = start_redis_server(port, tmp_path_factory.mktemp("redis"), persistent=False)
    try:
        yield f"redis://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture
def redis_url(redis_server_url: str) -> Iterator[str]:
    """A clean Redis database for one test."""
    url = f"{redis_server_url}/{TEST_REDIS_DB}"
    client = redis.Redis.from_url(url)
    client.flushdb()
    yield url
    client.flushdb()
    client.close()


@pytest.fixture
def fake_telnyx() -> Iterator[FakeTelnyx]:
    fake = FakeTelnyx()
    fake.server.start()
    yield fake
    fake.server.stop()


@pytest.fixture
def signing_key() -> SigningKey:
    """A key pair the test generates; the receiver gets only its public half."""
    return SigningKey.generate()


def telnyx_headers(key: SigningKey, body: bytes, timestamp: int | None = None) -> dict[str, str]:
    """Sign as Telnyx documents it: Ed25519 over b"{timestamp}|{body}", base64 signature."""
    stamp = str(int(time.time()) if timestamp is None else timestamp)
    signature = key.sign(f"{stamp}|".encode() + body).signature
    return {
        "telnyx-signature-ed25519": base64.b64encode(signature).decode(),
        "telnyx-timestamp": stamp,
        "content-type": "application/json",
    }


def inbound_event(
    text: str,
    *,
    guest: str = GUEST,
    to: str = PROPERTY_NUMBER,
    message_id: str | None = None,
) -> dict[str, Any]:
    """A `message.received` body in the shape of Telnyx's documentation, received now."""
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    return {
        "data": {
            "record_type": "event",
            "id": str(uuid.uuid4()),
            "event_type": "message.received",
            "occurred_at": now,
            "payload": {
                "id": message_id or str(uuid.uuid4()),
                "record_type": "message",
                "direction": "inbound",
                "type": "SMS",
                "messaging_profile_id": "40017f4a-test",
                "from": {"phone_number": guest, "carrier": "T-Mobile USA", "line_type": "Wireless"},
                "to": [{"phone_number": to, "status": "webhook_delivered"}],
                "text": text,
                "media": [],
                "encoding": "GSM-7",
                "parts": 1,
                "received_at": now,
            },
        },
        "meta": {"attempt": 1, "delivered_to": "https://example.com/webhooks/telnyx"},
    }


def make_settings(tmp_path: Path, redis_url: str, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "redis_url": redis_url,
        "sqlite_path": tmp_path / "concierge.db",
        "checkpoint_path": tmp_path / "checkpoints.db",
        "telnyx_api_key": "KEY-test-telnyx",
        "send_pacing_seconds": 0.0,
        # The plain fake Telnyx never blocks or auto-responds, like a profile whose opt-out
        # handling is off; tests of Telnyx's default handling set "telnyx" and model it.
        "telnyx_opt_out_handling": "ours",
        "coalesce_texts": False,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)


@dataclass
class Stack:
    """The receiver as a Flask test client, a live worker, and what they talk to."""

    client: FlaskClient
    worker_app: Celery
    store: Store
    telnyx: FakeTelnyx
    key: SigningKey
    settings: Settings

    def post(self, event: dict[str, Any] | bytes, *, headers: dict[str, str] | None = None):
        body = event if isinstance(event, bytes) else json.dumps(event).encode()
        return self.client.post(
            "/webhooks/telnyx", data=body, headers=headers or telnyx_headers(self.key, body)
        )


@contextmanager
def running_stack(
    tmp_path: Path,
    redis_url: str,
    fake_telnyx: FakeTelnyx,
    signing_key: SigningKey,
    sheets_client: Any = None,
    store_adapter: Store | None = None,
    checkpointer: Any = None,
    metrics: Any = None,
    **overrides: Any,
) -> Iterator[Stack]:
    """Receiver + live worker thread over real Redis, sending to the fake Telnyx."""
    public_key = base64.b64encode(bytes(signing_key.verify_key)).decode()
    settings = make_settings(
        tmp_path,
        redis_url,
        telnyx_base_url=fake_telnyx.url,
        telnyx_public_key=public_key,
        **overrides,
    )
    store = store_adapter or SqliteStore(settings.sqlite_path)
    client = build_redis(settings)
    worker_app = build_worker_app(
        settings,
        store=store,
        redis_client=client,
        sheets_client=sheets_client,
        checkpointer=checkpointer,
        metrics=metrics,
    )
    services = build_receiver_services(
        settings, celery_app=worker_app, store=store, redis_client=client
    )
    app = create_app(services)
    with start_worker(
        worker_app,
        pool="threads",
        concurrency=4,
        perform_ping_check=False,
        loglevel="WARNING",
        shutdown_timeout=15,
    ):
        yield Stack(app.test_client(), worker_app, store, fake_telnyx, signing_key, settings)
    worker_app.close()
    client.close()
    close = getattr(store, "close", None)
    if close is not None:
        close()


@pytest.fixture
def stack(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx, signing_key: SigningKey
) -> Iterator[Stack]:
    with running_stack(tmp_path, redis_url, fake_telnyx, signing_key) as running:
        yield running
