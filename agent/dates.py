"""When a guest asks about: "tomorrow", "tonight", "this weekend", "Saturday", "at 9", "now".

A small parser for the forms guests text, read against the property's local clock (`now` must
be aware and in the property's time zone). It is deliberately narrow: a word it does not know
is not a date, so "Mohegan Sun" and "I sat at the bar" are never read as days.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_WORDS = {
    **{name: index for index, name in enumerate(WEEKDAYS)},
    **{name + "s": index for index, name in enumerate(WEEKDAYS)},  # "open Sundays?"
    "mon": 0,
    "tue": 1,
    "tues": 1,
    "wed": 2,
    "weds": 2,
    "thu": 3,
    "thur": 3,
    "thurs": 3,
    "fri": 4,
}
_DAY_NAME = re.compile(
    r"\b(?:(?P<next>next|this|on|coming)\s+)?(?P<day>"
    + "|".join(sorted(_DAY_WORDS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
# "sat" and "sun" are also a verb and a name ("I sat at the bar", "Mohegan Sun"): they are a
# day only where a day goes, after "on", "this", "til", "open" ... or before "night" or "am",
# and "sat" at the question's end: "open late sat??", "resy for tao on sat".
_SHORT_WEEKEND_DAY = re.compile(
    "(?:"
    + "|".join(
        rf"(?<=\b{word} )"
        for word in "on this next coming til till until thru through open closed late".split()
    )
    + r")(?P<day>sat|sun)\b"
    r"|\b(?P<before>sat|sun)(?= (?:night|nite|morning|mornin|afternoon|evening|am|pm)\b)"
    r"|\b(?P<last>sat)(?=\W*$)",
    re.IGNORECASE,
)
_SHORT_WEEKEND_INDEX = {"sat": 5, "sun": 6}
# "atm" is texting for "at the moment", but after a determiner it is a cash machine ("an atm"),
# and so it is as the thing asked for or sought ("where is there atm", "need atm").
_NOW = re.compile(
    r"\b(right now|now|currently|at the moment|still open|open yet|this minute|"
    r"(?<!\ban )(?<!\bthe )(?<!\bany )(?<!\ba )(?<!\bnearest )(?<!\bclosest )"
    r"(?<!\bthere )(?<!\bwheres )(?<!\bwhere's )(?<!\bwhere is )(?<!\bfind )(?<!\bneed )"
    r"(?<!\buse )atm)\b",
    re.I,
)
_TODAY = re.compile(r"\b(today|this (morning|afternoon))\b", re.I)
_TONIGHT = re.compile(r"\b(tonight|tonite|this evening|later tonight)\b", re.I)
_TOMORROW = re.compile(
    r"\b(tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|2moro|2morrow|2mrw)"
    r"(?P<night>\s+(night|evening))?\b",
    re.I,
)
_WEEKEND = re.compile(r"\b(this|next|the|on the)?\s*week-?ends?\b", re.I)
_LATE = re.compile(r"\b(late|latest|how late|after midnight|til late|till late)\b", re.I)
_CLOCK = re.compile(
    r"\b(?:(?P<prep>at|by|around|before|after|until|til|till)\s+)?"
    r"(?P<hour>\d{1,2})(?::(?P<minute>[0-5]\d))?\s*(?P<ampm>[ap]\.?\s?m\b\.?)?",
    re.IGNORECASE,
)
# Any weekday night or day ("close on a weeknight"): when, not what; no one day is named.
_ANY_WEEKDAY = re.compile(r"\b(?:on )?(?:a |the )?week ?(?:nights?|days?)\b", re.I)
# A week or a month around the stay ("a massage after this week", "busy next month"): when,
# not what; no day is named, so nothing is read as the time asked about.
_SPAN = re.compile(
    r"\b(?:(?:after|during|for|over|all|later|earlier) )?(?:this|next|the coming|the whole) "
    r"(?:week|month)\b|\b(?:after|during|all) (?:the )?week\b",
    re.I,
)
# A day of the stay ("bags stored on our final morning", "the first night"): when, not what.
_STAY_DAY = re.compile(
    r"\b(?:on )?(?:the |our |my |your )(?:last|final|first) (?:day|night|morning)\b", re.I
)
_NOON = re.compile(r"\b(?:at|by|around|before|after|until)\s+(?P<word>noon|midnight)\b", re.I)
# "open late", and "how late is/does X ..." (a question for X's hours, not late-night food).
_OPEN_LATE = re.compile(
    r"\bopen (late|latest)\b|\bhow late\b(?= (is|are|does|do|will|can)\b)", re.I
)
_EVENING_HINT = re.compile(r"\b(tonight|night|evening|dinner|late|show)\b", re.I)
_MORNING_HINT = re.compile(r"\b(morning|breakfast|brunch|early)\b", re.I)


@dataclass(frozen=True)
class AskedTime:
    """The time a question is about, in the property's time zone."""

    label: str
    """How to say it back: "now", "today", "tonight", "tomorrow", "Saturday", "this weekend"."""
    days: tuple[date, ...]
    """The calendar day(s) asked about; two for a weekend."""
    at: time | None = None
    """A clock time the guest named ("at 9"), if any."""
    now: bool = False
    """The guest asked about this very moment."""
    late: bool = False
    """The guest asked how late (closing time)."""
    explicit: bool = True
    """The guest named the day; False when it is only implied (now, "open late")."""

    @property
    def day(self) -> date:
        """The first day asked about."""
        return self.days[0]

    def as_dict(self) -> dict[str, object]:
        """A checkpoint-friendly form (strings and lists only)."""
        return {
            "label": self.label,
            "days": [day.isoformat() for day in self.days],
            "at": self.at.strftime("%H:%M") if self.at else None,
            "now": self.now,
            "late": self.late,
            "explicit": self.explicit,
        }

    @classmethod
    def from_dict(cls, raw: dict[str, object]) -> AskedTime:
        """Back from `as_dict`."""
        days = tuple(date.fromisoformat(str(day)) for day in raw.get("days") or [])  # type: ignore[attr-defined]
        at = raw.get("at")
        return cls(
            label=str(raw.get("label", "")),
            days=days,
            at=time.fromisoformat(str(at)) if at else None,
            now=bool(raw.get("now")),
            late=bool(raw.get("late")),
            explicit=bool(raw.get("explicit", True)),
        )


