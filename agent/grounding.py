"""Deterministic grounding check of a model draft against the items it cites.

Every checkable fact in the draft (venue names, clock times, prices, phone numbers, days of the
week) must appear in the cited items' fact sheets, the property's own name and number, or the
current local time; an "open now" or "closed now" claim must match the computed schedule.
Numbers the draft writes ("21 or older", "10,000 seats") must be in the facts too, or the
draft is undecided. A draft with nothing checkable in it is grounded when it keeps to the cited
facts' own words and polarity (agent.fact_wording); otherwise, or when it cites nothing, it is
*undecided*: the caller asks the LLM validator then.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from agent.fact_wording import in_fact_words, numbers
from data.kb.schemas import KbItem
from data.properties import Property

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_INDEX = {
    **{name: index for index, name in enumerate(_DAYS)},
    **{name[:3]: index for index, name in enumerate(_DAYS)},
    "tues": 1,
    "thur": 3,
    "thurs": 3,
}
_ABBREVIATION = r"(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)"
# Full day names in any case ("Fridays" too); abbreviations only capitalised in a range, since
# "sun" and "sat" are ordinary words (and "Sun" is part of a resort's name).
_FULL_DAY = re.compile(r"\b(" + "|".join(_DAYS) + r")s?\b", re.IGNORECASE)
_DAY_RANGE = re.compile(
    rf"\b({_ABBREVIATION}|[A-Z][a-z]+day)\s*(?:-|–|—|\bto\b|\bthrough\b)\s*"
    rf"({_ABBREVIATION}|[A-Z][a-z]+day)\b"
)
# In facts, an abbreviation counts when hours follow it ("Sun 11 AM-2 PM"), not in "Mohegan Sun".
_FACT_DAY = re.compile(
    rf"\b({_ABBREVIATION})\b(?=\s*(?:\d|noon|midnight|closed))|"
    r"\b(" + "|".join(_DAYS) + r")s?\b",
    re.IGNORECASE,
)
_EVERY_DAY = re.compile(r"\b(daily|every day|24 hours|24/7)\b", re.IGNORECASE)

# "5 PM", "5:30 p.m.", "11am"; a range's first number may share the second's meridiem: "5-10 PM".
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?", re.IGNORECASE)
_SHARED_MERIDIEM = re.compile(
    r"\b(\d{1,2})(?::(\d{2}))?\s*(?:-|–|—|\bto\b)\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b",
    re.IGNORECASE,
)
_NAMED_TIME = re.compile(r"\b(noon|midnight)\b", re.IGNORECASE)
_ROUND_THE_CLOCK = re.compile(r"\b(24 hours|24/7|24 hrs|around the clock|never closes?)\b", re.I)
_PRICE = re.compile(r"\$\s?(\d[\d,]*(?:\.\d{1,2})?)")
_FREE = re.compile(r"\b(free|complimentary|no charge)\b", re.IGNORECASE)
_PHONE = re.compile(r"(?<![\d$])(?:\+?1[-.\s]?)?\(?(\d{3})\)?[-.\s]?(\d{3})[-.\s]?(\d{4})(?!\d)")
_OPEN_NOW = re.compile(r"\b(open (right )?now|currently open|open at the moment)\b", re.I)
_CLOSED_NOW = re.compile(r"\b(closed (right )?now|currently closed|closed at the moment)\b", re.I)
# A run of two or more capitalised words, joined by the small words names contain.
_NAME = re.compile(r"\b[A-Z][\w'’&-]*(?:\s+(?:(?:of|the|at|and|&|de|la|by|on)\s+)*[A-Z][\w'’&-]*)+")
_NAME_STOPWORDS = frozenset(
    "i i'm i've i'll you we it its it's the a an and or but so if yes no sorry hi hello hey "
    "thanks thank please also sure great welcome ok okay our your my this that there here "
    "open opens closed today tonight tomorrow daily weekends weekdays am pm".split()
)


@dataclass(frozen=True)
class Grounding:
    """The check's outcome: `ok` True (grounded), False (a problem) or None (cannot decide)."""

    ok: bool | None
    problem: str = ""
    checked: int = 0


