from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from data.kb.hours import HoursFormatError, Span, WeeklyHours

TZ = ZoneInfo("America/New_York")
# 2026-11-16 is a Monday; WEEK[0] = Monday ... WEEK[6] = Sunday.
WEEK = [datetime(2026, 11, 16, tzinfo=TZ) + timedelta(days=offset) for offset in range(7)]


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return WEEK[day].replace(hour=hour, minute=minute)


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

DINNER = {"sun-thu": "5:00 PM - 10:00 PM", "fri-sat": "5:00 PM - 11:00 PM"}


def test_seed_style_keys_mean_the_same_as_ranges():
    seed = WeeklyHours.parse(
        {"sunday_thursday": "5:00 PM - 10:00 PM", "friday_saturday": "5:00 PM - 11:00 PM"}
    )
    assert seed == WeeklyHours.parse(DINNER)


def test_describe_groups_days_around_the_week():
    assert WeeklyHours.parse(DINNER).describe() == "Sun-Thu 5-10 PM; Fri-Sat 5-11 PM"


def test_sun_thu_wraps_over_the_week():
    hours = WeeklyHours.parse({"sun-thu": "9 AM - 5 PM"})
    listed = [day for day in range(7) if hours.days[day] is not None]
    assert listed == [MON, TUE, WED, THU, SUN]


def test_fri_mon_wraps_over_the_weekend():
    hours = WeeklyHours.parse({"fri-mon": "noon - 6 PM"})
    assert [day for day in range(7) if hours.days[day] is not None] == [MON, FRI, SAT, SUN]


@pytest.mark.parametrize(
    ("key", "days"),
    [
        ("daily", {MON, TUE, WED, THU, FRI, SAT, SUN}),
        ("weekdays", {MON, TUE, WED, THU, FRI}),
        ("weekends", {SAT, SUN}),
        ("Tuesday", {TUE}),
        ("THU", {THU}),
        ("Mon-Wed", {MON, TUE, WED}),
        ("mon, wed, fri", {MON, WED, FRI}),
        ("Saturday to Sunday", {SAT, SUN}),
    ],
)
def test_day_patterns(key, days):
    hours = WeeklyHours.parse({key: "9 AM - 5 PM"})
    assert {day for day in range(7) if hours.days[day] is not None} == days


def test_open_and_closed_within_a_day():
    hours = WeeklyHours.parse(DINNER)
    assert hours.is_open(at(MON, 16, 59)) is False
    assert hours.is_open(at(MON, 17, 0)) is True
    assert hours.is_open(at(MON, 21, 59)) is True
    assert hours.is_open(at(MON, 22, 0)) is False
    assert hours.is_open(at(FRI, 22, 30)) is True


def test_range_past_midnight_counts_for_the_next_morning():
    hours = WeeklyHours.parse({"fri": "6:00 PM - 2:00 AM", "sat": "Closed"})
    assert hours.is_open(at(FRI, 23, 0)) is True
    assert hours.is_open(at(SAT, 1, 0)) is True
    assert hours.is_open(at(SAT, 2, 0)) is False
    assert hours.is_open(at(SAT, 15, 0)) is False
    assert hours.days[FRI] == (Span(18 * 60, 26 * 60),)


def test_spill_from_previous_day_counts_even_if_today_is_unlisted():
    hours = WeeklyHours.parse({"fri": "6 PM - 2 AM"})
    assert hours.is_open(at(SAT, 1, 30)) is True
    assert hours.is_open(at(SAT, 3, 0)) is None


def test_sunday_night_spills_into_monday():
    hours = WeeklyHours.parse({"sun": "8 PM - 1 AM", "mon": "Closed"})
    assert hours.is_open(at(MON, 0, 30)) is True
    assert hours.is_open(at(MON, 1, 0)) is False


def test_24_hours():
    hours = WeeklyHours.parse({"daily": "24 hours"})
    assert all(hours.is_open(at(day, hour)) for day in range(7) for hour in (0, 12, 23))
    assert hours.describe() == "open 24 hours"
    assert hours.describe_day(at(WED, 3)) == "open 24 hours"
    assert hours.next_change(at(WED, 3)) is None


def test_closed_day():
    hours = WeeklyHours.parse({"daily": "11 AM - 9 PM", "mon": "Closed"})
    assert hours.is_open(at(MON, 12)) is False
    assert hours.describe_day(at(MON, 12)) == "closed today"
    assert hours.describe() == "Mon closed; Tue-Sun 11 AM-9 PM"


def test_unlisted_day_is_unknown_not_closed():
    hours = WeeklyHours.parse({"weekdays": "9 AM - 5 PM"})
    assert hours.is_open(at(SAT, 12)) is None
    assert hours.describe_day(at(SAT, 12)) == "no hours listed for today"
    assert hours.describe() == "Mon-Fri 9 AM-5 PM"
    assert hours.next_change(at(SAT, 12)) is None


def test_later_keys_override_earlier_ones():
    closed_sunday = WeeklyHours.parse({"daily": "9 AM - 5 PM", "sun": "Closed"})
    assert closed_sunday.is_open(at(SUN, 12)) is False
    open_sunday = WeeklyHours.parse({"sun": "Closed", "daily": "9 AM - 5 PM"})
    assert open_sunday.is_open(at(SUN, 12)) is True


