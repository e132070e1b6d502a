"""Telnyx webhook signatures: Ed25519 over `"{timestamp}|{raw body}"`, checked by the SDK."""

from __future__ import annotations

from collections.abc import Mapping

from telnyx.lib.webhook_verification import WebhookVerificationError, verify_webhook_signature


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