def _minutes(hour: str, minute: str | None, meridiem: str) -> int:
    value = int(hour) % 12 * 60 + int(minute or 0)
    return value + (12 * 60 if meridiem.lower() == "p" else 0)


def clock_times(text: str) -> list[tuple[str, frozenset[int]]]:
    """Each clock time in `text` as (as written, the minutes of the day it may mean)."""
    found: list[tuple[str, frozenset[int]]] = []
    for match in _CLOCK.finditer(text):
        written = match[0].rstrip(".")
        found.append((written, frozenset({_minutes(match[1], match[2], match[3])})))
    for match in _SHARED_MERIDIEM.finditer(text):
        # "5-10 PM" is 5 PM; "11-2 PM" is 11 AM: either is what the range's start may mean.
        hour, minute = match[1], match[2]
        either = frozenset({_minutes(hour, minute, "a"), _minutes(hour, minute, "p")})
        found.append((match[0], either))
    for match in _NAMED_TIME.finditer(text):
        found.append((match[0], frozenset({12 * 60 if match[1].lower() == "noon" else 0})))
    return found


def _allowed_minutes(text: str) -> set[int]:
    return {minute for _, minutes in clock_times(text) for minute in minutes}


def _days_in(text: str) -> set[int]:
    days = {_DAY_INDEX[(match[1] or match[2]).lower()] for match in _FACT_DAY.finditer(text)}
    for match in _DAY_RANGE.finditer(text):
        start = _DAY_INDEX.get(match[1].lower())
        end = _DAY_INDEX.get(match[2].lower())
        if start is None or end is None:
            continue
        day = start
        while day != end:
            days.add(day)
            day = (day + 1) % 7
        days.add(end)
    if _EVERY_DAY.search(text):
        days.update(range(7))
    return days


def _prices(text: str) -> set[str]:
    return {match[1].replace(",", "").removesuffix(".00") for match in _PRICE.finditer(text)}


def _phones(text: str) -> set[str]:
    return {"".join(match.groups()) for match in _PHONE.finditer(text)}


def _is_filler(word: str) -> bool:
    plain = word.lower().strip("'’")
    return plain in _NAME_STOPWORDS or plain.rstrip("s") in _DAY_INDEX or "-" in plain


def _names(text: str) -> list[str]:
    """Proper-noun phrases of two or more words ("Casino of the Sky"), fillers trimmed."""
    names = []
    for match in _NAME.finditer(text):
        words = match[0].split()
        while words and _is_filler(words[0]):
            words = words[1:]  # "The", "Yes", "Open" opening a sentence are not part of it
        while words and _is_filler(words[-1]):
            words = words[:-1]
        if len(words) >= 2:
            names.append(" ".join(words))
    return names


def _normal(text: str) -> str:
    return text.lower().replace("’", "'")


