"""The quiet-hours rules table: the federal calling window and the states' narrower ones.

The table is data (`state_rules.csv` next to this module, one row per jurisdiction with its
source); this module reads and checks it and answers "which hours on this local day".
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, time
from pathlib import Path

from compliance.holidays import is_federal_holiday

STATE_RULES_PATH = Path(__file__).with_name("state_rules.csv")
FEDERAL_ROW = "US"

_SATURDAY, _SUNDAY = 5, 6

Hours = tuple[time, time]


@dataclass(frozen=True)
class StateRule:
    """One row of the rules table: a jurisdiction's calling hours, in local wall time."""

    state: str
    weekday: Hours
    saturday: Hours
    sunday: Hours | None  # None: no texts on Sundays
    no_holidays: bool
    source: str
    citation: str = ""
    """The statute or rule section that sets the hours (or why it is unconfirmed)."""
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
    "sunday_end", "no_sunday", "no_holidays", "source", "citation", "note",
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
    if not cell("citation"):
        raise ValueError(f"{state} has no citation (the section, or why it is unconfirmed)")
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
        citation=cell("citation"),
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
