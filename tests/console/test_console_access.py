"""Sign-in, sessions, CSRF, rate limits and who may see what, through Flask's test client."""

from __future__ import annotations

import pytest

from console.refs import GuestRefs
from data.staff.sqlite import SqliteAuditLog
from tests.console.conftest import GUEST_A, GUEST_B, seed_conversation, seed_ticket
from tests.console.support import (
    NUMBER_B,
    PROPERTY_A,
    PROPERTY_B,
    SECRET,
    csrf_token,
    sign_in,
)

PAGES = [
    "/console/",
    "/console/inbox",
    "/console/inbox/feed",
    "/console/conversations",
    "/console/today",
    "/console/kb",
    "/console/audit",
]


@pytest.mark.parametrize("path", PAGES)
def test_anonymous_requests_go_to_the_login_page(console, path) -> None:
    response = console.app.test_client().get(path)
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/console/login?next=")


def test_anonymous_thread_guest_and_actions_redirect_too(console) -> None:
    ref = GuestRefs(SECRET).make(PROPERTY_A, GUEST_A)
    client = console.app.test_client()
    for path in (f"/console/c/{ref}", f"/console/c/{ref}/feed", f"/console/g/{ref}"):
        assert client.get(path).status_code == 302
    token = csrf_token(client)
    for action in ("claim", "reply", "done", "handback"):
        response = client.post(f"/console/tickets/1/{action}", data={"csrf_token": token})
        assert response.status_code == 302 and "/console/login" in response.headers["Location"]


def test_sign_in_sets_a_hardened_session_cookie_and_audits(console) -> None:
    client = console.app.test_client()
    response = sign_in(client, "Agent.A@resort.test")
    assert response.status_code == 302 and response.headers["Location"] == "/console/inbox"
    cookie = [h for h in response.headers.getlist("Set-Cookie") if "concierge_console=" in h][0]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/console" in cookie
    assert client.get("/console/inbox").status_code == 200
    [entry] = SqliteAuditLog(console.settings.sqlite_path).entries(action_prefix="login")
    assert entry.staff == "agent.a@resort.test" and entry.action == "login"


def test_over_https_cookies_are_secure_and_same_origin_posts_pass(tmp_path, redis_url) -> None:
    from concierge.console_wiring import mount_console
    from concierge.wiring import build_receiver_services
    from data.staff.models import Role
    from tests.console.conftest import console_settings
    from tests.console.support import add_staff
    from webhooks import create_app

    settings = console_settings(tmp_path, redis_url, console_secure_cookies=True)
    receiver = build_receiver_services(settings)
    app = create_app(receiver)
    mount_console(app, settings, receiver)
    add_staff(settings.sqlite_path, "m@resort.test", {PROPERTY_A: Role.MANAGER})
    origin = "https://console.resort.test"
    client = app.test_client()
    page = client.get("/console/login", base_url=origin)
    assert page.headers["Referrer-Policy"] == "same-origin"
    token = csrf_token_of(page.get_data(as_text=True))
    form = {"email": "m@resort.test", "password": "correct horse battery", "csrf_token": token}
    # Over HTTPS a POST must come from our own pages (the browser sends a same-origin Referer).
    refused = client.post("/console/login", base_url=origin, data=form)
    assert refused.status_code == 400
    response = client.post(
        "/console/login", base_url=origin, data=form, headers={"Referer": f"{origin}/console/login"}
    )
    assert response.status_code == 302
    cookie = [h for h in response.headers.getlist("Set-Cookie") if "concierge_console=" in h][0]
    assert "Secure" in cookie
    assert client.get("/console/inbox", base_url=origin).status_code == 200
    receiver.queue.close()
    receiver.redis.close()


def csrf_token_of(html: str) -> str:
    import re

    match = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert match
    return match.group(1)


