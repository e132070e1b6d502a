import json
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import phonenumbers
import pytest

from compliance.holidays import federal_holidays, is_federal_holiday
from compliance.number_zones import (
    InvalidRecipientError,
    parse_recipient,
    state_for_number,
    zones_for_number,
)
from compliance.quiet_hours import MessageClass, decide
from compliance.state_rules import load_state_rules, parse_state_rules
from concierge.cli import main

EASTERN = ZoneInfo("America/New_York")
CENTRAL = ZoneInfo("America/Chicago")
PHOENIX = ZoneInfo("America/Phoenix")

MIAMI = "+13055550123"
PANHANDLE = "+18505550123"
PHOENIX_NUMBER = "+16025550123"
FLAGSTAFF = "+19285550123"
NEW_YORK = "+12125550123"
DALLAS = "+12145550123"
BIRMINGHAM = "+12055550123"
JACKSON_MS = "+16015550123"
HARTFORD = "+18605550123"
PROVIDENCE = "+14015550123"
TOLL_FREE = "+18005550123"

PROACTIVE = MessageClass.PROACTIVE
REPLY = MessageClass.REPLY

HEADER = (
    "state,weekday_start,weekday_end,saturday_start,saturday_end,sunday_start,sunday_end,"
    "no_sunday,no_holidays,source,citation,note\n"
)


@pytest.fixture(scope="module")
def rules():
    return load_state_rules()


def at(zone, year, month, day, hour, minute=0, fold=0):
    return datetime(year, month, day, hour, minute, tzinfo=zone, fold=fold)


def rules_with_federal(tmp_path: Path, start: str, end: str):
    path = tmp_path / "rules.csv"
    path.write_text(HEADER + f"US,{start},{end},,,,,no,no,test,test,\n", encoding="utf-8")
    return load_state_rules(path)


# --- What phonenumbers says about the test numbers on this machine ---------------------------


@pytest.mark.parametrize(
    ("number", "zones", "state"),
    [
        (MIAMI, ("America/New_York",), "FL"),
        (PANHANDLE, ("America/New_York", "America/Chicago"), "FL"),
        ("+14485550123", ("America/New_York", "America/Chicago"), "FL"),  # 850's overlay
        (PHOENIX_NUMBER, ("America/Phoenix",), "AZ"),
        (FLAGSTAFF, ("America/Phoenix", "America/Denver"), "AZ"),  # Navajo Nation keeps DST
        (NEW_YORK, ("America/New_York",), "NY"),
        (DALLAS, ("America/Chicago",), "TX"),
        (BIRMINGHAM, ("America/Chicago",), "AL"),
        (JACKSON_MS, ("America/Chicago",), "MS"),
        (HARTFORD, ("America/New_York",), "CT"),
        (PROVIDENCE, ("America/New_York",), "RI"),
        ("+12085550123", ("America/Boise", "America/Los_Angeles", "America/Denver"), "ID"),
        ("+12065550123", ("America/Los_Angeles",), "WA"),
    ],
)
def test_number_location(number, zones, state):
    parsed = parse_recipient(number)
    assert set(zones_for_number(parsed)) == set(zones)
    assert zones_for_number(parsed)[0] == zones[0]
    assert state_for_number(parsed) == state


def test_every_geographic_us_area_code_maps_to_a_state():
    unmapped = []
    for area_code in range(200, 1000):
        number = phonenumbers.parse(f"+1{area_code}5550123")
        if (
            phonenumbers.is_valid_number(number)
            and phonenumbers.is_number_geographical(number)
            and phonenumbers.region_code_for_number(number) == "US"
            and state_for_number(number) is None
        ):
            unmapped.append(area_code)
    assert unmapped == []


def test_non_geographic_and_foreign_numbers_have_no_state():
    assert zones_for_number(parse_recipient(TOLL_FREE)) == ()
    assert state_for_number(parse_recipient(TOLL_FREE)) is None
    assert state_for_number(parse_recipient("+14165550123")) is None  # Toronto