def test_noon_and_midnight():
    hours = WeeklyHours.parse({"daily": "noon - midnight"})
    assert hours.days[MON] == (Span(12 * 60, 24 * 60),)
    assert hours.is_open(at(TUE, 23, 59)) is True
    assert hours.is_open(at(WED, 0, 0)) is False
    assert hours.describe() == "Daily noon-midnight"


def test_short_forms_and_case():
    assert WeeklyHours.parse({"MON": "9 am - 5:30 p.m."}).days[MON] == (Span(540, 1050),)
    assert WeeklyHours.parse({"mon": "12:00 AM - 12:00 PM"}).days[MON] == (Span(0, 720),)


def test_split_shifts():
    hours = WeeklyHours.parse({"daily": "11:00 AM - 3:00 PM, 5:00 PM - 10:00 PM"})
    assert hours.is_open(at(THU, 14)) is True
    assert hours.is_open(at(THU, 16)) is False
    assert hours.describe_day(at(THU, 16)) == "open today 11 AM-3 PM, 5-10 PM"
    assert hours.next_change(at(THU, 16)) == at(THU, 17)


def test_describe_day_mentions_last_nights_hours():
    hours = WeeklyHours.parse({"fri-sat": "6 PM - 2 AM"})
    assert hours.describe_day(at(SAT, 1)) == "open until 2 AM; open today 6 PM-2 AM"
    assert hours.describe_day(at(FRI, 12)) == "open today 6 PM-2 AM"


def test_next_change():
    hours = WeeklyHours.parse(DINNER)
    assert hours.next_change(at(MON, 18)) == at(MON, 22)
    assert hours.next_change(at(MON, 23)) == at(TUE, 17)
    assert hours.next_change(at(SAT, 22, 59)) == at(SAT, 23)


def test_next_change_across_unknown_days_is_none():
    hours = WeeklyHours.parse({"mon": "9 AM - 5 PM", "tue": "Closed"})
    assert hours.next_change(at(TUE, 12)) is None
    assert hours.next_change(at(MON, 10)) == at(MON, 17)


def test_naive_datetime_is_rejected():
    hours = WeeklyHours.parse(DINNER)
    with pytest.raises(ValueError, match="timezone-aware"):
        hours.is_open(datetime(2026, 11, 16, 18, 0))


@pytest.mark.parametrize(
    ("raw", "key", "fragment"),
    [
        ({"fri": "late"}, "fri", "expected like '9:00 AM - 5:00 PM'"),
        ({"fri": "9 - 5"}, "fri", "expected like '9:00 AM - 5:00 PM'"),
        ({"fri": "17:00 - 22:00"}, "fri", "expected like '9:00 AM - 5:00 PM'"),
        ({"fri": "13 PM - 2 PM"}, "fri", "not a clock time"),
        ({"fri": "9 AM - 9 AM"}, "fri", "24 hours"),
        ({"fri": "9 AM - 2 PM, 1 PM - 5 PM"}, "fri", "overlap"),
        ({"funday": "9 AM - 5 PM"}, "funday", "unknown day pattern 'funday'"),
        ({"mon-someday": "9 AM - 5 PM"}, "mon-someday", "unknown day pattern"),
    ],
)
def test_bad_input_names_the_key(raw, key, fragment):
    with pytest.raises(HoursFormatError) as caught:
        WeeklyHours.parse(raw)
    assert caught.value.key == key
    assert fragment in caught.value.message
    assert isinstance(caught.value, ValueError)


def _clock_text(minutes: int) -> str:
    hour, minute = divmod(minutes % 1440, 60)
    return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


_day_value = st.one_of(
    st.just("Closed"),
    st.just("24 hours"),
    st.tuples(st.integers(0, 95), st.integers(1, 95)).map(
        lambda pair: f"{_clock_text(pair[0] * 15)} - {_clock_text((pair[0] + pair[1]) * 15)}"
    ),
)
_week = st.lists(_day_value, min_size=7, max_size=7).map(
    lambda values: dict(zip(["mon", "tue", "wed", "thu", "fri", "sat", "sun"], values, strict=True))
)


@settings(max_examples=150, deadline=None)
@given(raw=_week, start=st.integers(0, 7 * 96 - 1), data=st.data())
def test_next_change_is_the_first_flip(raw, start, data):
    hours = WeeklyHours.parse(raw)
    now = WEEK[0] + timedelta(minutes=start * 15)
    state = hours.is_open(now)
    change = hours.next_change(now)
    if change is None:
        later = (now + timedelta(minutes=15 * step) for step in range(7 * 96))
        assert all(hours.is_open(moment) == state for moment in later)
        return
    assert change > now
    assert hours.is_open(change) is not state
    assert hours.is_open(change - timedelta(minutes=1)) is state
    gap = int((change - now).total_seconds() // 60)
    probe = now + timedelta(minutes=data.draw(st.integers(0, gap - 1)))
    assert hours.is_open(probe) is state
