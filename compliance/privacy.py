"""Keeping guests' numbers out of logs."""

from __future__ import annotations


def mask_number(number: str) -> str:
    """Mask the middle of a phone number: "+18605550100" -> "+1860***0100"."""
    digits = number.strip()
    if len(digits) <= 8:
        return "***" + digits[-2:] if len(digits) > 2 else "***"
    return f"{digits[:5]}***{digits[-4:]}"
