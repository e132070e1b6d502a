"""A signed sheet notice reaches a running worker, which publishes, and guests see the change."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from datetime import timedelta
from typing import Any

import pytest
from nacl.signing import SigningKey

from data.checkpoint.firestore_saver import FirestoreSaver
from data.cms.layout import template_headers
from data.kb.sync_log_firestore import FirestoreSyncLog
from data.kb.sync_log_sqlite import SqliteSyncLog
from data.kb.versions_firestore import FirestoreKnowledgeVersions
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from data.store.firestore import FirestoreStore
from data.store.models import OutboundStatus
from tests.conftest import Stack, inbound_event, running_stack
from tests.fakes.sheets import FakeSheets
from tests.firestore_emulator import firestore_client, firestore_emulator

__all__ = ["firestore_client", "firestore_emulator"]

SHEET_ID = "sheet-e2e"
SECRET = "cms-test-secret"


def dining_row(name: str, hours: str) -> list[str]:
    values = {
        "name": name,
        "location": "Casino of the Earth",
        "description": f"{name} scoops Italian gelato and sorbetto.",
        "hours": hours,
    }
    return [values.get(column, "") for column in template_headers("dining")]


def signed_notice(stack: Stack, body: dict[str, object]):
    raw = json.dumps(body).encode()
    stamp = str(int(time.time()))
    digest = hmac.new(SECRET.encode(), f"{stamp}.".encode() + raw, hashlib.sha256).hexdigest()
    return stack.client.post(
        "/webhooks/cms",
        data=raw,
        headers={
            "content-type": "application/json",
            "x-concierge-timestamp": stamp,
            "x-concierge-signature": f"sha256={digest}",
        },
    )


def answer_to(stack: Stack, text: str, message_id: str) -> str:
    stack.post(inbound_event(text, message_id=message_id))
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        plan = stack.store.planned_outbound(message_id)
        if plan and all(t.status == OutboundStatus.SENT for t in plan):
            return " ".join(t.text for t in plan)
        time.sleep(0.05)
    raise AssertionError(f"no reply to {message_id}")


@pytest.fixture(params=["sqlite", "firestore"])
def deployed(request: pytest.FixtureRequest) -> dict[str, Any]:
    """The stack's store overrides: the SQLite default, or Firestore as deployed."""
    if request.param == "sqlite":
        return {}
    client = request.getfixturevalue("firestore_client")
    return {
        "store_adapter": FirestoreStore(client),
        "checkpointer": FirestoreSaver(client, ttl=timedelta(days=90)),
        "store": "firestore",
    }


def test_notices_are_debounced_into_one_sync_and_the_next_answer_uses_it(
    tmp_path, redis_url, fake_telnyx, deployed
) -> None:
    sheet = FakeSheets(
        SHEET_ID,
        {
            "dining": [
                template_headers("dining"),
                dining_row("Luna Gelato Bar", "daily: 11:00 AM - 11:00 PM"),
            ]
        },
    )
    sheet.server.start()
    try:
        with running_stack(
            tmp_path,
            redis_url,
            fake_telnyx,
            SigningKey.generate(),
            sheets_client=sheet.client(),
            google_sheets_id=SHEET_ID,
            cms_webhook_secret=SECRET,
            cms_debounce_seconds=0.5,
            **deployed,
        ) as stack:
            before = answer_to(stack, "where can I get gelato?", "c-1")
            assert "Luna Gelato Bar" not in before

            for row in (2, 2, 3):
                response = signed_notice(
                    stack, {"spreadsheet_id": SHEET_ID, "sheet": "dining", "row": row}
                )
                assert response.status_code == 202

            if isinstance(stack.store, FirestoreStore):
                versions: Any = FirestoreKnowledgeVersions(stack.store.client)
                sync_log: Any = FirestoreSyncLog(stack.store.client)
            else:
                versions = SqliteKnowledgeVersions(stack.settings.sqlite_path)
                sync_log = SqliteSyncLog(stack.settings.sqlite_path)
            deadline = time.monotonic() + 15
            while (
                time.monotonic() < deadline and versions.current_version_id("mohegan_sun") is None
            ):
                time.sleep(0.05)
            published = versions.current("mohegan_sun")
            assert published is not None and published.notice == {
                "spreadsheet_id": SHEET_ID,
                "sheet": "dining",
                "row": 3,
            }
            time.sleep(1.0)  # any further (wrongly undebounced) sync would show up now
            metadata_reads = [
                r
                for r in sheet.requests
                if r.path.startswith(f"/v4/spreadsheets/{SHEET_ID}?")
                or r.path == f"/v4/spreadsheets/{SHEET_ID}"
            ]
            assert len(metadata_reads) == 1
            assert len(sheet.batch_updates()) == 1

            after = answer_to(stack, "where can I get gelato?", "c-2")
            assert "Luna Gelato Bar" in after and "11 AM" in after
            last = sync_log.last("mohegan_sun")
            assert last is not None and last.published_version_id == published.version_id
    finally:
        sheet.server.stop()


def test_unsigned_notice_is_rejected(stack: Stack) -> None:
    response = stack.client.post(
        "/webhooks/cms", data=b"{}", headers={"content-type": "application/json"}
    )
    assert response.status_code in (401, 503)
