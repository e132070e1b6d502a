"""The periodic CMS sync catches a lost notice, for every property with a sheet.

The Procfile's processes run with two properties, each with its own Google Sheet (reached
through gspread, a service-account file and the fake's OAuth endpoint). No change notice is
ever posted: beat's periodic sync alone publishes both sheets, and later an edit.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from data.cms.layout import template_headers
from data.kb.loader import default_kb_root
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import GUEST, inbound_event
from tests.e2e.procfile import procfile_stack, wait_until
from tests.fakes.sheets import FakeGoogle, FakeSheets
from tests.fakes.telnyx import FakeTelnyx

SECOND_NUMBER = "+18605550200"


def dining(*rows: tuple[str, str]) -> list[list[str]]:
    headers = template_headers("dining")
    table = [headers]
    for name, hours in rows:
        values = {
            "name": name,
            "location": "Casino of the Earth",
            "description": f"{name} scoops Italian gelato and sorbetto.",
            "hours": hours,
        }
        table.append([values.get(column, "") for column in headers])
    return table


def two_properties(tmp_path: Path) -> tuple[Path, Path]:
    """A registry with a second resort that has its own sheet, and a KB root for both."""
    registry = json.loads((Path(default_kb_root()).parent / "properties.json").read_text())
    second = dict(registry["properties"][0])
    second.update(
        id="sun_two",
        name="Sun Two",
        numbers=[SECOND_NUMBER],
        sheet_id="sheet-two",
        staff_numbers=[],
    )
    registry["properties"].append(second)
    registry_file = tmp_path / "properties.json"
    registry_file.write_text(json.dumps(registry))
    kb_root = tmp_path / "kb"
    shutil.copytree(default_kb_root() / "mohegan_sun", kb_root / "mohegan_sun")
    shutil.copytree(default_kb_root() / "mohegan_sun", kb_root / "sun_two")
    for path in (kb_root / "sun_two").glob("*.json"):
        document = json.loads(path.read_text())
        document["property_id"] = "sun_two"
        path.write_text(json.dumps(document))
    return registry_file, kb_root


def test_periodic_sync_publishes_every_sheet_without_any_notice(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    one = FakeSheets(
        "sheet-one", {"dining": dining(("Luna Gelato Bar", "daily: 11:00 AM - 11:00 PM"))}
    )
    two = FakeSheets("sheet-two", {"dining": dining(("Stella Gelato", "daily: 1:00 PM - 9:00 PM"))})
    google = FakeGoogle(one, two)
    google.server.start()
    registry_file, kb_root = two_properties(tmp_path)
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "BURST_WINDOW_SECONDS": "0",
        "SEND_PACING_SECONDS": "0",
        "PROPERTIES_FILE": str(registry_file),
        "KB_ROOT": str(kb_root),
        "GOOGLE_SHEETS_ID": "sheet-one",
        "GOOGLE_SHEETS_CREDENTIALS": str(google.service_account_file(tmp_path / "sa.json")),
        "GOOGLE_SHEETS_BASE_URL": google.url,
        "CMS_WEBHOOK_SECRET": "cms-secret",
        "CMS_SYNC_EVERY_SECONDS": "1",
    }
    try:
        with procfile_stack(tmp_path / "stack", settings) as stack:
            versions = SqliteKnowledgeVersions(tmp_path / "stack" / "concierge.db")
            wait_until(
                lambda: all(versions.current_version_id(p) for p in ("mohegan_sun", "sun_two")),
                60,
                "both sheets to be published",
                stack.logs,
            )
            first = versions.current_version_id("mohegan_sun")

            # An editor changes the first sheet and the notice is lost: the next periodic
            # sync publishes it anyway.
            one.tabs["dining"] = dining(("Luna Gelato Bar", "daily: 7:00 AM - 11:00 PM"))
            wait_until(
                lambda: versions.current_version_id("mohegan_sun") != first,
                60,
                "the edit to be published",
                stack.logs,
            )
            assert not any(r.path.startswith("/webhooks") for r in google.server.requests)
            assert all(
                r.headers.get("authorization") == "Bearer fake-token"
                for r in google.server.requests
                if r.path.startswith("/v4/")
            )

            store = SqliteStore(tmp_path / "stack" / "concierge.db")

            def answered(message_id: str) -> str | None:
                plan = store.planned_outbound(message_id)
                if plan and all(t.status == OutboundStatus.SENT for t in plan):
                    return " ".join(t.text for t in plan)
                return None

            def ask(message_id: str, **event: str) -> str:
                question = inbound_event("where can I get gelato?", message_id=message_id, **event)
                assert stack.post(question) == 200
                wait_until(lambda: answered(message_id), 30, "the answer", stack.logs)
                return answered(message_id) or ""

            # A worker answers from the version it holds while it builds a newer one in the
            # background, so the edit may reach the next guest a moment after it is published.
            reply = ""
            for attempt in range(10):
                reply = ask(f"g-1-{attempt}", guest=f"+1203555{attempt:04d}")
                if "7" in reply:
                    break
                time.sleep(1)
            assert "Luna Gelato Bar" in reply and "7" in reply, reply
            assert "Stella Gelato" in ask("g-2", to=SECOND_NUMBER)
            status, health = stack.worker_health()
            assert health["checks"]["beat"]["tasks"]["cms_sync"]["last_ran"] is not None, health
            assert GUEST
            store.close()
            versions.close()
    finally:
        google.server.stop()
