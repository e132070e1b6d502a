"""Opening hours: parse editor-written hours into a week, answer "open now?" and describe them.

Editors write hours as a mapping of day pattern to time range, for example
``{"sun-thu": "5:00 PM - 10:00 PM", "fri-sat": "5:00 PM - 11:00 PM"}``. Later keys override
earlier ones for the same day; a day no key mentions is *unknown*, not closed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

MINUTES_PER_DAY = 24 * 60
NOON = 12 * 60
EXPECTED_RANGE = "expected like '9:00 AM - 5:00 PM', '24 hours' or 'Closed'"

DAY_LABELS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_FULL_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_DAY_ALIASES: dict[str, int] = {
    **{name: index for index, name in enumerate(_FULL_DAY_NAMES)},
    **{name[:3]: index for index, name in enumerate(_FULL_DAY_NAMES)},
    "tues": 1,
    "weds": 2,
    "thur": 3,
    "thurs": 3,
}
_DAY_GROUPS: dict[str, tuple[int, ...]] = {
    "daily": tuple(range(7)),
    "every day": tuple(range(7)),
    "everyday": tuple(range(7)),
    "weekdays": (0, 1, 2, 3, 4),
    "weekday": (0, 1, 2, 3, 4),
    "weekends": (5, 6),
    "weekend": (5, 6),
}
_DAY_RANGE = re.compile(r"([a-z]+)\s*(?:-|–|—|_|\s+to\s+|\s+through\s+|\s+thru\s+)\s*([a-z]+)")
_LIST_SEPARATOR = re.compile(r"\s*(?:,|/|&|\band\b)\s*")

_CLOSED = frozenset({"closed"})
_ALL_DAY = frozenset({"24 hours", "24 hrs", "open 24 hours", "24/7", "24h"})
_CLOCK = re.compile(r"(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?")
_RANGE_SEPARATOR = re.compile(r"\s*(?:-|–|—|\bto\b)\s*")
_SPAN_SEPARATOR = re.compile(r"\s*[,;]\s*|\s+and\s+")


class HoursFormatError(ValueError):
    """An hours mapping an editor wrote that cannot be read; names the offending key."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{message} (key '{key}')")
        self.key = key
        self.message = message


@dataclass(frozen=True, order=True)
class Span:
    """One opening interval, in minutes from midnight of its day; ``end`` may pass 1440."""

    start: int
    end: int


DaySchedule = tuple[Span, ...]
"""A day's intervals, sorted; the empty tuple means closed all day."""

_FULL_DAY: DaySchedule = (Span(0, MINUTES_PER_DAY),)


def _parse_days(key: str) -> tuple[int, ...]:
    """Return the weekdays (0 = Monday) a day pattern names."""
    text = key.strip().lower()
    if text in _DAY_GROUPS:
        return _DAY_GROUPS[text]
    days: list[int] = []
    for part in _LIST_SEPARATOR.split(text):
        days.extend(_parse_day_part(key, part))
    return tuple(dict.fromkeys(days))


def _parse_day_part(key: str, part: str) -> tuple[int, ...]:
    if part in _DAY_GROUPS:
        return _DAY_GROUPS[part]
    if part in _DAY_ALIASES:
        return (_DAY_ALIASES[part],)
    match = _DAY_RANGE.fullmatch(part)
    if match and match[1] in _DAY_ALIASES and match[2] in _DAY_ALIASES:
        first, last = _DAY_ALIASES[match[1]], _DAY_ALIASES[match[2]]
        return tuple((first + step) % 7 for step in range((last - first) % 7 + 1))
    raise HoursFormatError(
        key,
        f"unknown day pattern '{key}': expected daily, weekdays, weekends, "
        "a day like 'mon' or a range like 'sun-thu'",
    )


def _parse_clock(key: str, text: str, value: str) -> int:
    """Return minutes after midnight for '9 AM', '9:30 pm', 'noon' or 'midnight'."""
    if text == "noon":
        return NOON
    if text == "midnight":
        return 0
    match = _CLOCK.fullmatch(text)
    if not match:
        raise HoursFormatError(key, f"{EXPECTED_RANGE}, got '{value}'")
    hour, minute = int(match[1]), int(match[2] or 0)
    if not 1 <= hour <= 12 or minute > 59:
        raise HoursFormatError(key, f"'{text}' is not a clock time; {EXPECTED_RANGE}")
    return (hour % 12 + (12 if match[3] == "p" else 0)) * 60 + minute


