"""The CMS sync end to end: real gspread, a fake Sheets API over HTTP, versions in SQLite."""

from pathlib import Path

import pytest
from pydantic import SecretStr

from concierge import cli, cms_wiring
from concierge.commands import cms as cms_command
from concierge.settings import Settings
from data.cms.layout import template_headers
from data.cms.service import CmsSync, format_report
from data.cms.sheet_reader import SheetUnavailable
from data.kb.loader import KnowledgeBase
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from tests.fakes.sheets import FakeSheets

SHEET_ID = "1CmsTestSheet"
PROPERTY = "mohegan_sun"
DINING = template_headers("dining")
FAQ = template_headers("faq")
HOURS_PROBLEM = "error: hours: expected like '9:00 AM - 5:00 PM', '24 hours' or 'Closed'"


def dining(name, *, hours="sun-thu: 5:00 PM - 10:00 PM; fri-sat: 5:00 PM - 11:00 PM", **more):
    values = {
        "name": name,
        "description": f"{name}, a restaurant.",
        "location": "Casino of the Sky",
        "hours": hours,
        "highlights": "Steaks; Raw bar",
        **more,
    }
    return [values.get(column, "") for column in DINING]


def faq(question, answer):
    return [{"question": question, "answer": answer}.get(column, "") for column in FAQ]


@pytest.fixture
def sheet():
    fake = FakeSheets(
        SHEET_ID,
        {
            "Dining": [
                DINING,
                dining("Michael Jordan's Steak House", price_range="$$$$"),
                dining("Todd English's Tuscany"),
                dining("Bobby's Burgers", hours="daily: 11:00 AM - 11:00 PM"),
            ],
            "FAQ": [
                FAQ,
                faq("Is there Wi-Fi?", "Yes, free across the resort."),
                faq("Can I bring my dog?", "Only service animals."),
            ],
            "Notes": [["anything editors like"]],
        },
    )
    fake.server.start()
    yield fake
    fake.server.stop()


@pytest.fixture
def versions(tmp_path):
    store = SqliteKnowledgeVersions(tmp_path / "versions.db")
    yield store
    store.close()


def make_sync(sheet: FakeSheets, versions) -> CmsSync:
    return CmsSync(
        sheet.client(),
        SHEET_ID,
        PROPERTY,
        versions,
        fallback_kb=lambda: KnowledgeBase(PROPERTY, ()),
    )


def synced(sheet, versions):
    """The sheet after a first sync, with the request log cleared."""
    make_sync(sheet, versions).run()
    sheet.server.requests.clear()
    return make_sync(sheet, versions)


def column(sheet, tab, header):
    return sheet.column(tab, header)


def test_first_sync_assigns_ids_writes_statuses_once_and_publishes_everything(sheet, versions):
    report = make_sync(sheet, versions).run(notice={"spreadsheet_id": SHEET_ID})

    paths = [(r.method, r.path.split("?")[0]) for r in sheet.requests]
    assert paths == [
        ("GET", f"/v4/spreadsheets/{SHEET_ID}"),
        ("GET", f"/v4/spreadsheets/{SHEET_ID}/values:batchGet"),
        ("POST", f"/v4/spreadsheets/{SHEET_ID}/values:batchUpdate"),
    ]
    [update] = sheet.batch_updates()
    assert update.json() == {
        "valueInputOption": "RAW",
        "data": [
            {
                "range": "'Dining'!A2",
                "majorDimension": "ROWS",
                "values": [["dining-michael-jordans-steak-house"]],
            },
            {
                "range": "'Dining'!A3",
                "majorDimension": "ROWS",
                "values": [["dining-todd-englishs-tuscany"]],
            },
            {
                "range": "'Dining'!A4",
                "majorDimension": "ROWS",
                "values": [["dining-bobbys-burgers"]],
            },
            {"range": "'FAQ'!A2", "majorDimension": "ROWS", "values": [["faq-is-there-wi-fi"]]},
            {"range": "'FAQ'!A3", "majorDimension": "ROWS", "values": [["faq-can-i-bring-my-dog"]]},
            {"range": "'Dining'!B2:B4", "majorDimension": "ROWS", "values": [["published"]] * 3},
            {"range": "'FAQ'!B2:B3", "majorDimension": "ROWS", "values": [["published"]] * 2},
        ],
    }
    assert column(sheet, "Dining", "status") == ["published"] * 3
    ids = column(sheet, "Dining", "id") + column(sheet, "FAQ", "id")

    current = versions.current(PROPERTY)
    assert current is not None and report.published == current
    assert sorted(item.id for item in current.knowledge_base().items) == sorted(ids)
    assert current.notice == {"spreadsheet_id": SHEET_ID}
    assert sorted(current.diff["added"]) == sorted(ids)
    assert report.result.diff.ignored_tabs == ("Notes",)
    hours = current.knowledge_base().get("dining-bobbys-burgers").opening_hours()
    assert hours.describe() == "Daily 11 AM-11 PM"


