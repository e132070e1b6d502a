"""Redis goes down and comes back (append-only file on, as deployed): the receiver answers 503
while it is down and never 200 for a text it did not queue; nothing acknowledged is lost."""

from __future__ import annotations

import base64
import dataclasses
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import redis
from nacl.signing import SigningKey

from concierge.redis_server import free_port
from concierge.settings import Settings
from data.store.models import InboundMessage, OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import inbound_event
from tests.faults.support import (
    MULTI_TEXT_QUESTIONS,
    DedupingTelnyx,
    Receiver,
    RedisServer,
    deduping_telnyx,
    expire_dead_leases,
    fault_settings,
    fully_sent,
    guest_number,
    receiver,
    redis_server,
    wait_until,
    worker_environment,
    worker_process,
)
from webhooks.intake import InboundIntake, IntakeResult
from webhooks.ip_limits import IpBudget

VISIBILITY_TIMEOUT_SECONDS = 2
TELNYX_RETRIES = 5  # Telnyx retries a webhook that did not get a 2xx


@dataclass
class Rig:
    server: RedisServer
    telnyx: DedupingTelnyx
    settings: Settings
    store: SqliteStore
    webhooks: Receiver
    tmp_path: Path


@contextmanager
def rig(tmp_path: Path) -> Iterator[Rig]:
    key = SigningKey.generate()
    with (
        redis_server(free_port(), tmp_path / "redis", appendonly=True) as server,
        deduping_telnyx() as telnyx,
    ):
        settings = fault_settings(
            tmp_path,
            server,
            telnyx,
            key,
            # The shipped pause between the texts of a reply keeps turns in flight long
            # enough for Redis to stop under them.
            send_pacing_seconds=0.25,
        )
        store = SqliteStore(settings.sqlite_path)
        with receiver(settings, key, store) as webhooks:
            yield Rig(server, telnyx, settings, store, webhooks, tmp_path)
        store.close()


def text_body(index: int, prefix: str) -> tuple[str, bytes]:
    question, _ = MULTI_TEXT_QUESTIONS[index % len(MULTI_TEXT_QUESTIONS)]
    message_id = f"{prefix}-{index:02d}"
    event = inbound_event(question, guest=guest_number(index), message_id=message_id)
    return message_id, json.dumps(event).encode()


def retry_like_telnyx(webhooks: Receiver, body: bytes) -> list[tuple[int, dict[str, object]]]:
    """Re-post (re-signed) until a 2xx, as Telnyx does, within a bounded number of tries."""
    answers = []
    for _ in range(TELNYX_RETRIES):
        answers.append(webhooks.post(body))
        if answers[-1][0] == 200:
            break
        time.sleep(0.5)
    return answers


def post_all(r: Rig, indices: range) -> list[str]:
    """Texts that Redis is up for: each is acknowledged 200 "queued" at once."""
    acknowledged = []
    for index in indices:
        message_id, body = text_body(index, "rr")
        assert r.webhooks.post(body) == (200, {"status": "queued"})
        acknowledged.append(message_id)
    return acknowledged


def outage(r: Rig, broker: redis.Redis, indices: range) -> list[str]:
    """Stop Redis; texts sent meanwhile get 503; start it again; Telnyx's retries get in."""
    r.server.stop()
    refused = {}
    for index in indices:
        message_id, body = text_body(index, "rr")
        status, answer = r.webhooks.post(body)
        assert status == 503 and answer["error"] == "unavailable"
        refused[message_id] = body
    r.server.start()
    # Turns the outage cut off may have left their conversation locks behind.
    print(f"\nleases left by the outage: {expire_dead_leases(broker)}")
    for body in refused.values():
        assert retry_like_telnyx(r.webhooks, body)[-1] == (200, {"status": "queued"})
    return list(refused)


