"""A fake Telnyx messaging API: records `POST /messages` as the official SDK sends it."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from typing import Any

from tests.fakes.http import RecordedRequest, RecordingServer, Reply


class FakeTelnyx:
    """Accepts sends with a Telnyx-shaped body; `script` can make chosen sends fail."""

    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self.script: Callable[[RecordedRequest], Reply | None] | None = None
        self.server = RecordingServer(self._respond)

    def _respond(self, request: RecordedRequest) -> Reply:
        if self.script is not None:
            scripted = self.script(request)
            if scripted is not None:
                return scripted
        if request.method != "POST" or not request.path.endswith("/messages"):
            return Reply(404, {"errors": [{"code": "10005", "title": "Resource not found"}]})
        body = request.json()
        with self._lock:
            message_id = f"msg-{next(self._ids)}"
        return Reply(200, {"data": _message(message_id, body)})

    @property
    def url(self) -> str:
        return self.server.url

    def sends(self) -> list[RecordedRequest]:
        """Successful and failed `POST /messages` requests, in arrival order."""
        return [r for r in self.server.requests if r.path.endswith("/messages")]

    def wait_for_sends(self, count: int, timeout: float = 15) -> list[RecordedRequest]:
        self.server.wait_for(
            lambda requests: sum(r.path.endswith("/messages") for r in requests) >= count,
            timeout,
        )
        return self.sends()


def _message(message_id: str, body: dict[str, Any]) -> dict[str, Any]:
    return {
        "record_type": "message",
        "id": message_id,
        "direction": "outbound",
        "type": "SMS",
        "from": {"phone_number": body.get("from"), "carrier": "Telnyx", "line_type": "VoIP"},
        "to": [{"phone_number": body.get("to"), "status": "queued"}],
        "text": body.get("text"),
        "parts": 1,
        "encoding": "GSM-7",
    }


def error_reply(status: int, code: str, title: str, headers: dict[str, str] | None = None) -> Reply:
    """A Telnyx-shaped error response."""
    return Reply(status, {"errors": [{"code": code, "title": title}]}, headers or {})


class DefaultOptOutProfile:
    """Telnyx's default keyword handling on one messaging profile, in front of a FakeTelnyx.

    `receive(guest, text)` is what Telnyx does with an inbound text before the webhook: an
    opt-out keyword blocks the guest for the whole profile and sends Telnyx's own confirmation;
    START/UNSTOP lift the block (another auto-response). A send to a blocked guest is refused
    with 40300, as the API documents.
    """

    OPT_OUT = frozenset({"STOP", "STOPALL", "STOP ALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"})
    OPT_IN = frozenset({"START", "UNSTOP"})

    def __init__(self, fake: FakeTelnyx) -> None:
        self.blocked: set[str] = set()
        self.auto_responses: list[tuple[str, str]] = []
        fake.script = self._refuse_blocked

    def receive(self, guest: str, text: str) -> None:
        word = " ".join(text.strip().strip(".!").upper().split())
        if word in self.OPT_OUT:
            self.blocked.add(guest)
            self.auto_responses.append((guest, "opt-out confirmation"))
        elif word in self.OPT_IN:
            self.blocked.discard(guest)
            self.auto_responses.append((guest, "opt-in confirmation"))

    def _refuse_blocked(self, request: RecordedRequest) -> Reply | None:
        if request.method == "POST" and request.path.endswith("/messages"):
            if request.json().get("to") in self.blocked:
                return error_reply(
                    403,
                    "40300",
                    "Blocked due to STOP message",
                )
        return None
