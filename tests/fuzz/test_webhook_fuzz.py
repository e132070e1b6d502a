"""Hostile bodies against the real receiver: never a 5xx, always JSON, a clear error or a 200.

Every signed request must get 200 or a 4xx carrying `error` and `message`; every unsigned or
badly signed one 401. Whatever the receiver queues must be usable by the worker: text that encodes
as UTF-8 and an aware event time.
"""

from __future__ import annotations

import base64
import copy
import json
import time
import uuid
from datetime import datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from nacl.signing import SigningKey
from werkzeug.test import TestResponse

from tests.conftest import GUEST, PROPERTY_NUMBER, inbound_event, telnyx_headers
from tests.fuzz.conftest import Receiver, cms_headers
from webhooks.telnyx_events import scrub_text

FUZZ = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)

# Any code point, lone surrogates included (JSON can escape them; UTF-8 cannot carry them).
_ANY_CHAR = st.one_of(
    st.characters(),
    st.characters(categories=["Cs"]),
    st.sampled_from(["\x00", "\u202e", "\u0301", "\U0001f600", "\ufeff", "\u200d", "\n"]),
)
any_text = st.text(_ANY_CHAR, max_size=40)
json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**300, max_value=10**400),
    st.floats(),  # NaN and infinities too: json.dumps writes them and json.loads reads them
    any_text,
)
json_values = st.recursive(
    json_scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(any_text, children, max_size=4)
    ),
    max_leaves=25,
)


def encode(document: Any) -> bytes:
    return json.dumps(document).encode()


def assert_json_contract(response: TestResponse, *, ok_statuses: tuple[int, ...]) -> dict[str, Any]:
    """Not a 5xx, JSON, and either an acknowledgement or an error object."""
    assert response.status_code < 500, response.get_data()[:300]
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert isinstance(body, dict)
    if response.status_code in ok_statuses:
        assert isinstance(body.get("status"), str)
    else:
        assert 400 <= response.status_code < 500, response.status_code
        assert set(body) == {"error", "message"}, body
        assert isinstance(body["error"], str) and body["error"]
        assert isinstance(body["message"], str)
    return body


def assert_usable_by_worker(receiver: Receiver, since: tuple[int, int, int]) -> None:
    """What was queued since `since` survives UTF-8 and carries aware times."""
    queue = receiver.queue
    for message in queue.inbound[since[0] :]:
        for value in (message.message_id, message.text, message.from_number, *message.media_urls):
            value.encode("utf-8")
        assert message.received_at.utcoffset() is not None
        assert 2000 <= message.received_at.year < 2100
    for delivery in queue.deliveries[since[1] :]:
        for value in delivery:
            value.encode("utf-8")
    for notice in queue.notices[since[2] :]:
        for value in notice.values():
            if isinstance(value, str):
                value.encode("utf-8")


def queue_sizes(receiver: Receiver) -> tuple[int, int, int]:
    queue = receiver.queue
    return len(queue.inbound), len(queue.deliveries), len(queue.notices)


def post_signed(receiver: Receiver, body: bytes, *, route: str = "telnyx") -> TestResponse:
    """POST a correctly signed body; check that only an oversized one is 413 and the queue."""
    before = queue_sizes(receiver)
    response = receiver.post_telnyx(body) if route == "telnyx" else receiver.post_cms(body)
    if len(body) <= receiver.max_body_bytes:
        assert response.status_code != 413
    assert_usable_by_worker(receiver, before)
    return response


# --- Signed garbage --------------------------------------------------------------------------


@FUZZ
@given(document=json_values)
def test_signed_arbitrary_json_gets_a_clear_answer(receiver: Receiver, document: Any) -> None:
    response = post_signed(receiver, encode(document))
    assert_json_contract(response, ok_statuses=(200,))
    assert response.status_code in (200, 400)


@FUZZ
@given(
    data=json_values,
    payload=json_values,
    event_type=st.sampled_from(
        ["message.received", "message.sent", "message.finalized", "message.other"]
    ),
)
def test_signed_envelopes_with_arbitrary_parts_get_a_clear_answer(
    receiver: Receiver, data: Any, payload: Any, event_type: str
) -> None:
    shaped = {"data": {"id": "evt", "event_type": event_type, "payload": payload}}
    for document in (shaped, {"data": data}):
        response = post_signed(receiver, encode(document))
        assert_json_contract(response, ok_statuses=(200,))
        assert response.status_code in (200, 400)


@FUZZ
@given(body=st.binary(max_size=2048))
def test_signed_arbitrary_bytes_get_a_clear_answer(receiver: Receiver, body: bytes) -> None:
    response = post_signed(receiver, body)
    assert_json_contract(response, ok_statuses=(200,))
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        # Telnyx's scheme signs the body as text: bytes that are not UTF-8 cannot verify.
        assert response.status_code == 401
    else:
        assert response.status_code in (200, 400)


