"""Reminders in the deployed shape: the Procfile's processes, real Redis, fake Telnyx, moved clock.

Nothing here calls the reminder code: a signed webhook sets the reminder, beat's periodic task
sends it when the stack's clock (CLOCK_OFFSET_FILE, read by every process) reaches the time.
"""

from __future__ import annotations

import json
import subprocess
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from data.store.sqlite import SqliteStore
from tests.conftest import GUEST
from tests.e2e.procfile import procfile_commands, procfile_stack, wait_until
from tests.e2e.test_beat import event_at, texts_to
from tests.fakes.telnyx import FakeTelnyx

EASTERN = ZoneInfo("America/New_York")
OTHER_GUEST = "+12035550177"
REMINDER = "Reminder from Mohegan Sun: the comedy show."


def test_reminder_set_at_1850_arrives_once_at_1900_never_after_stop(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "SEND_PACING_SECONDS": "0",
        "SEND_REMINDERS_EVERY_SECONDS": "0.3",
    }
    directory = tmp_path / "stack"
    with procfile_stack(directory, settings) as stack:
        asked_at = datetime(2026, 11, 23, 18, 50, tzinfo=EASTERN)  # a Monday evening in CT
        stack.set_clock(asked_at)
        assert stack.post(event_at("remind me at 7 about the comedy show", "r-1", asked_at)) == 200
        event = event_at("remind me at 7 about the comedy show", "r-2", asked_at)
        event["data"]["payload"]["from"]["phone_number"] = OTHER_GUEST
        assert stack.post(event) == 200
        wait_until(
            lambda: texts_to(fake_telnyx, GUEST) and texts_to(fake_telnyx, OTHER_GUEST),
            60,
            "both confirmations",
            stack.logs,
        )
        confirmation = " ".join(texts_to(fake_telnyx, GUEST))
        assert "7:00 PM today" in confirmation and "the comedy show" in confirmation

        # The other guest opts out before the time: their reminder must never go.
        stop = event_at("STOP", "r-2-stop", asked_at)
        stop["data"]["payload"]["from"]["phone_number"] = OTHER_GUEST
        assert stack.post(stop) == 200
        ledger = SqliteStore(directory / "concierge.db")
        wait_until(
            lambda: ledger.consent_state("mohegan_sun", OTHER_GUEST).opted_out,
            30,
            "the opt-out in the ledger",
            stack.logs,
        )
        ledger.close()

        # A second beat and a second worker run by mistake.
        extra = []
        for name in ("beat", "worker"):
            with (directory / f"{name}-2.log").open("ab") as log:
                extra.append(
                    subprocess.Popen(
                        ["bash", "-c", f"exec {procfile_commands()[name]}"],
                        env=stack.env,
                        cwd=directory,
                        stdout=log,
                        stderr=subprocess.STDOUT,
                    )
                )
        try:
            wait_until(
                lambda: " ready." in (directory / "worker-2.log").read_text(errors="replace"),
                90,
                "the second worker",
                stack.logs,
            )
            # 18:59:57: not yet, however often beat ticks.
            stack.set_clock(datetime(2026, 11, 23, 18, 59, 57, tzinfo=EASTERN))
            time.sleep(1.5)
            assert REMINDER not in texts_to(fake_telnyx, GUEST)
            wait_until(
                lambda: REMINDER in texts_to(fake_telnyx, GUEST), 30, "the reminder", stack.logs
            )
            sent_at = [r for r in fake_telnyx.sends() if r.json()["text"] == REMINDER]
            # Ticks keep coming on both workers for a while: still exactly one.
            time.sleep(3.0)
            assert texts_to(fake_telnyx, GUEST).count(REMINDER) == 1
            assert sent_at[0].headers["idempotency-key"] == "reminder-r-1-1"
            assert not any("Reminder" in t for t in texts_to(fake_telnyx, OTHER_GUEST))
        finally:
            for process in extra:
                process.terminate()
                process.wait(timeout=20)

        listing = subprocess.run(
            ["bash", "-c", "exec concierge reminders list --all --json"],
            env=stack.env,
            cwd=directory,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        rows = {row["id"]: row for row in json.loads(listing.stdout)["reminders"]}
        assert rows["r-1"]["status"] == "sent"
        assert rows["r-1"]["due"] == "2026-11-23T19:00-05:00"
        assert rows["r-2"]["status"] == "cancelled" and rows["r-2"]["detail"] == "guest opted out"
        assert "2035550177" not in listing.stdout  # numbers are masked
