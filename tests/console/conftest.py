"""Fixtures: the receiver app with the console mounted, over a real SQLite file and Redis."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from flask import Flask
from nacl.signing import SigningKey

from concierge.console_wiring import mount_console
from concierge.settings import Settings
from concierge.wiring import build_receiver_services
from data.staff.models import Role
from data.store.models import InboundMessage
from data.store.sqlite import SqliteStore
from tests.conftest import make_settings
from tests.console.support import PROPERTY_A, PROPERTY_B, SECRET, add_staff, two_property_registry
from webhooks import create_app

GUEST_A = "+12035550147"
GUEST_B = "+17025550123"


@dataclass
class Console:
    app: Flask
    settings: Settings
    store: SqliteStore


def console_settings(tmp_path: Path, redis_url: str, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "telnyx_public_key": base64.b64encode(bytes(SigningKey.generate().verify_key)).decode(),
        "properties_file": two_property_registry(tmp_path),
        "console_secret_key": SECRET,
        "console_secure_cookies": False,
    }
    values.update(overrides)
    return make_settings(tmp_path, redis_url, **values)


@pytest.fixture
def console(tmp_path: Path, redis_url: str) -> Iterator[Console]:
    settings = console_settings(tmp_path, redis_url)
    store = SqliteStore(settings.sqlite_path)
    receiver = build_receiver_services(settings, store=store)
    app = create_app(receiver)
    assert mount_console(app, settings, receiver)
    add_staff(settings.sqlite_path, "agent.a@resort.test", {PROPERTY_A: Role.AGENT})
    add_staff(settings.sqlite_path, "manager.a@resort.test", {PROPERTY_A: Role.MANAGER})
    add_staff(settings.sqlite_path, "agent.b@resort.test", {PROPERTY_B: Role.AGENT})
    yield Console(app, settings, store)
    receiver.queue.close()
    receiver.redis.close()
    store.close()


def seed_conversation(
    store: SqliteStore, property_id: str, guest: str, texts: list[str], *, to: str
) -> None:
    start = datetime.now(UTC) - timedelta(minutes=5)
    for index, text in enumerate(texts):
        store.record_inbound(
            InboundMessage(
                message_id=f"{property_id}-{guest}-{index}",
                property_id=property_id,
                from_number=guest,
                to_number=to,
                text=text,
                received_at=start + timedelta(seconds=index),
            )
        )


def seed_ticket(
    store: SqliteStore, property_id: str, guest: str, reason: str = "asked for a person"
):
    return store.open_ticket(
        property_id,
        guest,
        turn_id=f"turn-{property_id}-{guest}",
        reason=reason,
        summary=f"guest ({reason})",
        at=datetime.now(UTC) - timedelta(minutes=3),
    )