def test_texts_survive_a_redis_restart_and_the_receiver_answers_503_meanwhile(
    tmp_path: Path,
) -> None:
    with rig(tmp_path) as r:
        broker = redis.Redis.from_url(r.server.url)
        # As deployed, beat runs (here inside the worker): it queues again a text the outage
        # took from the broker before any worker recorded it (worker.inbound_ledger).
        env = worker_environment(
            r.settings,
            VISIBILITY_TIMEOUT_SECONDS=str(VISIBILITY_TIMEOUT_SECONDS),
            INBOUND_GRACE_SECONDS="10",
            RECONCILE_INBOUND_EVERY_SECONDS="2",
        )
        # 1. No worker yet: the acknowledged texts exist only in Redis when it stops.
        texts = post_all(r, range(0, 5))
        assert sorted(queued_message_ids(broker)) == texts
        texts += outage(r, broker, range(5, 10))

        with worker_process(env, tmp_path / "worker.log", beat=True) as worker:
            wait_until(lambda: all(fully_sent(r.store, m) for m in texts), 60, "the replies")
            # 2. Mid-load: Redis stops while the worker is busy with a batch.
            texts += post_all(r, range(10, 18))
            unanswered_at_stop = sum(not fully_sent(r.store, m) for m in texts)
            texts += outage(r, broker, range(18, 24))
            try:
                wait_until(lambda: all(fully_sent(r.store, m) for m in texts), 90, "every reply")
            except AssertionError as exc:
                raise AssertionError(
                    f"{exc}\n{unanswered_report(r.store, texts, worker.log_path)}"
                ) from None
            print(f"\ntexts unanswered when Redis stopped mid-load: {unanswered_at_stop}")
        broker.close()

        delivered = r.telnyx.delivered()
        for index, message_id in enumerate(texts):
            plan = r.store.planned_outbound(message_id)
            assert plan and all(text.status == OutboundStatus.SENT for text in plan)
            # The answer itself, not an apology for a turn that kept failing.
            _, name = MULTI_TEXT_QUESTIONS[index % len(MULTI_TEXT_QUESTIONS)]
            assert name in " ".join(text.text for text in plan), message_id
            assert all(delivered[text.key].text == text.text for text in plan)
        # The guests got these replies and nothing else.
        keys = {text.key for m in texts for text in r.store.planned_outbound(m)}
        assert set(delivered) == keys


def unanswered_report(store: SqliteStore, texts: list[str], log_path: Path) -> str:
    """Each unanswered text, its planned replies' statuses, and the worker log lines naming it."""
    log = log_path.read_text(errors="replace").splitlines() if log_path.exists() else []
    lines = []
    for message_id in texts:
        if fully_sent(store, message_id):
            continue
        plan = store.planned_outbound(message_id)
        lines.append(f"{message_id}: {[text.status.value for text in plan] or 'no plan'}")
        lines += [f"    {line[:400]}" for line in log if message_id in line]
    troubles = [line for line in log if '"level": "WARNING"' in line or '"level": "ERROR"' in line]
    lines.append("worker warnings and errors (last 40):")
    lines += [f"    {line[:400]}" for line in troubles[-40:]]
    return "\n".join(lines)


class RedisDiesAtIntake:
    """The receiver's intake, with Redis stopped just before it runs (the first time)."""

    def __init__(self, inner: InboundIntake, server: RedisServer) -> None:
        self._inner = inner
        self._server: RedisServer | None = server

    def accept(self, message: InboundMessage, budget: IpBudget) -> IntakeResult:
        server, self._server = self._server, None
        if server is not None:
            server.stop()
        return self._inner.accept(message, budget)


def queued_message_ids(broker: redis.Redis) -> list[str]:
    """The Telnyx message ids of the inbound texts waiting in the Celery queue."""
    ids = []
    for raw in broker.lrange("celery", 0, -1):
        envelope = json.loads(raw)
        args, _kwargs, _embed = json.loads(base64.b64decode(envelope["body"]))
        ids.append(args[0]["message_id"])
    return ids


def test_a_text_redis_refuses_at_intake_is_queued_on_retry(tmp_path: Path) -> None:
    with rig(tmp_path) as r:
        dying = RedisDiesAtIntake(r.webhooks.services.intake, r.server)
        r.webhooks.services = dataclasses.replace(r.webhooks.services, intake=dying)  # type: ignore[arg-type]
        message_id, body = text_body(0, "gap")

        assert r.webhooks.post(body)[0] == 503
        r.server.start()
        answers = retry_like_telnyx(r.webhooks, body)

        broker = redis.Redis.from_url(r.server.url)
        queued = queued_message_ids(broker)
        broker.close()
        # A 200 tells Telnyx the text is safe, so by then it must be in the queue.
        assert answers[-1][0] == 200
        assert queued == [message_id], f"answered {answers} but queued {queued}"
