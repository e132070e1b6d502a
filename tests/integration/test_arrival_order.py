"""A later text's task that runs first still answers the guest's texts in the order sent.

Worker threads may start a guest's texts in any order (under load, the task of the earlier
text can be the slower to reach the store). Here the queue is reordered before a worker
starts, so the later text's task is certainly first: its turn must answer the earlier text
first, and the earlier text's own task must add nothing.
"""

from __future__ import annotations

import base64
import json
import time

import redis
from celery.contrib.testing.worker import start_worker
from nacl.signing import SigningKey

from concierge.wiring import build_receiver_services, build_redis
from concierge.worker_wiring import build_worker_app
from data.store.sqlite import SqliteStore
from tests.conftest import GUEST, inbound_event, make_settings, telnyx_headers
from webhooks import create_app


def test_the_earlier_text_is_answered_first_when_the_later_task_runs_first(
    tmp_path, redis_url, fake_telnyx
) -> None:
    key = SigningKey.generate()
    settings = make_settings(
        tmp_path,
        redis_url,
        telnyx_base_url=fake_telnyx.url,
        telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
    )
    store = SqliteStore(settings.sqlite_path)
    client = build_redis(settings)
    worker_app = build_worker_app(settings, store=store, redis_client=client)
    receiver = create_app(
        build_receiver_services(settings, celery_app=worker_app, store=store, redis_client=client)
    ).test_client()
    texts = (("order-a", "where is the poker room?"), ("order-b", "is the spa open?"))
    for message_id, text in texts:
        body = json.dumps(inbound_event(text, message_id=message_id)).encode()
        answer = receiver.post("/webhooks/telnyx", data=body, headers=telnyx_headers(key, body))
        assert answer.get_json()["status"] == "queued"

    # Queued newest-left, taken from the right: move the earlier text to the far end.
    queue = redis.Redis.from_url(redis_url)
    raw = queue.lrange("celery", 0, -1)
    assert len(raw) == 2
    earlier = next(m for m in raw if b"order-a" in json.loads(m)["headers"]["argsrepr"].encode())
    queue.lrem("celery", 1, earlier)
    queue.lpush("celery", earlier)

    with start_worker(
        worker_app, pool="threads", concurrency=1, perform_ping_check=False, loglevel="WARNING"
    ):
        fake_telnyx.wait_for_sends(2)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and store.turn_of("order-a") is None:
            time.sleep(0.05)
        time.sleep(1.0)  # the earlier text's own task runs too, and must send nothing

    sends = fake_telnyx.sends()
    assert {r.json()["to"] for r in sends} == {GUEST}
    turns = [r.headers["idempotency-key"].rsplit("-", 1)[0] for r in sends]
    collapsed = [t for n, t in enumerate(turns) if n == 0 or t != turns[n - 1]]
    assert collapsed == ["order-a", "order-b"]  # every text of A's reply, then B's
    assert len(turns) == len(set(r.headers["idempotency-key"] for r in sends))  # none twice
    assert "Poker Room" in sends[0].json()["text"]
    assert store.turn_of("order-a") == "order-a" and store.turn_of("order-b") == "order-b"
    worker_app.close()
    client.close()
    store.close()
