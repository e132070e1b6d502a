"""Read the CMS sheet in two API calls: the spreadsheet's metadata, then one ``values:batchGet``.

Only tabs named after a category are read; the others are listed so a report can name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gspread
import requests
from gspread.utils import absolute_range_name

from data.cms.layout import tab_category


class SheetUnavailable(RuntimeError):
    """The sheet could not be read (or written) completely; nothing may be concluded from it."""


@dataclass(frozen=True)
class SheetTab:
    """One category tab as read: ``rows[0]`` is the header; every cell is text."""

    title: str
    category: str
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class SheetSnapshot:
    """Every category tab of the spreadsheet at one moment, plus the names of other tabs."""

    spreadsheet_id: str
    tabs: tuple[SheetTab, ...]
    other_tabs: tuple[str, ...] = ()


def read_sheet(client: gspread.Client, spreadsheet_id: str) -> SheetSnapshot:
    """Read all category tabs; raise `SheetUnavailable` on any API or transport failure."""
    http = client.http_client
    try:
        metadata = http.fetch_sheet_metadata(
            spreadsheet_id,
            params={"includeGridData": "false", "fields": "sheets.properties(title,index)"},
        )
        titles = [sheet["properties"]["title"] for sheet in metadata.get("sheets", [])]
        wanted = [title for title in titles if tab_category(title)]
        ranges: list[dict[str, Any]] = []
        if wanted:
            response = http.values_batch_get(
                spreadsheet_id,
                [absolute_range_name(title) for title in wanted],
                params={"majorDimension": "ROWS", "valueRenderOption": "FORMATTED_VALUE"},
            )
            ranges = response.get("valueRanges", [])
    except (gspread.exceptions.GSpreadException, requests.RequestException) as exc:
        raise SheetUnavailable(f"cannot read sheet {spreadsheet_id}: {exc}") from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise SheetUnavailable(f"unexpected answer reading sheet {spreadsheet_id}: {exc}") from exc
    if len(ranges) != len(wanted):
        raise SheetUnavailable(
            f"asked for {len(wanted)} tabs of sheet {spreadsheet_id}, got {len(ranges)}"
        )
    tabs = tuple(
        SheetTab(
            title=title,
            category=tab_category(title) or "",
            rows=tuple(tuple(str(cell) for cell in row) for row in value_range.get("values", [])),
        )
        for title, value_range in zip(wanted, ranges, strict=True)
    )
    others = tuple(title for title in titles if not tab_category(title))
    return SheetSnapshot(spreadsheet_id=spreadsheet_id, tabs=tabs, other_tabs=others)