def _parse_schedule(key: str, value: object) -> DaySchedule:
    if not isinstance(value, str):
        raise HoursFormatError(key, f"{EXPECTED_RANGE}, got {type(value).__name__}")
    text = value.strip().lower()
    if text in _CLOSED:
        return ()
    if text in _ALL_DAY:
        return _FULL_DAY
    spans = []
    for chunk in _SPAN_SEPARATOR.split(text):
        sides = _RANGE_SEPARATOR.split(chunk)
        if len(sides) != 2:
            raise HoursFormatError(key, f"{EXPECTED_RANGE}, got '{value}'")
        start = _parse_clock(key, sides[0], value)
        end = _parse_clock(key, sides[1], value)
        if start == end:
            raise HoursFormatError(
                key, f"opens and closes at the same time in '{value}'; write '24 hours' instead"
            )
        spans.append(Span(start, end if end > start else end + MINUTES_PER_DAY))
    spans.sort()
    for earlier, later in zip(spans, spans[1:], strict=False):
        if later.start < earlier.end:
            raise HoursFormatError(key, f"time ranges overlap in '{value}'")
    return tuple(spans)


def _format_clock(minutes: int, *, with_meridiem: bool = True) -> str:
    minutes %= MINUTES_PER_DAY
    if minutes == 0:
        return "midnight"
    if minutes == NOON:
        return "noon"
    hour, minute = divmod(minutes, 60)
    text = f"{hour % 12 or 12}" + (f":{minute:02d}" if minute else "")
    if with_meridiem:
        text += " AM" if hour < 12 else " PM"
    return text


def _is_plain_clock(minutes: int) -> bool:
    return minutes % MINUTES_PER_DAY not in (0, NOON)


def format_span(span: Span) -> str:
    """Compact text for one interval: '5-10 PM', '11 AM-2 AM', 'noon-8 PM'."""
    if span == _FULL_DAY[0]:
        return "24 hours"
    same_half = span.end <= MINUTES_PER_DAY and (span.start < NOON) == (span.end <= NOON)
    if same_half and _is_plain_clock(span.start) and _is_plain_clock(span.end):
        return f"{_format_clock(span.start, with_meridiem=False)}-{_format_clock(span.end)}"
    return f"{_format_clock(span.start)}-{_format_clock(span.end)}"


def _format_schedule(schedule: DaySchedule) -> str:
    if not schedule:
        return "closed"
    return ", ".join(format_span(span) for span in schedule)


def _require_aware(at: datetime) -> None:
    if at.tzinfo is None or at.utcoffset() is None:
        raise ValueError("expected a timezone-aware datetime in the property's time zone")


