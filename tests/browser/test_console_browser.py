"""Browser tests: a manager works a handoff in headless Chromium against the live stack."""

from __future__ import annotations

import json

import requests

from data.kb.loader import build_knowledge_base, default_kb_root, load_knowledge_base
from data.kb.sync_log import SyncOutcome
from data.kb.sync_log_sqlite import SqliteSyncLog
from data.kb.versions import items_by_category
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from tests.browser.conftest import LiveServer, screenshot_dir
from tests.conftest import GUEST, inbound_event, telnyx_headers
from tests.console.stack import MANAGER, console_stack, settled, texts_to, wait_for
from tests.console.support import PASSWORD, PROPERTY_A


def post_signed(server: LiveServer, stack, event: dict) -> None:
    body = json.dumps(event).encode()
    response = requests.post(
        f"{server.url}/webhooks/telnyx",
        data=body,
        headers=telnyx_headers(stack.key, body),
        timeout=10,
    )
    assert response.status_code == 200, response.text


def sign_in(page, server: LiveServer) -> None:
    page.goto(f"{server.url}/console/inbox")
    assert "/console/login" in page.url
    page.fill("input[name=email]", MANAGER)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{server.url}/console/inbox")


def test_a_manager_takes_over_a_conversation_in_the_browser(
    page, tmp_path, redis_url, fake_telnyx
) -> None:
    shots = screenshot_dir(tmp_path)
    with (
        console_stack(tmp_path, redis_url, fake_telnyx) as stack,
        LiveServer(stack.client.application) as server,
    ):
        page.goto(f"{server.url}/console/login")
        page.screenshot(path=str(shots / "login.png"))
        sign_in(page, server)
        assert page.locator("tr.ticket").count() == 0

        # A guest asks for a person: the row appears in the open inbox without a reload.
        post_signed(server, stack, inbound_event("can I talk to someone please?", message_id="b-1"))
        row = page.locator("tr.ticket").first
        row.wait_for()
        assert "#1" in row.inner_text() and "+1203***0147" in row.inner_text()
        page.screenshot(path=str(shots / "inbox.png"))

        row.get_by_role("button", name="Claim").click()
        page.wait_for_selector("text=Held by: " + MANAGER)
        page.fill("textarea[name=text]", "Hi, this is Maria at the front desk. How can I help?")
        page.get_by_role("button", name="Send reply").click()
        wait_for(
            lambda: (
                "Mohegan Sun: Hi, this is Maria at the front desk. How can I help?"
                in texts_to(stack, GUEST)
            ),
            what="the reply at the fake Telnyx",
        )
        # The thread shows the reply with its delivery state, by polling.
        page.locator("li.out", has_text="Hi, this is Maria").locator(".status.sent").wait_for()
        page.screenshot(path=str(shots / "thread.png"), full_page=True)

        page.get_by_role("button", name="Mark done").click()
        page.wait_for_selector("text=closed; the bot answers this guest again")
        assert stack.store.active_ticket(PROPERTY_A, GUEST) is None
        assert page.locator("section.ticket-panel").count() == 0

        page.get_by_role("link", name="Guest: consent and held texts").click()
        page.wait_for_selector("text=Only the guest can opt back in")
        page.screenshot(path=str(shots / "guest.png"), full_page=True)

        page.get_by_role("link", name="Conversations").click()
        page.fill("input[name=q]", "0147")
        page.get_by_role("button", name="Search").click()
        page.wait_for_selector("text=+1203***0147")
        page.screenshot(path=str(shots / "conversations.png"))

        page.get_by_role("link", name="Today").click()
        page.wait_for_selector("text=LLM calls per turn")
        page.screenshot(path=str(shots / "today.png"), full_page=True)

        page.get_by_role("link", name="Audit").click()
        page.wait_for_selector("text=ticket.done")
        logged = page.inner_text("table.grid")
        for action in ("ticket.claim", "ticket.reply", "thread.view", "guest.view"):
            assert action in logged
        page.screenshot(path=str(shots / "audit.png"), full_page=True)


def test_guest_markup_renders_as_text_in_the_browser(
    page, tmp_path, redis_url, fake_telnyx
) -> None:
    hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">hi'
    with (
        console_stack(tmp_path, redis_url, fake_telnyx) as stack,
        LiveServer(stack.client.application) as server,
    ):
        post_signed(server, stack, inbound_event("I need a human", message_id="x-1"))
        settled(stack, "x-1")
        post_signed(server, stack, inbound_event(hostile, message_id="x-2"))
        settled(stack, "x-2")
        sign_in(page, server)
        page.locator("tr.ticket a", has_text="+1203***0147").first.click()
        bubble = page.locator("li.in .bubble", has_text="window.__pwned = 1")
        bubble.wait_for()
        assert bubble.inner_text() == hostile
        assert page.evaluate("window.__pwned") is None
        assert page.locator("li.in img").count() == 0


def test_knowledge_base_page_shows_versions_diffs_and_rows_to_fix(
    page, tmp_path, redis_url, fake_telnyx
) -> None:
    shots = screenshot_dir(tmp_path)
    with (
        console_stack(tmp_path, redis_url, fake_telnyx, google_sheets_id="sheet-demo") as stack,
        LiveServer(stack.client.application) as server,
    ):
        versions = SqliteKnowledgeVersions(stack.settings.sqlite_path)
        kb = load_knowledge_base(default_kb_root(), PROPERTY_A)
        versions.publish(
            PROPERTY_A, kb, notice=None, diff={"added": [], "changed": [], "removed": []}
        )
        rows = items_by_category(kb)
        first = rows["dining"][0]
        first["location"] = "Casino of the Earth, level 2"
        edited, errors = build_knowledge_base(PROPERTY_A, rows)
        assert not errors
        rejected = [
            {
                "tab": "dining",
                "row": 7,
                "id": None,
                "field": "hours",
                "message": "hours: 'noonish' is not a time like 11:00 AM",
                "kept": False,
            }
        ]
        published = versions.publish(
            PROPERTY_A,
            edited,
            notice={"editor": "editor@resort.test"},
            diff={"added": [], "changed": [first["id"]], "removed": [], "rejected": rejected},
        )
        SqliteSyncLog(stack.settings.sqlite_path).record(
            SyncOutcome(
                property_id=PROPERTY_A,
                at=published.published_at,
                published_version_id=published.version_id,
                diff={"rejected": rejected},
            )
        )
        sign_in(page, server)
        page.get_by_role("link", name="Knowledge base").click()
        page.wait_for_selector(f"text=Live version {published.version_id}")
        assert "Casino of the Earth, level 2" in page.inner_text("details[open]")
        assert "'noonish' is not a time" in page.inner_text("section.kb")
        # Only shown to managers (clicking it is tested without a worker: a live sync would
        # reach for Google credentials).
        assert page.get_by_role("button", name="Sync now").count() == 1
        page.screenshot(path=str(shots / "kb.png"), full_page=True)