def test_wrong_password_and_unknown_email_get_the_same_answer(console) -> None:
    client = console.app.test_client()
    wrong = sign_in(client, "agent.a@resort.test", "not the password!")
    unknown = sign_in(client, "nobody@resort.test", "not the password!")
    assert wrong.status_code == unknown.status_code == 401
    assert b"Wrong email or password." in wrong.data and b"Wrong email or password." in unknown.data
    assert client.get("/console/inbox").status_code == 302
    failed = SqliteAuditLog(console.settings.sqlite_path).entries(action_prefix="login.failed")
    assert {entry.staff for entry in failed} == {"agent.a@resort.test", "nobody@resort.test"}


def test_post_without_csrf_token_is_refused(console) -> None:
    client = console.app.test_client()
    response = client.post(
        "/console/login", data={"email": "agent.a@resort.test", "password": "correct horse battery"}
    )
    assert response.status_code == 400 and b"CSRF" in response.data
    sign_in(client, "agent.a@resort.test")
    ticket = seed_ticket(console.store, PROPERTY_A, GUEST_A)
    refused = client.post(f"/console/tickets/{ticket.number}/reply", data={"text": "hello"})
    assert refused.status_code == 400
    forged = client.post(
        f"/console/tickets/{ticket.number}/reply", data={"text": "hello", "csrf_token": "forged"}
    )
    assert forged.status_code == 400
    assert client.post("/console/logout").status_code == 400


def test_webhooks_need_no_csrf_token(console) -> None:
    # CSRF guards the console's forms only; a Telnyx webhook is judged by its signature.
    response = console.app.test_client().post("/webhooks/telnyx", data=b"{}")
    assert response.status_code in (400, 401, 403)
    assert b"CSRF" not in response.data


def test_login_attempts_are_rate_limited(console) -> None:
    client = console.app.test_client()
    statuses = [
        sign_in(client, "agent.a@resort.test", "guess-guess-guess").status_code for _ in range(11)
    ]
    assert statuses[:10] == [401] * 10 and statuses[10] == 429
    # Even the right password is refused while the window is full.
    assert sign_in(client, "agent.a@resort.test").status_code == 429
    throttled = SqliteAuditLog(console.settings.sqlite_path).entries(
        action_prefix="login.throttled"
    )
    assert throttled


def test_logout_ends_the_session(console) -> None:
    client = console.app.test_client()
    sign_in(client, "agent.a@resort.test")
    token = csrf_token(client, "/console/inbox")
    assert client.post("/console/logout", data={"csrf_token": token}).status_code == 302
    assert client.get("/console/inbox").status_code == 302


def test_disabled_account_loses_its_session(console) -> None:
    from data.staff.sqlite import SqliteStaffAccounts

    client = console.app.test_client()
    sign_in(client, "agent.a@resort.test")
    SqliteStaffAccounts(console.settings.sqlite_path).set_active("agent.a@resort.test", False)
    assert client.get("/console/inbox").status_code == 302


def test_next_parameter_cannot_leave_the_console(console) -> None:
    client = console.app.test_client()
    token = csrf_token(client)
    response = client.post(
        "/console/login",
        data={
            "email": "agent.a@resort.test",
            "password": "correct horse battery",
            "csrf_token": token,
            "next": "//evil.example/phish",
        },
    )
    assert response.headers["Location"] == "/console/inbox"


