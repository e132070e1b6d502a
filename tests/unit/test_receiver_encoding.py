"""What the receiver writes once instead of building it again per request."""

from __future__ import annotations

import json
import re

from werkzeug.datastructures import Headers

from ops.sliding_window import window_args, window_member
from webhooks.signature import signature_headers
from worker.inbound_ledger import arrival_note, arrival_note_json


def test_an_arrival_note_from_written_json_is_the_one_json_writes() -> None:
    payload = {"message_id": "m-1", "text": 'caf\u00e9 "x" \\ \ud800', "media_urls": ["u"]}
    for at in (1764255600.123456, 1.0, 1e-7, 1764255600.0):
        expected = json.dumps({"at": at, "payload": payload})
        assert arrival_note_json(at, json.dumps(payload)) == expected
        assert arrival_note(at, payload) == expected


def test_window_members_are_the_time_and_eight_random_hex_digits() -> None:
    members = {window_member(1764255600.5) for _ in range(200)}
    assert len(members) == 200
    assert all(re.fullmatch(r"1764255600\.5:[0-9a-f]{8}", member) for member in members)
    assert window_args(100.0, 60)[2].startswith("100.0:")
    assert window_args(100.0, 60, event_id="e-1") == ["40.0", "100.0", "e-1", 61]


def test_signature_headers_keeps_the_two_signed_headers_and_leaves_missing_ones_out() -> None:
    headers = Headers({"Telnyx-Signature-Ed25519": "c2ln", "TELNYX-TIMESTAMP": "17", "Host": "h"})
    assert signature_headers(headers) == {
        "telnyx-signature-ed25519": "c2ln",
        "telnyx-timestamp": "17",
    }
    assert signature_headers(Headers({"Telnyx-Timestamp": "17"})) == {"telnyx-timestamp": "17"}
