"""A turn slower than the conversation lock's lease keeps the lock: the lease is renewed.

Signed webhooks into the receiver, a live worker, real Redis, and the fake Gemini holding the
model call for several lease lengths.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import pairwise

import pytest
import redis
from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event, running_stack
from tests.fakes.gemini import FakeGemini
from tests.fakes.telnyx import FakeTelnyx

LEASE = 1.0
LOCK_KEY = f"lock:conversation:mohegan_sun:{GUEST}"


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini() as fake:
        yield fake


def test_a_slow_turn_keeps_its_conversation_lock(
    tmp_path, redis_url: str, fake_telnyx: FakeTelnyx, gemini: FakeGemini
) -> None:
    gemini.delay(5 * LEASE, times=1)
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        google_api_key="test-gemini-key",
        gemini_base_url=gemini.url,
        conversation_lock_seconds=LEASE,
        llm_timeout_seconds=30,
    ) as stack:
        client = redis.Redis.from_url(redis_url)
        stack.post(inbound_event("is the spa open late tonight?", message_id="slow-1"))
        deadline = time.monotonic() + 10
        while client.get(LOCK_KEY) is None:
            assert time.monotonic() < deadline, "the turn never took the lock"
            time.sleep(0.01)
        # Watch the lock through the slow model call: it never lapses, and its TTL goes back
        # up (renewed) instead of running out after one lease.
        samples = []
        start = time.monotonic()
        while time.monotonic() - start < 3 * LEASE:
            samples.append(client.pttl(LOCK_KEY))
            time.sleep(0.05)
        assert all(ttl > 0 for ttl in samples), samples
        assert any(later > earlier for earlier, later in pairwise(samples)), samples
        finished(stack)
        # Released when the turn ends, which is a moment after its last text is marked sent.
        deadline = time.monotonic() + 5
        while client.get(LOCK_KEY) is not None:
            assert time.monotonic() < deadline, "the lock outlived its turn"
            time.sleep(0.01)
        client.close()


def finished(stack: Stack) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        plan = stack.store.planned_outbound("slow-1")
        if plan and all(t.status == OutboundStatus.SENT for t in plan):
            return
        time.sleep(0.05)
    raise AssertionError("the slow turn was not answered")