def parse_when(text: str, now: datetime) -> AskedTime | None:
    """The time `text` asks about, or None when it names none (the caller decides the default).

    Args:
        text: The guest's text.
        now: The property's current local time (aware).
    """
    today = now.date()
    asked = _day_of(text, now)
    late = bool(_LATE.search(text))
    clock = _clock_of(text, asked.day if asked else today, now)
    if asked is None and clock is None:
        if _NOW.search(text):
            return AskedTime("now", (today,), now=True, late=late, explicit=False)
        if late:
            return AskedTime("tonight", (today,), late=True, explicit=False)
        return None
    if asked is None:
        asked = AskedTime("today", (today,), explicit=False)
    return replace(asked, at=clock, late=late)


def _day_of(text: str, now: datetime) -> AskedTime | None:
    today = now.date()
    # A day named after "tomorrow" is the one asked ("... tomorrow maybe, is the salon open on
    # friday?"): the question closes the text.
    match = _TOMORROW.search(text)
    if match and _named_weekday(text[match.end() :])[0] is None:
        return AskedTime(
            "tomorrow night" if match["night"] else "tomorrow", (today + timedelta(days=1),)
        )
    if _TONIGHT.search(text) and _named_weekday(text)[0] in (None, today.weekday()):
        # "tonite hrs fri" asks Friday's night: a weekday named beside it says which.
        return AskedTime("tonight", (today,))
    if _WEEKEND.search(text):
        return AskedTime("this weekend", _weekend(today))
    weekday, after_next = _named_weekday(text)
    if weekday is not None:
        ahead = (weekday - today.weekday()) % 7
        if ahead == 0 and after_next:
            ahead = 7
        day = today + timedelta(days=ahead)
        label = "today" if ahead == 0 else ("tomorrow" if ahead == 1 else WEEKDAYS[weekday].title())
        return AskedTime(label, (day,))
    if _TODAY.search(text):
        return AskedTime("today", (today,))
    if (misspelled := _misspelled_weekday(text)) is not None:
        ahead = (misspelled - today.weekday()) % 7
        name = WEEKDAYS[misspelled].title()
        label = "today" if ahead == 0 else ("tomorrow" if ahead == 1 else name)
        return AskedTime(label, (today + timedelta(days=ahead),))
    return None


def _named_weekday(text: str) -> tuple[int | None, bool]:
    """The weekday `text` names (full, short or "sat"/"sun" where a day goes), and "next"."""
    if match := _DAY_NAME.search(text):
        return _DAY_WORDS[match["day"].lower()], (match["next"] or "").lower() == "next"
    if short := _SHORT_WEEKEND_DAY.search(text):
        written = short["day"] or short["before"] or short["last"]
        before = text[: short.start()].lower().split()
        return _SHORT_WEEKEND_INDEX[written.lower()], before[-1:] == ["next"]
    return None, False


