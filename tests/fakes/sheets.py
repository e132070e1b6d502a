"""A fake Google Sheets API v4 over HTTP, reached through real gspread via a redirecting session.

It keeps tabs as lists of rows, answers spreadsheet metadata, `values:batchGet`,
`values/{range}` and `values:batchUpdate` (applying updates to its state), records every
request, and can be told to answer 500 on the Nth request.
"""

from __future__ import annotations

import re
import threading
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import gspread
import requests

from tests.fakes.http import RecordedRequest, RecordingServer, Reply

GOOGLE_SHEETS = "https://sheets.googleapis.com"
_CELL = re.compile(r"^([A-Z]+)(\d+)$")


class RedirectingSession(requests.Session):
    """A requests session that sends Sheets API calls to a local server instead."""

    def __init__(self, base_url: str) -> None:
        super().__init__()
        self.base_url = base_url

    def request(self, method, url, *args, **kwargs):  # type: ignore[override]
        if url.startswith(GOOGLE_SHEETS):
            url = self.base_url + url[len(GOOGLE_SHEETS) :]
        return super().request(method, url, *args, **kwargs)


def _column_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number


def split_range(a1: str) -> tuple[str, str | None]:
    """("tab", "B2:B9") from "'tab'!B2:B9"; the cell part is None for a whole tab."""
    if "!" in a1:
        sheet, cells = a1.rsplit("!", 1)
    else:
        sheet, cells = a1, None
    if sheet.startswith("'") and sheet.endswith("'"):
        sheet = sheet[1:-1].replace("''", "'")
    return sheet, cells


def _bounds(cells: str) -> tuple[int, int, int, int]:
    """1-based (first row, first column, last row, last column) of "B2" or "B2:C9"."""
    first, _, last = cells.partition(":")
    start, end = _CELL.match(first), _CELL.match(last or first)
    if start is None or end is None:
        raise ValueError(f"unsupported range {cells!r}")
    return int(start[2]), _column_number(start[1]), int(end[2]), _column_number(end[1])


def _trimmed(rows: list[list[str]]) -> list[list[str]]:
    """Rows as the API returns them: trailing empty cells and trailing empty rows dropped."""
    result = []
    for row in rows:
        cells = list(row)
        while cells and cells[-1] == "":
            cells.pop()
        result.append(cells)
    while result and not result[-1]:
        result.pop()
    return result


