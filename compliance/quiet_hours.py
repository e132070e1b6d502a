"""Quiet hours: may a text go to this number at this instant, and if not, from when.

Pure: the instant is a parameter and the only I/O is reading the state rules table
(`state_rules.csv` next to this module) when no `StateRules` is passed in.

- `compliance` texts (STOP/START/HELP confirmations) always go.
- `reply` texts go when sent within a grace period of the guest's own text, unless replies are
  deferred (strict mode); otherwise they are held like proactive texts.
- `proactive` texts go only inside the window: federal 08:00-21:00 local, narrowed by the
  recipient's state. A window opens at its start and is closed at its end ([start, end)).

Local time comes from the guest's known zone if given, else from every zone the number's area code
spans: a text goes only when the window is open in all of them.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import reduce
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import phonenumbers
from phonenumbers import geocoder
from phonenumbers import timezone as phone_timezone
from phonenumbers.tzdata import TIMEZONE_DATA

from compliance.holidays import is_federal_holiday

DEFAULT_REPLY_GRACE = timedelta(minutes=15)
DEFAULT_TIMEZONE = "America/New_York"
SEARCH_HORIZON = timedelta(days=14)
STATE_RULES_PATH = Path(__file__).with_name("state_rules.csv")
FEDERAL_ROW = "US"

# An inbound timestamp from the carrier may run slightly ahead of our clock.
_INBOUND_CLOCK_SKEW = timedelta(minutes=1)
_UNKNOWN_ZONE = "Etc/Unknown"
_SATURDAY, _SUNDAY = 5, 6

# Overlay area codes share their parent's territory, but the library's zone data for some of them
# (364, 448, 458, 930) lists only one zone where the parent spans two.
_OVERLAY_PARENTS = {"364": "270", "448": "850", "458": "541", "930": "812"}

_STATE_NAMES = {
    "Alabama": "AL", "Alaska": "AK", "Arizona": "AZ", "Arkansas": "AR", "California": "CA",
    "Colorado": "CO", "Connecticut": "CT", "Delaware": "DE", "Florida": "FL", "Georgia": "GA",
    "Hawaii": "HI", "Idaho": "ID", "Illinois": "IL", "Indiana": "IN", "Iowa": "IA",
    "Kansas": "KS", "Kentucky": "KY", "Louisiana": "LA", "Maine": "ME", "Maryland": "MD",
    "Massachusetts": "MA", "Michigan": "MI", "Minnesota": "MN", "Mississippi": "MS",
    "Missouri": "MO", "Montana": "MT", "Nebraska": "NE", "Nevada": "NV", "New Hampshire": "NH",
    "New Jersey": "NJ", "New Mexico": "NM", "New York": "NY", "North Carolina": "NC",
    "North Dakota": "ND", "Ohio": "OH", "Oklahoma": "OK", "Oregon": "OR", "Pennsylvania": "PA",
    "Rhode Island": "RI", "South Carolina": "SC", "South Dakota": "SD", "Tennessee": "TN",
    "Texas": "TX", "Utah": "UT", "Vermont": "VT", "Virginia": "VA", "Washington": "WA",
    "West Virginia": "WV", "Wisconsin": "WI", "Wyoming": "WY", "Washington D.C.": "DC",
    "Washington State": "WA",
}  # fmt: skip
_STATE_CODES = frozenset(_STATE_NAMES.values())

Hours = tuple[time, time]


class MessageClass(StrEnum):
    """What an outbound text is, which decides whether quiet hours apply to it."""

    COMPLIANCE = "compliance"
    REPLY = "reply"
    PROACTIVE = "proactive"


class InvalidRecipientError(ValueError):
    """The recipient is not a phone number that can be parsed."""


# --- The state rules table ------------------------------------------------------------------


@dataclass(frozen=True)
class StateRule:
    """One row of the rules table: a jurisdiction's calling hours, in local wall time."""

    state: str
    weekday: Hours
    saturday: Hours
    sunday: Hours | None  # None: no texts on Sundays
    no_holidays: bool
    source: str
    note: str = ""

    def hours_on(self, day: date) -> tuple[Hours | None, str]:
        """Return the hours on `day` (None: no texts that day) and the clause that set them."""
        if day.weekday() == _SUNDAY and self.sunday is None:
            return None, "no-sunday"
        if self.no_holidays and is_federal_holiday(day):
            return None, "holiday"
        if day.weekday() == _SUNDAY and self.sunday != self.weekday:
            return self.sunday, "sunday"
        if day.weekday() == _SATURDAY and self.saturday != self.weekday:
            return self.saturday, "saturday"
        return self.weekday, ""


