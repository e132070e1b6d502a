"""Read a guest's reminder text: a time and what it is about, or a request to cancel.

Examples: "remind me at 7 about the comedy show", "text me 30 minutes before the spa closes",
"cancel my reminder"; the common Spanish and Portuguese forms ("recuérdame en 30 minutos sobre
el show", "me lembre às 7 do show") too. Venue-relative times are read in English.

Pure rules, no I/O: times are resolved in the property's time zone against `now`; a time tied to
a venue ("before the spa closes") is computed from that venue's knowledge-base hours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from agent.retrieval import KnowledgeIndex

_ASKS = re.compile(
    r"\b(remind me|text me|send me a (text|reminder|message)|message me|ping me|set a reminder|"
    r"recu[eé]rdame|av[ií]same|escr[ií]beme|lembre-me|me lembre|me avise)\b",
    re.IGNORECASE,
)
_CANCEL = re.compile(
    r"\b(cancel|delete|remove|clear|drop|cancela|cancelar|borra)\b.{0,20}"
    r"\b(reminders?|recordatorios?|lembretes?)\b|\bno more reminders?\b",
    re.IGNORECASE,
)
_AT = re.compile(
    r"\b(?:at|a las|a la|[àa]s) (?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?"
    r"\s*(?P<meridiem>[ap])?\.?\s*m?\.?(?=\W|$)"
    r"|\bat (?P<noon>noon|midnight)\b",
    re.IGNORECASE,
)
_IN = re.compile(
    r"\b(?:in|en|em) (?P<count>\d+|an?|one|two|half an|una?) ?"
    r"(?P<unit>minutes?|mins?|minutos?|hours?|hrs?|horas?|h)\b",
    re.IGNORECASE,
)
_BEFORE = re.compile(
    r"\b(?P<count>\d+|an?|one|two|half an) ?(?P<unit>minutes?|mins?|hours?|hrs?|h) before "
    r"(?P<subject>.+?) (?P<event>closes|opens|starts|begins|close|open|start)\b",
    re.IGNORECASE,
)
_ABOUT = re.compile(
    r"\b(?:about|for|of|to|sobre|del|de la|de|para|do|da)\s+(?P<about>.+)$", re.IGNORECASE
)
_TRAILING = re.compile(r"[\s.!?,]+$")
DEFAULT_ABOUT = "your reminder"
"""What a reminder is about when the guest did not say."""
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "half an": 0.5, "un": 1, "una": 1}


@dataclass(frozen=True)
class ReminderRequest:
    """A reminder to set: what it is about and when it is due (aware, property zone)."""

    about: str
    due_at: datetime


@dataclass(frozen=True)
class CancelReminders:
    """The guest wants their open reminders cancelled."""


@dataclass(frozen=True)
class UnclearReminder:
    """A reminder request whose time could not be read (the guest is asked again)."""

    reason: str


ReminderIntent = ReminderRequest | CancelReminders | UnclearReminder


def _amount(count: str, unit: str) -> timedelta:
    key = count.lower()
    value = _WORDS[key] if key in _WORDS else float(count)
    return timedelta(minutes=value * 60 if unit.lower().startswith("h") else value)


def _next_clock(now: datetime, hour: int, minute: int, meridiem: str | None) -> datetime | None:
    """The next instant after `now` showing hour:minute (either half of the day without am/pm)."""
    if hour > 23 or minute > 59:
        return None
    if meridiem:
        if hour > 12:
            return None
        hours = [hour % 12 + (12 if meridiem.lower() == "p" else 0)]
    elif hour >= 13 or hour == 0:
        hours = [hour]
    else:
        hours = [hour % 12, hour % 12 + 12]
    candidates = []
    for day in (0, 1):
        date = (now + timedelta(days=day)).date()
        for h in hours:
            at = datetime.combine(date, time(h, minute), tzinfo=now.tzinfo)
            if at > now:
                candidates.append(at)
    return min(candidates) if candidates else None


def _venue_change(
    index: KnowledgeIndex, subject: str, event: str, now: datetime
) -> tuple[str, datetime] | None:
    """The venue `subject` names and its next opening (or closing) after `now`."""
    hits = index.search(subject, k=1)
    if not hits:
        return None
    item = hits[0].item
    hours = item.opening_hours()
    if hours is None:
        return None
    closing = event.lower().startswith("close")
    at = now
    for _ in range(6):
        change = hours.next_change(at)
        if change is None:
            return None
        opens_here = hours.is_open(change) is True
        if opens_here != closing:
            return item.title(), change
        at = change
    return None


def _about(text: str, cut: int) -> str:
    match = _ABOUT.search(text[cut:]) or _ABOUT.search(text)
    about = match["about"] if match else ""
    about = _AT.sub("", _IN.sub("", about))
    return _TRAILING.sub("", about).strip()


def read_reminder(text: str, now: datetime, index: KnowledgeIndex) -> ReminderIntent | None:
    """What a text asks about reminders, or None when it is not about reminders.

    Args:
        text: The guest's text.
        now: The current instant in the property's time zone.
        index: The property's knowledge base, for times tied to a venue's hours.
    """
    if _CANCEL.search(text):
        return CancelReminders()
    asks = _ASKS.search(text)
    if asks is None:
        return None
    before = _BEFORE.search(text)
    if before is not None:
        found = _venue_change(index, before["subject"], before["event"], now)
        if found is None:
            return UnclearReminder("no hours for that venue")
        venue, change = found
        due = change - _amount(before["count"], before["unit"])
        if due <= now:
            return UnclearReminder("that time has passed")
        verb = "closes" if before["event"].lower().startswith("close") else "opens"
        return ReminderRequest(f"{venue} {verb} at {change.strftime('%-I:%M %p')}", due)
    within = _IN.search(text)
    if within is not None:
        due = now + _amount(within["count"], within["unit"])
        return ReminderRequest(_about(text, asks.end()) or DEFAULT_ABOUT, due)
    at = _AT.search(text)
    if at is None:
        return UnclearReminder("no time given")
    if at["noon"]:
        noon = at["noon"].lower() == "noon"
        clock = _next_clock(now, 12, 0, "p" if noon else "a")
    else:
        clock = _next_clock(now, int(at["hour"]), int(at["minute"] or 0), at["meridiem"])
    if clock is None:
        return UnclearReminder("that is not a time")
    return ReminderRequest(_about(text, asks.end()) or DEFAULT_ABOUT, clock)
