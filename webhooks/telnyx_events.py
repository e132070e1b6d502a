"""The parts of Telnyx webhook events the receiver reads, validated with pydantic."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, field_validator


class EventRejected(ValueError):
    """The body is signed but is not a well-formed Telnyx event."""


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
_LATEST = datetime(2100, 1, 1, tzinfo=UTC)


def scrub_text(text: str) -> str:
    """Replace lone surrogates with U+FFFD.

    A JSON string may escape half of a surrogate pair; Python keeps it, but it cannot be
    encoded as UTF-8, so Redis, SQLite and the Telnyx API would all fail on it downstream.
    """
    return _LONE_SURROGATE.sub("\ufffd", text)


def as_event_time(value: datetime) -> datetime:
    """An event time in UTC; a naive one is read as UTC, as Telnyx sends UTC.

    The worker compares these with its aware clock, so a naive one would crash it; a time outside
    2000-2099 is no real event's, and would overflow the worker's date arithmetic.
    """
    if not _EARLIEST.year <= value.year < _LATEST.year:  # checked first: astimezone may overflow
        raise ValueError("must be between 2000 and 2099")
    aware = value if value.utcoffset() is not None else value.replace(tzinfo=UTC)
    utc = aware.astimezone(UTC)
    if not _EARLIEST <= utc < _LATEST:
        raise ValueError("must be between 2000 and 2099")
    return utc


CleanText = Annotated[str, AfterValidator(scrub_text)]
EventTime = Annotated[datetime, AfterValidator(as_event_time)]


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class PhoneRef(_Lenient):
    """A phone number reference inside a message payload."""

    phone_number: str = Field(min_length=1)


class Media(_Lenient):
    """An MMS attachment."""

    url: CleanText = ""


class MessagePayload(_Lenient):
    """A `message.received` payload."""

    id: str = Field(min_length=1)
    direction: str = "inbound"
    type: str = "SMS"
    from_: PhoneRef = Field(alias="from")
    to: list[PhoneRef] = Field(min_length=1)
    text: CleanText | None = None
    media: list[Media] = Field(default_factory=list)
    received_at: EventTime | None = None


class DeliveryPayload(_Lenient):
    """A `message.sent` / `message.finalized` payload (only what status tracking needs)."""

    id: str = Field(min_length=1)
    to: list[dict[str, Any]] = Field(default_factory=list)
    errors: list[dict[str, Any]] = Field(default_factory=list)

    @field_validator("errors")
    @classmethod
    def _scrub_errors(cls, errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Error fields end up in the message log, so they must be encodable text."""
        return [
            {
                key: scrub_text(value) if isinstance(value, str) else value
                for key, value in error.items()
            }
            for error in errors
        ]


class EventData(_Lenient):
    """The `data` object of every Telnyx event."""

    id: str = Field(min_length=1)
    event_type: str = Field(min_length=1)
    occurred_at: EventTime | None = None
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
