"""Compute the next knowledge base from a sheet snapshot and the last published one (no I/O).

Valid rows become items. An invalid row keeps its last good version (matched by id) and
gets a status naming the field and the problem. Rows gone from the sheet disappear. A tab
whose header is wrong, or a category tab that is missing, keeps all its items as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gspread.utils import absolute_range_name, rowcol_to_a1

from data.cms.layout import (
    STATUS_COLUMN,
    TITLE_FIELDS,
    CellFormatError,
    HeaderError,
    TabColumns,
    field_kinds,
    is_valid_id,
    new_item_id,
    normalize_header,
    parse_cell,
    read_header,
    template_headers,
)
from data.cms.sheet_reader import SheetSnapshot, SheetTab
from data.cms.sync_result import (
    AssignedId,
    CellUpdate,
    RejectedRow,
    RejectedTab,
    SyncDiff,
    SyncResult,
)
from data.kb.loader import KnowledgeBase, build_knowledge_base
from data.kb.schemas import CATEGORY_MODELS, KbItem

PUBLISHED = "published"
FIRST_DATA_ROW = 2


@dataclass
class _Row:
    tab: SheetTab
    columns: TabColumns
    number: int
    raw: dict[str, Any]
    item_id: str | None
    problem: tuple[str | None, str] | None = None
    item: KbItem | None = None
    rejected: RejectedRow | None = None


@dataclass
class _Plan:
    synced: dict[str, tuple[SheetTab, TabColumns]] = field(default_factory=dict)
    rejected: list[tuple[SheetTab | None, RejectedTab]] = field(default_factory=list)


def compute_sync(snapshot: SheetSnapshot, previous: KnowledgeBase) -> SyncResult:
    """The knowledge base the sheet describes, falling back to ``previous`` where it cannot."""
    plan = _plan_tabs(snapshot, previous)
    taken = {item.id for item in previous.items if item.category not in plan.synced}
    for tab, columns in plan.synced.values():
        taken.update(_cell(row, columns.id) for row in tab.rows[1:] if _cell(row, columns.id))
    rows: dict[str, list[_Row | None]] = {}
    assigned: list[AssignedId] = []
    for category, (tab, columns) in plan.synced.items():
        rows[category] = [
            _read_row(category, tab, columns, number, taken, assigned)
            for number in range(FIRST_DATA_ROW, len(tab.rows) + 1)
        ]
    _validate(previous.property_id, rows)
    items, rejected_rows = _assemble(previous, plan, rows)
    knowledge_base = KnowledgeBase(previous.property_id, tuple(items))
    diff = _diff(previous, knowledge_base)
    return SyncResult(
        knowledge_base=knowledge_base,
        previous=previous,
        diff=SyncDiff(
            added=diff[0],
            changed=diff[1],
            removed=diff[2],
            rejected_rows=tuple(rejected_rows),
            rejected_tabs=tuple(rejected for _, rejected in plan.rejected),
            ids_assigned=tuple(assigned),
            ignored_tabs=snapshot.other_tabs,
        ),
        cell_updates=_cell_updates(plan, rows, assigned),
    )


def _plan_tabs(snapshot: SheetSnapshot, previous: KnowledgeBase) -> _Plan:
    plan = _Plan()
    seen: dict[str, SheetTab] = {}
    for tab in snapshot.tabs:
        first = seen.get(tab.category)
        if first is not None:
            message = f"tab '{first.title}' already holds category '{tab.category}'"
            plan.rejected.append((tab, RejectedTab(tab.title, message, kept=0)))
            continue
        seen[tab.category] = tab
    for category in CATEGORY_MODELS:
        kept = len(previous.by_category(category))
        found = seen.get(category)
        if found is None:
            if kept:
                message = f"no tab named '{category}'; its {kept} items stay as they were"
                plan.rejected.append((None, RejectedTab(category, message, kept=kept)))
            continue
        if not found.rows:
            message = f"row 1 must name the columns: {', '.join(template_headers(category))}"
            plan.rejected.append((found, RejectedTab(found.title, message, kept=kept)))
            continue
        try:
            columns = read_header(category, found.rows[0], found.rows[1:])
        except HeaderError as exc:
            plan.rejected.append((found, RejectedTab(found.title, str(exc), kept=kept)))
            continue
        plan.synced[category] = (found, columns)
    return plan


def _cell(row: Sequence[str], position: int) -> str:
    return row[position].strip() if position < len(row) else ""


def _read_row(
    category: str,
    tab: SheetTab,
    columns: TabColumns,
    number: int,
    taken: set[str],
    assigned: list[AssignedId],
) -> _Row | None:
    """One data row as raw item fields; None for a blank row."""
    cells = tab.rows[number - 1]
    kinds = field_kinds(category)
    texts = {name: _cell(cells, position) for name, position in columns.fields.items()}
    if not any(texts.values()):
        return None
    row = _Row(tab=tab, columns=columns, number=number, raw={}, item_id=None)
    for name, text in texts.items():
        if not text:
            continue
        try:
            row.raw[name] = parse_cell(kinds[name], text)
        except CellFormatError as exc:
            row.problem = row.problem or (name, str(exc))
    written_id = _cell(cells, columns.id)
    title_field = TITLE_FIELDS[category]
    title = row.raw.get(title_field)
    if written_id:
        if is_valid_id(written_id):
            row.item_id = written_id
        else:
            row.problem = (
                "id",
                f"'{written_id}' is not a valid id (lowercase letters, digits and hyphens); "
                "clear the cell and the next sync makes one",
            )
    elif isinstance(title, str) and title:
        row.item_id = new_item_id(category, title, taken)
        taken.add(row.item_id)
        assigned.append(AssignedId(tab.title, number, row.item_id))
    else:
        row.problem = row.problem or (title_field, "required, but the cell is empty")
    if row.item_id:
        row.raw["id"] = row.item_id
    return row


def _validate(property_id: str, rows: dict[str, list[_Row | None]]) -> None:
    """Validate the rows without a cell problem together, so duplicate ids are caught."""
    candidates = {
        category: [row for row in category_rows if row is not None and row.problem is None]
        for category, category_rows in rows.items()
    }
    knowledge_base, errors = build_knowledge_base(
        property_id,
        {category: [row.raw for row in found] for category, found in candidates.items()},
    )
    failed: set[int] = set()
    for error in errors:
        if error.index is None:
            continue
        row = candidates[error.file][error.index]
        message = error.message
        if message == "Field required":
            message = "required, but the cell is empty"
        elif error.field == "id" and message.startswith("duplicate id"):
            message = f"{message} (another row has this id; clear this cell to get a new one)"
        row.problem = (error.field, message)
        failed.add(id(row))
    for found in candidates.values():
        for row in found:
            if id(row) not in failed and row.item_id is not None:
                row.item = knowledge_base.get(row.item_id)


def _assemble(
    previous: KnowledgeBase, plan: _Plan, rows: dict[str, list[_Row | None]]
) -> tuple[list[KbItem], list[RejectedRow]]:
    valid_ids = {
        row.item.id for found in rows.values() for row in found if row and row.item is not None
    }
    used: set[str] = set()
    items: list[KbItem] = []
    rejected: list[RejectedRow] = []

    def keep(item_id: str | None) -> bool:
        old = previous.get(item_id) if item_id else None
        if old is None or old.id in valid_ids or old.id in used:
            return False
        used.add(old.id)
        items.append(old)
        return True

    for category in CATEGORY_MODELS:
        if category not in plan.synced:
            for old in previous.by_category(category):
                keep(old.id)
            continue
        for row in rows[category]:
            if row is None:
                continue
            if row.item is not None:
                used.add(row.item.id)
                items.append(row.item)
                continue
            field_name, message = row.problem or (None, "not valid")
            row.rejected = RejectedRow(
                tab=row.tab.title,
                row=row.number,
                item_id=row.item_id,
                field=field_name,
                message=message,
                kept=keep(row.item_id),
            )
            rejected.append(row.rejected)
    return items, rejected


def _diff(
    previous: KnowledgeBase, current: KnowledgeBase
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    added: list[str] = []
    changed: list[str] = []
    for item in current.items:
        old = previous.get(item.id)
        if old is None:
            added.append(item.id)
        elif old.category != item.category or old.model_dump() != item.model_dump():
            changed.append(item.id)
    removed = [item.id for item in previous.items if current.get(item.id) is None]
    return tuple(added), tuple(changed), tuple(removed)


def _cell_updates(
    plan: _Plan, rows: dict[str, list[_Row | None]], assigned: list[AssignedId]
) -> tuple[CellUpdate, ...]:
    """New ids first, then each tab's status column, only where a status cell would change."""
    updates: list[CellUpdate] = []
    for new in assigned:
        tab, columns = next(
            (tab, columns) for tab, columns in plan.synced.values() if tab.title == new.tab
        )
        cell = rowcol_to_a1(new.row, columns.id + 1)
        updates.append(CellUpdate(absolute_range_name(tab.title, cell), ((new.item_id,),)))
    for tab, columns in plan.synced.values():
        statuses = [_row_status(row) for row in rows[tab.category]]
        updates.extend(_status_column(tab, columns.status, statuses))
    for sheet_tab, rejected in plan.rejected:
        if sheet_tab is None or not sheet_tab.rows:
            continue
        position = next(
            (
                at
                for at, cell in enumerate(sheet_tab.rows[0])
                if normalize_header(cell) == STATUS_COLUMN
            ),
            None,
        )
        if position is None:
            continue
        statuses = [
            rejected.status
            if any(cell.strip() for at, cell in enumerate(row) if at != position)
            else ""
            for row in sheet_tab.rows[1:]
        ]
        updates.extend(_status_column(sheet_tab, position, statuses))
    return tuple(updates)


def _row_status(row: _Row | None) -> str:
    if row is None:
        return ""
    if row.item is not None:
        return PUBLISHED
    return row.rejected.status if row.rejected else ""


def _status_column(tab: SheetTab, position: int, statuses: list[str]) -> list[CellUpdate]:
    current = [_cell(row, position) for row in tab.rows[1:]]
    if not statuses or statuses == current:
        return []
    first = rowcol_to_a1(FIRST_DATA_ROW, position + 1)
    last = rowcol_to_a1(FIRST_DATA_ROW + len(statuses) - 1, position + 1)
    return [
        CellUpdate(
            absolute_range_name(tab.title, f"{first}:{last}"),
            tuple((status,) for status in statuses),
        )
    ]
