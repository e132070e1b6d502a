import hashlib
import hmac
import json
import time
from dataclasses import dataclass, field

import pytest
from flask import Flask

from webhooks import cms, errors
from webhooks.cms_signature import CmsSignatureRejected, verify_cms_signature
from worker.queue import QueueUnavailable

SECRET = "test-secret-for-cms-notices"
NOTICE = {
    "spreadsheet_id": "1AbCdEf",
    "sheet": "dining",
    "row": 7,
    "edited_at": "2026-11-22T15:30:12.000Z",
}


def sign(body: bytes, *, secret: str = SECRET, timestamp: int | None = None) -> dict[str, str]:
    """As documented: HMAC-SHA256 over b"{timestamp}." + body, hex, 'sha256=' prefix."""
    stamp = str(int(time.time()) if timestamp is None else timestamp)
    digest = hmac.new(secret.encode(), stamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return {
        "X-Concierge-Timestamp": stamp,
        "X-Concierge-Signature": f"sha256={digest}",
        "Content-Type": "application/json",
    }


@dataclass
class RecordingQueue:
    notices: list[dict] = field(default_factory=list)
    unavailable: bool = False

    def enqueue_cms_sync(self, notice: dict) -> None:
        if self.unavailable:
            raise QueueUnavailable("broker down")
        self.notices.append(notice)


@dataclass
class Services:
    cms_webhook_secret: str | None
    queue: RecordingQueue


def make_client(secret: str | None = SECRET):
    services = Services(cms_webhook_secret=secret, queue=RecordingQueue())
    app = Flask("cms-test")
    app.extensions["concierge"] = services
    errors.init_app(app)
    app.register_blueprint(cms.blueprint)
    return app.test_client(), services.queue


def post(client, body: bytes, headers: dict[str, str]):
    return client.post("/webhooks/cms", data=body, headers=headers)


BODY = json.dumps(NOTICE).encode()


def test_a_valid_notice_is_accepted_and_queued():
    client, queue = make_client()
    response = post(client, BODY, sign(BODY))
    assert response.status_code == 202
    assert response.get_json() == {"status": "accepted"}
    assert queue.notices == [NOTICE]


@pytest.mark.parametrize("missing", ["X-Concierge-Timestamp", "X-Concierge-Signature"])
def test_a_missing_header_is_rejected(missing):
    client, queue = make_client()
    headers = sign(BODY)
    del headers[missing]
    response = post(client, BODY, headers)
    assert response.status_code == 401
    assert response.get_json()["error"] == "invalid_signature"
    assert missing in response.get_json()["message"]
    assert queue.notices == []


@pytest.mark.parametrize("age", [301, -301, 3600])
def test_a_stale_or_future_timestamp_is_rejected(age):
    client, queue = make_client()
    response = post(client, BODY, sign(BODY, timestamp=int(time.time()) - age))
    assert response.status_code == 401
    assert queue.notices == []


def test_a_signature_with_another_secret_is_rejected():
    client, queue = make_client()
    response = post(client, BODY, sign(BODY, secret="not-the-secret"))
    assert response.status_code == 401
    assert response.get_json()["message"] == "signature does not match the body"
    assert queue.notices == []


def test_a_tampered_body_is_rejected():
    client, queue = make_client()
    headers = sign(BODY)
    tampered = BODY.replace(b'"row": 7', b'"row": 8')
    assert tampered != BODY
    assert post(client, tampered, headers).status_code == 401
    assert queue.notices == []


def test_a_tampered_timestamp_is_rejected():
    client, queue = make_client()
    headers = sign(BODY)
    headers["X-Concierge-Timestamp"] = str(int(headers["X-Concierge-Timestamp"]) - 1)
    assert post(client, BODY, headers).status_code == 401


def test_the_signature_covers_the_raw_bytes_not_reserialized_json():
    client, queue = make_client()
    spaced = b'{ "spreadsheet_id" : "1AbCdEf" }'
    assert post(client, spaced, sign(spaced)).status_code == 202
    assert queue.notices == [{"spreadsheet_id": "1AbCdEf"}]


def test_signature_is_checked_before_the_body_is_parsed():
    client, _ = make_client()
    response = post(client, b"not json", sign(b"not json", secret="wrong"))
    assert response.status_code == 401


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"not json", "not valid JSON"),
        (b"[]", "JSON object"),
        (b'{"sheet": "dining"}', "spreadsheet_id is required"),
        (b'{"spreadsheet_id": "x", "row": "seven"}', "row must be an integer"),
    ],
)
def test_malformed_signed_notices_answer_400(body, message):
    client, queue = make_client()
    response = post(client, body, sign(body))
    assert response.status_code == 400
    assert message in response.get_json()["message"]
    assert queue.notices == []


def test_without_a_secret_the_endpoint_is_disabled():
    client, queue = make_client(secret=None)
    response = post(client, BODY, sign(BODY))
    assert response.status_code == 503
    assert response.get_json()["error"] == "cms_disabled"
    assert queue.notices == []


def test_a_queue_failure_answers_503():
    client, queue = make_client()
    queue.unavailable = True
    response = post(client, BODY, sign(BODY))
    assert response.status_code == 503


def test_verify_accepts_any_header_case_and_rejects_non_hex():
    now = 1_800_000_000
    headers = {k.lower(): v for k, v in sign(BODY, timestamp=now).items()}
    verify_cms_signature(SECRET, headers, BODY, now=now + 300)
    headers["x-concierge-signature"] = "sha256=zz"
    with pytest.raises(CmsSignatureRejected, match="not hex"):
        verify_cms_signature(SECRET, headers, BODY, now=now)
    headers["x-concierge-signature"] = "md5=00"
    with pytest.raises(CmsSignatureRejected, match="sha256="):
        verify_cms_signature(SECRET, headers, BODY, now=now)
