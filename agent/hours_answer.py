"""Opening hours said for the time the guest asked about, computed from the weekly hours.

"open now" is said only when the guest asked about now; a day ("tomorrow", "Saturday") gets
that day's hours; a clock time ("at 9") gets whether it is open then; "how late" gets the
closing time.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from agent.dates import AskedTime, day_phrase
from data.kb.hours import MINUTES_PER_DAY, DaySchedule, WeeklyHours, format_span
from data.kb.schemas import KbItem

EVENING = 17 * 60
"""Spans ending after 5 PM are the ones a guest asking about "tonight" means."""


def schedule_text(schedule: DaySchedule) -> str:
    """'5-10 PM', '11 AM-2 PM, 5-11 PM' or '24 hours' for a day with spans."""
    return ", ".join(format_span(span) for span in schedule)


def _clock(minutes: int) -> str:
    minutes %= MINUTES_PER_DAY
    if minutes == 0:
        return "midnight"
    if minutes == 12 * 60:
        return "noon"
    hour, minute = divmod(minutes, 60)
    return (
        f"{hour % 12 or 12}"
        + (f":{minute:02d}" if minute else "")
        + (" AM" if hour < 12 else " PM")
    )


def day_hours(hours: WeeklyHours, day: date, asked: AskedTime, today: date) -> str:
    """One day's hours: "open tomorrow 9 AM-8 PM", "closed on Monday", "open 24 hours"."""
    when = day_phrase(asked, day, today)
    schedule = hours.days[day.weekday()]
    if schedule is None:
        return f"no hours listed for {when.removeprefix('on ')}"
    if not schedule:
        return f"closed {when}"
    if len(schedule) == 1 and schedule[0].start == 0 and schedule[0].end == MINUTES_PER_DAY:
        return f"open 24 hours {when}"
    if asked.late:  # the closing time, and the day's whole hours with it
        return f"open until {_clock(schedule[-1].end)} {when} ({schedule_text(schedule)})"
    if when == "tonight":  # a lunch service is not "tonight"
        evening = tuple(span for span in schedule if span.end > EVENING)
        if not evening:
            return f"closed tonight (open today {schedule_text(schedule)})"
        schedule = evening
    return f"open {when} {schedule_text(schedule)}"


def hours_for(hours: WeeklyHours, asked: AskedTime | None, now: datetime) -> str:
    """The hours phrase for what the guest asked; today's hours when they named no time."""
    today = now.date()
    if asked is None:
        return day_hours(hours, today, AskedTime("today", (today,)), today)
    if asked.now:
        return _now_phrase(hours, now, asked)
    if asked.at is not None:
        return _at_phrase(hours, asked, today)
    if len(asked.days) > 1:
        phrases = [day_hours(hours, day, asked, today) for day in asked.days]
        return "; ".join(phrases)
    return day_hours(hours, asked.day, asked, today)


def _now_phrase(hours: WeeklyHours, now: datetime, asked: AskedTime) -> str:
    state = hours.is_open(now)
    today = now.date()
    if state is None:
        return day_hours(hours, today, AskedTime("today", (today,)), today)
    change = hours.next_change(now)
    if state:
        return f"open now, until {_clock_at(change, now)}" if change else "open now, 24 hours"
    if change is not None:
        return f"closed now; it opens {_clock_at(change, now)}"
    return "closed now"


def _clock_at(at: datetime, now: datetime) -> str:
    """'10 PM' today (or in the small hours after midnight), else '5 PM tomorrow', '9 AM Monday'."""
    text = _clock(at.hour * 60 + at.minute)
    days_ahead = (at.date() - now.date()).days
    if days_ahead == 0 or (days_ahead == 1 and at.hour < 6):
        return text
    return f"{text} tomorrow" if days_ahead == 1 else f"{text} {at.strftime('%A')}"


def _at_phrase(hours: WeeklyHours, asked: AskedTime, today: date) -> str:
    assert asked.at is not None
    day = asked.day
    when = day_phrase(asked, day, today)
    moment = _clock(asked.at.hour * 60 + asked.at.minute)
    schedule = hours.days[day.weekday()]
    if schedule is None:
        return f"no hours listed for {when.removeprefix('on ')}"
    # Hours are wall-clock times of the day: any fixed offset gives the same answer.
    at = datetime.combine(day, asked.at, tzinfo=UTC)
    if asked.at.hour < 6:  # "open till 2 AM?" means the night after this day
        at += timedelta(days=1)
    state = hours.is_open(at)
    listed = schedule_text(schedule) if schedule else "closed all day"
    if state:
        return f"open at {moment} {when} ({listed})"
    return f"not open at {moment} {when} ({listed})"


def open_first(items: list[KbItem], asked: AskedTime | None) -> list[KbItem]:
    """For "what's open at 7 AM?": the items open at the asked time first, order kept otherwise."""
    if asked is None or asked.at is None:
        return items
    at = datetime.combine(asked.day, asked.at, tzinfo=UTC)

    def closed(item: KbItem) -> bool:
        hours = item.opening_hours()
        return hours is None or hours.is_open(at) is not True

    return sorted(items, key=closed)