def test_agent_of_one_property_cannot_read_anothers_threads(console) -> None:
    seed_conversation(console.store, PROPERTY_A, GUEST_A, ["spa hours?"], to="+18605550100")
    seed_conversation(console.store, PROPERTY_B, GUEST_B, ["secret pool party?"], to=NUMBER_B)
    ticket_b = seed_ticket(console.store, PROPERTY_B, GUEST_B)
    client = console.app.test_client()
    sign_in(client, "agent.a@resort.test")
    refs = GuestRefs(SECRET)
    assert client.get(f"/console/c/{refs.make(PROPERTY_A, GUEST_A)}").status_code == 200
    for path in (
        f"/console/c/{refs.make(PROPERTY_B, GUEST_B)}",
        f"/console/c/{refs.make(PROPERTY_B, GUEST_B)}/feed",
        f"/console/g/{refs.make(PROPERTY_B, GUEST_B)}",
    ):
        assert client.get(path).status_code == 404
    listing = client.get("/console/conversations").get_data(as_text=True)
    assert "spa hours?" in listing and "secret pool party" not in listing
    assert "secret pool party" not in client.get("/console/conversations?q=pool").get_data(
        as_text=True
    )
    inbox = client.get("/console/inbox").get_data(as_text=True)
    assert f"#{ticket_b.number}" not in inbox
    token = csrf_token(client, "/console/inbox")
    for action in ("claim", "reply", "done", "handback"):
        response = client.post(
            f"/console/tickets/{ticket_b.number}/{action}",
            data={"csrf_token": token, "text": "hi"},
        )
        assert response.status_code == 404
    assert console.store.get_ticket(ticket_b.number).status == "open"
    today = client.get("/console/today").get_data(as_text=True)
    assert "Mohegan Sun" in today and "River Palace" not in today


def test_a_tampered_conversation_reference_is_not_found(console) -> None:
    client = console.app.test_client()
    sign_in(client, "agent.a@resort.test")
    assert client.get("/console/c/not-a-token").status_code == 404
    other_key = GuestRefs("another-secret-" + "y" * 32).make(PROPERTY_A, GUEST_A)
    assert client.get(f"/console/c/{other_key}").status_code == 404


def test_phone_numbers_never_appear_in_console_urls(console) -> None:
    seed_conversation(console.store, PROPERTY_A, GUEST_A, ["hello"], to="+18605550100")
    client = console.app.test_client()
    sign_in(client, "agent.a@resort.test")
    page = client.get("/console/conversations").get_data(as_text=True)
    assert GUEST_A not in page and "+1203***0147" in page


def test_only_managers_may_sync_the_knowledge_base(tmp_path, redis_url) -> None:
    from concierge.console_wiring import mount_console
    from concierge.wiring import build_receiver_services
    from data.staff.models import Role
    from tests.console.conftest import console_settings
    from tests.console.support import add_staff
    from webhooks import create_app

    settings = console_settings(tmp_path, redis_url, google_sheets_id="sheet-123")
    receiver = build_receiver_services(settings)
    app = create_app(receiver)
    mount_console(app, settings, receiver)
    add_staff(settings.sqlite_path, "agent@resort.test", {PROPERTY_A: Role.AGENT})
    add_staff(settings.sqlite_path, "boss@resort.test", {PROPERTY_A: Role.MANAGER})
    agent = app.test_client()
    sign_in(agent, "agent@resort.test")
    page = agent.get("/console/kb").get_data(as_text=True)
    assert "Sync now" not in page
    token = csrf_token(agent, "/console/kb")
    assert (
        agent.post(
            "/console/kb/sync", data={"csrf_token": token, "property": PROPERTY_A}
        ).status_code
        == 403
    )
    assert receiver.redis.llen("celery") == 0
    boss = app.test_client()
    sign_in(boss, "boss@resort.test")
    assert "Sync now" in boss.get("/console/kb").get_data(as_text=True)
    token = csrf_token(boss, "/console/kb")
    response = boss.post("/console/kb/sync", data={"csrf_token": token, "property": PROPERTY_A})
    assert response.status_code == 302
    assert receiver.redis.llen("celery") == 1
    [entry] = SqliteAuditLog(settings.sqlite_path).entries(action_prefix="kb.")
    assert entry.staff == "boss@resort.test" and entry.action == "kb.sync_now"
    # A manager of one property cannot sync another's.
    assert (
        boss.post(
            "/console/kb/sync", data={"csrf_token": token, "property": PROPERTY_B}
        ).status_code
        == 404
    )
    receiver.queue.close()
    receiver.redis.close()