def test_an_edit_changes_one_item(sheet, versions):
    sync = synced(sheet, versions)
    before = versions.current(PROPERTY)
    sheet.tabs["Dining"][2][DINING.index("description")] = "Italian, by the waterfall."

    report = sync.run(notice={"spreadsheet_id": SHEET_ID, "sheet": "Dining", "row": 3})

    assert report.result.diff.changed == ("dining-todd-englishs-tuscany",)
    assert report.result.diff.added == () and report.result.diff.removed == ()
    after = versions.current(PROPERTY)
    assert after.version_id != before.version_id
    assert after.notice["row"] == 3
    kb = after.knowledge_base()
    assert kb.get("dining-todd-englishs-tuscany").description == "Italian, by the waterfall."
    assert kb.get("dining-bobbys-burgers") == before.knowledge_base().get("dining-bobbys-burgers")
    assert sheet.batch_updates() == []  # statuses already say "published"


def test_a_deleted_row_disappears(sheet, versions):
    sync = synced(sheet, versions)
    del sheet.tabs["FAQ"][2]

    report = sync.run()

    assert report.result.diff.removed == ("faq-can-i-bring-my-dog",)
    assert versions.current(PROPERTY).knowledge_base().get("faq-can-i-bring-my-dog") is None


def test_invalid_hours_get_the_exact_status_and_the_item_keeps_its_last_good_version(
    sheet, versions
):
    sync = synced(sheet, versions)
    before = versions.current(PROPERTY)
    row = sheet.tabs["Dining"][1]
    row[DINING.index("hours")] = "mon-thu: 5 PM until late"
    row[DINING.index("description")] = "A new description that must not go live yet."

    report = sync.run()

    status = column(sheet, "Dining", "status")[0]
    assert status == (
        f"{HOURS_PROBLEM}, got '5 PM until late' (key 'mon-thu'); the last good version stays live"
    )
    assert column(sheet, "Dining", "status")[1:] == ["published", "published"]
    assert report.published is None
    assert versions.current_version_id(PROPERTY) == before.version_id
    kept = versions.current(PROPERTY).knowledge_base().get("dining-michael-jordans-steak-house")
    assert kept == before.knowledge_base().get("dining-michael-jordans-steak-house")
    [update] = sheet.batch_updates()
    assert [entry["range"] for entry in update.json()["data"]] == ["'Dining'!B2:B4"]


