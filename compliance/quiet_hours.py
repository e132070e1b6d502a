"""Quiet hours: may a text go to this number at this instant, and if not, from when.

Pure: the instant is a parameter and the only I/O is reading the state rules table
(`compliance.state_rules`) when no `StateRules` is passed in. Where the recipient is comes from
`compliance.number_zones`.

- `compliance` texts (STOP/START/HELP confirmations) always go.
- `reply` texts go when sent within a grace period of the guest's own text, unless replies are
  deferred (strict mode); otherwise they are held like proactive texts.
- `proactive` texts go only inside the window: federal 08:00-21:00 local, narrowed by the
  recipient's state. A window opens at its start and is closed at its end ([start, end)).

Local time comes from the guest's known zone if given, else from every zone the number's area code
spans: a text goes only when the window is open in all of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import reduce
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import phonenumbers

from compliance.number_zones import (
    parse_recipient,
    state_for_number,
    zones_for_number,
)
from compliance.state_rules import StateRules, load_state_rules

DEFAULT_REPLY_GRACE = timedelta(minutes=15)
DEFAULT_TIMEZONE = "America/New_York"
SEARCH_HORIZON = timedelta(days=14)

# An inbound timestamp from the carrier may run slightly ahead of our clock.
_INBOUND_CLOCK_SKEW = timedelta(minutes=1)


class MessageClass(StrEnum):
    """What an outbound text is, which decides whether quiet hours apply to it."""

    COMPLIANCE = "compliance"
    REPLY = "reply"
    PROACTIVE = "proactive"


def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown time zone: {name!r}") from None


# --- The decision ---------------------------------------------------------------------------


@dataclass(frozen=True)
class QuietHoursDecision:
    """Whether a text may go now; if not, the first instant it may (None if none in the horizon).

    `rule` is one or more ids joined by ":", from the reason a reply was held or the zone guessed
    to the window rule that decided, e.g. "reply-past-grace:state-FL".
    """

    allowed: bool
    next_allowed_at: datetime | None
    timezones: tuple[str, ...]
    state: str | None
    rule: str
    local_times: dict[str, str] = field(hash=False)

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict; instants are ISO 8601 with their UTC offset."""
        return {
            "allowed": self.allowed,
            "next_allowed_at": self.next_allowed_at.isoformat() if self.next_allowed_at else None,
            "timezones": list(self.timezones),
            "state": self.state,
            "rule": self.rule,
            "local_times": dict(self.local_times),
        }


def decide(
    recipient: str,
    at: datetime,
    message_class: MessageClass | str,
    *,
    inbound_at: datetime | None = None,
    reply_grace: timedelta = DEFAULT_REPLY_GRACE,
    replies_policy: Literal["send", "defer"] = "send",
    timezone_override: str | None = None,
    state_override: str | None = None,
    fallback_timezone: str | None = None,
    rules: StateRules | None = None,
) -> QuietHoursDecision:
    """Decide whether a text of `message_class` may go to `recipient` at the instant `at`.

    Args:
        recipient: the guest's number, E.164 preferred.
        at: the instant of sending; must be timezone-aware.
        message_class: compliance, reply or proactive.
        inbound_at: when the guest's text arrived (aware), for replies.
        reply_grace: how long after the guest's text a reply still counts as an answer.
        replies_policy: "defer" holds replies like proactive texts (strict mode).
        timezone_override: the guest's known IANA zone; replaces the area code's zones.
        state_override: the guest's known state; replaces the area code's state.
        fallback_timezone: the property's zone, used when the number's zone is unknown.
        rules: the rules table; read from the packaged CSV when None.

    Raises:
        InvalidRecipientError: the recipient cannot be parsed (`compliance.number_zones`).
        ValueError: a naive datetime, an unknown zone, or a bad policy or grace.
    """
    at = _require_aware(at, "at")
    message_class = MessageClass(message_class)
    if replies_policy not in ("send", "defer"):
        raise ValueError(f"replies_policy must be 'send' or 'defer', got {replies_policy!r}")
    if reply_grace < timedelta(0):
        raise ValueError("reply_grace must not be negative")
    number = parse_recipient(recipient)
    zones, zone_reason = _candidate_zones(number, timezone_override, fallback_timezone)
    state = state_override.strip().upper() if state_override else state_for_number(number)
    tzinfos = [_zone(name) for name in zones]
    local_times = {
        name: at.astimezone(tz).isoformat() for name, tz in zip(zones, tzinfos, strict=True)
    }

    def allowed(rule: str) -> QuietHoursDecision:
        return QuietHoursDecision(True, None, zones, state, rule, local_times)

    if message_class is MessageClass.COMPLIANCE:
        return allowed("compliance-always")
    reasons: list[str] = []
    if message_class is MessageClass.REPLY:
        reply_reason = _reply_reason(at, inbound_at, reply_grace, replies_policy)
        if reply_reason == "reply-within-grace":
            return allowed(reply_reason)
        reasons.append(reply_reason)
    if zone_reason:
        reasons.append(zone_reason)
    window = _check_window(tzinfos, state, at, rules or load_state_rules())
    rule = ":".join([*reasons, window.rule])
    next_at = window.next_open.astimezone(tzinfos[0]) if window.next_open else None
    return QuietHoursDecision(window.open_now, next_at, zones, state, rule, local_times)


