"""Telnyx delivery error codes: which failures are temporary (worth one new send).

From Telnyx's messaging error-code reference: 40002 (blocked as spam, temporary), 40004
(rejected by destination: retry after a delay), 40005 (message expired before delivery),
40006 (recipient's carrier unavailable), 40011 (rate limited). Every other code, and a failure
with no code, is treated as permanent: a guest is never texted twice on a guess.
"""

from __future__ import annotations

TEMPORARY_CODES = frozenset({"40002", "40004", "40005", "40006", "40011"})
NO_CODE = "none"


def receipt_detail(raw_status: str, codes: list[str]) -> str:
    """The stored detail of a receipt: Telnyx status and error codes, "delivery_failed: 40006"."""
    return f"{raw_status}: {', '.join(codes)}" if codes else raw_status


def parse_detail(detail: str) -> tuple[str, list[str]]:
    """Inverse of `receipt_detail`: the Telnyx status and the error codes."""
    raw_status, _, codes = detail.partition(":")
    return raw_status.strip(), [code.strip() for code in codes.split(",") if code.strip()]


def is_temporary(codes: list[str]) -> bool:
    """True when every code is a temporary one (and there is at least one)."""
    return bool(codes) and all(code in TEMPORARY_CODES for code in codes)