def test_a_tab_with_a_wrong_header_is_rejected_and_other_tabs_still_publish(sheet, versions):
    sync = synced(sheet, versions)
    sheet.tabs["Dining"][0] = [*DINING, "michelin_stars"]
    sheet.tabs["Dining"][2][DINING.index("description")] = "Changed, but the tab is rejected."
    sheet.tabs["FAQ"][1][FAQ.index("answer")] = "Yes, free everywhere."

    report = sync.run()

    [tab] = report.result.diff.rejected_tabs
    assert tab.tab == "Dining" and tab.kept == 3
    assert "unknown column 'michelin_stars'" in tab.message
    assert column(sheet, "Dining", "status") == [f"error: tab not synced: {tab.message}"] * 3
    kb = versions.current(PROPERTY).knowledge_base()
    assert kb.get("faq-is-there-wi-fi").answer == "Yes, free everywhere."
    assert (
        kb.get("dining-todd-englishs-tuscany").description
        == "Todd English's Tuscany, a restaurant."
    )
    assert report.result.diff.changed == ("faq-is-there-wi-fi",)
    assert "Tabs not synced (1):" in format_report(report)


@pytest.mark.parametrize(("failing_call", "stage"), [(2, "read"), (3, "write")])
def test_an_api_failure_mid_sync_changes_nothing(sheet, versions, failing_call, stage):
    sync = synced(sheet, versions)
    before = versions.current_version_id(PROPERTY)
    sheet.tabs["FAQ"][1][FAQ.index("answer")] = "Yes, and it is fast."
    sheet.tabs["FAQ"].append(faq("Is there a pool?", "Yes, in the Sky Tower."))
    sheet.fail_on_call = sheet.calls + failing_call

    with pytest.raises(SheetUnavailable, match=stage):
        sync.run()

    assert versions.current_version_id(PROPERTY) == before
    assert len(versions.history(PROPERTY)) == 1
    assert column(sheet, "FAQ", "id")[2] == ""  # no id written
    assert column(sheet, "FAQ", "status")[2] == ""
    sheet.fail_on_call = None
    assert sync.run().published is not None  # the next run recovers


def test_dry_run_writes_and_publishes_nothing(sheet, versions):
    report = make_sync(sheet, versions).run(dry_run=True)

    assert [r.method for r in sheet.requests] == ["GET", "GET"]
    assert versions.current(PROPERTY) is None
    assert column(sheet, "Dining", "id") == ["", "", ""]
    assert len(report.result.knowledge_base.items) == 5
    text = format_report(report)
    assert "Dry run: nothing written to the sheet, nothing published." in text
    assert "Dining row 2: dining-michael-jordans-steak-house" in text


def test_a_sync_with_nothing_new_neither_writes_nor_publishes(sheet, versions):
    sync = synced(sheet, versions)
    report = sync.run()
    assert report.published is None and report.cells_written == 0
    assert [r.method for r in sheet.requests] == ["GET", "GET"]
    assert len(versions.history(PROPERTY)) == 1
    assert "No content change" in format_report(report)


# --- the CLI ---------------------------------------------------------------------------------


class CmsSettings(Settings):
    """Settings with the CMS fields the composition root reads."""

    google_sheets_id: str | None = None
    google_sheets_credentials: Path | None = None
    cms_webhook_secret: SecretStr | None = None


def test_cli_sync_reports_and_publishes(sheet, tmp_path, monkeypatch, capsys):
    settings = CmsSettings(
        _env_file=None, sqlite_path=tmp_path / "concierge.db", google_sheets_id=SHEET_ID
    )
    monkeypatch.setattr(cms_command, "load_settings", lambda: settings)
    monkeypatch.setattr(cms_wiring, "build_sheets_client", lambda _settings: sheet.client())

    assert cli.main(["cms", "sync", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "Dry run" in out and "Rejected" not in out
    assert sheet.batch_updates() == []

    assert cli.main(["cms", "sync"]) == 0
    out = capsys.readouterr().out
    assert "Published version" in out
    versions = SqliteKnowledgeVersions(settings.sqlite_path)
    current = versions.current(PROPERTY)
    versions.close()
    assert current is not None and current.notice == {"source": "cli"}
    # Categories the sheet has no tab for keep the repository's items.
    assert current.knowledge_base().get("hotel-royal-suites") is not None
    assert "no tab named 'hotel'" in out

    sheet.fail_on_call = sheet.calls + 1
    assert cli.main(["cms", "sync"]) == 1
    assert "nothing published" in capsys.readouterr().err
