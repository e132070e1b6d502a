"""`POST /webhooks/cms`: a signed notice that the CMS sheet changed; verify, parse, enqueue."""

from __future__ import annotations

import json
import logging
import time
from typing import Any, Protocol

from flask import Blueprint, Response, current_app, jsonify, request

from webhooks.cms_signature import CmsSignatureRejected, verify_cms_signature
from webhooks.errors import json_error
from worker.queue import QueueUnavailable

log = logging.getLogger(__name__)
blueprint = Blueprint("cms", __name__)

_OPTIONAL_FIELDS: dict[str, type] = {"sheet": str, "row": int, "edited_at": str, "change": str}


class CmsQueue(Protocol):
    """The part of the task queue this view uses."""

    def enqueue_cms_sync(self, notice: dict[str, Any]) -> None:
        """Queue a (debounced) sync for this notice; raise QueueUnavailable on failure."""
        ...


class CmsServices(Protocol):
    """What the view reads from ``current_app.extensions["concierge"]``."""

    @property
    def cms_webhook_secret(self) -> str | None:
        """The shared secret; None disables the endpoint."""
        ...

    @property
    def queue(self) -> CmsQueue:
        """Where notices go."""
        ...


class NoticeRejected(ValueError):
    """A signed body that is not a usable change notice."""


def parse_notice(document: object) -> dict[str, Any]:
    """Keep the notice's known fields; ``spreadsheet_id`` is required, the rest typed if present."""
    if not isinstance(document, dict):
        raise NoticeRejected("the notice must be a JSON object")
    spreadsheet_id = document.get("spreadsheet_id")
    if not isinstance(spreadsheet_id, str) or not spreadsheet_id.strip():
        raise NoticeRejected("spreadsheet_id is required (a non-empty string)")
    notice: dict[str, Any] = {"spreadsheet_id": spreadsheet_id.strip()}
    for name, kind in _OPTIONAL_FIELDS.items():
        value = document.get(name)
        if value is None:
            continue
        if not isinstance(value, kind) or isinstance(value, bool):
            raise NoticeRejected(f"{name} must be {'an integer' if kind is int else 'a string'}")
        notice[name] = value
    for name, value in notice.items():
        if isinstance(value, str) and not _encodable(value):
            raise NoticeRejected(f"{name} is not valid text (it holds a lone surrogate)")
    return notice


def _encodable(text: str) -> bool:
    """Whether the text survives UTF-8: JSON escapes can smuggle in half a surrogate pair."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@blueprint.post("/webhooks/cms")
def receive_cms_notice() -> tuple[Response, int]:
    """Accept a signed change notice with 202 once it is queued; verify before parsing."""
    services: CmsServices = current_app.extensions["concierge"]
    secret = services.cms_webhook_secret
    if not secret:
        return json_error(
            503, "cms_disabled", "CMS change notices are disabled: CMS_WEBHOOK_SECRET is not set"
        )
    raw = request.get_data(cache=True)
    try:
        verify_cms_signature(secret, dict(request.headers.items()), raw, now=time.time())
    except CmsSignatureRejected as exc:
        log.warning("cms notice rejected: %s", exc)
        return json_error(401, "invalid_signature", str(exc))
    try:
        notice = parse_notice(json.loads(raw))
    except (ValueError, RecursionError) as exc:
        # RecursionError: JSON nested deeper than the interpreter's recursion limit.
        message = str(exc) if isinstance(exc, NoticeRejected) else "body is not valid JSON"
        return json_error(400, "malformed_notice", message)
    try:
        services.queue.enqueue_cms_sync(notice)
    except QueueUnavailable as exc:
        log.error("cannot enqueue cms notice: %s", exc)
        return json_error(503, "unavailable", "queue unavailable, retry later")
    log.info("cms notice queued for sheet %s", notice["spreadsheet_id"])
    return jsonify({"status": "accepted"}), 202
