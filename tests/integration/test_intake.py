"""The receiver's intake on a real Redis: one atomic step claims, queues and notes a text."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
import redis

from data.store.models import InboundMessage
from webhooks.intake import CLAIM_PREFIX, InboundIntake, IntakeResult
from webhooks.ip_limits import IpBudget
from worker.celery_app import CELERY_QUEUE, HANDLE_INBOUND, create_celery
from worker.inbound_ledger import ARRIVALS_TTL_SECONDS, InboundLedger, arrival_note
from worker.task_messages import TaskMessageFramer

GUEST = "+12035550147"
TTL = 3 * 24 * 3600
BUDGET = IpBudget("rate:ip:192.0.2.7", limit=100)


def text(message_id: str, body: str = "my room is 1412, when does the spa open?") -> InboundMessage:
    return InboundMessage(
        message_id=message_id,
        property_id="mohegan_sun",
        from_number=GUEST,
        to_number="+18605550100",
        text=body,
        received_at=datetime(2026, 11, 26, 15, 0, tzinfo=UTC),
        media_urls=(),
    )


@pytest.fixture
def client(redis_url: str) -> Iterator[redis.Redis]:
    connection = redis.Redis.from_url(redis_url)
    yield connection
    connection.close()


@pytest.fixture
def intake(client: redis.Redis, redis_url: str) -> InboundIntake:
    framer = TaskMessageFramer(create_celery(redis_url))
    return InboundIntake(client, framer, InboundLedger(client), claim_ttl_seconds=TTL)


def queued(client: redis.Redis) -> list[dict[str, Any]]:
    return [json.loads(raw) for raw in client.lrange(CELERY_QUEUE, 0, -1)]


def task_args(envelope: dict[str, Any]) -> list[Any]:
    args, _kwargs, _embed = json.loads(base64.b64decode(envelope["body"]))
    return list(args)


def test_a_new_text_is_queued_claimed_and_noted_together(
    intake: InboundIntake, client: redis.Redis
) -> None:
    message = text("m-new")
    assert intake.accept(message, BUDGET) is IntakeResult.QUEUED
    [envelope] = queued(client)
    assert envelope["headers"]["task"] == HANDLE_INBOUND
    assert task_args(envelope) == [message.to_payload()]
    assert client.get(CLAIM_PREFIX + "m-new") == b"queued"
    assert TTL - 5 < client.ttl(CLAIM_PREFIX + "m-new") <= TTL
    assert client.zscore("inbound:unstarted", "m-new") is not None
    assert json.loads(client.hget("inbound:payloads", "m-new") or b"{}") == message.to_payload()
    arrivals = client.hgetall(f"inbound:arrivals:mohegan_sun:{GUEST}")
    assert json.loads(arrivals[b"m-new"])["payload"] == message.to_payload()


def test_a_redelivered_text_is_a_duplicate_and_writes_nothing(
    intake: InboundIntake, client: redis.Redis
) -> None:
    assert intake.accept(text("m-dup"), BUDGET) is IntakeResult.QUEUED
    client.delete("inbound:payloads")
    assert intake.accept(text("m-dup"), BUDGET) is IntakeResult.DUPLICATE
    assert len(queued(client)) == 1
    assert client.hlen("inbound:payloads") == 0


def test_a_claim_pending_under_an_older_receiver_is_in_flight(
    intake: InboundIntake, client: redis.Redis
) -> None:
    client.set(CLAIM_PREFIX + "m-old", b"pending", ex=20)
    assert intake.accept(text("m-old"), BUDGET) is IntakeResult.IN_FLIGHT
    assert queued(client) == []
    assert client.zcard("inbound:unstarted") == 0


def test_a_client_over_its_budget_gets_nothing_queued(
    intake: InboundIntake, client: redis.Redis
) -> None:
    tight = IpBudget("rate:ip:192.0.2.8", limit=2)
    assert intake.accept(text("m-a"), tight) is IntakeResult.QUEUED
    assert intake.accept(text("m-a"), tight) is IntakeResult.DUPLICATE  # a request all the same
    assert intake.accept(text("m-b"), tight) is IntakeResult.OVER_BUDGET
    assert [task_args(envelope)[0]["message_id"] for envelope in queued(client)] == ["m-a"]
    assert client.exists(CLAIM_PREFIX + "m-b") == 0
    assert client.zcard("rate:ip:192.0.2.8") == 3
    assert intake.accept(text("m-b"), BUDGET) is IntakeResult.QUEUED  # another client's window


def test_the_queued_task_shows_no_guest_number_or_text_in_its_headers(
    intake: InboundIntake, client: redis.Redis
) -> None:
    # Celery copies a repr of the arguments into headers that monitoring tools display.
    intake.accept(text("m-private"), BUDGET)
    [envelope] = queued(client)
    shown = json.dumps(envelope["headers"]) + json.dumps(envelope["properties"])
    assert "1412" not in shown and "555" not in shown
    assert "my room is 1412" in task_args(envelope)[0]["text"]  # the worker still gets it


def test_the_framed_message_has_the_shape_celery_publishes(redis_url: str) -> None:
    app = create_celery(redis_url)
    payload = text("m-shape").to_payload()
    with redis.Redis.from_url(redis_url) as client:
        app.send_task(HANDLE_INBOUND, args=[payload], argsrepr="(payload)", kwargsrepr="{}")
        [published] = queued(client)
    app.close()
    framed = json.loads(TaskMessageFramer(app).frame(HANDLE_INBOUND, [payload], argsrepr="(p)"))

    assert framed.keys() == published.keys()
    for field in ("content-type", "content-encoding"):
        assert framed[field] == published[field]
    assert framed["headers"].keys() == published["headers"].keys()
    assert framed["headers"]["task"] == published["headers"]["task"] == HANDLE_INBOUND
    assert base64.b64decode(framed["body"]) == base64.b64decode(published["body"])
    ours, celerys = framed["properties"], published["properties"]
    same = ("delivery_mode", "delivery_info", "priority", "body_encoding")
    assert {key: ours[key] for key in same} == {key: celerys[key] for key in same}
    assert ours["correlation_id"] == framed["headers"]["id"]


def test_the_window_drops_requests_older_than_a_minute_and_keeps_the_rest(
    intake: InboundIntake, client: redis.Redis
) -> None:
    # The script works out the window's cut-off and expiry from its length.
    now = time.time()
    client.zadd(BUDGET.key, {"old": now - BUDGET.window_seconds - 1, "recent": now - 30})
    assert intake.accept(text("m-window"), BUDGET) is IntakeResult.QUEUED
    members = {member.decode() for member in client.zrange(BUDGET.key, 0, -1)}
    assert "old" not in members and "recent" in members and len(members) == 2
    assert 0 < client.ttl(BUDGET.key) <= BUDGET.window_seconds + 1


def test_the_ledger_notes_are_what_the_ledger_writes_itself(
    intake: InboundIntake, client: redis.Redis
) -> None:
    message = text("m-note", body='caf\u00e9 "quoted" \\ back')
    assert intake.accept(message, BUDGET) is IntakeResult.QUEUED
    at = client.zscore("inbound:unstarted", "m-note")
    assert at is not None
    note = client.hget(f"inbound:arrivals:mohegan_sun:{GUEST}", "m-note")
    assert note == arrival_note(at, message.to_payload()).encode()
    assert client.hget("inbound:payloads", "m-note") == json.dumps(message.to_payload()).encode()
    arrivals_ttl = client.ttl(f"inbound:arrivals:mohegan_sun:{GUEST}")
    assert ARRIVALS_TTL_SECONDS - 5 < arrivals_ttl <= ARRIVALS_TTL_SECONDS
