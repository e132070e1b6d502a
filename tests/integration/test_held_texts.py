"""Quiet hours at send time: held texts are stored, released when the window opens, re-checked."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import redis
import telnyx

from concierge.settings import Settings
from concierge.wiring import build_registry
from data.store.models import ConsentAction, ConsentEvent, OutboundStatus, OutboundText
from data.store.sqlite import SqliteStore
from sms.sender.telnyx_sender import TelnyxSender
from tests.fakes.telnyx import FakeTelnyx
from worker.delivery import Delivery
from worker.locks import ConversationLocks
from worker.release import HeldTextReleaser
from worker.send_policy import QuietHoursPolicy

EASTERN = ZoneInfo("America/New_York")
MIAMI_GUEST = "+13055550123"
CT_GUEST = "+18605550123"


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def text(inbound_id: str, guest: str, message_class: str, seq: int = 1) -> OutboundText:
    return OutboundText(
        key=f"{inbound_id}-{seq}",
        inbound_id=inbound_id,
        seq=seq,
        property_id="mohegan_sun",
        from_number="+18605550100",
        to_number=guest,
        text=f"text {seq} for {guest}",
        message_class=message_class,
    )


@pytest.fixture
def parts(tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx):
    redis_client = redis.Redis.from_url(redis_url)

    def build(clock: Clock, replies_policy: str = "send"):
        store = SqliteStore(tmp_path / "held.db")
        registry = build_registry(Settings(_env_file=None))
        policy = QuietHoursPolicy(
            property_zone=lambda pid: registry.get(pid).timezone,  # type: ignore[union-attr]
            reply_grace=timedelta(minutes=15),
            replies_policy=replies_policy,  # type: ignore[arg-type]
        )
        client = telnyx.Telnyx(api_key="KEY-test", base_url=fake_telnyx.url, max_retries=0)
        delivery = Delivery(
            store=store,
            sender=TelnyxSender(client),
            policy=policy,
            clock=clock,
            sleep=lambda s: None,
            pacing_seconds=0,
        )
        locks = ConversationLocks(redis_client)
        releaser = HeldTextReleaser(store=store, delivery=delivery, locks=locks, clock=clock)
        return store, delivery, releaser

    yield build
    redis_client.close()


def test_florida_text_held_at_2030_goes_at_0800_next_day(parts, fake_telnyx: FakeTelnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 20, 30, tzinfo=EASTERN))
    store, delivery, releaser = parts(clock)
    plan = store.plan_outbound([text("p1", MIAMI_GUEST, "proactive")])
    delivery.deliver(plan, inbound_at=None)

    [held] = store.planned_outbound("p1")
    assert held.status == OutboundStatus.HELD
    assert held.release_at == datetime(2026, 11, 21, 8, 0, tzinfo=EASTERN)
    assert fake_telnyx.sends() == []

    clock.now = datetime(2026, 11, 21, 7, 59, tzinfo=EASTERN)
    releaser.release_due()
    assert fake_telnyx.sends() == []

    # A restarted worker: new objects over the same store file.
    store2, _, releaser2 = parts(clock)
    clock.now = datetime(2026, 11, 21, 8, 0, tzinfo=EASTERN)
    assert releaser2.release_due() == 1
    [sent] = fake_telnyx.sends()
    assert sent.json()["to"] == MIAMI_GUEST
    assert sent.headers["idempotency-key"] == "p1-1"
    assert store2.planned_outbound("p1")[0].status == OutboundStatus.SENT
    assert releaser2.release_due() == 0
    assert len(fake_telnyx.sends()) == 1


def test_held_text_is_dropped_when_the_guest_opts_out_meanwhile(parts, fake_telnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 20, 30, tzinfo=EASTERN))
    store, delivery, releaser = parts(clock)
    delivery.deliver(store.plan_outbound([text("p2", MIAMI_GUEST, "proactive")]), inbound_at=None)
    clock.now = datetime(2026, 11, 20, 23, 0, tzinfo=EASTERN)
    store.append_consent(
        ConsentEvent(ConsentAction.OPT_OUT, MIAMI_GUEST, "mohegan_sun", "STOP", "m-stop", clock.now)
    )
    clock.now = datetime(2026, 11, 21, 8, 0, tzinfo=EASTERN)
    releaser.release_due()
    assert fake_telnyx.sends() == []
    assert store.planned_outbound("p2")[0].status == OutboundStatus.CANCELLED


def test_reply_within_grace_in_quiet_hours_is_sent(parts, fake_telnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 22, 0, tzinfo=EASTERN))
    store, delivery, _ = parts(clock)
    plan = store.plan_outbound([text("r1", CT_GUEST, "reply", 1), text("r1", CT_GUEST, "reply", 2)])
    delivery.deliver(plan, inbound_at=clock.now - timedelta(minutes=1))
    assert [r.headers["idempotency-key"] for r in fake_telnyx.sends()] == ["r1-1", "r1-2"]


def test_reply_past_grace_is_held_in_order(parts, fake_telnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 22, 0, tzinfo=EASTERN))
    store, delivery, releaser = parts(clock)
    plan = store.plan_outbound([text("r2", CT_GUEST, "reply", 1), text("r2", CT_GUEST, "reply", 2)])
    delivery.deliver(plan, inbound_at=clock.now - timedelta(minutes=20))
    assert fake_telnyx.sends() == []
    assert [t.status for t in store.planned_outbound("r2")] == [OutboundStatus.HELD] * 2
    # Connecticut's rule (9:00-20:00 in the table) opens the next morning at 9.
    clock.now = datetime(2026, 11, 21, 9, 0, tzinfo=EASTERN)
    releaser.release_due()
    assert [r.headers["idempotency-key"] for r in fake_telnyx.sends()] == ["r2-1", "r2-2"]


def test_strict_mode_defers_even_a_fresh_reply(parts, fake_telnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 22, 0, tzinfo=EASTERN))
    store, delivery, _ = parts(clock, replies_policy="defer")
    plan = store.plan_outbound([text("r3", CT_GUEST, "reply")])
    delivery.deliver(plan, inbound_at=clock.now)
    assert fake_telnyx.sends() == []
    assert store.planned_outbound("r3")[0].status == OutboundStatus.HELD


def test_compliance_confirmation_goes_at_any_hour(parts, fake_telnyx) -> None:
    clock = Clock(datetime(2026, 11, 20, 3, 0, tzinfo=EASTERN))
    store, delivery, _ = parts(clock, replies_policy="defer")
    delivery.deliver(store.plan_outbound([text("c1", MIAMI_GUEST, "compliance")]), inbound_at=None)
    assert len(fake_telnyx.sends()) == 1
