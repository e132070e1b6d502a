"""The running stack (receiver + live worker + fake Telnyx) with the console mounted."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from nacl.signing import SigningKey

from concierge.console_wiring import mount_console
from data.staff.models import Role
from data.store.models import OutboundStatus
from tests.conftest import Stack, running_stack
from tests.console.support import PROPERTY_A, SECRET, add_staff
from tests.fakes.telnyx import FakeTelnyx

MANAGER = "manager@resort.test"


@contextmanager
def console_stack(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx, **overrides: Any
) -> Iterator[Stack]:
    """A live stack whose receiver app also serves /console; one manager account exists."""
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        console_secret_key=SECRET,
        console_secure_cookies=False,
        **overrides,
    ) as stack:
        app = stack.client.application
        assert mount_console(app, stack.settings, app.extensions["concierge"])
        add_staff(stack.settings.sqlite_path, MANAGER, {PROPERTY_A: Role.MANAGER})
        yield stack


def texts_to(stack: Stack, number: str) -> list[str]:
    return [r.json()["text"] for r in stack.telnyx.sends() if r.json()["to"] == number]


def wait_for(predicate, timeout: float = 15, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"{what} not met in {timeout} s")


def settled(stack: Stack, message_id: str) -> None:
    def done() -> bool:
        if not stack.store.turn_of(message_id):
            return False
        plan = stack.store.planned_outbound(message_id)
        return all(t.status != OutboundStatus.PENDING for t in plan)

    wait_for(done, what=f"{message_id} handled")
