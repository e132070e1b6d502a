"""How the knowledge base is laid out in the sheet, and how cells map to item fields.

One tab per category (the tab name is the category, any case). Row 1 names the columns:
``id`` and ``status`` (both written by the sync) plus the fields of the category's model.
A cell is text: list fields take entries separated by ";" or line breaks; mapping fields
(``hours``, ``getting_there``) take ``key: value`` entries, one per line or separated by ";".
"""

from __future__ import annotations

import re
import typing
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from data.kb.schemas import CATEGORY_MODELS, SLUG_PATTERN, KbItem

ID_COLUMN = "id"
STATUS_COLUMN = "status"
MAX_SLUG_LENGTH = 72

TITLE_FIELDS: dict[str, str] = {
    category: ("question" if category == "faq" else "property_name")
    if category in ("faq", "overview")
    else "name"
    for category in CATEGORY_MODELS
}
"""Category -> the field a new row's id is made from."""

_LIST_SPLIT = re.compile(r"\s*(?:;|\r?\n)\s*")
# A ";" starts a new mapping entry only when a "key:" follows, so values may contain ";".
_ENTRY_SPLIT = re.compile(r"\s*\r?\n\s*|\s*;\s*(?=[A-Za-z][\w ,/&-]{0,40}(?<!\d):)")
# The key ends at the first ":" not preceded by a digit, so "5:00 PM" never reads as a key.
_KEY_SEPARATOR = re.compile(r"(?<!\d):")
_SLUG_JUNK = re.compile(r"[^a-z0-9]+")
_SLUG = re.compile(SLUG_PATTERN)


class FieldKind(Enum):
    """How a field's cell text becomes a value."""

    TEXT = "text"
    LIST = "list"
    MAPPING = "mapping"


class CellFormatError(ValueError):
    """A cell whose text cannot be read as its field's kind."""


class HeaderError(ValueError):
    """A tab's header row that does not match its category; the whole tab is skipped."""


def field_kinds(category: str) -> dict[str, FieldKind]:
    """Field name -> kind for a category's model, in model order (``id`` excluded)."""
    kinds: dict[str, FieldKind] = {}
    for name, info in CATEGORY_MODELS[category].model_fields.items():
        if name == ID_COLUMN:
            continue
        origin = typing.get_origin(info.annotation)
        if origin is list:
            kinds[name] = FieldKind.LIST
        elif origin is dict:
            kinds[name] = FieldKind.MAPPING
        else:
            kinds[name] = FieldKind.TEXT
    return kinds


def required_fields(category: str) -> tuple[str, ...]:
    """Fields a row of this category must fill in (their column must exist)."""
    fields = CATEGORY_MODELS[category].model_fields
    return tuple(name for name, info in fields.items() if info.is_required() and name != "id")


def template_headers(category: str) -> list[str]:
    """The header row of a category's tab: id, status, then the fields in model order."""
    return [ID_COLUMN, STATUS_COLUMN, *field_kinds(category)]


def tab_category(title: str) -> str | None:
    """The category a tab holds, from its name (case and surrounding spaces ignored)."""
    name = title.strip().lower()
    return name if name in CATEGORY_MODELS else None


def normalize_header(text: str) -> str:
    """A header cell as a field name: 'Price Range' -> 'price_range'."""
    return re.sub(r"[\s-]+", "_", text.strip().lower())


@dataclass(frozen=True)
class TabColumns:
    """Where each column of a tab is (0-based positions)."""

    id: int
    status: int
    fields: Mapping[str, int]

    @property
    def width(self) -> int:
        """How many cells a row needs to hold every known column."""
        return max(self.id, self.status, *self.fields.values()) + 1


