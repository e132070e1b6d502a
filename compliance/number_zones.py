"""Where a recipient is: the time zones and the US state of a phone number's area code.

A number keeps its area code when ported, and some area codes span two zones, so a number gives
every zone it may be in; `phonenumbers` supplies the data (nothing downloaded). The state comes
from `us_area_codes.csv`, derived from the library's geocoder (see `area_codes_build`) because
loading the geocoder itself costs ~0.3 s.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

import phonenumbers
from phonenumbers import timezone as phone_timezone
from phonenumbers.tzdata import TIMEZONE_DATA

_UNKNOWN_ZONE = "Etc/Unknown"

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


class InvalidRecipientError(ValueError):
    """The recipient is not a phone number that can be parsed."""


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


@cache  # a scan of the library's whole zone table: once per area code, not once per send
def _area_code_zones(area_code: str) -> tuple[str, ...]:
    prefixes = {"1" + area_code, "1" + _OVERLAY_PARENTS.get(area_code, area_code)}
    return tuple(
        sorted(
            {
                zone
                for prefix, zones in TIMEZONE_DATA.items()
                if prefix[:4] in prefixes
                for zone in zones
            }
        )
    )


def state_for_number(number: phonenumbers.PhoneNumber) -> str | None:
    """Return the two-letter US state (or DC) of a number's area code, or None if unknown."""
    if phonenumbers.region_code_for_number(number) != "US":
        return None
    return _area_code_states().get(str(number.national_number)[:3])


def state_of_description(description: str) -> str | None:
    """The state code in a geocoder description ("Darien, CT", "Connecticut"), or None."""
    _, comma, suffix = description.rpartition(", ")
    if comma and suffix in _STATE_CODES:
        return suffix
    return _STATE_NAMES.get(description)


@cache
def _area_code_states() -> dict[str, str]:
    path = Path(__file__).with_name("us_area_codes.csv")
    with path.open(encoding="utf-8", newline="") as handle:
        return {row["area_code"]: row["state"] for row in csv.DictReader(handle)}