@dataclass(frozen=True)
class DayWindow:
    """The window of one local day: `hours` (None: closed all day) and the id of its rule."""

    hours: Hours | None
    rule: str


@dataclass(frozen=True)
class StateRules:
    """The federal window and the states' narrower ones."""

    federal: StateRule
    states: Mapping[str, StateRule]

    def window_for(self, state: str | None, local_date: date) -> Hours | None:
        """Return the hours texts may go on `local_date` in `state`, or None for none at all."""
        return self.day_window(state, local_date).hours

    def day_window(self, state: str | None, local_date: date) -> DayWindow:
        """Return the window on `local_date`: federal hours narrowed by the state's, and its rule.

        An unknown state (None) or one without a row gets the federal window alone.
        """
        federal_hours, federal_clause = self.federal.hours_on(local_date)
        federal_rule = _rule_id(_federal_label(self.federal), federal_clause)
        row = self.states.get(state) if state else None
        if row is None:
            suffix = "" if state else "-state-unknown"
            return DayWindow(federal_hours, federal_rule + suffix)
        state_hours, state_clause = row.hours_on(local_date)
        return DayWindow(
            _narrow(federal_hours, state_hours), _rule_id(f"state-{state}", state_clause)
        )


def _rule_id(base: str, clause: str) -> str:
    return f"{base}-{clause}" if clause else base


def _federal_label(rule: StateRule) -> str:
    start, end = rule.weekday
    return f"federal-{_clock_label(start)}-{_clock_label(end)}"


def _clock_label(clock: time) -> str:
    return str(clock.hour) if clock.minute == 0 else f"{clock.hour}{clock.minute:02d}"


def _narrow(first: Hours | None, second: Hours | None) -> Hours | None:
    if first is None or second is None:
        return None
    start, end = max(first[0], second[0]), min(first[1], second[1])
    return (start, end) if start < end else None


def load_state_rules(path: Path | None = None) -> StateRules:
    """Read the rules table (default: the `state_rules.csv` packaged next to this module)."""
    return parse_state_rules((path or STATE_RULES_PATH).read_text(encoding="utf-8"))


_COLUMNS = (
    "state", "weekday_start", "weekday_end", "saturday_start", "saturday_end", "sunday_start",
    "sunday_end", "no_sunday", "no_holidays", "source", "note",
)  # fmt: skip
_FLAGS = {"yes": True, "true": True, "no": False, "false": False, "": False}


def parse_state_rules(text: str) -> StateRules:
    """Parse the rules table from CSV text; a malformed row raises ValueError naming its line."""
    reader = csv.DictReader(io.StringIO(text))
    missing = [column for column in _COLUMNS if column not in (reader.fieldnames or ())]
    if missing:
        raise ValueError(f"state rules: missing columns {', '.join(missing)}")
    rows: dict[str, StateRule] = {}
    for line, record in enumerate(reader, start=2):
        try:
            rule = _rule_from_record(record)
        except ValueError as exc:
            raise ValueError(f"state rules line {line}: {exc}") from None
        if rule.state in rows:
            raise ValueError(f"state rules line {line}: duplicate state {rule.state}")
        rows[rule.state] = rule
    federal = rows.pop(FEDERAL_ROW, None)
    if federal is None:
        raise ValueError(f"state rules: no {FEDERAL_ROW} row for the federal window")
    return StateRules(federal=federal, states=rows)