# --- Wrong types in every field of a valid event ---------------------------------------------


def delivery_event(status: str = "delivered") -> dict[str, Any]:
    event = inbound_event("")
    event["data"]["event_type"] = "message.finalized"
    event["data"]["payload"] = {
        "id": str(uuid.uuid4()),
        "direction": "outbound",
        "to": [{"phone_number": GUEST, "status": status}],
        "errors": [{"code": "40300", "title": "Blocked as spam", "detail": "..."}],
    }
    return event


def paths_of(document: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `document`, containers included."""
    paths = [prefix] if prefix else []
    if isinstance(document, dict):
        for name, value in document.items():
            paths.extend(paths_of(value, (*prefix, name)))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            paths.extend(paths_of(value, (*prefix, index)))
    return paths


TEMPLATES = {
    "received": inbound_event("What time does the buffet open?"),
    "delivery": delivery_event(),
}
FIELD_PATHS = [(name, path) for name, event in TEMPLATES.items() for path in paths_of(event)]
_DELETE = object()


def mutated(template: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    event = copy.deepcopy(template)
    event["data"]["payload"]["id"] = str(uuid.uuid4())  # each example a new text, not a duplicate
    parent = event
    for step in path[:-1]:
        parent = parent[step]
    if value is _DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return event


@FUZZ
@given(target=st.sampled_from(FIELD_PATHS), value=json_values | st.just(_DELETE))
def test_wrong_type_in_any_field_gets_a_clear_answer(
    receiver: Receiver, target: tuple[str, tuple[Any, ...]], value: Any
) -> None:
    name, path = target
    event = mutated(TEMPLATES[name], path, value)
    response = post_signed(receiver, encode(event))
    body = assert_json_contract(response, ok_statuses=(200,))
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert body["error"] == "invalid_event"


def test_every_field_is_a_fuzz_target() -> None:
    """The mutation test reaches the fields the receiver reads, not only the envelope."""
    targets = {".".join(map(str, path)) for _, path in FIELD_PATHS}
    for wanted in (
        "data.event_type",
        "data.occurred_at",
        "data.payload.text",
        "data.payload.from.phone_number",
        "data.payload.to.0.phone_number",
        "data.payload.media",
        "data.payload.received_at",
        "data.payload.to.0.status",
        "data.payload.errors.0.code",
    ):
        assert wanted in targets, wanted


# --- Valid events with hostile content: always accepted, content kept -----------------------

long_text = st.text(_ANY_CHAR, min_size=1000, max_size=10_000)


@FUZZ
@given(text=any_text | long_text | st.sampled_from(["", " ", "\x00", "STOP", "\ud800"]))
def test_any_text_of_a_valid_event_is_queued_intact(receiver: Receiver, text: str) -> None:
    body = encode(inbound_event(text))
    response = post_signed(receiver, body)
    if len(body) > receiver.max_body_bytes:
        assert response.status_code == 413
        assert response.get_json()["error"] in ("payload_too_large", "request_entity_too_large")
        return
    assert response.get_json() == {"status": "queued"}
    queued = receiver.queue.inbound[-1]
    assert queued.text == scrub_text(text)
    assert (queued.from_number, queued.to_number) == (GUEST, PROPERTY_NUMBER)


@FUZZ
@given(
    text=st.sampled_from(["absent", None, ""]),
    urls=st.lists(st.text(_ANY_CHAR, min_size=1, max_size=30), min_size=1, max_size=3),
    received_at=st.datetimes(min_value=datetime(2000, 1, 2), max_value=datetime(2099, 12, 30)).map(
        lambda moment: moment.isoformat()
    ),  # naive: Telnyx's times are UTC
)
def test_mms_without_text_is_queued_with_its_media(
    receiver: Receiver, text: str | None, urls: list[str], received_at: str
) -> None:
    event = inbound_event("")
    payload = event["data"]["payload"]
    payload["type"] = "MMS"
    payload["received_at"] = received_at
    payload["media"] = [{"url": url, "content_type": "image/jpeg"} for url in urls]
    if text == "absent":
        del payload["text"]
    else:
        payload["text"] = text
    response = post_signed(receiver, encode(event))
    assert response.get_json() == {"status": "queued"}
    queued = receiver.queue.inbound[-1]
    assert queued.text == ""
    assert list(queued.media_urls) == [scrub_text(url) for url in urls]
    assert queued.received_at.replace(tzinfo=None) == datetime.fromisoformat(received_at)


def test_a_duplicate_delivery_is_acknowledged_once(receiver: Receiver) -> None:
    body = encode(inbound_event("hi", message_id=f"fuzz-dup-{uuid.uuid4()}"))
    before = queue_sizes(receiver)
    assert post_signed(receiver, body).get_json() == {"status": "queued"}
    assert post_signed(receiver, body).get_json() == {"status": "duplicate"}
    assert queue_sizes(receiver)[0] == before[0] + 1


@pytest.mark.parametrize("field", ["received_at", "occurred_at"])
@pytest.mark.parametrize(
    "moment", ["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00", "1999-12-31T23:00:00"]
)
def test_event_times_outside_2000_to_2099_are_rejected(
    receiver: Receiver, field: str, moment: str
) -> None:
    event = inbound_event("hi")
    holder = event["data"]["payload"] if field == "received_at" else event["data"]
    holder[field] = moment
    response = receiver.post_telnyx(encode(event))
    assert response.status_code == 400
    assert field in response.get_json()["message"]


def test_deeply_nested_cms_notice_is_a_clear_400(receiver: Receiver) -> None:
    response = receiver.post_cms(b"[" * 5000 + b"]" * 5000)
    assert response.status_code == 400
    assert response.get_json()["error"] == "malformed_notice"


def test_deeply_nested_telnyx_body_is_a_clear_400(receiver: Receiver) -> None:
    body = b"[" * 5000 + b"]" * 5000
    response = receiver.post_telnyx(body)
    assert response.status_code == 400


# --- Unsigned and badly signed: always 401 ---------------------------------------------------

_HEADER_TEXT = st.text(st.characters(max_codepoint=0xFF, exclude_categories=["Cc"]), max_size=100)


@st.composite
def bad_telnyx_headers(draw: st.DrawFn, body: bytes, key: SigningKey) -> dict[str, str]:
    """Headers that must not verify `body` under `key`: absent, garbage, stale, or for other bytes
    or another key."""
    kind = draw(
        st.sampled_from(
            [
                "none",
                "garbage",
                "one_missing",
                "random_signature",
                "stale",
                "other_body",
                "other_key",
            ]
        )
    )
    if kind == "none":
        return {}
    if kind == "garbage":
        return {
            "telnyx-signature-ed25519": draw(_HEADER_TEXT),
            "telnyx-timestamp": draw(_HEADER_TEXT | st.integers().map(str)),
        }
    if kind == "one_missing":
        headers = telnyx_headers(key, body)
        del headers[draw(st.sampled_from(["telnyx-signature-ed25519", "telnyx-timestamp"]))]
        return headers
    if kind == "random_signature":
        headers = telnyx_headers(key, body)
        signature = draw(st.binary(min_size=64, max_size=64))
        headers["telnyx-signature-ed25519"] = base64.b64encode(signature).decode()
        return headers
    if kind == "stale":
        skew = draw(st.integers(301, 10**9)) * draw(st.sampled_from([-1, 1]))
        return telnyx_headers(key, body, timestamp=int(time.time()) + skew)
    if kind == "other_body":
        other = draw(st.binary(max_size=200))
        assume(other != body)
        return telnyx_headers(key, other)
    return telnyx_headers(OTHER_KEY, body)


OTHER_KEY = SigningKey.generate()


@FUZZ
@given(data=st.data(), document=json_values)
def test_unsigned_or_badly_signed_telnyx_requests_are_401(
    receiver: Receiver, data: st.DataObject, document: Any
) -> None:
    body = encode(document) if data.draw(st.booleans()) else encode(inbound_event("hi"))
    headers = data.draw(bad_telnyx_headers(body, receiver.key))
    response = receiver.post_telnyx(body, headers=headers)
    assert response.status_code == 401, response.get_json()
    assert assert_json_contract(response, ok_statuses=())["error"] == "invalid_signature"


# --- CMS notices -----------------------------------------------------------------------------

notice_fields = st.fixed_dictionaries(
    {},
    optional={
        "spreadsheet_id": json_values,
        "sheet": json_values,
        "row": json_values,
        "edited_at": json_values,
        "change": json_values,
    },
)


@FUZZ
@given(document=json_values | notice_fields | st.binary(max_size=512))
def test_signed_cms_notices_get_a_clear_answer(receiver: Receiver, document: Any) -> None:
    body = document if isinstance(document, bytes) else encode(document)
    response = post_signed(receiver, body, route="cms")
    assert_json_contract(response, ok_statuses=(202,))
    assert response.status_code in (202, 400)


@FUZZ
@given(
    document=notice_fields,
    timestamp=_HEADER_TEXT | st.integers().map(str) | st.just("9" * 5000),
    signature=_HEADER_TEXT,
)
def test_badly_signed_cms_notices_are_401(
    receiver: Receiver, document: Any, timestamp: str, signature: str
) -> None:
    body = encode(document)
    forged = {"X-Concierge-Timestamp": timestamp, "X-Concierge-Signature": signature}
    for headers in (forged, {}, cms_headers(body, secret="not-the-secret")):
        response = receiver.post_cms(body, headers=headers)
        assert response.status_code == 401, response.get_json()
        assert assert_json_contract(response, ok_statuses=())["error"] == "invalid_signature"
