"""Telnyx webhook signatures: Ed25519 over `"{timestamp}|{raw body}"`, checked by the SDK."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from telnyx.lib.webhook_verification import (
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    WebhookVerificationError,
    verify_webhook_signature,
)


class HeaderLookup(Protocol):
    """Headers looked up by name, whatever its case (werkzeug's `Headers`)."""

    def get(self, key: str) -> str | None:
        """The header's value, or None when the request has no such header."""


class SignatureRejected(Exception):
    """The request is not a genuine, fresh Telnyx webhook."""


def verify_telnyx_signature(raw_body: bytes, headers: Mapping[str, str], public_key: str) -> None:
    """Raise SignatureRejected unless `raw_body` carries a valid signature no older than 300 s.

    The SDK also raises plain ValueError (e.g. a body that is not UTF-8), so both are caught.
    """
    try:
        verify_webhook_signature(raw_body, headers, public_key)
    except (WebhookVerificationError, ValueError) as exc:
        raise SignatureRejected(str(exc)) from exc


def signature_headers(headers: HeaderLookup) -> dict[str, str]:
    """The two headers the signature check reads, taken from a case-insensitive `headers`.

    The SDK looks each one up by walking every header it is given; given only these two, it
    walks two. A missing header stays missing, so the SDK still refuses the request for it.
    """
    found = {}
    for name in (SIGNATURE_HEADER, TIMESTAMP_HEADER):
        value = headers.get(name)
        if value is not None:
            found[name] = value
    return found