def _rule_from_record(record: Mapping[str, str | None]) -> StateRule:
    def cell(column: str) -> str:
        return (record.get(column) or "").strip()

    state = cell("state").upper()
    if not re.fullmatch(r"[A-Z]{2}", state):
        raise ValueError(f"state must be a two-letter code, got {state!r}")
    if not cell("source"):
        raise ValueError(f"{state} has no source")
    weekday = _hours(cell("weekday_start"), cell("weekday_end"))
    if weekday is None:
        raise ValueError(f"{state} needs weekday_start and weekday_end")
    saturday = _hours(cell("saturday_start"), cell("saturday_end")) or weekday
    no_sunday = _flag(cell("no_sunday"))
    sunday_hours = _hours(cell("sunday_start"), cell("sunday_end"))
    if no_sunday and sunday_hours is not None:
        raise ValueError(f"{state} bans Sundays but gives Sunday hours")
    return StateRule(
        state=state,
        weekday=weekday,
        saturday=saturday,
        sunday=None if no_sunday else sunday_hours or weekday,
        no_holidays=_flag(cell("no_holidays")),
        source=cell("source"),
        note=cell("note"),
    )


def _hours(start: str, end: str) -> Hours | None:
    if not start and not end:
        return None
    if not start or not end:
        raise ValueError("give both start and end, or neither")
    opens, closes = time.fromisoformat(start), time.fromisoformat(end)
    if opens >= closes:
        raise ValueError(f"window {start}-{end} is empty")
    return opens, closes


def _flag(value: str) -> bool:
    try:
        return _FLAGS[value.lower()]
    except KeyError:
        raise ValueError(f"expected yes or no, got {value!r}") from None


# --- Where the recipient is -----------------------------------------------------------------


def parse_recipient(recipient: str) -> phonenumbers.PhoneNumber:
    """Parse a phone number (E.164, or a US national number); raise InvalidRecipientError."""
    try:
        return phonenumbers.parse(recipient, "US")
    except phonenumbers.NumberParseException as exc:
        raise InvalidRecipientError(f"not a phone number: {recipient!r} ({exc})") from None


def zones_for_number(number: phonenumbers.PhoneNumber) -> tuple[str, ...]:
    """Return the candidate time zones of a number; () when its location is unknown.

    The library's zones for the number come first, then every other zone its area code spans:
    a number keeps its area code when ported, so any zone of the area code may be the guest's.
    """
    if not phonenumbers.is_number_geographical(number):
        return ()
    zones = [zone for zone in phone_timezone.time_zones_for_number(number) if zone != _UNKNOWN_ZONE]
    if zones and number.country_code == 1:
        zones.extend(_area_code_zones(str(number.national_number)[:3]))
    return tuple(dict.fromkeys(zones))


def _area_code_zones(area_code: str) -> list[str]:
    prefixes = {"1" + area_code, "1" + _OVERLAY_PARENTS.get(area_code, area_code)}
    return sorted(
        {
            zone
            for prefix, zones in TIMEZONE_DATA.items()
            if prefix[:4] in prefixes
            for zone in zones
        }
    )


def state_for_number(number: phonenumbers.PhoneNumber) -> str | None:
    """Return the two-letter US state (or DC) of a number's area code, or None if unknown."""
    if phonenumbers.region_code_for_number(number) != "US":
        return None
    description = geocoder.description_for_number(number, "en")
    _, comma, suffix = description.rpartition(", ")
    if comma and suffix in _STATE_CODES:
        return suffix
    return _STATE_NAMES.get(description)


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
        InvalidRecipientError: the recipient cannot be parsed.
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
