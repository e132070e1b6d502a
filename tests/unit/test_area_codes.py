"""The shipped area-code table is what the installed phonenumbers geocoder gives."""

import phonenumbers

from compliance.area_codes_build import TABLE, derive_table, render
from compliance.number_zones import state_for_number


def test_the_shipped_table_matches_the_installed_geocoder() -> None:
    shipped = TABLE.read_text(encoding="utf-8")
    assert shipped == render(derive_table()), (
        "phonenumbers changed: run `python -m compliance.area_codes_build` and review the diff"
    )


def test_numbers_resolve_to_their_area_codes_state() -> None:
    def state(number: str) -> str | None:
        return state_for_number(phonenumbers.parse(number, "US"))

    assert state("+12035550123") == "CT"
    assert state("+17025550123") == "NV"
    assert state("+12016310000") == "NJ"  # an exchange the geocoder files under New York
    assert state("+14165550123") is None  # Toronto
    assert state("+18095550123") is None  # Dominican Republic