_DAY_LIKENESS = 0.8
_DAY_MARGIN = 0.05
# A word shaped like a day's name ("satruday", "wensday", "thrusday", "sundy").
_DAYLIKE = re.compile(r"\b[a-z]{3,9}(?:day|dy|ay)s?\b", re.I)


def _misspelled_weekday(text: str) -> int | None:
    """The weekday a misspelled day name stands for, or None (see `_misspelled_day`)."""
    found = _misspelled_day(text)
    return found[0] if found else None


def _misspelled_day(text: str) -> tuple[int, re.Match[str]] | None:
    """The weekday a misspelled day name stands for, and where it is written; or None.

    The closest name must be close (similarity 0.8) and clearly closer than the next one
    ("thrusday" is Thursday, not Tuesday); "birthday" and "holiday" are no day at all.
    """
    for match in _DAYLIKE.finditer(text):
        word = match.group().lower().removesuffix("s")
        ranked = sorted(
            (
                (difflib.SequenceMatcher(None, word, name).ratio(), day)
                for day, name in enumerate(WEEKDAYS)
            ),
            reverse=True,
        )
        (best, day), (second, _) = ranked[0], ranked[1]
        if best >= _DAY_LIKENESS and best - second >= _DAY_MARGIN:
            return day, match
    return None


def _weekend(today: date) -> tuple[date, ...]:
    """The coming Saturday and Sunday; only Sunday when today is Sunday."""
    if today.weekday() == 6:
        return (today,)
    saturday = today + timedelta(days=(5 - today.weekday()) % 7)
    return (saturday, saturday + timedelta(days=1))


def _clock_of(text: str, day: date, now: datetime) -> time | None:
    if match := _NOON.search(text):
        return time(12, 0) if match["word"].lower() == "noon" else time(0, 0)
    for match in _CLOCK.finditer(text):
        hour = int(match["hour"])
        minute = int(match["minute"] or 0)
        ampm = (match["ampm"] or "").lower()
        if not (match["prep"] or ampm or match["minute"]):
            continue  # a bare number ("party of 4", "21") is not a time
        if not 0 <= hour <= 23:
            continue
        if ampm or hour > 12 or hour == 0:
            if ampm and not 1 <= hour <= 12:
                continue
            if ampm.startswith("p") and hour != 12:
                hour += 12
            elif ampm.startswith("a") and hour == 12:
                hour = 0
            return time(hour, minute)
        return time(_guess_half(hour, minute, text, day, now), minute)
    return None


def _guess_half(hour: int, minute: int, text: str, day: date, now: datetime) -> int:
    """A bare "at 9": evening words or an hour already past today mean PM, else the usual."""
    if hour == 12:
        return 12
    if _EVENING_HINT.search(text):
        return hour + 12
    if _MORNING_HINT.search(text):
        return hour
    if hour <= 6:
        return hour + 12  # "at 5" is 5 PM at a resort
    if day == now.date() and (hour, minute) <= (now.hour, now.minute):
        return hour + 12
    return hour


def strip_when(text: str) -> str:
    """`text` without its time words, for searching the knowledge base."""
    for pattern in (
        _TOMORROW,
        _TONIGHT,
        _WEEKEND,
        _DAY_NAME,
        _SHORT_WEEKEND_DAY,
        _TODAY,
        _NOW,
        _NOON,
        _ANY_WEEKDAY,
        _STAY_DAY,
        _SPAN,
    ):
        text = pattern.sub(" ", text)
    if (misspelled := _misspelled_day(text)) is not None:
        text = text[: misspelled[1].start()] + " " + text[misspelled[1].end() :]
    text = _OPEN_LATE.sub("open", text)  # "open late" asks about hours, not late-night food
    text = re.sub(
        r"\b(?:at|by|around|before|after|until|til|till)\s+\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?\s?m\b\.?)?",
        " ",
        text,
        flags=re.I,
    )
    text = re.sub(r"\b\d{1,2}(?::[0-5]\d)?\s*[ap]\.?\s?m\b\.?", " ", text, flags=re.I)
    return " ".join(text.split())


def day_phrase(asked: AskedTime, day: date, today: date) -> str:
    """How to name `day` in a reply: "today", "tonight", "tomorrow", "on Saturday"."""
    if day == today:
        return "tonight" if asked.label == "tonight" else "today"
    if day == today + timedelta(days=1):
        return "tomorrow"
    return f"on {WEEKDAYS[day.weekday()].title()}"
