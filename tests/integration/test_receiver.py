"""The receiver: signature first, then parsing, claims and the queue, each failure a JSON error."""

from __future__ import annotations

import base64
import json
import time
from pathlib import Path

import pytest
import redis
from nacl.signing import SigningKey

from concierge.settings import Settings
from concierge.wiring import build_receiver_services
from data.store.sqlite import SqliteStore
from tests.conftest import Stack, inbound_event, make_settings, telnyx_headers
from webhooks import create_app


def queued_tasks(stack: Stack) -> int:
    with redis.Redis.from_url(stack.settings.redis_url) as client:
        return int(client.llen("celery"))


def test_valid_signature_is_accepted(stack: Stack) -> None:
    assert stack.post(inbound_event("hi")).status_code == 200


def test_tampered_body_is_rejected(stack: Stack) -> None:
    body = json.dumps(inbound_event("hi")).encode()
    headers = telnyx_headers(stack.key, body)
    tampered = body.replace(b'"hi"', b'"ho"')
    response = stack.post(tampered, headers=headers)
    assert response.status_code == 401
    assert response.get_json()["error"] == "invalid_signature"


def test_reserialized_body_is_rejected(stack: Stack) -> None:
    body = json.dumps(inbound_event("hi"), indent=None).encode()
    headers = telnyx_headers(stack.key, body)
    reserialized = json.dumps(json.loads(body), separators=(",", ":")).encode()
    assert reserialized != body
    assert stack.post(reserialized, headers=headers).status_code == 401


def test_timestamp_301_seconds_old_is_rejected(stack: Stack) -> None:
    body = json.dumps(inbound_event("hi")).encode()
    stale = telnyx_headers(stack.key, body, timestamp=int(time.time()) - 301)
    response = stack.post(body, headers=stale)
    assert response.status_code == 401
    fresh = telnyx_headers(stack.key, body, timestamp=int(time.time()) - 250)
    assert stack.post(body, headers=fresh).status_code == 200


@pytest.mark.parametrize("header", ["telnyx-signature-ed25519", "telnyx-timestamp"])
def test_missing_header_is_rejected(stack: Stack, header: str) -> None:
    body = json.dumps(inbound_event("hi")).encode()
    headers = telnyx_headers(stack.key, body)
    del headers[header]
    response = stack.post(body, headers=headers)
    assert response.status_code == 401
    assert "message" in response.get_json()


def test_wrong_key_is_rejected(stack: Stack) -> None:
    body = json.dumps(inbound_event("hi")).encode()
    assert stack.post(body, headers=telnyx_headers(SigningKey.generate(), body)).status_code == 401


def test_hex_signature_of_the_wrong_scheme_is_rejected(stack: Stack) -> None:
    """The defect of an earlier design: `timestamp.body` signed and sent as hex."""
    body = json.dumps(inbound_event("hi")).encode()
    stamp = str(int(time.time()))
    signature = stack.key.sign(f"{stamp}.".encode() + body).signature.hex()
    headers = {"telnyx-signature-ed25519": signature, "telnyx-timestamp": stamp}
    assert stack.post(body, headers=headers).status_code == 401


def test_rejected_requests_enqueue_nothing(stack: Stack) -> None:
    body = json.dumps(inbound_event("hi")).encode()
    stack.post(body, headers=telnyx_headers(SigningKey.generate(), body))
    assert queued_tasks(stack) == 0
    assert stack.store.recent_inbound("mohegan_sun", "+12035550147", 5) == []


def test_signed_malformed_json_is_400(stack: Stack) -> None:
    body = b'{"data": {"event_type": "message.received"'
    response = stack.post(body)
    assert response.status_code == 400
    assert response.get_json()["error"] == "malformed_json"


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda e: e["data"]["payload"].pop("from"), "from"),
        (lambda e: e["data"]["payload"].update(to=[]), "to"),
        (lambda e: e["data"]["payload"].pop("id"), "id"),
        (lambda e: e["data"].pop("event_type"), "event_type"),
        (lambda e: e["data"]["payload"].update(text=["not", "a", "string"]), "text"),
    ],
)
def test_signed_event_missing_fields_is_400(stack: Stack, mutate, field: str) -> None:
    event = inbound_event("hi")
    mutate(event)
    response = stack.post(event)
    assert response.status_code == 400
    assert field in response.get_json()["message"]


def test_signed_non_object_json_is_400(stack: Stack) -> None:
    assert stack.post(b"[1, 2, 3]").status_code == 400


def test_body_over_64_kb_is_413(stack: Stack) -> None:
    event = inbound_event("x" * 70_000)
    response = stack.post(event)
    assert response.status_code == 413
    assert response.get_json()["error"] == "payload_too_large"


def test_unknown_event_type_is_acknowledged(stack: Stack) -> None:
    event = inbound_event("hi")
    event["data"]["event_type"] = "message.something_new"
    response = stack.post(event)
    assert response.status_code == 200
    assert response.get_json()["status"] == "ignored"


def test_health_reports_redis_store_and_knowledge(stack: Stack) -> None:
    response = stack.client.get("/health")
    assert response.status_code == 200
    checks = response.get_json()["checks"]
    assert checks["redis"] == "ok" and checks["store"] == "ok"
    assert checks["knowledge_base"]["mohegan_sun"]["items"] >= 60


def test_redis_down_answers_503_and_keeps_nothing(tmp_path: Path) -> None:
    key = SigningKey.generate()
    settings: Settings = make_settings(
        tmp_path,
        "redis://127.0.0.1:1/0",
        telnyx_public_key=base64.b64encode(bytes(key.verify_key)).decode(),
    )
    services = build_receiver_services(settings, store=SqliteStore(settings.sqlite_path))
    app = create_app(services)
    body = json.dumps(inbound_event("hi")).encode()
    response = app.test_client().post(
        "/webhooks/telnyx", data=body, headers=telnyx_headers(key, body)
    )
    assert response.status_code == 503
    assert response.get_json()["error"] == "unavailable"
    health = app.test_client().get("/health")
    assert health.status_code == 503
    assert health.get_json()["checks"]["redis"].startswith("down")
    services.redis.close()


def test_receiver_refuses_to_start_without_a_public_key(tmp_path: Path) -> None:
    from concierge.wiring import ConfigError

    settings = make_settings(tmp_path, "redis://127.0.0.1:1/0", telnyx_public_key=None)
    with pytest.raises(ConfigError, match="TELNYX_PUBLIC_KEY"):
        build_receiver_services(settings)