def read_header(category: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> TabColumns:
    """Match a header row to the category's fields; raise `HeaderError` saying what is wrong.

    Unknown, repeated or missing required columns reject the tab. A blank header cell is
    fine only when no row has a value under it.
    """
    kinds = field_kinds(category)
    known = {ID_COLUMN, STATUS_COLUMN, *kinds}
    positions: dict[str, int] = {}
    problems: list[str] = []
    for position, cell in enumerate(header):
        name = normalize_header(cell)
        if not name:
            if any(position < len(row) and row[position].strip() for row in rows):
                problems.append(f"column {_column_letter(position)} has values but no header")
            continue
        if name not in known:
            problems.append(f"unknown column '{cell.strip()}'")
        elif name in positions:
            problems.append(f"column '{name}' appears twice")
        else:
            positions[name] = position
    missing = [
        name
        for name in (ID_COLUMN, STATUS_COLUMN, *required_fields(category))
        if name not in positions
    ]
    if missing:
        problems.append(f"missing column{'s' if len(missing) > 1 else ''} {', '.join(missing)}")
    if problems:
        raise HeaderError(
            "; ".join(problems) + f" (expected columns: {', '.join(template_headers(category))})"
        )
    fields = {name: at for name, at in positions.items() if name in kinds}
    return TabColumns(id=positions[ID_COLUMN], status=positions[STATUS_COLUMN], fields=fields)


def _column_letter(position: int) -> str:
    letters = ""
    number = position + 1
    while number:
        number, remainder = divmod(number - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


def parse_cell(kind: FieldKind, text: str) -> str | list[str] | dict[str, str]:
    """Read one non-blank cell as its field's kind; raise `CellFormatError` when it cannot."""
    text = text.strip()
    if kind is FieldKind.TEXT:
        return text
    if kind is FieldKind.LIST:
        return [entry for entry in _LIST_SPLIT.split(text) if entry]
    mapping: dict[str, str] = {}
    for entry in _ENTRY_SPLIT.split(text):
        if not entry:
            continue
        parts = _KEY_SEPARATOR.split(entry, maxsplit=1)
        key, value = (parts[0].strip(), parts[1].strip()) if len(parts) == 2 else ("", "")
        if not key or not value:
            raise CellFormatError(
                "expected 'key: value' entries, one per line or separated by ';' "
                f"(like 'mon-thu: 5:00 PM - 10:00 PM'), got '{entry}'"
            )
        if key in mapping:
            raise CellFormatError(f"key '{key}' appears twice")
        mapping[key] = value
    return mapping


def format_cell(value: object) -> str:
    """The cell text for a field value; `parse_cell` reads it back to the same value."""
    if isinstance(value, list):
        separator = "\n" if any(";" in str(entry) for entry in value) else "; "
        return separator.join(str(entry) for entry in value)
    if isinstance(value, dict):
        separator = "\n" if any(";" in str(entry) for entry in value.values()) else "; "
        return separator.join(f"{key}: {entry}" for key, entry in value.items())
    return "" if value is None else str(value)


def item_row(item: KbItem, header: Sequence[str]) -> list[str]:
    """A sheet row for an item under ``header`` (the status cell left blank)."""
    values = item.model_dump(mode="json")
    return [
        "" if normalize_header(name) == STATUS_COLUMN else format_cell(values.get(name))
        for name in (normalize_header(cell) for cell in header)
    ]


def slugify(text: str) -> str:
    """ASCII words joined by hyphens: "Todd English's Tuscany" -> 'todd-englishs-tuscany'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    ascii_text = ascii_text.lower().replace("'", "").replace("&", " and ")
    return _SLUG_JUNK.sub("-", ascii_text).strip("-")


def new_item_id(category: str, title: str, taken: set[str]) -> str:
    """A unique id for a new row: the category, then a slug of its title ('dining-wolf-den')."""
    slug = slugify(title) or "item"
    base = f"{category}-{slug}"
    if len(base) > MAX_SLUG_LENGTH:
        base = base[:MAX_SLUG_LENGTH].rsplit("-", 1)[0]
    candidate, number = base, 2
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def is_valid_id(text: str) -> bool:
    """True when an editor-written id is a usable slug."""
    return bool(_SLUG.fullmatch(text)) and len(text) <= 80
