"""US federal holidays (5 U.S.C. 6103), computed: no tables, no I/O.

States that ban telephone solicitations on holidays name their own legal holidays; the federal list,
with its observed days, is the common core we apply to them.
"""

from __future__ import annotations

from datetime import date, timedelta

_MONDAY, _THURSDAY, _SATURDAY, _SUNDAY = 0, 3, 5, 6
_JUNETEENTH_FIRST_YEAR = 2021


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """Return the n-th `weekday` (0 = Monday) of the month; n = -1 means the last one."""
    if n > 0:
        first = date(year, month, 1)
        offset = (weekday - first.weekday()) % 7
        return first + timedelta(days=offset + 7 * (n - 1))
    next_month = date(year + month // 12, month % 12 + 1, 1)
    last = next_month - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _observed(day: date) -> date:
    """Return the weekday on which a fixed-date holiday is observed (Sat -> Fri, Sun -> Mon)."""
    if day.weekday() == _SATURDAY:
        return day - timedelta(days=1)
    if day.weekday() == _SUNDAY:
        return day + timedelta(days=1)
    return day


def federal_holidays(year: int) -> frozenset[date]:
    """Return the federal holidays falling in `year`, both the actual and the observed dates.

    A fixed-date holiday on a weekend counts on its own date and on its observed weekday, so a
    ban on "holidays" holds on both. New Year's Day of `year + 1` observed on 31 December counts.
    """
    fixed = [date(year, 1, 1), date(year, 7, 4), date(year, 11, 11), date(year, 12, 25)]
    if year >= _JUNETEENTH_FIRST_YEAR:
        fixed.append(date(year, 6, 19))
    floating = [
        _nth_weekday(year, 1, _MONDAY, 3),  # Birthday of Martin Luther King, Jr.
        _nth_weekday(year, 2, _MONDAY, 3),  # Washington's Birthday
        _nth_weekday(year, 5, _MONDAY, -1),  # Memorial Day
        _nth_weekday(year, 9, _MONDAY, 1),  # Labor Day
        _nth_weekday(year, 10, _MONDAY, 2),  # Columbus Day
        _nth_weekday(year, 11, _THURSDAY, 4),  # Thanksgiving Day
    ]
    days = set(fixed) | {_observed(day) for day in fixed} | set(floating)
    next_new_year = _observed(date(year + 1, 1, 1))
    if next_new_year.year == year:
        days.add(next_new_year)
    return frozenset(day for day in days if day.year == year)


def is_federal_holiday(day: date) -> bool:
    """Return True when `day` is a federal holiday or the observed day of one."""
    return day in federal_holidays(day.year)
