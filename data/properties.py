"""The property registry: every property-specific value as data, loaded and validated."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo

import phonenumbers
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from data.kb.hours import WeeklyHours
from data.timezones import known_timezone

DEFAULT_REGISTRY = Path(__file__).with_name("properties.json")


class Helpline(BaseModel):
    """A responsible-gaming helpline given to guests who ask for help with gambling."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1)
    phone: str = Field(min_length=7)


class Property(BaseModel):
    """One resort: who it is, where it is, and which Telnyx numbers route to it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1)
    location: str = Field(min_length=1)
    timezone: str
    state: str = Field(pattern=r"^[A-Z]{2}$")
    numbers: tuple[str, ...] = Field(min_length=1)
    website: str
    contact_phone: str
    help_text: str = Field(min_length=1, max_length=160)
    helplines: tuple[Helpline, ...] = Field(min_length=1)
    staff_numbers: tuple[str, ...] = ()
    staffed_hours: dict[str, str] = Field(default_factory=lambda: {"daily": "24 hours"})
    staff_webhook_url: str | None = None
    security_phone: str | None = None
    """Property security's phone (E.164): given to a guest in crisis and alerted by SMS."""

    @field_validator("security_phone")
    @classmethod
    def _e164_security(cls, value: str | None) -> str | None:
        return normalize_number(value) if value is not None else None

    def security_phone_display(self) -> str | None:
        """The security phone as guests dial it, e.g. "(860) 555-0199"."""
        if self.security_phone is None:
            return None
        parsed = phonenumbers.parse(self.security_phone, "US")
        return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL)

    sheet_id: str | None = None
    """This property's knowledge-base sheet; the default property may use GOOGLE_SHEETS_ID."""

    @field_validator("staff_numbers")
    @classmethod
    def _e164_staff(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(normalize_number(number) for number in value)

    @field_validator("staffed_hours")
    @classmethod
    def _parsable_hours(cls, value: dict[str, str]) -> dict[str, str]:
        WeeklyHours.parse(value)
        return value

    def staffing(self) -> WeeklyHours:
        """When staff answer handed-off conversations."""
        return WeeklyHours.parse(self.staffed_hours)

    def is_staff(self, number: str) -> bool:
        """True only for a registered staff phone of this property."""
        try:
            return normalize_number(number) in self.staff_numbers
        except ValueError:
            return False

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        return known_timezone(value)

    @field_validator("numbers")
    @classmethod
    def _e164_numbers(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(normalize_number(number) for number in value)

    @property
    def zone(self) -> ZoneInfo:
        """The property's time zone."""
        return ZoneInfo(self.timezone)


class RegistryError(ValueError):
    """The registry file is missing, malformed or inconsistent."""


# Each webhook parses the same few numbers (the property's, the guest's) more than once;
# parsing is the receiver's costliest step after Redis. Bounded, so a flood cannot grow it.
@lru_cache(maxsize=4096)
def normalize_number(raw: str) -> str:
    """Return `raw` in E.164, or raise ValueError when it is not a valid phone number."""
    try:
        parsed = phonenumbers.parse(raw, "US")
    except phonenumbers.NumberParseException as exc:
        raise ValueError(f"not a phone number: {raw!r}") from exc
    if not phonenumbers.is_possible_number(parsed):
        raise ValueError(f"not a possible phone number: {raw!r}")
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


class PropertyRegistry:
    """Properties by id and by the Telnyx number a guest texts."""

    def __init__(self, properties: list[Property]) -> None:
        self._by_id: dict[str, Property] = {}
        self._by_number: dict[str, Property] = {}
        for prop in properties:
            if prop.id in self._by_id:
                raise RegistryError(f"duplicate property id {prop.id!r}")
            self._by_id[prop.id] = prop
            for number in prop.numbers:
                if number in self._by_number:
                    raise RegistryError(f"number {number} routes to two properties")
                self._by_number[number] = prop

    @property
    def properties(self) -> tuple[Property, ...]:
        """All properties, in file order."""
        return tuple(self._by_id.values())

    def get(self, property_id: str) -> Property | None:
        """The property with this id, or None."""
        return self._by_id.get(property_id)

    def for_number(self, number: str) -> Property | None:
        """The property a text sent to `number` belongs to, or None when no property owns it."""
        try:
            return self._by_number.get(normalize_number(number))
        except ValueError:
            return None

    def default(self) -> Property:
        """The first property of the registry."""
        return next(iter(self._by_id.values()))


def load_registry(path: Path | None = None) -> PropertyRegistry:
    """Load and validate the registry file (default: the packaged one)."""
    path = path or DEFAULT_REGISTRY
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise RegistryError(f"{path}: {exc}") from exc
    entries = raw.get("properties") if isinstance(raw, dict) else None
    if not isinstance(entries, list) or not entries:
        raise RegistryError(f"{path}: expected a non-empty 'properties' list")
    properties = []
    for index, entry in enumerate(entries):
        try:
            properties.append(Property.model_validate(entry))
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(part) for part in first["loc"])
            raise RegistryError(
                f"{path}: property {index} field {field!r}: {first['msg']}"
            ) from exc
    return PropertyRegistry(properties)
