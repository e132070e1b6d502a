"""Schemathesis against the live receiver over WSGI, driven by webhooks/openapi.yaml.

Each generated request body is signed the way its sender would sign it (Telnyx: Ed25519 over
`"{timestamp}|{raw body}"`; CMS: HMAC-SHA256 over `"{timestamp}.{raw body}"`), so the cases reach
the parsers; the same cases sent with the headers schemathesis made up must all be refused.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from schemathesis import Case
from schemathesis.checks import not_a_server_error
from schemathesis.core import NotSet
from schemathesis.openapi import from_path
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.transport.prepare import get_exclude_headers

from tests.conftest import telnyx_headers
from tests.fuzz.conftest import OPENAPI_PATH, Receiver, cms_headers

SCHEMA = from_path(OPENAPI_PATH)
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
BOUNDED = settings(
    max_examples=50,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)


def raw_body(case: Case) -> bytes:
    """The bytes to send for the case's body, serialized once so they can be signed."""
    if isinstance(case.body, NotSet):
        return b""
    if isinstance(case.body, bytes):  # negative cases may send raw, non-JSON bytes
        return case.body
    return json.dumps(case.body).encode()


def signed_headers(receiver: Receiver, path: str, body: bytes) -> dict[str, str]:
    if path == "/webhooks/telnyx":
        return telnyx_headers(receiver.key, body)
    if path == "/webhooks/cms":
        return cms_headers(body)
    return {}


def call(case: Case, receiver: Receiver, headers: dict[str, str] | None) -> Any:
    body = raw_body(case)
    extra: dict[str, Any] = {"data": body} if not isinstance(case.body, NotSet) else {}
    return case.call_and_validate(app=receiver.app, headers=headers, checks=CHECKS, **extra)


def is_utf8(body: bytes) -> bool:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def expected_status(case: Case) -> int | None:
    """The status a signed case must get whatever its content, or None when its content decides.

    A method the route does not serve is 405 (Flask answers OPTIONS, and HEAD on a GET route,
    itself); a case that deliberately leaves out a signature header is 401, and so is a Telnyx
    body that is not UTF-8, since Telnyx's scheme signs the body as text.
    """
    method, served = case.method.upper(), case.operation.method.upper()
    if method != served:
        return 200 if method == "OPTIONS" or (method, served) == ("HEAD", "GET") else 405
    if case.path.startswith("/webhooks/") and get_exclude_headers(case):
        return 401
    if case.path == "/webhooks/telnyx" and not is_utf8(raw_body(case)):
        return 401
    return None


@SCHEMA.parametrize()
@BOUNDED
def test_signed_requests_conform_to_the_description(case: Case, receiver: Receiver) -> None:
    headers = signed_headers(receiver, case.path, raw_body(case))
    response = call(case, receiver, headers)
    expected = expected_status(case)
    if expected is not None:
        assert response.status_code == expected, response.text[:300]
    elif case.path.startswith("/webhooks/"):
        assert response.status_code != 401, response.text[:300]


@SCHEMA.include(path_regex="^/webhooks/").parametrize()
@BOUNDED
def test_requests_with_made_up_signatures_are_refused(case: Case, receiver: Receiver) -> None:
    response = call(case, receiver, headers=None)
    assert response.status_code == (expected_status(case) or 401), response.text[:300]
