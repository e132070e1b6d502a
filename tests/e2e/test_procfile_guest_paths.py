"""Opt-outs with Telnyx's default profile, early delivery receipts and a slow turn's lock,
through the Procfile's processes (gunicorn receiver, worker, beat) over HTTP."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime
from itertools import pairwise
from pathlib import Path

import redis

from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import GUEST, inbound_event
from tests.e2e.procfile import ProcfileStack, procfile_stack, wait_until
from tests.fakes.gemini import FakeGemini
from tests.fakes.http import RecordedRequest, Reply
from tests.fakes.telnyx import DefaultOptOutProfile, FakeTelnyx, _message


def base_settings(redis_url: str, fake_telnyx: FakeTelnyx, **extra: str) -> dict[str, str]:
    return {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "SEND_PACING_SECONDS": "0",
        **extra,
    }


def settled(store: SqliteStore, message_id: str) -> bool:
    plan = store.planned_outbound(message_id)
    return store.turn_of(message_id) is not None and all(
        t.status != OutboundStatus.PENDING for t in plan
    )


def test_default_profile_opt_outs_through_the_processes(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    profile = DefaultOptOutProfile(fake_telnyx)
    settings = base_settings(redis_url, fake_telnyx, TELNYX_OPT_OUT_HANDLING="telnyx")
    with procfile_stack(tmp_path / "stack", settings) as stack:
        store = SqliteStore(tmp_path / "stack" / "concierge.db")

        def text(body: str, message_id: str) -> None:
            profile.receive(GUEST, body)
            assert stack.post(inbound_event(body, message_id=message_id)) == 200
            wait_until(lambda: settled(store, message_id), 30, message_id, stack.logs)

        text("STOP", "o-1")
        text("YES", "o-2")
        assert store.consent_state("mohegan_sun", GUEST).opted_out
        text("START", "o-3")
        assert not store.consent_state("mohegan_sun", GUEST).opted_out
        # Telnyx sent both confirmations; we sent nothing, so nothing failed with 40300.
        assert fake_telnyx.sends() == []
        assert [kind for _, kind in profile.auto_responses] == [
            "opt-out confirmation",
            "opt-in confirmation",
        ]
        status, health = stack.web_health()
        assert health["checks"]["telnyx_opt_outs"] == {"handling": "telnyx", "mismatch": None}
        store.close()


def receipt(provider_id: str) -> dict:
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    return {
        "data": {
            "record_type": "event",
            "id": str(uuid.uuid4()),
            "event_type": "message.finalized",
            "occurred_at": now,
            "payload": {
                "id": provider_id,
                "to": [{"phone_number": GUEST, "status": "delivered"}],
                "errors": [],
            },
        },
        "meta": {"attempt": 1},
    }


def test_an_early_receipt_through_the_processes(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    holder: list[ProcfileStack] = []
    ids: list[str] = []

    def report_first(request: RecordedRequest) -> Reply | None:
        if request.method != "POST" or not request.path.endswith("/messages"):
            return None
        provider_id = f"early-{len(ids) + 1}"
        ids.append(provider_id)
        assert holder[0].post(receipt(provider_id)) == 200  # before our send call returns
        time.sleep(1.0)
        return Reply(200, {"data": _message(provider_id, request.json())})

    fake_telnyx.script = report_first
    with procfile_stack(tmp_path / "stack", base_settings(redis_url, fake_telnyx)) as stack:
        holder.append(stack)
        store = SqliteStore(tmp_path / "stack" / "concierge.db")
        assert stack.post(inbound_event("where is the poker room?", message_id="d-1")) == 200

        def delivered() -> bool:
            plan = store.planned_outbound("d-1")
            return bool(plan) and all(t.status == OutboundStatus.DELIVERED for t in plan)

        wait_until(delivered, 40, "the early receipts to be applied", stack.logs)
        assert [t.provider_message_id for t in store.planned_outbound("d-1")] == ids
        store.close()


def test_a_slow_turn_keeps_its_lock_through_the_processes(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    lease = 1.0
    with FakeGemini() as gemini:
        gemini.delay(5 * lease, times=1)
        settings = base_settings(
            redis_url,
            fake_telnyx,
            GOOGLE_API_KEY="test-gemini-key",
            GEMINI_BASE_URL=gemini.url,
            CONVERSATION_LOCK_SECONDS=str(lease),
        )
        with procfile_stack(tmp_path / "stack", settings) as stack:
            client = redis.Redis.from_url(redis_url)
            key = f"lock:conversation:mohegan_sun:{GUEST}"
            assert stack.post(inbound_event("is the spa open late?", message_id="s-1")) == 200
            wait_until(lambda: gemini.started >= 1, 30, "the slow model call", stack.logs)
            samples = []
            start = time.monotonic()
            while time.monotonic() - start < 3 * lease:
                samples.append(client.pttl(key))
                time.sleep(0.05)
            assert all(ttl > 0 for ttl in samples), samples
            assert any(later > earlier for earlier, later in pairwise(samples)), samples
            client.close()
