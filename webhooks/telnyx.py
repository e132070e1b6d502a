"""`POST /webhooks/telnyx`: verify, parse, then claim and queue in one step — in that order."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

import redis
from flask import Blueprint, Response, current_app, jsonify, request

from compliance.privacy import mask_number
from data.properties import normalize_number
from data.store.models import InboundMessage, OutboundStatus
from sms.carrier_errors import receipt_detail
from webhooks import ip_limits
from webhooks.errors import json_error
from webhooks.intake import IntakeResult
from webhooks.services import ReceiverServices
from webhooks.signature import SignatureRejected, signature_headers, verify_telnyx_signature
from webhooks.telnyx_events import (
    Envelope,
    EventRejected,
    parse_delivery,
    parse_envelope,
    parse_message,
)
from worker.queue import QueueUnavailable

log = logging.getLogger(__name__)
blueprint = Blueprint("telnyx", __name__)

DELIVERY_STATUSES = {
    "sent": OutboundStatus.SENT,
    "delivered": OutboundStatus.DELIVERED,
    "sending_failed": OutboundStatus.FAILED,
    "delivery_failed": OutboundStatus.FAILED,
    "delivery_unconfirmed": OutboundStatus.SENT,
}


# The answer to a queued text, the same bytes `jsonify({"status": "queued"})` writes.
QUEUED_BODY = b'{"status":"queued"}\n'


def _services() -> ReceiverServices:
    services: ReceiverServices = current_app.extensions["concierge"]
    return services


@blueprint.post("/webhooks/telnyx")
def receive_telnyx() -> tuple[Response, int]:
    """Handle one Telnyx event; 200 only once the text is durably queued (or is a duplicate).

    Every request counts once against its client's per-IP budget (see `webhooks.ip_limits`):
    a text inside the intake's script, anything else before it is answered.
    """
    services = _services()
    checked = _verified_envelope(services)
    if not isinstance(checked, Envelope):
        return ip_limits.over_budget() or checked
    event_type = checked.data.event_type
    if event_type == "message.received":
        message = _inbound_message(services, checked)
        if not isinstance(message, InboundMessage):
            return ip_limits.over_budget() or message
        return _accept(services, message)
    refused = ip_limits.over_budget()
    if refused is not None:
        return refused
    if event_type in ("message.sent", "message.finalized"):
        try:
            return _delivery_report(services, checked)
        except EventRejected as exc:
            return json_error(400, "invalid_event", str(exc))
    log.info("telnyx event %s ignored", event_type)
    return jsonify({"status": "ignored", "event_type": event_type}), 200


def _verified_envelope(services: ReceiverServices) -> Envelope | tuple[Response, int]:
    """The request's event once its size, signature and shape pass; else the error answer."""
    if (request.content_length or 0) > services.max_body_bytes:
        return json_error(413, "payload_too_large", f"body over {services.max_body_bytes} bytes")
    raw = request.get_data(cache=True)
    if len(raw) > services.max_body_bytes:
        return json_error(413, "payload_too_large", f"body over {services.max_body_bytes} bytes")
    try:
        verify_telnyx_signature(raw, signature_headers(request.headers), services.telnyx_public_key)
    except SignatureRejected as exc:
        log.warning("telnyx webhook rejected: %s", exc)
        return json_error(401, "invalid_signature", str(exc))
    try:
        document = json.loads(raw)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return json_error(400, "malformed_json", "body is not valid JSON")
    try:
        return parse_envelope(document)
    except EventRejected as exc:
        return json_error(400, "invalid_event", str(exc))


def _inbound_message(
    services: ReceiverServices, envelope: Envelope
) -> InboundMessage | tuple[Response, int]:
    """The guest's text to queue; else the answer (ignored, or a 400 for a bad event)."""
    try:
        payload = parse_message(envelope)
    except EventRejected as exc:
        return json_error(400, "invalid_event", str(exc))
    if payload.direction != "inbound":
        return jsonify({"status": "ignored", "reason": "not inbound"}), 200
    to_number = payload.to[0].phone_number
    prop = services.registry.for_number(to_number)
    if prop is None:
        log.warning("text to unrouted number %s dropped", mask_number(to_number))
        return jsonify({"status": "ignored", "reason": "number not routed"}), 200
    try:
        from_number = normalize_number(payload.from_.phone_number)
    except ValueError as exc:
        return json_error(400, "invalid_event", f"data.payload.from.phone_number: {exc}")
    return InboundMessage(
        message_id=payload.id,
        property_id=prop.id,
        from_number=from_number,
        to_number=normalize_number(to_number),
        text=payload.text or "",
        received_at=payload.received_at or envelope.data.occurred_at or datetime.now(UTC),
        media_urls=tuple(media.url for media in payload.media if media.url),
    )


def _accept(services: ReceiverServices, message: InboundMessage) -> tuple[Response, int]:
    """Count, claim, queue and note the text in one step; 200 once it is queued."""
    try:
        result = services.intake.accept(message, ip_limits.budget_for_request())
    except redis.RedisError as exc:
        # Nothing was written (the script is atomic) or all of it was: either way Telnyx's
        # retry is right, queued the first time or a duplicate the second.
        log.error("cannot queue %s: %s", message.message_id, exc)
        return json_error(503, "unavailable", "queue unavailable, retry later")
    if result is IntakeResult.OVER_BUDGET:
        return ip_limits.too_many_requests()
    if result is IntakeResult.DUPLICATE:
        log.info("duplicate delivery of %s", message.message_id)
        return jsonify({"status": "duplicate"}), 200
    if result is IntakeResult.IN_FLIGHT:
        # A receiver of the earlier two-phase kind is queuing this text right now (during a
        # rolling deploy): only a queued text may be answered 200, so Telnyx tries again.
        return json_error(503, "in_flight", "this message is being queued, retry later")
    if log.isEnabledFor(logging.INFO):
        log.info(
            "queued %s from %s for %s",
            message.message_id,
            mask_number(message.from_number),
            message.property_id,
        )
    return _queued(), 200


def _queued() -> Response:
    """`{"status": "queued"}` as `jsonify` writes it, from bytes written once."""
    return current_app.response_class(QUEUED_BODY, mimetype="application/json")


def _delivery_report(services: ReceiverServices, envelope: Envelope) -> tuple[Response, int]:
    payload = parse_delivery(envelope)
    raw_status = str(payload.to[0].get("status", "")) if payload.to else ""
    status = DELIVERY_STATUSES.get(raw_status)
    if status is None:
        return jsonify({"status": "ignored", "reason": f"status {raw_status!r}"}), 200
    codes = [str(error["code"]) for error in payload.errors if error.get("code")]
    recipient = str(payload.to[0].get("phone_number", "")) if payload.to else ""
    try:
        services.queue.enqueue_delivery(
            payload.id, str(status), receipt_detail(raw_status, codes), to=recipient
        )
    except QueueUnavailable:
        return json_error(503, "unavailable", "queue unavailable, retry later")
    return jsonify({"status": "queued"}), 200
