"""One pydantic model per knowledge-base category, with a common reading interface.

Every item answers the same questions whatever its category (`KbItem.title`, `summary`,
`location_text`, `opening_hours`, `booking_text`, `search_text`), so retrieval and the
no-LLM fallback never need to know which category they hold.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from data.kb.hours import WeeklyHours
from data.timezones import known_timezone

SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"

Slug = Annotated[str, Field(pattern=SLUG_PATTERN, min_length=1, max_length=80)]
Text = Annotated[str, Field(min_length=1)]
Category = Literal[
    "overview", "dining", "entertainment", "hotel", "amenities", "casino", "promotions", "faq"
]


def _check_hours(raw: dict[str, str]) -> dict[str, str]:
    WeeklyHours.parse(raw)
    return raw


Hours = Annotated[dict[str, str], AfterValidator(_check_hours)]
"""Day pattern -> time range, as editors write it; parsed at validation so errors surface early."""

_GAMBLING_ADVICE = re.compile(
    r"\b(?:odds|house\s+(?:edge|advantage)|rtp|return[\s-]+to[\s-]+player"
    r"|pay(?:out|back)\s+(?:percentage|rate)s?|strateg(?:y|ies)|loose(?:st|r)?"
    r"|how\s+to\s+win|(?:minimum|maximum|min|max)\s+bets?|bet(?:ting)?\s+limits?"
    r"|table\s+(?:minimums?|limits?))\b",
    re.IGNORECASE,
)


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [text for element in value for text in _texts(element)]
    if isinstance(value, dict):
        return [text for element in value.values() for text in _texts(element)]
    return []


class KbItem(BaseModel):
    """Base of every knowledge-base item: an ``id`` slug plus the common reading interface."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    category: ClassVar[str]
    search_skip: ClassVar[frozenset[str]] = frozenset({"id", "hours"})

    id: Slug

    @abstractmethod
    def title(self) -> str:
        """The item's name (or question, for an FAQ)."""

    @abstractmethod
    def summary(self) -> str:
        """The item's description (or answer, for an FAQ)."""

    def location_text(self) -> str | None:
        """Where on the property, if the item has a place."""
        location = getattr(self, "location", "")
        return location or None

    def opening_hours(self) -> WeeklyHours | None:
        """Parsed hours, or None when the item lists none."""
        raw = getattr(self, "hours", None)
        return WeeklyHours.parse(raw) if raw else None

    def booking_text(self) -> str | None:
        """How to book, reserve or join, if the item says."""
        return None

    def search_text(self) -> str:
        """Every text field joined, for lexical search."""
        parts = [self.category]
        for name in type(self).model_fields:
            if name not in self.search_skip:
                parts.extend(_texts(getattr(self, name)))
        return " ".join(part for part in parts if part)


class _NamedItem(KbItem):
    name: Text
    subcategory: str = ""
    description: Text
    highlights: list[str] = []

    def title(self) -> str:
        """The venue or offer name."""
        return self.name

    def summary(self) -> str:
        """The description."""
        return self.description


class DiningItem(_NamedItem):
    """A restaurant, bar or quick bite."""

    category: ClassVar[str] = "dining"

    cuisine: str = ""
    location: Text
    hours: Hours = {}
    price_range: Literal["", "$", "$$", "$$$", "$$$$"] = ""
    dress_code: str = ""
    reservations: str = ""
    accessibility: str = ""

    def booking_text(self) -> str | None:
        """Reservation guidance."""
        return self.reservations or None


class EntertainmentItem(_NamedItem):
    """A show venue, club or lounge."""

    category: ClassVar[str] = "entertainment"

    venue_type: str = ""
    location: Text
    capacity: str = ""
    schedule: str = ""
    hours: Hours = {}
    tickets: str = ""

    def booking_text(self) -> str | None:
        """How to get tickets or in."""
        return self.tickets or None