def _require_aware(value: datetime, name: str) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{name} must be timezone-aware, got {value.isoformat()}")
    return value


def _candidate_zones(
    number: phonenumbers.PhoneNumber, override: str | None, fallback: str | None
) -> tuple[tuple[str, ...], str]:
    if override:
        _zone(override)
        return (override,), ""
    zones = zones_for_number(number)
    if zones:
        return zones, ""
    if fallback:
        _zone(fallback)
        return (fallback,), "unknown-timezone-property"
    return (DEFAULT_TIMEZONE,), "unknown-timezone-default"


def _reply_reason(at: datetime, inbound_at: datetime | None, grace: timedelta, policy: str) -> str:
    if policy == "defer":
        return "reply-strict-defer"
    if inbound_at is None:
        return "reply-no-inbound"
    waited = at - _require_aware(inbound_at, "inbound_at")
    if waited > grace:
        return "reply-past-grace"
    if waited < -_INBOUND_CLOCK_SKEW:
        return "reply-before-inbound"
    return "reply-within-grace"


# --- Windows as instants --------------------------------------------------------------------

Opening = tuple[datetime, datetime]  # [start, end) in UTC


@dataclass(frozen=True)
class _WindowCheck:
    open_now: bool
    next_open: datetime | None  # UTC; None when open now or no opening within the horizon
    rule: str


def _check_window(
    zones: Sequence[ZoneInfo], state: str | None, at: datetime, rules: StateRules
) -> _WindowCheck:
    """Check the window at `at` in every zone; when closed, find the first common opening."""
    at_utc = at.astimezone(UTC)
    blocking = next((zone for zone in zones if not _is_open(zone, state, at_utc, rules)), None)
    deciding = blocking or zones[0]
    rule = rules.day_window(state, at_utc.astimezone(deciding).date()).rule
    if blocking is None:
        return _WindowCheck(True, None, rule)
    per_zone = [_openings(zone, state, at_utc, SEARCH_HORIZON, rules) for zone in zones]
    common = reduce(_intersect, per_zone)
    next_open = next((start for start, end in common if end > at_utc), None)
    if next_open is None:
        return _WindowCheck(False, None, f"{rule}:no-opening-within-{SEARCH_HORIZON.days}-days")
    return _WindowCheck(False, max(next_open, at_utc), rule)


def _is_open(zone: ZoneInfo, state: str | None, at_utc: datetime, rules: StateRules) -> bool:
    day = at_utc.astimezone(zone).date()
    return any(start <= at_utc < end for start, end in _openings_on(zone, state, day, rules))


def _openings(
    zone: ZoneInfo, state: str | None, since: datetime, horizon: timedelta, rules: StateRules
) -> list[Opening]:
    """Return the zone's openings, in order, from the local day before `since` to the horizon."""
    day = since.astimezone(zone).date() - timedelta(days=1)
    last_day = (since + horizon).astimezone(zone).date()
    openings: list[Opening] = []
    while day <= last_day:
        openings.extend(_openings_on(zone, state, day, rules))
        day += timedelta(days=1)
    return openings


def _openings_on(zone: ZoneInfo, state: str | None, day: date, rules: StateRules) -> list[Opening]:
    hours = rules.window_for(state, day)
    if hours is None:
        return []
    start = _wall_clock_instant(day, hours[0], zone, opening=True)
    end = _wall_clock_instant(day, hours[1], zone, opening=False)
    return [(start, end)] if start < end else []


def _intersect(first: Sequence[Opening], second: Sequence[Opening]) -> list[Opening]:
    """Intersect two ordered lists of disjoint openings."""
    common: list[Opening] = []
    i = j = 0
    while i < len(first) and j < len(second):
        start = max(first[i][0], second[j][0])
        end = min(first[i][1], second[j][1])
        if start < end:
            common.append((start, end))
        if first[i][1] < second[j][1]:
            i += 1
        else:
            j += 1
    return common


def _wall_clock_instant(day: date, clock: time, zone: ZoneInfo, *, opening: bool) -> datetime:
    """Return the UTC instant at which the zone's wall clock reads `clock` on `day`.

    A time read twice (clocks fall back) opens a window at its second reading and closes one at
    its first, so the window only shrinks. A time skipped (clocks spring forward) is reached at
    the instant of the jump.
    """
    local = datetime.combine(day, clock, tzinfo=zone)
    first = local.replace(fold=0).astimezone(UTC)
    second = local.replace(fold=1).astimezone(UTC)
    if first == second:
        return first
    if first < second:
        return second if opening else first
    # Skipped: fold=1 reads the clock before the jump, fold=0 after it; bisect for the jump.
    target = datetime.combine(day, clock)
    low, high = 0, int((first - second).total_seconds())
    while high - low > 1:
        middle = (low + high) // 2
        wall = (second + timedelta(seconds=middle)).astimezone(zone).replace(tzinfo=None)
        if wall >= target:
            high = middle
        else:
            low = middle
    return second + timedelta(seconds=high)
