"""Write a sync's ids and statuses back into the sheet in one ``values:batchUpdate`` request."""

from __future__ import annotations

import gspread
import requests

from data.cms.sheet_reader import SheetUnavailable
from data.cms.sync_result import SyncResult


def write_statuses(client: gspread.Client, spreadsheet_id: str, result: SyncResult) -> int:
    """Write every changed id and status cell in ONE request; return the number of cells.

    Makes no request when no cell changes. Values are written RAW, so an editor's text
    quoted in a status is never read as a formula. Raises `SheetUnavailable` on failure.
    """
    if not result.cell_updates:
        return 0
    body = {
        "valueInputOption": "RAW",
        "data": [
            {
                "range": update.range,
                "majorDimension": "ROWS",
                "values": [list(row) for row in update.values],
            }
            for update in result.cell_updates
        ],
    }
    try:
        client.http_client.values_batch_update(spreadsheet_id, body=body)
    except (gspread.exceptions.GSpreadException, requests.RequestException) as exc:
        raise SheetUnavailable(f"cannot write statuses to sheet {spreadsheet_id}: {exc}") from exc
    return sum(len(row) for update in result.cell_updates for row in update.values)
