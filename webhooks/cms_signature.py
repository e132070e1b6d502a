"""CMS change-notice signatures: HMAC-SHA256 with a shared secret.

The signed bytes are the ASCII timestamp, a full stop, then the raw body exactly as
received: ``f"{timestamp}.".encode() + raw_body``. Headers:

- ``X-Concierge-Timestamp``: Unix time in whole seconds, within 300 s of now;
- ``X-Concierge-Signature``: ``sha256=`` followed by the lowercase hex digest.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping

TIMESTAMP_HEADER = "X-Concierge-Timestamp"
SIGNATURE_HEADER = "X-Concierge-Signature"
SIGNATURE_PREFIX = "sha256="
TOLERANCE_SECONDS = 300


class CmsSignatureRejected(Exception):
    """The notice is not signed with the shared secret, or is not fresh."""


def verify_cms_signature(
    secret: str, headers: Mapping[str, str], raw_body: bytes, *, now: float
) -> None:
    """Raise `CmsSignatureRejected` unless ``raw_body`` is signed with ``secret`` and fresh.

    Header names are matched case-insensitively; digests are compared in constant time.
    """
    if not secret:
        raise ValueError("the CMS webhook secret is empty")
    lowered = {name.lower(): value for name, value in headers.items()}
    timestamp = lowered.get(TIMESTAMP_HEADER.lower(), "").strip()
    signature = lowered.get(SIGNATURE_HEADER.lower(), "").strip()
    if not timestamp:
        raise CmsSignatureRejected(f"missing {TIMESTAMP_HEADER} header")
    if not signature:
        raise CmsSignatureRejected(f"missing {SIGNATURE_HEADER} header")
    # Unix seconds have 10 digits until 2286; a longer "timestamp" is not one (and a few
    # thousand digits would overflow int()).
    if not timestamp.isascii() or not timestamp.isdigit() or len(timestamp) > 12:
        raise CmsSignatureRejected(f"{TIMESTAMP_HEADER} must be Unix seconds")
    if abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        raise CmsSignatureRejected(
            f"{TIMESTAMP_HEADER} is more than {TOLERANCE_SECONDS} s from the server's clock"
        )
    if not signature.startswith(SIGNATURE_PREFIX):
        raise CmsSignatureRejected(f"{SIGNATURE_HEADER} must start with '{SIGNATURE_PREFIX}'")
    try:
        given = bytes.fromhex(signature[len(SIGNATURE_PREFIX) :])
    except ValueError:
        raise CmsSignatureRejected(f"{SIGNATURE_HEADER} is not hex") from None
    expected = hmac.new(
        secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256
    ).digest()
    if not hmac.compare_digest(given, expected):
        raise CmsSignatureRejected("signature does not match the body")