# --- Proactive texts against the window ------------------------------------------------------


def test_florida_evening_is_held_until_eight_next_morning(rules):
    decision = decide(MIAMI, at(EASTERN, 2026, 7, 1, 20, 30), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.rule == "state-FL"
    assert decision.state == "FL"
    assert decision.next_allowed_at == at(EASTERN, 2026, 7, 2, 8)
    assert decision.next_allowed_at.isoformat() == "2026-07-02T08:00:00-04:00"


def test_florida_just_before_eight_pm_is_allowed(rules):
    decision = decide(MIAMI, at(EASTERN, 2026, 7, 1, 19, 59), PROACTIVE, rules=rules)
    assert decision.allowed
    assert decision.next_allowed_at is None
    assert decision.rule == "state-FL"


def test_window_opens_at_its_start_and_is_closed_at_its_end(rules):
    assert decide(NEW_YORK, at(EASTERN, 2026, 7, 1, 8), PROACTIVE, rules=rules).allowed
    assert not decide(NEW_YORK, at(EASTERN, 2026, 7, 1, 7, 59), PROACTIVE, rules=rules).allowed
    assert decide(NEW_YORK, at(EASTERN, 2026, 7, 1, 20, 59), PROACTIVE, rules=rules).allowed
    closing = decide(NEW_YORK, at(EASTERN, 2026, 7, 1, 21), PROACTIVE, rules=rules)
    assert not closing.allowed
    assert closing.rule == "federal-8-21"


def test_panhandle_evening_is_held_by_the_eastern_side(rules):
    decision = decide(PANHANDLE, at(EASTERN, 2026, 7, 1, 20, 30), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.local_times["America/Chicago"].startswith("2026-07-01T19:30")
    assert decision.next_allowed_at == at(EASTERN, 2026, 7, 2, 9)  # 08:00 Central


def test_panhandle_morning_waits_for_the_central_side(rules):
    decision = decide(PANHANDLE, at(CENTRAL, 2026, 7, 1, 7, 30), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.next_allowed_at == at(CENTRAL, 2026, 7, 1, 8)
    assert decide(PANHANDLE, at(CENTRAL, 2026, 7, 1, 8), PROACTIVE, rules=rules).allowed


def test_arizona_has_no_daylight_saving_time(rules):
    evening = decide(PHOENIX_NUMBER, at(PHOENIX, 2026, 7, 15, 20, 30), PROACTIVE, rules=rules)
    assert evening.allowed  # Denver with DST would read 21:30
    late = decide(PHOENIX_NUMBER, at(PHOENIX, 2026, 7, 15, 21, 5), PROACTIVE, rules=rules)
    assert not late.allowed
    assert late.next_allowed_at is not None
    assert late.next_allowed_at.isoformat() == "2026-07-16T08:00:00-07:00"
    winter = decide(PHOENIX_NUMBER, at(PHOENIX, 2026, 1, 15, 21, 5), PROACTIVE, rules=rules)
    assert winter.next_allowed_at is not None
    assert winter.next_allowed_at.isoformat() == "2026-01-16T08:00:00-07:00"


def test_navajo_nation_area_code_takes_the_stricter_zone(rules):
    decision = decide(FLAGSTAFF, at(PHOENIX, 2026, 7, 15, 20, 30), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.local_times["America/Denver"].startswith("2026-07-15T21:30")


def test_spring_forward_opens_at_the_real_eight_am(rules):
    decision = decide(NEW_YORK, at(EASTERN, 2026, 3, 7, 21, 30), PROACTIVE, rules=rules)
    assert decision.next_allowed_at is not None
    assert decision.next_allowed_at.isoformat() == "2026-03-08T08:00:00-04:00"
    assert decision.next_allowed_at.astimezone(UTC) == datetime(2026, 3, 8, 12, tzinfo=UTC)


def test_fall_back_opens_at_the_real_eight_am(rules):
    decision = decide(NEW_YORK, at(EASTERN, 2026, 10, 31, 22), PROACTIVE, rules=rules)
    assert decision.next_allowed_at is not None
    assert decision.next_allowed_at.isoformat() == "2026-11-01T08:00:00-05:00"
    assert decision.next_allowed_at.astimezone(UTC) == datetime(2026, 11, 1, 13, tzinfo=UTC)
    repeated_hour = at(EASTERN, 2026, 11, 1, 1, 30, fold=1)
    again = decide(NEW_YORK, repeated_hour, PROACTIVE, rules=rules)
    assert again.next_allowed_at == decision.next_allowed_at


def test_window_start_skipped_by_spring_forward_opens_at_the_jump(tmp_path):
    custom = rules_with_federal(tmp_path, "02:30", "21:00")
    decision = decide(NEW_YORK, at(EASTERN, 2026, 3, 8, 1), PROACTIVE, rules=custom)
    assert decision.next_allowed_at is not None
    assert decision.next_allowed_at.astimezone(UTC) == datetime(2026, 3, 8, 7, tzinfo=UTC)
    assert decision.next_allowed_at.isoformat() == "2026-03-08T03:00:00-04:00"


def test_window_start_read_twice_opens_at_the_second_reading(tmp_path):
    custom = rules_with_federal(tmp_path, "01:30", "21:00")
    first_reading = at(EASTERN, 2026, 11, 1, 1, 30, fold=0)
    decision = decide(NEW_YORK, first_reading, PROACTIVE, rules=custom)
    assert not decision.allowed
    assert decision.next_allowed_at is not None
    assert decision.next_allowed_at.isoformat() == "2026-11-01T01:30:00-05:00"


def test_window_end_read_twice_closes_at_the_first_reading(tmp_path):
    custom = rules_with_federal(tmp_path, "00:30", "01:30")
    assert decide(NEW_YORK, at(EASTERN, 2026, 11, 1, 1, 29), PROACTIVE, rules=custom).allowed
    between_readings = at(EASTERN, 2026, 11, 1, 1, 10, fold=1)
    assert not decide(NEW_YORK, between_readings, PROACTIVE, rules=custom).allowed


def test_texas_sunday_morning_is_held_until_noon(rules):
    decision = decide(DALLAS, at(CENTRAL, 2026, 7, 5, 10), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.rule == "state-TX-sunday"
    assert decision.next_allowed_at == at(CENTRAL, 2026, 7, 5, 12)
    assert decide(DALLAS, at(CENTRAL, 2026, 7, 4, 10), PROACTIVE, rules=rules).allowed


def test_alabama_sunday_is_held_until_monday_morning(rules):
    decision = decide(BIRMINGHAM, at(CENTRAL, 2026, 7, 12, 14), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.rule == "state-AL-no-sunday"
    assert decision.next_allowed_at == at(CENTRAL, 2026, 7, 13, 8)


def test_alabama_observed_holiday_skips_the_whole_weekend(rules):
    # 4 July 2026 is a Saturday, observed on Friday the 3rd; Sunday the 5th is banned too.
    decision = decide(BIRMINGHAM, at(CENTRAL, 2026, 7, 3, 10), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.rule == "state-AL-holiday"
    assert decision.next_allowed_at == at(CENTRAL, 2026, 7, 6, 8)


def test_mississippi_bans_sundays_but_not_holidays(rules):
    assert not decide(JACKSON_MS, at(CENTRAL, 2026, 7, 12, 14), PROACTIVE, rules=rules).allowed
    assert decide(JACKSON_MS, at(CENTRAL, 2026, 7, 3, 10), PROACTIVE, rules=rules).allowed


def test_connecticut_keeps_the_stricter_eight_pm_end(rules):
    decision = decide(HARTFORD, at(EASTERN, 2026, 7, 1, 20, 30), PROACTIVE, rules=rules)
    assert not decision.allowed
    assert decision.rule == "state-CT"
    assert decision.next_allowed_at == at(EASTERN, 2026, 7, 2, 9)
    assert "disputed" in rules.states["CT"].note


def test_rhode_island_hours_of_operation(rules):
    """R.I. Gen. Laws 5-61-3.6 / 5-61-2: Mon-Fri 9-18 except holidays, Sat 10-17, no Sunday."""
    saturday = decide(PROVIDENCE, at(EASTERN, 2026, 7, 11, 17, 30), PROACTIVE, rules=rules)
    assert not saturday.allowed
    assert saturday.rule == "state-RI-saturday"
    assert saturday.next_allowed_at == at(EASTERN, 2026, 7, 13, 9)  # Sunday skipped
    sunday = decide(PROVIDENCE, at(EASTERN, 2026, 7, 12, 12), PROACTIVE, rules=rules)
    assert not sunday.allowed
    assert decide(PROVIDENCE, at(EASTERN, 2026, 7, 10, 17, 30), PROACTIVE, rules=rules).allowed
    # Labor Day (a Monday) is a holiday: closed all day, open Tuesday at 9.
    labor_day = decide(PROVIDENCE, at(EASTERN, 2026, 9, 7, 12), PROACTIVE, rules=rules)
    assert not labor_day.allowed
    assert labor_day.next_allowed_at == at(EASTERN, 2026, 9, 8, 9)
    assert "5-61-3.6" in rules.states["RI"].citation


def test_washington_ends_at_eight_pm(rules):
    """RCW 19.158.040(2): 8:00-20:00 at the recipient's local time."""
    seattle = "+12065550123"
    pacific = ZoneInfo("America/Los_Angeles")
    late = decide(seattle, at(pacific, 2026, 7, 1, 20, 30), PROACTIVE, rules=rules)
    assert not late.allowed and late.rule == "state-WA"
    assert late.next_allowed_at == at(pacific, 2026, 7, 2, 8)
    assert decide(seattle, at(pacific, 2026, 7, 1, 19, 59), PROACTIVE, rules=rules).allowed
    assert rules.states["WA"].citation == "RCW 19.158.040(2)"


def test_every_row_cites_its_section(rules):
    for rule in rules.states.values():
        assert rule.citation


def test_zones_without_a_common_opening_report_none(tmp_path):
    custom = rules_with_federal(tmp_path, "08:00", "09:00")
    alaska = "+19075550123"  # Anchorage to Honolulu: one-hour windows never overlap in July
    decision = decide(alaska, datetime(2026, 7, 1, tzinfo=UTC), PROACTIVE, rules=custom)
    assert "Pacific/Honolulu" in decision.timezones
    assert not decision.allowed
    assert decision.next_allowed_at is None
    assert decision.rule.endswith("no-opening-within-14-days")


# --- Message classes ---------------------------------------------------------------------------


def test_compliance_texts_always_go(rules):
    decision = decide(BIRMINGHAM, at(CENTRAL, 2026, 7, 12, 3), "compliance", rules=rules)
    assert decision.allowed
    assert decision.rule == "compliance-always"


def test_reply_within_grace_goes_during_quiet_hours(rules):
    now = at(EASTERN, 2026, 7, 1, 23, 10)
    decision = decide(MIAMI, now, REPLY, inbound_at=now - timedelta(minutes=10), rules=rules)
    assert decision.allowed
    assert decision.rule == "reply-within-grace"


def test_reply_past_grace_is_held_like_proactive(rules):
    now = at(EASTERN, 2026, 7, 1, 23, 10)
    decision = decide(MIAMI, now, REPLY, inbound_at=now - timedelta(minutes=16), rules=rules)
    assert not decision.allowed
    assert decision.rule == "reply-past-grace:state-FL"
    assert decision.next_allowed_at == at(EASTERN, 2026, 7, 2, 8)


def test_reply_grace_is_configurable(rules):
    now = at(EASTERN, 2026, 7, 1, 23, 10)
    inbound = now - timedelta(minutes=20)
    grace = timedelta(minutes=30)
    assert decide(MIAMI, now, REPLY, inbound_at=inbound, reply_grace=grace, rules=rules).allowed


def test_reply_without_inbound_is_held(rules):
    decision = decide(MIAMI, at(EASTERN, 2026, 7, 1, 23, 10), REPLY, rules=rules)
    assert not decision.allowed
    assert decision.rule == "reply-no-inbound:state-FL"


def test_strict_defer_holds_a_reply_in_quiet_hours_and_sends_it_in_the_window(rules):
    night = at(EASTERN, 2026, 7, 1, 23, 10)
    held = decide(MIAMI, night, REPLY, inbound_at=night, replies_policy="defer", rules=rules)
    assert not held.allowed
    assert held.rule == "reply-strict-defer:state-FL"
    noon = at(EASTERN, 2026, 7, 1, 12)
    sent = decide(MIAMI, noon, REPLY, inbound_at=noon, replies_policy="defer", rules=rules)
    assert sent.allowed


# --- Zones and states from elsewhere -----------------------------------------------------------


def test_unknown_zone_falls_back_to_new_york(rules):
    decision = decide(TOLL_FREE, at(EASTERN, 2026, 7, 1, 21, 30), PROACTIVE, rules=rules)
    assert decision.timezones == ("America/New_York",)
    assert decision.rule == "unknown-timezone-default:federal-8-21-state-unknown"
    assert decision.next_allowed_at == at(EASTERN, 2026, 7, 2, 8)


def test_unknown_zone_falls_back_to_the_property_zone(rules):
    decision = decide(
        TOLL_FREE,
        at(EASTERN, 2026, 7, 1, 21, 30),
        PROACTIVE,
        fallback_timezone="America/Los_Angeles",
        rules=rules,
    )
    assert decision.allowed  # 18:30 in Los Angeles
    assert decision.rule.startswith("unknown-timezone-property:")


def test_guest_profile_zone_and_state_override_the_area_code(rules):
    evening = at(EASTERN, 2026, 7, 1, 20, 30)  # 17:30 in Los Angeles
    moved = decide(
        MIAMI,
        evening,
        PROACTIVE,
        timezone_override="America/Los_Angeles",
        state_override="ca",
        rules=rules,
    )
    assert moved.allowed
    assert moved.timezones == ("America/Los_Angeles",)
    assert moved.state == "CA"


def test_bad_inputs_raise_value_errors(rules):
    with pytest.raises(InvalidRecipientError):
        decide("not a number", datetime(2026, 7, 1, tzinfo=UTC), PROACTIVE, rules=rules)
    with pytest.raises(ValueError, match="timezone-aware"):
        decide(MIAMI, datetime(2026, 7, 1, 12), PROACTIVE, rules=rules)
    with pytest.raises(ValueError, match="unknown time zone"):
        decide(MIAMI, datetime(2026, 7, 1, tzinfo=UTC), PROACTIVE, timezone_override="Mars/Base")


def test_decision_as_dict_is_json_ready(rules):
    decision = decide(MIAMI, at(EASTERN, 2026, 7, 1, 20, 30), PROACTIVE, rules=rules)
    payload = json.loads(json.dumps(decision.as_dict()))
    assert payload["allowed"] is False
    assert datetime.fromisoformat(payload["next_allowed_at"]) == decision.next_allowed_at
    assert payload["timezones"] == ["America/New_York"]


# --- The rules table -----------------------------------------------------------------------------


def test_window_for_narrows_the_federal_window(rules):
    monday, sunday = date(2026, 7, 13), date(2026, 7, 12)
    assert rules.window_for(None, monday) == (time(8), time(21))
    assert rules.window_for("NY", monday) == (time(8), time(21))
    assert rules.window_for("FL", monday) == (time(8), time(20))
    assert rules.window_for("KY", monday) == (time(10), time(21))
    assert rules.window_for("TX", sunday) == (time(12), time(21))
    assert rules.window_for("AL", sunday) is None


def test_every_packaged_row_has_a_source_and_only_narrows_the_federal_window(rules):
    federal_start, federal_end = rules.federal.weekday
    assert rules.federal.source.startswith("47 CFR 64.1200")
    assert set(rules.states) >= {"AL", "CT", "FL", "MS", "RI", "TX"}
    for rule in rules.states.values():
        assert rule.source
        for hours in (rule.weekday, rule.saturday, rule.sunday):
            if hours is not None:
                assert federal_start <= hours[0] < hours[1] <= federal_end


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ("FL,08:00,20:00,,,,,no,no,x,x,\n", "no US row"),
        ("US,08:00,21:00,,,,,no,no,x,x,\nUS,08:00,21:00,,,,,no,no,x,x,\n", "duplicate"),
        ("US,21:00,08:00,,,,,no,no,x,x,\n", "empty"),
        ("US,08:00,21:00,,,,,maybe,no,x,x,\n", "yes or no"),
        ("US,08:00,21:00,,,,,no,no,,x,\n", "no source"),
        ("US,08:00,21:00,,,,,no,no,x,,\n", "no citation"),
        ("US,08:00,21:00,,,10:00,17:00,yes,no,x,x,\n", "bans Sundays"),
    ],
)
def test_malformed_tables_are_rejected(rows, message):
    with pytest.raises(ValueError, match=message):
        parse_state_rules(HEADER + rows)


# --- Federal holidays ----------------------------------------------------------------------------


def test_federal_holidays_2026():
    assert federal_holidays(2026) == {
        date(2026, 1, 1),
        date(2026, 1, 19),
        date(2026, 2, 16),
        date(2026, 5, 25),
        date(2026, 6, 19),
        date(2026, 7, 3),
        date(2026, 7, 4),
        date(2026, 9, 7),
        date(2026, 10, 12),
        date(2026, 11, 11),
        date(2026, 11, 26),
        date(2026, 12, 25),
    }


def test_new_year_on_a_saturday_is_observed_the_year_before():
    assert is_federal_holiday(date(2021, 12, 31))  # 1 January 2022 is a Saturday
    assert not is_federal_holiday(date(2020, 6, 19))  # before Juneteenth became federal


# --- CLI -----------------------------------------------------------------------------------------


def test_cli_json_output(capsys):
    code = main(["quiet-hours", MIAMI, "--at", "2026-07-01T20:30:00-04:00", "--json"])
    assert code == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["allowed"] is False
    assert payload["next_allowed_at"] == "2026-07-02T08:00:00-04:00"
    assert payload["timezones"] == ["America/New_York"]
    assert payload["state"] == "FL"
    assert payload["rule"] == "state-FL"


def test_cli_reply_within_grace(capsys):
    argv = ["quiet-hours", MIAMI, "--at", "2026-07-02T03:10:00Z", "--class", "reply"]
    code = main([*argv, "--inbound-at", "2026-07-02T03:05:00Z", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["allowed"] is True


def test_cli_text_output(capsys):
    assert main(["quiet-hours", DALLAS, "--at", "2026-07-05T10:00:00-05:00"]) == 0
    out = capsys.readouterr().out
    assert "held until 2026-07-05T12:00:00-05:00" in out
    assert "state-TX-sunday" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["quiet-hours", "call me maybe", "--at", "2026-07-01T12:00:00Z"],
        ["quiet-hours", MIAMI, "--at", "yesterday"],
        ["quiet-hours", MIAMI, "--at", "2026-07-01T12:00:00"],
        ["quiet-hours", MIAMI, "--class", "reply", "--inbound-at", "soon"],
    ],
)
def test_cli_bad_input_exits_2(argv, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "error:" in captured.err
