"""Celery beat in the deployed shape: the Procfile's processes, real Redis, fake Telnyx.

Nothing here calls `release_due()` or `expire_due()`: beat sends the periodic tasks by itself
and the worker process runs them. The test only moves the stack's clock.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import redis

from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import GUEST, inbound_event
from tests.e2e.procfile import procfile_commands, procfile_stack, stack_environment, wait_until
from tests.fakes.telnyx import FakeTelnyx

EASTERN = ZoneInfo("America/New_York")


def texts_to(fake: FakeTelnyx, number: str) -> list[str]:
    return [r.json()["text"] for r in fake.sends() if r.json()["to"] == number]


def event_at(text: str, message_id: str, at: datetime) -> dict:
    event = inbound_event(text, message_id=message_id)
    stamp = at.astimezone(EASTERN).isoformat(timespec="milliseconds")
    event["data"]["occurred_at"] = stamp
    event["data"]["payload"]["received_at"] = stamp
    return event


def test_beat_expires_a_handoff_and_releases_its_held_notice_when_the_window_opens(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    assert "beat" in " ".join(procfile_commands().values())
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "COALESCE_TEXTS": "false",
        "SEND_PACING_SECONDS": "0",
        "HANDOFF_EXPIRY_MINUTES": "10",
        "RELEASE_HELD_EVERY_SECONDS": "0.5",
        "EXPIRE_HANDOFFS_EVERY_SECONDS": "0.5",
        "SEND_REMINDERS_EVERY_SECONDS": "0.5",
        "RECONCILE_INBOUND_EVERY_SECONDS": "0.5",
    }
    with procfile_stack(tmp_path / "stack", settings) as stack:
        store = SqliteStore(tmp_path / "stack" / "concierge.db")
        # Friday evening in Connecticut, whose rule (9:00-20:00) is already closed for
        # anything the guest did not just ask for.
        asked_at = datetime(2026, 11, 20, 20, 45, tzinfo=EASTERN)
        stack.set_clock(asked_at)
        assert stack.post(event_at("I want to talk to a real person", "b-1", asked_at)) == 200
        wait_until(lambda: texts_to(fake_telnyx, GUEST), 30, "the handoff reply", stack.logs)
        assert store.active_ticket("mohegan_sun", GUEST) is not None

        # 20:59: the ticket has been idle for 14 minutes; beat hands it back by itself, and
        # the guest's notice is proactive, so it is held for the morning.
        stack.set_clock(datetime(2026, 11, 20, 20, 59, tzinfo=EASTERN))
        wait_until(lambda: store.planned_outbound("ticket-1-expired"), 30, "the expiry", stack.logs)
        [notice] = store.planned_outbound("ticket-1-expired")
        assert notice.message_class == "proactive"
        wait_until(
            lambda: store.planned_outbound("ticket-1-expired")[0].status == OutboundStatus.HELD,
            10,
            "the notice to be held",
        )
        held = store.planned_outbound("ticket-1-expired")[0]
        assert held.release_at == datetime(2026, 11, 21, 9, 0, tzinfo=EASTERN)
        ticket = store.get_ticket(1)
        assert ticket is not None and ticket.close_reason == "expired"

        # Overnight and at 8:59 the notice stays held, however often beat ticks.
        stack.set_clock(datetime(2026, 11, 21, 8, 59, 57, tzinfo=EASTERN))
        time.sleep(2.0)
        assert not any("couldn't get back" in text for text in texts_to(fake_telnyx, GUEST))
        # The window opens at 9:00 (the clock runs on from 8:59:57): it goes by itself.
        wait_until(
            lambda: any("couldn't get back" in t for t in texts_to(fake_telnyx, GUEST)),
            30,
            "the held notice to be released",
            stack.logs,
        )
        # The fake records the text before the worker marks it sent in the store.
        wait_until(
            lambda: store.planned_outbound("ticket-1-expired")[0].status == OutboundStatus.SENT,
            10,
            "the released notice to be marked sent",
        )
        assert sum("couldn't get back" in t for t in texts_to(fake_telnyx, GUEST)) == 1

        # The worker's /health says when each periodic task last ran.
        status, health = stack.worker_health()
        assert status == 200, health
        beat = health["checks"]["beat"]
        assert beat["ok"] is True
        for name in ("release_held", "expire_handoffs", "send_reminders", "reconcile_inbound"):
            assert beat["tasks"][name]["last_ran"] is not None
            assert beat["tasks"][name]["seconds_ago"] < 10
        store.close()


def test_a_second_scheduler_stands_by(tmp_path: Path, redis_url: str, fake_telnyx) -> None:
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "RELEASE_HELD_EVERY_SECONDS": "0.5",
        "EXPIRE_HANDOFFS_EVERY_SECONDS": "0.5",
        "SEND_REMINDERS_EVERY_SECONDS": "0.5",
        "RECONCILE_INBOUND_EVERY_SECONDS": "0.5",
    }
    with procfile_stack(tmp_path / "stack", settings) as stack:
        client = redis.Redis.from_url(redis_url)
        wait_until(lambda: client.get("beat:leader") is not None, 30, "the leader", stack.logs)
        leader = client.get("beat:leader")
        log_path = tmp_path / "stack" / "beat-2.log"
        with log_path.open("ab") as log:
            second = subprocess.Popen(
                ["bash", "-c", f"exec {procfile_commands()['beat']}"],
                env=stack.env,
                cwd=tmp_path / "stack",
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        try:
            wait_until(
                lambda: "standing by" in log_path.read_text(errors="replace"),
                60,
                "the second beat to stand by",
                lambda: log_path.read_text(errors="replace"),
            )
            assert client.get("beat:leader") == leader
            assert second.poll() is None
        finally:
            second.terminate()
            second.wait(timeout=15)
        client.close()


def test_the_scheduler_stops_when_signalled_again_while_stopping(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    """A supervisor that sends SIGTERM twice (`timeout` and its process group, a parent's
    terminate) must still stop beat: before the fix it hung in 5 of 5 tries like this one."""
    directory = tmp_path / "beat"
    directory.mkdir()
    env = stack_environment(
        {"REDIS_URL": redis_url, "TELNYX_API_KEY": "KEY-test", "TELNYX_BASE_URL": fake_telnyx.url},
        directory,
    )
    log_path = directory / "beat.log"
    with log_path.open("ab") as log:
        beat = subprocess.Popen(
            ["bash", "-c", f"exec {procfile_commands()['beat']}"],
            env=env,
            cwd=directory,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    client = redis.Redis.from_url(redis_url)
    try:
        wait_until(
            lambda: client.get("beat:leader") is not None,
            60,
            "beat to lead",
            lambda: log_path.read_text(errors="replace"),
        )
        # SIGTERMs a few microseconds apart: some arrive while the first one is handled.
        for _ in range(3000):
            if beat.poll() is not None:
                break
            os.kill(beat.pid, signal.SIGTERM)
            time.sleep(0.00002)
        try:
            beat.wait(timeout=60)
        except subprocess.TimeoutExpired:
            raise AssertionError(
                "beat did not stop: " + log_path.read_text(errors="replace")[-2000:]
            ) from None
        assert beat.returncode == 0
        assert client.get("beat:leader") is None  # it let go of the schedule on the way out
    finally:
        if beat.poll() is None:
            beat.kill()
            beat.wait()
        client.close()