@dataclass(frozen=True)
class WeeklyHours:
    """A week of opening hours: ``days[0]`` is Monday; ``None`` marks a day nobody listed."""

    days: tuple[DaySchedule | None, ...]

    @classmethod
    def parse(cls, raw: Mapping[str, str]) -> WeeklyHours:
        """Read an editor's mapping; raise `HoursFormatError` naming the first bad key."""
        days: list[DaySchedule | None] = [None] * 7
        for key, value in raw.items():
            if not isinstance(key, str):
                raise HoursFormatError(str(key), "day pattern must be text")
            schedule = _parse_schedule(key, value)
            for day in _parse_days(key):
                days[day] = schedule
        return cls(tuple(days))

    @property
    def is_empty(self) -> bool:
        """True when no day is listed at all."""
        return all(day is None for day in self.days)

    def is_open(self, at: datetime) -> bool | None:
        """Whether open at ``at`` (aware, property-local); None when that day is unlisted.

        A range crossing midnight counts for the early hours of the next day. Hours
        spilling over from an unlisted previous day are not guessed.
        """
        _require_aware(at)
        if self._spill_end(at) is not None:
            return True
        schedule = self.days[at.weekday()]
        if schedule is None:
            return None
        minute = at.hour * 60 + at.minute
        return any(span.start <= minute < span.end for span in schedule)

    def describe(self) -> str:
        """Compact text for the whole week, e.g. 'Sun-Thu 5-10 PM; Fri-Sat 5-11 PM'."""
        if self.is_empty:
            return "hours not listed"
        first = self.days[0]
        if first is not None and all(day == first for day in self.days):
            if first == _FULL_DAY:
                return "open 24 hours"
            return "closed" if not first else f"Daily {_format_schedule(first)}"
        parts = []
        for start, length in _runs(self.days):
            schedule = self.days[start]
            if schedule is None:
                continue
            label = DAY_LABELS[start]
            if length > 1:
                label += "-" + DAY_LABELS[(start + length - 1) % 7]
            parts.append(f"{label} {_format_schedule(schedule)}")
        return "; ".join(parts)

    def describe_day(self, at: datetime) -> str:
        """Text for the calendar day of ``at``: 'open today 5-10 PM', 'closed today'."""
        _require_aware(at)
        schedule = self.days[at.weekday()]
        if schedule is None:
            today = "no hours listed for today"
        elif not schedule:
            today = "closed today"
        elif schedule == _FULL_DAY:
            today = "open 24 hours"
        else:
            today = f"open today {_format_schedule(schedule)}"
        spill_end = self._spill_end(at)
        if spill_end is None:
            return today
        return f"open until {_format_clock(spill_end)}; {today}"

    def next_change(self, at: datetime) -> datetime | None:
        """When it next opens or closes after ``at``; None if unknown or never within a week."""
        state = self.is_open(at)
        if state is None:
            return None
        now = at.hour * 60 + at.minute
        intervals, unknown_days = self._timeline(at.weekday())
        horizon = 8 * MINUTES_PER_DAY
        if state:
            end = next(end for start, end in intervals if start <= now < end)
            if end >= horizon:
                return None
            if end % MINUTES_PER_DAY == 0 and end // MINUTES_PER_DAY in unknown_days:
                return None
            change = end
        else:
            upcoming = [start for start, _ in intervals if start > now]
            if not upcoming:
                return None
            change = upcoming[0]
            first_day, last_day = now // MINUTES_PER_DAY, change // MINUTES_PER_DAY
            if any(first_day <= day <= last_day for day in unknown_days):
                return None
        midnight = at.replace(hour=0, minute=0, second=0, microsecond=0)
        return midnight + timedelta(minutes=change)

    def _spill_end(self, at: datetime) -> int | None:
        """Closing minute (next-day clock) of yesterday's range still open at ``at``."""
        yesterday = self.days[(at.weekday() - 1) % 7]
        minute = at.hour * 60 + at.minute
        for span in yesterday or ():
            if minute < span.end - MINUTES_PER_DAY:
                return span.end - MINUTES_PER_DAY
        return None

    def _timeline(self, weekday: int) -> tuple[list[tuple[int, int]], set[int]]:
        """Merged open intervals from yesterday to a week ahead, in minutes from today 00:00."""
        spans: list[tuple[int, int]] = []
        unknown_days: set[int] = set()
        for offset in range(-1, 8):
            schedule = self.days[(weekday + offset) % 7]
            if schedule is None:
                unknown_days.add(offset)
                continue
            base = offset * MINUTES_PER_DAY
            spans.extend((base + span.start, base + span.end) for span in schedule)
        merged: list[tuple[int, int]] = []
        for start, end in sorted(spans):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        return merged, unknown_days


def _runs(days: tuple[DaySchedule | None, ...]) -> list[tuple[int, int]]:
    """Runs of equal consecutive days around the week as (start, length), Monday's run first."""
    starts = [index for index in range(7) if days[index] != days[index - 1]]
    runs = []
    for position, start in enumerate(starts):
        following = starts[(position + 1) % len(starts)]
        runs.append((start, (following - start) % 7 or 7))
    first = next(i for i, (start, length) in enumerate(runs) if (0 - start) % 7 < length)
    return runs[first:] + runs[:first]