class HotelItem(_NamedItem):
    """A room or suite type."""

    category: ClassVar[str] = "hotel"

    tower: str = ""
    beds: str = ""
    max_guests: int = Field(default=2, ge=1, le=12)
    sqft: str = ""
    view: str = ""
    features: list[str] = []
    reservations: str = ""

    def location_text(self) -> str | None:
        """The hotel tower."""
        return self.tower or None

    def booking_text(self) -> str | None:
        """How to book the room."""
        return self.reservations or None


class AmenityItem(_NamedItem):
    """A spa, pool, shop, service or other facility."""

    category: ClassVar[str] = "amenities"

    location: Text
    hours: Hours = {}
    reservations: str = ""
    phone: str = ""

    def booking_text(self) -> str | None:
        """Reservation guidance and the direct line, whichever exist."""
        parts = [self.reservations, f"Call {self.phone}" if self.phone else ""]
        return ". ".join(part for part in parts if part) or None


class CasinoItem(_NamedItem):
    """A gaming area, described factually: never odds, edges, strategy or bet limits."""

    category: ClassVar[str] = "casino"

    location: Text
    atmosphere: str = ""
    games_offered: list[str] = []
    smoking_policy: str = ""
    hours: Hours = {}

    @field_validator(
        "name",
        "subcategory",
        "description",
        "highlights",
        "location",
        "atmosphere",
        "games_offered",
        "smoking_policy",
    )
    @classmethod
    def _no_gambling_advice(cls, value: str | list[str]) -> str | list[str]:
        for text in _texts(value):
            found = _GAMBLING_ADVICE.search(text)
            if found:
                raise ValueError(
                    "casino text must not mention odds, house edge, RTP, strategy, "
                    f"'loosest' machines or bet limits (found '{found[0]}')"
                )
        return value


class PromotionItem(_NamedItem):
    """A loyalty program or offer."""

    category: ClassVar[str] = "promotions"

    eligibility: str = ""
    how_to_join: str = ""
    tiers: list[str] = []
    benefits: list[str] = []
    enrollment_age: str = ""
    valid_period: str = ""

    def booking_text(self) -> str | None:
        """How to join or claim."""
        return self.how_to_join or None


class FaqItem(KbItem):
    """A question guests ask, with the property's answer."""

    category: ClassVar[str] = "faq"

    question: Text
    answer: Text
    category_ref: Category | Literal[""] = ""
    tags: list[str] = []

    def title(self) -> str:
        """The question."""
        return self.question

    def summary(self) -> str:
        """The answer."""
        return self.answer


class OverviewItem(KbItem):
    """The property itself: address, contact, general hours, how to get there."""

    category: ClassVar[str] = "overview"
    search_skip: ClassVar[frozenset[str]] = frozenset({"id", "hours", "timezone"})

    property_name: Text
    description: Text
    location: Text
    phone: str = ""
    website: str = ""
    timezone: str = "America/New_York"
    hours: Hours = {}
    check_in: str = ""
    check_out: str = ""
    highlights: list[str] = []
    getting_there: dict[str, str] = {}
    parking: str = ""
    total_sqft: str = ""
    year_opened: str = ""
    operator: str = ""

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        return known_timezone(value)

    def title(self) -> str:
        """The property name."""
        return self.property_name

    def summary(self) -> str:
        """The description."""
        return self.description

    def booking_text(self) -> str | None:
        """The main phone line and website."""
        parts = [f"Call {self.phone}" if self.phone else "", self.website]
        return " or ".join(part for part in parts if part) or None


CATEGORY_MODELS: dict[str, type[KbItem]] = {
    model.category: model
    for model in (
        OverviewItem,
        DiningItem,
        EntertainmentItem,
        HotelItem,
        AmenityItem,
        CasinoItem,
        PromotionItem,
        FaqItem,
    )
}
"""Category name -> item model, in the order a property's files are read."""
