"""The sheet template: the exact header row of each tab, as text or as an .xlsx workbook."""

from __future__ import annotations

from pathlib import Path

from data.cms.layout import FieldKind, field_kinds, required_fields, template_headers
from data.kb.schemas import CATEGORY_MODELS

GUIDE = """\
How to fill the sheet (full guide: data/cms/EDITORS.md)
- One tab per category, named as above (any case); row 1 holds the column names.
- Leave 'id' blank on new rows: the sync fills it. Never edit 'status': the sync writes it.
- Lists: separate entries with ';' or line breaks.
- Mappings (hours, getting_there): 'key: value' entries, one per line or separated by ';'.
  Hours: mon-thu: 5:00 PM - 10:00 PM; fri-sat: 5:00 PM - 11:00 PM
- A row with an error keeps its last good version live; the status cell says what to fix.
- Deleting a row removes the item; deleting a whole tab changes nothing."""


def template_text() -> str:
    """Each tab's header row (tab-separated, ready to paste into row 1) and a short guide."""
    blocks = []
    for category in CATEGORY_MODELS:
        kinds = field_kinds(category)
        lists = [name for name, kind in kinds.items() if kind is FieldKind.LIST]
        mappings = [name for name, kind in kinds.items() if kind is FieldKind.MAPPING]
        lines = [
            f"Tab '{category}'",
            "  " + "\t".join(template_headers(category)),
            f"  required: {', '.join(required_fields(category))}",
        ]
        if lists:
            lines.append(f"  lists: {', '.join(lists)}")
        if mappings:
            lines.append(f"  mappings: {', '.join(mappings)}")
        blocks.append("\n".join(lines))
    return "\n\n".join([*blocks, GUIDE]) + "\n"


def write_template_xlsx(path: Path) -> None:
    """Write a workbook with one tab per category holding only its bold, frozen header row.

    Needs openpyxl (imported here, so the rest of the CMS works without it).
    """
    from openpyxl import Workbook
    from openpyxl.styles import Font

    workbook = Workbook()
    default = workbook.active
    if default is not None:
        workbook.remove(default)
    for category in CATEGORY_MODELS:
        sheet = workbook.create_sheet(title=category)
        sheet.append(template_headers(category))
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        sheet.freeze_panes = "A2"
    path.parent.mkdir(parents=True, exist_ok=True)
    workbook.save(path)
