"""The console's pages and staff actions, through Flask's test client over real SQLite and Redis."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from console.refs import GuestRefs
from data.staff.sqlite import SqliteAuditLog
from data.store.models import ConsentAction, ConsentEvent, OutboundStatus, OutboundText
from data.turns.log import TurnRecord
from data.turns.sqlite import SqliteTurnLog
from tests.console.conftest import GUEST_A, seed_conversation, seed_ticket
from tests.console.support import PROPERTY_A, SECRET, csrf_token, sign_in
from worker.celery_app import CONSOLE_SEND

PROPERTY_NUMBER = "+18605550100"


def queued_tasks(console) -> list[dict]:
    client = console.app.extensions["concierge"].redis
    return [json.loads(raw) for raw in client.lrange("celery", 0, -1)]


def signed_in(console, email="agent.a@resort.test"):
    client = console.app.test_client()
    assert sign_in(client, email).status_code == 302
    return client


def test_inbox_lists_open_handoffs_newest_first_with_reason_and_wait(console) -> None:
    older = seed_ticket(console.store, PROPERTY_A, GUEST_A, reason="a person")
    newer = console.store.open_ticket(
        PROPERTY_A,
        "+12035550999",
        turn_id="t-2",
        reason="complaint",
        summary="cold room",
        at=datetime.now(UTC) - timedelta(minutes=1),
    )
    page = signed_in(console).get("/console/inbox/feed").get_data(as_text=True)
    assert page.index(f"#{newer.number}") < page.index(f"#{older.number}")
    assert "complaint" in page and "a person" in page and "3 min" in page


def test_claim_reply_and_hand_back_are_queued_and_audited(console) -> None:
    seed_conversation(console.store, PROPERTY_A, GUEST_A, ["a person please"], to=PROPERTY_NUMBER)
    ticket = seed_ticket(console.store, PROPERTY_A, GUEST_A)
    client = signed_in(console)
    token = csrf_token(client, "/console/inbox")
    assert (
        client.post(
            f"/console/tickets/{ticket.number}/claim", data={"csrf_token": token}
        ).status_code
        == 302
    )
    client.post(
        f"/console/tickets/{ticket.number}/reply",
        data={"csrf_token": token, "text": "  Hi, this is   Maria. "},
    )
    [task] = queued_tasks(console)
    assert task["headers"]["task"] == CONSOLE_SEND
    # Celery's JSON body: [args, kwargs, embed]
    from base64 import b64decode

    [payload], _, _ = json.loads(b64decode(task["body"]))
    assert payload["kind"] == "reply" and payload["text"] == "Hi, this is Maria."
    assert payload["ticket"] == ticket.number and payload["staff"] == "agent.a@resort.test"
    client.post(f"/console/tickets/{ticket.number}/handback", data={"csrf_token": token})
    assert console.store.get_ticket(ticket.number).status == "closed"
    assert len(queued_tasks(console)) == 2
    entries = SqliteAuditLog(console.settings.sqlite_path).entries(action_prefix="ticket.")
    assert [e.action for e in entries] == ["ticket.handback", "ticket.reply", "ticket.claim"]
    assert {e.guest_masked for e in entries} == {"+1203***0147"}
    assert all(e.staff == "agent.a@resort.test" and e.ticket == ticket.number for e in entries)
    # A closed ticket takes no more replies.
    client.post(f"/console/tickets/{ticket.number}/reply", data={"csrf_token": token, "text": "x"})
    assert len(queued_tasks(console)) == 2


def test_a_ticket_claimed_by_someone_else_is_theirs(console) -> None:
    from data.staff.models import Role
    from tests.console.support import add_staff

    add_staff(console.settings.sqlite_path, "agent.c@resort.test", {PROPERTY_A: Role.AGENT})
    ticket = seed_ticket(console.store, PROPERTY_A, GUEST_A)
    first = signed_in(console)
    first.post(
        f"/console/tickets/{ticket.number}/claim",
        data={"csrf_token": csrf_token(first, "/console/inbox")},
    )
    second = signed_in(console, "agent.c@resort.test")
    token = csrf_token(second, "/console/inbox")
    response = second.post(
        f"/console/tickets/{ticket.number}/reply",
        data={"csrf_token": token, "text": "me too"},
        follow_redirects=True,
    )
    assert "claimed by agent.a@resort.test" in response.get_data(as_text=True)
    assert queued_tasks(console) == []
    # A manager may step in.
    manager = signed_in(console, "manager.a@resort.test")
    token = csrf_token(manager, "/console/inbox")
    manager.post(f"/console/tickets/{ticket.number}/done", data={"csrf_token": token})
    assert console.store.get_ticket(ticket.number).status == "closed"


def test_replies_to_an_opted_out_guest_or_too_long_are_refused(console) -> None:
    ticket = seed_ticket(console.store, PROPERTY_A, GUEST_A)
    client = signed_in(console)
    token = csrf_token(client, "/console/inbox")
    long = client.post(
        f"/console/tickets/{ticket.number}/reply",
        data={"csrf_token": token, "text": "word " * 200},
        follow_redirects=True,
    )
    assert "Too long" in long.get_data(as_text=True)
    console.store.append_consent(
        ConsentEvent(
            action=ConsentAction.OPT_OUT,
            guest=GUEST_A,
            property_id=PROPERTY_A,
            source="STOP",
            message_id="m-stop",
            at=datetime.now(UTC),
        )
    )
    out = client.post(
        f"/console/tickets/{ticket.number}/reply",
        data={"csrf_token": token, "text": "hello"},
        follow_redirects=True,
    )
    assert "opted out" in out.get_data(as_text=True)
    assert queued_tasks(console) == []


def test_guest_markup_renders_as_text(console) -> None:
    seed_conversation(
        console.store,
        PROPERTY_A,
        GUEST_A,
        ['<script>alert("x")</script><img src=x onerror=alert(1)>'],
        to=PROPERTY_NUMBER,
    )
    seed_ticket(console.store, PROPERTY_A, GUEST_A, reason="<b>bold</b>")
    client = signed_in(console)
    ref = GuestRefs(SECRET).make(PROPERTY_A, GUEST_A)
    for path in (
        f"/console/c/{ref}",
        f"/console/c/{ref}/feed",
        "/console/conversations",
        "/console/inbox",
    ):
        html = client.get(path).get_data(as_text=True)
        assert "<script>alert" not in html and "<img src=x" not in html and "<b>bold" not in html
    html = client.get(f"/console/c/{ref}").get_data(as_text=True)
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html


def test_thread_shows_route_llm_calls_and_delivery_state(console) -> None:
    seed_conversation(console.store, PROPERTY_A, GUEST_A, ["is the spa open?"], to=PROPERTY_NUMBER)
    turn_id = f"{PROPERTY_A}-{GUEST_A}-0"
    [text] = console.store.complete_turn(
        turn_id,
        [turn_id],
        [
            OutboundText(
                key=f"{turn_id}-1",
                inbound_id=turn_id,
                seq=1,
                property_id=PROPERTY_A,
                from_number=PROPERTY_NUMBER,
                to_number=GUEST_A,
                text="The spa opens at 9.",
                message_class="reply",
            )
        ],
    )
    console.store.update_outbound(text.key, OutboundStatus.SENT, provider_message_id="msg-1")
    console.store.update_delivery("msg-1", OutboundStatus.DELIVERED, "delivered")
    SqliteTurnLog(console.settings.sqlite_path).record(
        TurnRecord(
            plan_id=turn_id,
            property_id=PROPERTY_A,
            guest=GUEST_A,
            route="answer",
            llm_calls=2,
            guest_at=datetime.now(UTC),
            planned_at=datetime.now(UTC),
        )
    )
    client = signed_in(console)
    html = client.get(f"/console/c/{GuestRefs(SECRET).make(PROPERTY_A, GUEST_A)}").get_data(
        as_text=True
    )
    assert "The spa opens at 9." in html and "route answer" in html
    assert "2 LLM calls" in html and ">model<" in html and ">delivered<" in html
    views = SqliteAuditLog(console.settings.sqlite_path).entries(action_prefix="thread.view")
    assert views[0].guest_masked == "+1203***0147"


def test_search_by_last_four_digits_or_words(console) -> None:
    seed_conversation(
        console.store, PROPERTY_A, GUEST_A, ["where is the buffet"], to=PROPERTY_NUMBER
    )
    seed_conversation(
        console.store, PROPERTY_A, "+12035550888", ["valet parking?"], to=PROPERTY_NUMBER
    )
    client = signed_in(console)
    by_digits = client.get("/console/conversations?q=0147").get_data(as_text=True)
    assert "buffet" in by_digits and "valet" not in by_digits
    by_words = client.get("/console/conversations?q=valet").get_data(as_text=True)
    assert "valet" in by_words and "buffet" not in by_words
    [search] = SqliteAuditLog(console.settings.sqlite_path).entries(
        action_prefix="conversations.search", limit=1
    )
    assert search.detail == {"query": "valet"}


def test_guest_page_shows_consent_history_and_held_texts_without_opt_in(console) -> None:
    now = datetime.now(UTC)
    for action, source, minutes in (
        (ConsentAction.OPT_OUT, "STOP", 30),
        (ConsentAction.OPT_IN, "START", 20),
        (ConsentAction.OPT_OUT, "stop texting me", 10),
    ):
        console.store.append_consent(
            ConsentEvent(
                action=action,
                guest=GUEST_A,
                property_id=PROPERTY_A,
                source=source,
                message_id=f"c-{minutes}",
                at=now - timedelta(minutes=minutes),
            )
        )
    console.store.plan_outbound(
        [
            OutboundText(
                key="p-1",
                inbound_id="p",
                seq=1,
                property_id=PROPERTY_A,
                from_number=PROPERTY_NUMBER,
                to_number=GUEST_A,
                text="Tonight's show starts at 8",
                message_class="proactive",
                status=OutboundStatus.HELD,
                release_at=now + timedelta(hours=9),
            )
        ]
    )
    client = signed_in(console)
    ref = GuestRefs(SECRET).make(PROPERTY_A, GUEST_A)
    html = client.get(f"/console/g/{ref}").get_data(as_text=True)
    assert "Opted out" in html and "stop texting me" in html and "START (opted in)" in html
    assert "Tonight&#39;s show starts at 8" in html
    assert "Only the guest can opt back in" in html
    assert "opt_in" not in html and 'action="' not in html.split("<main>")[1].split("Consent")[1]
    token = csrf_token(client, "/console/inbox")
    assert client.post(f"/console/g/{ref}", data={"csrf_token": token}).status_code == 405
    assert console.store.consent_state(PROPERTY_A, GUEST_A).opted_out


def test_today_reads_figures_from_the_store(console) -> None:
    now = datetime.now(UTC)
    turns = SqliteTurnLog(console.settings.sqlite_path)
    for index, (route, calls, seconds) in enumerate(
        [("answer", 1, 2.0), ("answer", 2, 4.0), ("greeting", 0, 1.0), ("staff", 0, 30.0)]
    ):
        turns.record(
            TurnRecord(
                plan_id=f"p{index}",
                property_id=PROPERTY_A,
                guest=GUEST_A,
                route=route,
                llm_calls=calls,
                guest_at=now - timedelta(seconds=seconds),
                planned_at=now,
                first_sent_at=now,
            )
        )
    seed_ticket(console.store, PROPERTY_A, GUEST_A)
    html = signed_in(console).get("/console/today").get_data(as_text=True)
    assert "<b>3</b><span>turns</span>" in html
    assert "<b>1.00</b><span>LLM calls per turn</span>" in html
    assert "<b>2.0 s</b><span>first text p50</span>" in html
    assert "<b>4.0 s</b><span>first text p95</span>" in html
    assert "<b>1</b><span>open handoffs</span>" in html
    assert "<b>1</b><span>staff replies</span>" in html


def test_knowledge_page_without_a_sheet_names_the_files_version(console) -> None:
    html = signed_in(console, "manager.a@resort.test").get("/console/kb").get_data(as_text=True)
    assert "repository's data files" in html and "Sync now" not in html


def test_security_headers_on_console_pages(console) -> None:
    response = signed_in(console).get("/console/inbox")
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Cache-Control"] == "no-store"


def test_audit_page_is_for_managers_and_shows_their_properties_only(console) -> None:
    from data.staff.models import AuditEntry

    audit = SqliteAuditLog(console.settings.sqlite_path)
    audit.record(
        AuditEntry(
            at=datetime.now(UTC),
            staff="x@resort.test",
            action="ticket.reply",
            property_id=PROPERTY_A,
            guest_masked="+1203***0147",
            ticket=4,
        )
    )
    audit.record(
        AuditEntry(
            at=datetime.now(UTC),
            staff="y@resort.test",
            action="ticket.done",
            property_id="river_palace",
            guest_masked="+1702***0123",
            ticket=9,
        )
    )
    agent = signed_in(console)
    assert "/console/audit" not in agent.get("/console/inbox").get_data(as_text=True)
    assert agent.get("/console/audit").status_code == 403
    manager = signed_in(console, "manager.a@resort.test")
    html = manager.get("/console/audit").get_data(as_text=True)
    assert "x@resort.test" in html and "+1203***0147" in html and "#4" in html
    assert "y@resort.test" not in html and "+1702***0123" not in html
