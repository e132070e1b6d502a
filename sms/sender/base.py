"""The sender port: hand one outbound text to a carrier, or say why it could not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from data.store.models import OutboundText

# Telnyx error code for a recipient that texted STOP to the carrier-level block list.
CARRIER_OPT_OUT_CODE = "40300"


@dataclass(frozen=True)
class SendReceipt:
    """What the carrier said when it accepted a text."""

    provider_message_id: str


class SendError(Exception):
    """A text was not accepted."""

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code


class TransientSendError(SendError):
    """Worth retrying later (429, 5xx, connection trouble); `retry_after` in seconds if known."""

    def __init__(
        self, message: str, *, code: str | None = None, retry_after: float | None = None
    ) -> None:
        super().__init__(message, code=code)
        self.retry_after = retry_after


class PermanentSendError(SendError):
    """Retrying cannot help (a 4xx other than 429); recorded and not retried."""

    @property
    def carrier_opt_out(self) -> bool:
        """True when the carrier refused because the guest opted out there (Telnyx 40300)."""
        return self.code == CARRIER_OPT_OUT_CODE


class Sender(Protocol):
    """Sends one text; raises TransientSendError or PermanentSendError on failure."""

    def send(self, text: OutboundText) -> SendReceipt:
        """Send `text` using `text.key` as the idempotency key."""