class FakeSheets:
    """One spreadsheet held in memory; ``tabs`` maps tab title -> rows of text cells."""

    def __init__(self, spreadsheet_id: str, tabs: dict[str, list[list[str]]]) -> None:
        self.spreadsheet_id = spreadsheet_id
        self.tabs = {title: [list(row) for row in rows] for title, rows in tabs.items()}
        self.fail_on_call: int | None = None
        self._calls = 0
        self._lock = threading.Lock()
        self.server = RecordingServer(self._respond)

    # Test helpers ---------------------------------------------------------------

    def client(self) -> gspread.Client:
        """A real gspread client whose requests reach this fake."""
        return gspread.Client(auth=None, session=RedirectingSession(self.server.url))

    @property
    def calls(self) -> int:
        """How many requests the fake has answered so far."""
        with self._lock:
            return self._calls

    @property
    def requests(self) -> list[RecordedRequest]:
        return list(self.server.requests)

    def batch_updates(self) -> list[RecordedRequest]:
        return [r for r in self.server.requests if urlsplit(r.path).path.endswith(":batchUpdate")]

    def cell(self, tab: str, a1: str) -> str:
        row, column, _, _ = _bounds(a1)
        rows = self.tabs[tab]
        if row > len(rows) or column > len(rows[row - 1]):
            return ""
        return rows[row - 1][column - 1]

    def column(self, tab: str, header: str) -> list[str]:
        """The cells under a header, for every data row."""
        rows = self.tabs[tab]
        position = rows[0].index(header)
        return [row[position] if position < len(row) else "" for row in rows[1:]]

    # The API ----------------------------------------------------------------------

    def _respond(self, request: RecordedRequest) -> Reply:
        with self._lock:
            self._calls += 1
            if self.fail_on_call is not None and self._calls == self.fail_on_call:
                return _error(500, "Internal error encountered.", "INTERNAL")
            return self._route(request)

    def _route(self, request: RecordedRequest) -> Reply:
        url = urlsplit(request.path)
        query = parse_qs(url.query)
        prefix = f"/v4/spreadsheets/{self.spreadsheet_id}"
        path = unquote(url.path)
        if not path.startswith(prefix):
            return _error(404, "Requested entity was not found.", "NOT_FOUND")
        rest = path[len(prefix) :]
        if request.method == "GET" and rest == "":
            return Reply(200, self._metadata())
        if request.method == "GET" and rest == "/values:batchGet":
            ranges = query.get("ranges", [])
            unknown = [a1 for a1 in ranges if split_range(a1)[0] not in self.tabs]
            if unknown:
                return _error(400, f"Unable to parse range: {unknown[0]}", "INVALID_ARGUMENT")
            return Reply(
                200,
                {
                    "spreadsheetId": self.spreadsheet_id,
                    "valueRanges": [self._value_range(a1) for a1 in ranges],
                },
            )
        if request.method == "POST" and rest == "/values:batchUpdate":
            return self._batch_update(request.json())
        if request.method == "GET" and rest.startswith("/values/"):
            a1 = rest[len("/values/") :]
            if split_range(a1)[0] not in self.tabs:
                return _error(400, f"Unable to parse range: {a1}", "INVALID_ARGUMENT")
            return Reply(200, self._value_range(a1))
        return _error(404, f"no route for {request.method} {rest}", "NOT_FOUND")

    def _metadata(self) -> dict[str, Any]:
        return {
            "spreadsheetId": self.spreadsheet_id,
            "properties": {
                "title": "Concierge KB",
                "locale": "en_US",
                "timeZone": "America/New_York",
            },
            "sheets": [
                {
                    "properties": {
                        "sheetId": index + 1,
                        "title": title,
                        "index": index,
                        "sheetType": "GRID",
                        "gridProperties": {"rowCount": 1000, "columnCount": 26},
                    }
                }
                for index, title in enumerate(self.tabs)
            ],
        }

    def _value_range(self, a1: str) -> dict[str, Any]:
        title, cells = split_range(a1)
        rows = self.tabs[title]
        if cells is not None:
            top, left, bottom, right = _bounds(cells)
            rows = [row[left - 1 : right] for row in rows[top - 1 : bottom]]
        body: dict[str, Any] = {"range": a1, "majorDimension": "ROWS"}
        values = _trimmed(rows)
        if values:
            body["values"] = values
        return body

    def _batch_update(self, body: dict[str, Any]) -> Reply:
        if body.get("valueInputOption") not in ("RAW", "USER_ENTERED"):
            return _error(400, "valueInputOption is required", "INVALID_ARGUMENT")
        updated = 0
        responses = []
        for entry in body.get("data", []):
            title, cells = split_range(entry["range"])
            if title not in self.tabs or cells is None:
                return _error(400, f"Unable to parse range: {entry['range']}", "INVALID_ARGUMENT")
            top, left, _, _ = _bounds(cells)
            rows = self.tabs[title]
            for dy, values in enumerate(entry.get("values", [])):
                while len(rows) < top + dy:
                    rows.append([])
                row = rows[top + dy - 1]
                for dx, value in enumerate(values):
                    while len(row) < left + dx:
                        row.append("")
                    row[left + dx - 1] = str(value)
                    updated += 1
            responses.append({"spreadsheetId": self.spreadsheet_id, "updatedRange": entry["range"]})
        return Reply(
            200,
            {
                "spreadsheetId": self.spreadsheet_id,
                "totalUpdatedCells": updated,
                "responses": responses,
            },
        )


def _error(code: int, message: str, status: str) -> Reply:
    return Reply(code, {"error": {"code": code, "message": message, "status": status}})


class FakeGoogle:
    """Several fake spreadsheets behind one server, plus Google's OAuth token endpoint.

    A worker process reaches it as production reaches Google: a service-account file whose
    `token_uri` is `{url}/token`, and GOOGLE_SHEETS_BASE_URL set to `url`.
    """

    def __init__(self, *sheets: FakeSheets) -> None:
        self.sheets = {sheet.spreadsheet_id: sheet for sheet in sheets}
        self.server = RecordingServer(self._respond)

    @property
    def url(self) -> str:
        return self.server.url

    def _respond(self, request: RecordedRequest) -> Reply:
        path = urlsplit(request.path).path
        if request.method == "POST" and path == "/token":
            return Reply(
                200, {"access_token": "fake-token", "expires_in": 3600, "token_type": "Bearer"}
            )
        for spreadsheet_id, sheet in self.sheets.items():
            if unquote(path).startswith(f"/v4/spreadsheets/{spreadsheet_id}"):
                return sheet._respond(request)
        return _error(404, "Requested entity was not found.", "NOT_FOUND")

    def service_account_file(self, path: Any) -> Any:
        """Write a service-account JSON (a fresh RSA key) whose tokens come from this fake."""
        import json

        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import rsa

        key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ).decode()
        path.write_text(
            json.dumps(
                {
                    "type": "service_account",
                    "project_id": "demo-concierge",
                    "private_key_id": "test-key",
                    "private_key": pem,
                    "client_email": "concierge@demo-concierge.iam.gserviceaccount.com",
                    "client_id": "1",
                    "token_uri": f"{self.url}/token",
                }
            )
        )
        return path
