"""Dates and times in a guest's question, read in the property's time zone."""

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from agent.dates import parse_when, strip_when
from agent.hours_answer import hours_for
from data.kb.hours import WeeklyHours

EASTERN = ZoneInfo("America/New_York")
MONDAY_10AM = datetime(2026, 11, 23, 10, 0, tzinfo=EASTERN)
SPA = WeeklyHours.parse({"weekdays": "9:00 AM - 8:00 PM", "weekends": "8:00 AM - 8:00 PM"})
PUB = WeeklyHours.parse({"sun-thu": "11:30 AM - midnight", "fri-sat": "11:30 AM - 2:00 AM"})


@pytest.mark.parametrize(
    ("text", "label", "days", "at", "now"),
    [
        ("what time does the spa open tomorrow?", "tomorrow", [date(2026, 11, 24)], None, False),
        ("is the pool open tonight", "tonight", [date(2026, 11, 23)], None, False),
        (
            "shows this weekend?",
            "this weekend",
            [date(2026, 11, 28), date(2026, 11, 29)],
            None,
            False,
        ),
        ("open on Saturday?", "Saturday", [date(2026, 11, 28)], None, False),
        ("next monday", "Monday", [date(2026, 11, 30)], None, False),
        ("table at 9", "today", [date(2026, 11, 23)], time(21, 0), False),
        ("spa at 9 tomorrow", "tomorrow", [date(2026, 11, 24)], time(9, 0), False),
        ("open at 9:30pm friday", "Friday", [date(2026, 11, 27)], time(21, 30), False),
        ("any steakhouses open now?", "now", [date(2026, 11, 23)], None, True),
        # Misspelled day names, closest to one day clearly.
        ("soltorro open til when satruday", "Saturday", [date(2026, 11, 28)], None, False),
        ("pool hours wensday", "Wednesday", [date(2026, 11, 25)], None, False),
        ("thrusday brunch?", "Thursday", [date(2026, 11, 26)], None, False),
        # A short day name with a letter dropped.
        ("is the buffet open late on fridy", "Friday", [date(2026, 11, 27)], None, False),
        ("spa hrs sundy?", "Sunday", [date(2026, 11, 29)], None, False),
        # "sat" and "sun" where a day goes.
        ("is the pub open late sat??", "Saturday", [date(2026, 11, 28)], None, False),
        ("need a table on sat", "Saturday", [date(2026, 11, 28)], None, False),
        ("pool hours sun morning", "Sunday", [date(2026, 11, 29)], None, False),
        ("buffet open sun?", "Sunday", [date(2026, 11, 29)], None, False),
        # Texted spellings of "tomorrow".
        ("pool hrs 2moro?", "tomorrow", [date(2026, 11, 24)], None, False),
        ("comix 2morrow night", "tomorrow night", [date(2026, 11, 24)], None, False),
    ],
)
def test_forms_guests_text(text, label, days, at, now) -> None:
    asked = parse_when(text, MONDAY_10AM)
    assert asked is not None
    assert (asked.label, list(asked.days), asked.at, asked.now) == (label, days, at, now)


@pytest.mark.parametrize(
    "text",
    [
        "is there a steakhouse?",
        "Mohegan Sun hours",
        "I sat at the bar",
        "how do i get to mohegan sun?",
        "connecticut sun tickets",
        "where we sat last time was great",
        "party of 4",
        "a birthday dinner",
        "open on the holiday?",
        "somedays the pool is busy",
        "a quiet place to study",
        "is there a delay at the valet",
        "we wrote an essay about the tower",
    ],
)
def test_no_time_named(text) -> None:
    assert parse_when(text, MONDAY_10AM) is None


def test_the_day_is_the_property_day_not_utc() -> None:
    late_sunday = datetime(2026, 11, 22, 23, 30, tzinfo=EASTERN)  # already Monday in UTC
    asked = parse_when("and tomorrow?", late_sunday)
    assert asked is not None and asked.day == date(2026, 11, 23)


def test_time_words_are_left_out_of_the_search() -> None:
    assert strip_when("what shows are on this weekend") == "what shows are on"
    assert strip_when("is the Lansdowne open late on Friday?") == "is the Lansdowne open ?"
    assert strip_when("is the lansdown pub open on saterday") == "is the lansdown pub open on"
    assert strip_when("resy for tao on sat") == "resy for tao on"
    assert strip_when("mohegan sun buffet hours") == "mohegan sun buffet hours"
    assert strip_when("need a massage after this week") == "need a massage"
    assert strip_when("any shows next month?") == "any shows ?"
    assert strip_when("how many days a week is the spa open") == (
        "how many days a week is the spa open"
    )
    assert parse_when("need a massage after this week", MONDAY_10AM) is None


def test_hours_for_the_asked_day() -> None:
    def said(text: str) -> str:
        return hours_for(SPA, parse_when(text, MONDAY_10AM), MONDAY_10AM)

    assert said("spa tomorrow?") == "open tomorrow 9 AM-8 PM"
    assert said("spa on saturday") == "open on Saturday 8 AM-8 PM"
    assert said("spa this weekend") == "open on Saturday 8 AM-8 PM; open on Sunday 8 AM-8 PM"
    assert said("is the spa open now") == "open now, until 8 PM"
    assert said("spa at 8 tomorrow morning") == "not open at 8 AM tomorrow (9 AM-8 PM)"
    assert hours_for(SPA, None, MONDAY_10AM) == "open today 9 AM-8 PM"  # no "open now"


def test_late_and_after_midnight() -> None:
    friday = parse_when("is it open late on friday", MONDAY_10AM)
    assert hours_for(PUB, friday, MONDAY_10AM) == "open until 2 AM on Friday (11:30 AM-2 AM)"
    at_one = parse_when("open at 1am saturday?", MONDAY_10AM)
    assert hours_for(PUB, at_one, MONDAY_10AM).startswith("open at 1 AM on Saturday")


def test_tonight_leaves_out_a_lunch_service() -> None:
    steakhouse = WeeklyHours.parse({"daily": "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM"})
    tonight = parse_when("is it open tonight", MONDAY_10AM)
    assert hours_for(steakhouse, tonight, MONDAY_10AM) == "open tonight 5-10 PM"
    lunch_only = WeeklyHours.parse({"daily": "11:00 AM - 2:00 PM"})
    assert hours_for(lunch_only, tonight, MONDAY_10AM).startswith("closed tonight")


def test_atm_after_a_determiner_is_a_cash_machine_not_at_the_moment() -> None:
    assert strip_when("is the spa open atm") == "is the spa open"
    assert strip_when("is there an atm near the casino") == "is there an atm near the casino"
    assert strip_when("where's the nearest ATM") == "where's the nearest ATM"


@pytest.mark.parametrize(
    ("text", "label", "day"),
    [
        # A weekday named beside "tonight" says which night (MONDAY_10AM is a Monday).
        ("pool hrs tonite, saturday i mean", "Saturday", date(2026, 11, 28)),
        ("what's on tonight thursday at the wolf den", "Thursday", date(2026, 11, 26)),
        ("is the bar open tonight, monday", "tonight", date(2026, 11, 23)),
    ],
)
def test_a_weekday_beside_tonight_names_the_night(text, label, day) -> None:
    asked = parse_when(text, MONDAY_10AM)
    assert asked is not None and asked.label == label and asked.days == (day,)
