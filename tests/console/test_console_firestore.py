"""The console with STORE=firestore: its records in Firestore (npm emulator), the live stack."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from nacl.signing import SigningKey

from concierge.console_wiring import build_staff_accounts, mount_console
from console.passwords import hash_password
from data.checkpoint.firestore_saver import FirestoreSaver
from data.staff.firestore import FirestoreAuditLog
from data.staff.models import Role
from data.store.firestore import FirestoreStore
from tests.conftest import GUEST, inbound_event, running_stack
from tests.console.stack import settled, texts_to, wait_for
from tests.console.support import PASSWORD, PROPERTY_A, SECRET, csrf_token, sign_in
from tests.firestore_emulator import firestore_client, firestore_emulator

__all__ = ["firestore_client", "firestore_emulator"]


def test_console_on_firestore_takes_over_and_replies(
    tmp_path, redis_url, fake_telnyx, firestore_client
) -> None:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        SigningKey.generate(),
        store_adapter=FirestoreStore(firestore_client),
        checkpointer=FirestoreSaver(firestore_client, ttl=timedelta(days=90)),
        store="firestore",
        console_secret_key=SECRET,
        console_secure_cookies=False,
    ) as stack:
        app = stack.client.application
        assert mount_console(app, stack.settings, app.extensions["concierge"])
        build_staff_accounts(stack.settings, client=firestore_client).add(
            "boss@resort.test",
            property_id=PROPERTY_A,
            role=Role.MANAGER,
            password_hash=hash_password(PASSWORD),
            at=datetime.now(UTC),
        )
        stack.post(inbound_event("can I talk to someone please?", message_id="f-1"))
        settled(stack, "f-1")
        browser = app.test_client()
        assert sign_in(browser, "boss@resort.test").status_code == 302
        assert "+1203***0147" in browser.get("/console/conversations?q=0147").get_data(as_text=True)
        [ticket] = stack.store.tickets(PROPERTY_A)
        token = csrf_token(browser, "/console/inbox")
        browser.post(
            f"/console/tickets/{ticket.number}/reply",
            data={"csrf_token": token, "text": "Hello from the desk."},
        )
        wait_for(
            lambda: "Mohegan Sun: Hello from the desk." in texts_to(stack, GUEST),
            what="reply at the fake Telnyx",
        )
        today = browser.get("/console/today").get_data(as_text=True)
        assert "<b>1</b><span>turns</span>" in today
        assert "<b>1</b><span>staff replies</span>" in today
        actions = [e.action for e in FirestoreAuditLog(firestore_client).entries()]
        assert actions == ["ticket.reply", "conversations.search", "login"]
