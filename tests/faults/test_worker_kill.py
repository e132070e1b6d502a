"""SIGKILL the worker process at random points of turns, twenty times: every text is answered
in full, and each text of a reply reaches the guest exactly once."""

from __future__ import annotations

import base64
import json
import random
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

import redis
from nacl.signing import SigningKey

from concierge.redis_server import free_port
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event, make_settings
from tests.faults.support import (
    MULTI_TEXT_QUESTIONS,
    deduping_telnyx,
    expire_dead_leases,
    fully_sent,
    guest_number,
    preloaded_workers,
    receiver,
    redis_server,
    wait_until,
    worker_environment,
)

TRIALS = 20
MAX_KILL_DELAY = 1.5
# A task held by a killed worker comes back once it is older than this, when the next worker
# starts (kombu sweeps the unacked tasks at start-up).
VISIBILITY_TIMEOUT_SECONDS = 1


def test_sigkilled_workers_still_answer_every_text_exactly_once(tmp_path: Path) -> None:
    rng = random.Random(20261122)
    key = SigningKey.generate()
    with (
        redis_server(free_port(), tmp_path / "redis", appendonly=False) as server,
        deduping_telnyx() as telnyx,
    ):
        settings = make_settings(
            tmp_path,
            server.url,
            telnyx_base_url=telnyx.url,
            telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
            send_pacing_seconds=0.05,
        )
        env = worker_environment(
            settings, VISIBILITY_TIMEOUT_SECONDS=str(VISIBILITY_TIMEOUT_SECONDS)
        )
        store = SqliteStore(settings.sqlite_path)
        broker = redis.Redis.from_url(server.url)
        posted: dict[str, tuple[str, str]] = {}  # message id -> (guest, expected name)
        at_kill: list[tuple[int, int]] = []
        with (
            receiver(settings, key, store) as webhooks,
            preloaded_workers(env, tmp_path / "workers") as workers,
        ):
            worker = workers.spawn()
            for trial in range(TRIALS):
                question, name = MULTI_TEXT_QUESTIONS[trial % len(MULTI_TEXT_QUESTIONS)]
                message_id = f"kill-{trial:02d}"
                guest = guest_number(trial)
                body = json.dumps(inbound_event(question, guest=guest, message_id=message_id))
                assert webhooks.post(body.encode()) == (200, {"status": "queued"})
                posted[message_id] = (guest, name)
                time.sleep(rng.uniform(0, MAX_KILL_DELAY))
                workers.kill(worker)
                at_kill.append(unfinished(store, posted))
                expire_dead_leases(broker)
                if trial < TRIALS - 1:
                    worker = workers.spawn()
            # The last kill's tasks must be older than the visibility timeout when the final
            # worker sweeps at start-up.
            time.sleep(VISIBILITY_TIMEOUT_SECONDS + 0.5)
            worker = workers.spawn()
            try:
                wait_until(lambda: all(fully_sent(store, m) for m in posted), 90, "every reply")
            except AssertionError as exc:
                raise AssertionError(f"{exc}\n{worker.log_tail()}") from None
            print(f"\nat each kill, texts queued/partly sent: {at_kill}")
        broker.close()

        delivered = telnyx.delivered()
        attempts = telnyx.attempts()
        planned_keys: set[str] = set()
        for message_id, (guest, name) in posted.items():
            plan = store.planned_outbound(message_id)
            assert len(plan) >= 2, f"{message_id} should need several texts"
            assert [text.seq for text in plan] == list(range(1, len(plan) + 1))
            assert name in " ".join(text.text for text in plan)
            for text in plan:
                assert text.key == f"{message_id}-{text.seq}"
                assert text.status == OutboundStatus.SENT
                # The guest got this text once, and it is the very message the log records.
                assert text.key in delivered, f"{text.key} never reached Telnyx"
                assert delivered[text.key].text == text.text
                assert delivered[text.key].to == guest
                assert text.provider_message_id == delivered[text.key].message_id
            # The guest's phone shows the reply in order.
            arrivals = sorted(plan, key=lambda text: delivered[text.key].at)
            assert [text.seq for text in arrivals] == [text.seq for text in plan]
            # One log row per text: nothing planned twice for this guest.
            assert [row.key for _, row in store.outbound_to(guest)] == [t.key for t in plan]
            planned_keys.update(text.key for text in plan)
        # No text the guest received lies outside the stored plans (no second, different reply).
        assert set(delivered) == planned_keys
        # Every resend of a key carried the same text to the same number.
        by_key = defaultdict(set)
        for attempt in attempts:
            by_key[attempt.key].add((attempt.to, attempt.text))
        assert all(len(variants) == 1 for variants in by_key.values())
        resent = Counter(attempt.key for attempt in attempts)
        print(f"keys Telnyx deduplicated: {sum(n > 1 for n in resent.values())}")
        # The test is only worth something if kills landed before replies were complete.
        assert any(queued or partly for queued, partly in at_kill)
        store.close()


def unfinished(store: SqliteStore, message_ids: Iterable[str]) -> tuple[int, int]:
    """How many texts have no stored reply yet, and how many a reply only partly sent."""
    queued = partly = 0
    for message_id in message_ids:
        plan = store.planned_outbound(message_id)
        if not plan:
            queued += 1
        elif any(text.status != OutboundStatus.SENT for text in plan):
            partly += 1
    return queued, partly