def check_grounding(
    draft: str,
    cited: Iterable[KbItem],
    facts: Iterable[str],
    *,
    prop: Property,
    now: datetime,
    known_titles: Iterable[str] = (),
) -> Grounding:
    """Check `draft` against the cited items and their fact sheets.

    Args:
        draft: The model's answer.
        cited: The knowledge-base items the model says it used (ids already resolved).
        facts: The fact sheets the model was shown for those items.
        prop: The property (its name, place and number are always allowed).
        now: The property's local time (today's weekday and the time may be said).
        known_titles: Every venue name of the property: one the draft names (as written,
            capitalised) must be among the cited facts.
    """
    items = list(cited)
    if not items:
        return Grounding(None, "it cites no knowledge-base item")
    cited_text = " ".join([*facts, *(item.title() for item in items)])
    allowed = cited_text + f" {prop.name} {prop.location} {prop.contact_phone} {prop.website}"
    allowed_lower = _normal(allowed)
    checked = 0

    allowed_minutes = _allowed_minutes(allowed) | {now.hour * 60 + now.minute}
    for written, minutes in clock_times(draft):
        checked += 1
        if not minutes & allowed_minutes:
            return Grounding(False, f"the time '{written}' is not in the facts", checked)
    if _ROUND_THE_CLOCK.search(draft):
        checked += 1
        if not _ROUND_THE_CLOCK.search(allowed):
            return Grounding(False, "it says open around the clock; the facts do not", checked)
    for price in _prices(draft):
        checked += 1
        if price not in _prices(allowed):
            return Grounding(False, f"the price ${price} is not in the facts", checked)
    if _FREE.search(draft):
        checked += 1
        if not _FREE.search(allowed):
            return Grounding(False, "it says something is free; the facts do not", checked)
    for phone in _phones(draft):
        checked += 1
        if phone not in _phones(allowed):
            return Grounding(False, "a phone number in it is not in the facts", checked)
    allowed_days = _days_in(cited_text) | {now.weekday(), (now.weekday() + 1) % 7}
    for day in _days_in(_day_mentions(draft)):
        checked += 1
        if day not in allowed_days:
            return Grounding(False, f"{_DAYS[day].title()} is not in the facts' hours", checked)
    for title in known_titles:
        if len(title) > 3 and _contains(draft, title):
            checked += 1
            if _normal(title) not in allowed_lower:
                return Grounding(False, f"it names {title}, which it does not cite", checked)
    names = _names(draft)
    unknown = [name for name in names if _normal(name) not in allowed_lower]
    checked += len(names) - len(unknown)
    schedules = [hours for item in items if (hours := item.opening_hours()) is not None]
    states = {hours.is_open(now) for hours in schedules} - {None}
    if _OPEN_NOW.search(draft):
        checked += 1
        if True not in states:
            return Grounding(False, "it says open now; by the schedule it is not", checked)
    if _CLOSED_NOW.search(draft):
        checked += 1
        if False not in states:
            return Grounding(False, "it says closed now; by the schedule it is open", checked)
    if unknown:
        # Possibly an invented venue, possibly a harmless phrase: the validator decides.
        return Grounding(None, f"'{unknown[0]}' is not in the facts", checked)
    allowed_numbers = set(numbers(allowed)) | {str(now.day), str(now.year)}
    for number in numbers(_without_checked_figures(draft)):
        if number not in allowed_numbers:
            # A figure of its own (a date, a sum it worked out): the validator decides.
            return Grounding(None, f"the number {number} is not in the facts", checked)
        checked += 1
    if checked == 0:
        if in_fact_words(draft, allowed):
            return Grounding(True, "it keeps to the facts' own words", 0)
        return Grounding(None, "nothing in it can be checked against the facts")
    return Grounding(True, "", checked)


def _without_checked_figures(text: str) -> str:
    """`text` without the times, prices and phone numbers checked above (their digits)."""
    for pattern in (_SHARED_MERIDIEM, _CLOCK, _PRICE, _PHONE, _ROUND_THE_CLOCK):
        text = pattern.sub(" ", text)
    return text


def _day_mentions(text: str) -> str:
    # Only full day names and capitalised ranges count in a draft (see _FULL_DAY).
    parts = [match[0] for match in _FULL_DAY.finditer(text)]
    parts += [match[0] for match in _DAY_RANGE.finditer(text)]
    return " ".join(parts)


def _contains(text: str, phrase: str) -> bool:
    """Whether `phrase` occurs in `text` as whole words (case counts: names are capitalised)."""
    start = text.find(phrase)
    while start != -1:
        end = start + len(phrase)
        if (start == 0 or not text[start - 1].isalnum()) and (
            end == len(text) or not text[end].isalnum()
        ):
            return True
        start = text.find(phrase, start + 1)
    return False
