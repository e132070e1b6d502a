"""The console against the running stack: signed webhooks, a live worker, the fake Telnyx."""

from __future__ import annotations

from console.refs import GuestRefs
from data.staff.sqlite import SqliteAuditLog
from tests.conftest import GUEST, inbound_event
from tests.console.stack import MANAGER, console_stack, settled, texts_to, wait_for
from tests.console.support import PROPERTY_A, SECRET, csrf_token, sign_in

STAFF_PHONE = "+18605550111"


def test_take_over_reply_relay_and_hand_back_through_the_worker(
    tmp_path, redis_url, fake_telnyx
) -> None:
    with console_stack(tmp_path, redis_url, fake_telnyx) as stack:
        stack.post(inbound_event("can I talk to someone please?", message_id="c-1"))
        settled(stack, "c-1")
        [ticket] = stack.store.tickets(PROPERTY_A)
        browser = stack.client.application.test_client()
        assert sign_in(browser, MANAGER).status_code == 302
        assert f"#{ticket.number}" in browser.get("/console/inbox/feed").get_data(as_text=True)

        token = csrf_token(browser, "/console/inbox")
        browser.post(f"/console/tickets/{ticket.number}/claim", data={"csrf_token": token})
        browser.post(
            f"/console/tickets/{ticket.number}/reply",
            data={"csrf_token": token, "text": "Hi, this is Maria at the front desk."},
        )
        wait_for(
            lambda: "Mohegan Sun: Hi, this is Maria at the front desk." in texts_to(stack, GUEST),
            what="console reply sent to the guest",
        )
        # `#N` from a registered staff phone lands in the same thread.
        stack.post(
            inbound_event(
                f"#{ticket.number} Your table is ready.", guest=STAFF_PHONE, message_id="c-2"
            )
        )
        settled(stack, "c-2")
        assert texts_to(stack, GUEST)[-1] == "Mohegan Sun: Your table is ready."

        ref = GuestRefs(SECRET).make(PROPERTY_A, GUEST)
        thread = browser.get(f"/console/c/{ref}/feed").get_data(as_text=True)
        assert thread.index("Hi, this is Maria") < thread.index("Your table is ready.")
        assert f"by {MANAGER}" in thread and "by +1860***0111" in thread
        assert thread.count(">staff<") == 2 and ">sent<" in thread
        kinds = [event.kind for event in stack.store.ticket_events(ticket.number)]
        assert kinds.count("staff") == 2

        browser.post(f"/console/tickets/{ticket.number}/handback", data={"csrf_token": token})
        wait_for(
            lambda: "back with the Mohegan Sun text concierge" in texts_to(stack, GUEST)[-1],
            what="hand-back notice",
        )
        assert stack.store.active_ticket(PROPERTY_A, GUEST) is None
        actions = [e.action for e in SqliteAuditLog(stack.settings.sqlite_path).entries()]
        assert actions == ["ticket.handback", "ticket.reply", "ticket.claim", "login"]

        # The bot answers again, and the guest got each staff text exactly once.
        stack.post(inbound_event("where is the poker room?", message_id="c-3"))
        settled(stack, "c-3")
        guest_texts = texts_to(stack, GUEST)
        assert guest_texts.count("Mohegan Sun: Hi, this is Maria at the front desk.") == 1
        assert any("Poker" in text for text in guest_texts[-2:])


def test_a_console_reply_to_a_guest_who_opted_out_meanwhile_is_not_sent(
    tmp_path, redis_url, fake_telnyx
) -> None:
    with console_stack(tmp_path, redis_url, fake_telnyx) as stack:
        stack.post(inbound_event("I want to speak to a real person", message_id="o-1"))
        settled(stack, "o-1")
        [ticket] = stack.store.tickets(PROPERTY_A)
        browser = stack.client.application.test_client()
        sign_in(browser, MANAGER)
        token = csrf_token(browser, "/console/inbox")
        stack.post(inbound_event("STOP", message_id="o-2"))
        settled(stack, "o-2")
        response = browser.post(
            f"/console/tickets/{ticket.number}/reply",
            data={"csrf_token": token, "text": "are you still there?"},
            follow_redirects=True,
        )
        assert "already closed" in response.get_data(as_text=True)
        assert all("still there" not in text for text in texts_to(stack, GUEST))


def test_today_counts_the_live_turns(tmp_path, redis_url, fake_telnyx) -> None:
    with console_stack(tmp_path, redis_url, fake_telnyx) as stack:
        for index, text in enumerate(["hi", "where is the poker room?", "HELP"]):
            stack.post(inbound_event(text, message_id=f"t-{index}"))
            settled(stack, f"t-{index}")
        browser = stack.client.application.test_client()
        sign_in(browser, MANAGER)
        html = browser.get("/console/today").get_data(as_text=True)
        assert "<b>2</b><span>turns</span>" in html  # HELP is a keyword, not a turn
        assert "<b>3</b><span>texts received</span>" in html
        assert "first text p50" in html and "<b>—</b><span>first text p50</span>" not in html
