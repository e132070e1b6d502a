"""IANA time zone names, checked against the tz database at load time."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


def known_timezone(value: str) -> str:
    """Return `value` when it names a zone, else raise ValueError (for pydantic validators)."""
    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {value!r}") from exc
    return value
