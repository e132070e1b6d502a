"""Rebuild `compliance/us_area_codes.csv` from the installed `phonenumbers` geocoder.

`python -m compliance.area_codes_build` writes the table; a unit test fails when the installed
library would give a different one. Loading the geocoder's data costs a process ~0.3 s, so the
quiet-hours check reads this small derived table instead (area codes never cross a state line;
where the library names another state for a few exchanges, the area code's own state wins).
"""

from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from pathlib import Path

TABLE = Path(__file__).with_name("us_area_codes.csv")


def derive_table() -> dict[str, str]:
    """Each US area code's state (or DC): the state most of its geocoder entries name."""
    from phonenumbers.geodata import GEOCODE_DATA

    from compliance.number_zones import state_of_description

    votes: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for prefix, descriptions in GEOCODE_DATA.items():
        if not prefix.startswith("1") or len(prefix) < 4:
            continue
        state = state_of_description(descriptions.get("en", ""))
        if state is not None:
            votes[prefix[1:4]][state] += 1
    return {code: counts.most_common(1)[0][0] for code, counts in sorted(votes.items())}


def render(table: dict[str, str]) -> str:
    """The CSV text of a table."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["area_code", "state"])
    writer.writerows(sorted(table.items()))
    return out.getvalue()


def main() -> None:
    """Write the table derived from the installed library."""
    TABLE.write_text(render(derive_table()), encoding="utf-8")
    print(f"wrote {TABLE}")


if __name__ == "__main__":
    main()
