"""SIGKILL the worker process at random points of turns, twenty times: every text is answered
in full, and each text of a reply reaches the guest exactly once; also with a second text
arriving mid-turn (speculative coalescing)."""

from __future__ import annotations

import json
import random
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import redis
from nacl.signing import SigningKey

from concierge.redis_server import free_port
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event
from tests.fakes.gemini import FakeGemini, GeminiCall
from tests.faults.support import (
    MULTI_TEXT_QUESTIONS,
    deduping_telnyx,
    expire_dead_leases,
    fault_settings,
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
        settings = fault_settings(
            tmp_path,
            server,
            telnyx,
            key,
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


MID_TURN_TRIALS = 8
MODEL_SECONDS = 0.4


def slow_first_fact_model(body: dict[str, Any]) -> dict[str, Any]:
    """A model that takes MODEL_SECONDS and answers with its first fact line, citing it."""
    time.sleep(MODEL_SECONDS)
    call = GeminiCall("fake", "generateContent", {}, body)
    item_id, fact = call.facts[0] if call.facts else ("", "")
    return {"intent": "property_question", "answer": fact, "cited_ids": [item_id]}


def test_a_text_arriving_mid_turn_with_sigkills_is_answered_once_in_order(
    tmp_path: Path,
) -> None:
    """Coalescing on, a slow model: each guest sends a second text while the first turn runs,
    then the worker is killed. Both texts are answered, by one turn or two, each reply text
    reaches the guest once, and a second turn's texts never arrive before the first's."""
    rng = random.Random(20261123)
    key = SigningKey.generate()
    with (
        redis_server(free_port(), tmp_path / "redis", appendonly=False) as server,
        deduping_telnyx() as telnyx,
        FakeGemini() as gemini,
    ):
        gemini.respond_with(slow_first_fact_model)
        settings = fault_settings(
            tmp_path,
            server,
            telnyx,
            key,
            send_pacing_seconds=0.05,
            coalesce_texts=True,
        )
        env = worker_environment(
            settings,
            VISIBILITY_TIMEOUT_SECONDS=str(VISIBILITY_TIMEOUT_SECONDS),
            GOOGLE_API_KEY="test-gemini-key",
            GEMINI_BASE_URL=gemini.url,
        )
        store = SqliteStore(settings.sqlite_path)
        broker = redis.Redis.from_url(server.url)
        texts: dict[str, list[str]] = {}  # guest -> their message ids, in order
        with (
            receiver(settings, key, store) as webhooks,
            preloaded_workers(env, tmp_path / "workers") as workers,
        ):
            worker = workers.spawn()
            for trial in range(MID_TURN_TRIALS):
                guest = guest_number(100 + trial)
                texts[guest] = []
                for n, question in enumerate(("where is the poker room?", "is the spa open?")):
                    message_id = f"mid-{trial:02d}-{n}"
                    body = json.dumps(inbound_event(question, guest=guest, message_id=message_id))
                    assert webhooks.post(body.encode()) == (200, {"status": "queued"})
                    texts[guest].append(message_id)
                    time.sleep(rng.uniform(0.05, MODEL_SECONDS))  # lands mid-turn
                time.sleep(rng.uniform(0, MODEL_SECONDS * 2))
                workers.kill(worker)
                expire_dead_leases(broker)
                if trial < MID_TURN_TRIALS - 1:
                    worker = workers.spawn()
            # As above: the last kill's tasks must be older than the visibility timeout when
            # the final worker sweeps at start-up.
            time.sleep(VISIBILITY_TIMEOUT_SECONDS + 0.5)
            worker = workers.spawn()
            ids = [message_id for guest_ids in texts.values() for message_id in guest_ids]

            def answered() -> bool:
                turns = {store.turn_of(m) for m in ids}
                return None not in turns and all(fully_sent(store, t) for t in turns if t)

            try:
                wait_until(answered, 90, "every reply")
            except AssertionError as exc:
                state = [(m, store.turn_of(m), fully_sent(store, m)) for m in ids]
                raise AssertionError(f"{exc}\n{state}\n{worker.log_tail(8000)}") from None
        broker.close()

        delivered = telnyx.delivered()
        planned_keys: set[str] = set()
        merged = 0
        for guest, guest_ids in texts.items():
            turns = list(dict.fromkeys(store.turn_of(m) for m in guest_ids))
            assert all(turns)
            merged += len(turns) == 1
            arrival_order = []
            for turn in turns:
                assert turn is not None
                plan = store.planned_outbound(turn)
                assert plan and all(t.status == OutboundStatus.SENT for t in plan)
                for text in plan:
                    assert delivered[text.key].to == guest
                    assert delivered[text.key].text == text.text
                arrival_order.append([delivered[t.key].at for t in plan])
                planned_keys.update(t.key for t in plan)
            # One reply per turn, the first turn's texts all before the second's.
            if len(arrival_order) == 2:
                assert max(arrival_order[0]) < min(arrival_order[1]), guest
            # Nothing else reached this guest: no abandoned turn's reply.
            to_guest = {k for k, d in delivered.items() if d.to == guest}
            assert to_guest == {
                t.key for turn in turns if turn for t in store.planned_outbound(turn)
            }
        assert set(delivered) == planned_keys
        print(f"\n{merged} of {MID_TURN_TRIALS} guests got one turn for both texts")
        assert merged > 0
        store.close()
