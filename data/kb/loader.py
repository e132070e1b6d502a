"""Load and validate a property's knowledge base from JSON files or from CMS rows.

A property's files live in ``<root>/<property_id>/<category>.json``, each an envelope
(``property_id``, ``category``, ``last_updated``, ``source``, ``schema_version``, ``items``)
whose items are validated against that category's model in `data.kb.schemas`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import ErrorDetails

from data.kb.schemas import CATEGORY_MODELS, Category, KbItem, OverviewItem

SCHEMA_VERSION: Literal[1] = 1
PROPERTY_ID_PATTERN = r"^[a-z0-9]+(?:_[a-z0-9]+)*$"


class KnowledgeBaseError(ValueError):
    """A problem in knowledge-base data, located by file, item and field.

    ``item`` is the item's id when it has a usable one, else its position; ``index`` is
    always the position (for the CMS, the row) when the problem belongs to one item.
    """

    def __init__(
        self,
        file: str,
        message: str,
        *,
        item: str | int | None = None,
        field: str | None = None,
        index: int | None = None,
    ) -> None:
        self.file = file
        self.item = item
        self.field = field
        self.message = message
        self.index = index
        super().__init__(self._render())

    def _render(self) -> str:
        where = []
        if isinstance(self.item, int):
            where.append(f"item #{self.item}")
        elif self.item is not None:
            where.append(f"item '{self.item}'")
        if self.field is not None:
            where.append(f"field '{self.field}'")
        place = f"{self.file}: {' '.join(where)}" if where else self.file
        return f"{place}: {self.message}"


class _KbFile(BaseModel):
    """The envelope of one category file."""

    model_config = ConfigDict(extra="forbid")

    property_id: str = Field(pattern=PROPERTY_ID_PATTERN)
    category: Category
    last_updated: date
    source: str = Field(min_length=1)
    schema_version: Literal[1] = SCHEMA_VERSION
    items: list[Any]


def _content_version(property_id: str, items: Sequence[KbItem]) -> str:
    canonical = sorted(
        ({"category": item.category, **item.model_dump(mode="json")} for item in items),
        key=lambda row: (row["category"], row["id"]),
    )
    payload = json.dumps(
        {"property_id": property_id, "items": canonical},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class KnowledgeBase:
    """A validated, immutable set of items for one property; ``version`` hashes the content."""

    property_id: str
    items: tuple[KbItem, ...]
    version: str = field(init=False)
    _by_id: Mapping[str, KbItem] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_id: dict[str, KbItem] = {}
        for item in self.items:
            if item.id in by_id:
                raise ValueError(f"duplicate item id '{item.id}'")
            by_id[item.id] = item
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        object.__setattr__(self, "version", _content_version(self.property_id, self.items))

    def get(self, item_id: str) -> KbItem | None:
        """The item with this id, if any."""
        return self._by_id.get(item_id)

    def by_category(self, category: str) -> tuple[KbItem, ...]:
        """Items of one category, in file order; unknown category names raise ValueError."""
        if category not in CATEGORY_MODELS:
            raise ValueError(f"unknown category '{category}'")
        return tuple(item for item in self.items if item.category == category)

    @property
    def overview(self) -> OverviewItem | None:
        """The property's overview item, if it has one."""
        return next((item for item in self.items if isinstance(item, OverviewItem)), None)


def default_kb_root() -> Path:
    """The folder of packaged property data (this package's directory)."""
    return Path(__file__).parent


def list_properties(root: Path) -> tuple[str, ...]:
    """Property ids that have a folder of JSON files under ``root``."""
    return tuple(
        sorted(
            child.name for child in root.iterdir() if child.is_dir() and any(child.glob("*.json"))
        )
    )


def _first_error(exc: ValidationError) -> tuple[str | None, str]:
    """The (field path, message) of the first error, with our own validators' text unwrapped."""
    error: ErrorDetails = exc.errors()[0]
    field_path = ".".join(str(part) for part in error["loc"]) or None
    cause = error.get("ctx", {}).get("error")
    message = str(cause) if isinstance(cause, ValueError) else error["msg"]
    return field_path, message


