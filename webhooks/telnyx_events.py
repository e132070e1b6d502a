"""The parts of Telnyx webhook events the receiver reads, validated with pydantic."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class EventRejected(ValueError):
    """The body is signed but is not a well-formed Telnyx event."""


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class PhoneRef(_Lenient):
    """A phone number reference inside a message payload."""

    phone_number: str = Field(min_length=1)


class Media(_Lenient):
    """An MMS attachment."""

    url: str = ""


class MessagePayload(_Lenient):
    """A `message.received` payload."""

    id: str = Field(min_length=1)
    direction: str = "inbound"
    type: str = "SMS"
    from_: PhoneRef = Field(alias="from")
    to: list[PhoneRef] = Field(min_length=1)
    text: str | None = None
    media: list[Media] = Field(default_factory=list)
    received_at: datetime | None = None


class DeliveryPayload(_Lenient):
    """A `message.sent` / `message.finalized` payload (only what status tracking needs)."""

    id: str = Field(min_length=1)
    to: list[dict[str, Any]] = Field(default_factory=list)
    errors: list[dict[str, Any]] = Field(default_factory=list)


class EventData(_Lenient):
    """The `data` object of every Telnyx event."""

    id: str = Field(min_length=1)
    event_type: str = Field(min_length=1)
    occurred_at: datetime | None = None
    payload: dict[str, Any]


class Envelope(_Lenient):
    """A whole Telnyx webhook body."""

    data: EventData
    meta: dict[str, Any] | None = None


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "body"
    return f"{where}: {first['msg']}"


def parse_envelope(document: object) -> Envelope:
    """Validate a decoded JSON body; raise EventRejected naming the first bad field."""
    try:
        return Envelope.model_validate(document)
    except ValidationError as exc:
        raise EventRejected(_describe(exc)) from exc


def parse_message(envelope: Envelope) -> MessagePayload:
    """The message payload of a `message.received` event."""
    try:
        return MessagePayload.model_validate(envelope.data.payload)
    except ValidationError as exc:
        raise EventRejected("data.payload." + _describe(exc)) from exc


def parse_delivery(envelope: Envelope) -> DeliveryPayload:
    """The payload of a delivery status event."""
    try:
        return DeliveryPayload.model_validate(envelope.data.payload)
    except ValidationError as exc:
        raise EventRejected("data.payload." + _describe(exc)) from exc
