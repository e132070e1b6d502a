"""Records the store keeps: inbound texts, planned outbound texts, consent events."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class OutboundStatus(StrEnum):
    """Where an outbound text is in its life."""

    PENDING = "pending"
    SENT = "sent"
    DELIVERED = "delivered"
    FAILED = "failed"
    HELD = "held"
    CANCELLED = "cancelled"


def delivery_rank(status: OutboundStatus | str) -> int:
    """How far along a sent text is: receipts only ever move a text forward.

    Before Telnyx has it (pending, held, cancelled) 0; accepted (`message.sent`) 1; final
    (`message.finalized`: delivered or failed) 2.
    """
    return {
        OutboundStatus.SENT: 1,
        OutboundStatus.DELIVERED: 2,
        OutboundStatus.FAILED: 2,
    }.get(OutboundStatus(status), 0)


class ConsentAction(StrEnum):
    """A change to a guest's consent."""

    OPT_OUT = "opt_out"
    OPT_IN = "opt_in"


@dataclass(frozen=True)
class InboundMessage:
    """A guest's text as Telnyx delivered it, already routed to a property."""

    message_id: str
    property_id: str
    from_number: str
    to_number: str
    text: str
    received_at: datetime
    media_urls: tuple[str, ...] = ()

    def to_payload(self) -> dict[str, object]:
        """A JSON-safe dict for a task message."""
        return {
            "message_id": self.message_id,
            "property_id": self.property_id,
            "from_number": self.from_number,
            "to_number": self.to_number,
            "text": self.text,
            "received_at": self.received_at.isoformat(),
            "media_urls": list(self.media_urls),
        }

    @classmethod
    def from_payload(cls, payload: dict[str, object]) -> InboundMessage:
        """Inverse of `to_payload`."""
        media = payload.get("media_urls") or []
        return cls(
            message_id=str(payload["message_id"]),
            property_id=str(payload["property_id"]),
            from_number=str(payload["from_number"]),
            to_number=str(payload["to_number"]),
            text=str(payload["text"]),
            received_at=datetime.fromisoformat(str(payload["received_at"])),
            media_urls=tuple(str(url) for url in media) if isinstance(media, list) else (),
        )


@dataclass(frozen=True)
class OutboundText:
    """One planned SMS; `key` (inbound id + sequence) is also the Telnyx idempotency key."""

    key: str
    inbound_id: str
    seq: int
    property_id: str
    from_number: str
    to_number: str
    text: str
    message_class: str
    status: OutboundStatus = OutboundStatus.PENDING
    provider_message_id: str | None = None
    error: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    release_at: datetime | None = None


@dataclass(frozen=True)
class ConsentEvent:
    """One append-only entry of the consent ledger."""

    action: ConsentAction
    guest: str
    property_id: str
    source: str
    message_id: str | None
    at: datetime
    requested_at: datetime | None = None
    detail: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ConsentState:
    """A guest's current consent, derived from the ledger."""

    opted_out: bool
    since: datetime | None = None
    message_id: str | None = None
    source: str | None = None
    """What the latest event was recorded from (the guest's words, or "carrier")."""


class TicketStatus(StrEnum):
    """Whether staff hold the conversation."""

    OPEN = "open"
    CLOSED = "closed"


@dataclass(frozen=True)
class Ticket:
    """A conversation handed to staff; `number` is what staff type after '#'."""

    number: int
    property_id: str
    guest: str
    status: TicketStatus
    reason: str
    summary: str
    opened_at: datetime
    closed_at: datetime | None = None
    close_reason: str | None = None


@dataclass(frozen=True)
class TicketEvent:
    """Something that happened on a ticket: opened, guest text, staff reply, closed."""

    ticket: int
    kind: str
    text: str
    at: datetime