def _item_ref(raw: object, index: int) -> str | int:
    item_id = raw.get("id") if isinstance(raw, Mapping) else None
    return item_id if isinstance(item_id, str) and item_id.strip() else index


def _validate_item(file: str, category: str, raw: object, index: int) -> KbItem:
    ref = _item_ref(raw, index)
    if not isinstance(raw, Mapping):
        raise KnowledgeBaseError(file, "expected an object", item=ref, index=index)
    try:
        return CATEGORY_MODELS[category].model_validate(dict(raw))
    except ValidationError as exc:
        field_path, message = _first_error(exc)
        raise KnowledgeBaseError(file, message, item=ref, field=field_path, index=index) from exc


def _read_file(path: Path, property_id: str) -> _KbFile:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise KnowledgeBaseError(
            path.name, f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from exc
    try:
        envelope = _KbFile.model_validate(raw)
    except ValidationError as exc:
        field_path, message = _first_error(exc)
        raise KnowledgeBaseError(path.name, message, field=field_path) from exc
    if envelope.category != path.stem:
        raise KnowledgeBaseError(
            path.name,
            f"file {path.name} must hold category '{path.stem}', got '{envelope.category}'",
            field="category",
        )
    if envelope.property_id != property_id:
        raise KnowledgeBaseError(
            path.name,
            f"expected '{property_id}' (the folder name), got '{envelope.property_id}'",
            field="property_id",
        )
    return envelope


def load_knowledge_base(root: Path, property_id: str) -> KnowledgeBase:
    """Read and validate ``root/property_id/*.json``; raise `KnowledgeBaseError` at the first fault.

    Files are read in category order (overview first). A file whose name is not a
    category, a duplicate id anywhere in the property, or any invalid item is an error.
    """
    folder = root / property_id
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not paths:
        raise KnowledgeBaseError(str(folder), f"no knowledge base files for '{property_id}'")
    unknown = [path.name for path in paths if path.stem not in CATEGORY_MODELS]
    if unknown:
        raise KnowledgeBaseError(
            unknown[0], f"not a category file; expected one of {', '.join(CATEGORY_MODELS)}"
        )
    by_stem = {path.stem: path for path in paths}
    items: list[KbItem] = []
    seen: dict[str, str] = {}
    for category in CATEGORY_MODELS:
        path = by_stem.get(category)
        if path is None:
            continue
        envelope = _read_file(path, property_id)
        for index, raw in enumerate(envelope.items):
            item = _validate_item(path.name, category, raw, index)
            if item.id in seen:
                raise KnowledgeBaseError(
                    path.name,
                    f"duplicate id, first defined in {seen[item.id]}",
                    item=item.id,
                    field="id",
                    index=index,
                )
            seen[item.id] = path.name
            items.append(item)
    return KnowledgeBase(property_id, tuple(items))


def build_knowledge_base(
    property_id: str, items_by_category: Mapping[str, Sequence[Mapping[str, Any]]]
) -> tuple[KnowledgeBase, list[KnowledgeBaseError]]:
    """Validate rows one by one (e.g. from the CMS sheet): keep the good, report the bad.

    Each error's ``file`` is the category (the sheet tab) and ``index`` the row's position.
    A row repeating an earlier row's id is reported and skipped.
    """
    items: list[KbItem] = []
    errors: list[KnowledgeBaseError] = []
    seen: dict[str, str] = {}
    for category, rows in items_by_category.items():
        if category not in CATEGORY_MODELS:
            errors.append(
                KnowledgeBaseError(
                    category,
                    f"unknown category; expected one of {', '.join(CATEGORY_MODELS)}",
                )
            )
            continue
        for index, raw in enumerate(rows):
            try:
                item = _validate_item(category, category, raw, index)
            except KnowledgeBaseError as exc:
                errors.append(exc)
                continue
            if item.id in seen:
                errors.append(
                    KnowledgeBaseError(
                        category,
                        f"duplicate id, first defined in {seen[item.id]}",
                        item=item.id,
                        field="id",
                        index=index,
                    )
                )
                continue
            seen[item.id] = category
            items.append(item)
    return KnowledgeBase(property_id, tuple(items)), errors
