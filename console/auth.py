"""Login, logout, the session check before every console view, CSRF and security headers."""

from __future__ import annotations

import hashlib
from urllib.parse import urlsplit

from flask import (
    Response,
    current_app,
    g,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask.typing import ResponseReturnValue

from console.blueprint import blueprint
from console.context import audit, services
from console.passwords import dummy_verify, verify_password
from data.staff.models import StaffMember, normalize_email
from ops.sliding_window import count_event

PUBLIC_ENDPOINTS = {"console.login", "console.static"}
IP_ATTEMPTS_FACTOR = 3


def password_fingerprint(member: StaffMember) -> str:
    """Kept in the session: changing the password ends every other session of the account."""
    return hashlib.sha256(member.password_hash.encode()).hexdigest()[:16]


@blueprint.before_request
def check_session() -> ResponseReturnValue | None:
    """Load the signed-in member; anonymous requests go to the login page; POSTs need CSRF."""
    g.staff = None
    email = session.get("staff")
    if email:
        member = services().accounts.get(email)
        if member and member.active and session.get("pw") == password_fingerprint(member):
            g.staff = member
        else:
            session.clear()
    if request.method == "POST":
        current_app.extensions["csrf"].protect()
    if g.staff is None and request.endpoint not in PUBLIC_ENDPOINTS:
        return redirect(url_for("console.login", next=request.full_path.rstrip("?")))
    return None


@blueprint.after_request
def security_headers(response: Response) -> Response:
    """No framing, no inline script, no caching, no referrer to other sites."""
    response.headers["Content-Security-Policy"] = (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
        " frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
    )
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["X-Content-Type-Options"] = "nosniff"
    # Same-origin only: CSRF checks the Referer over HTTPS; other sites never see console URLs.
    response.headers["Referrer-Policy"] = "same-origin"
    response.headers["Cache-Control"] = "no-store"
    return response


def _safe_next(target: str | None) -> str:
    """Only a path inside the console; anything else (another host, '//x') goes to the inbox."""
    if target:
        parts = urlsplit(target)
        if not parts.scheme and not parts.netloc and parts.path.startswith("/console/"):
            return target
    return url_for("console.inbox")


def _throttled(email: str) -> bool:
    """Count this attempt per account and per client address; True when over the limit."""
    svc = services()
    window = svc.login_window_seconds
    now = svc.clock().timestamp()
    account = hashlib.sha256(email.encode()).hexdigest()[:24]
    by_account = count_event(
        svc.redis, f"console:login:acct:{account}", now=now, window_seconds=window
    )
    by_address = count_event(
        svc.redis,
        f"console:login:ip:{request.remote_addr or 'unknown'}",
        now=now,
        window_seconds=window,
    )
    return by_account > svc.login_attempts or by_address > svc.login_attempts * IP_ATTEMPTS_FACTOR


@blueprint.route("/login", methods=["GET", "POST"])
def login() -> ResponseReturnValue:
    """The sign-in form; a wrong email and a wrong password get the same answer."""
    if request.method == "GET":
        if g.staff is not None:
            return redirect(_safe_next(request.args.get("next")))
        return render_template("console/login.html", next=request.args.get("next", ""))
    email = normalize_email(request.form.get("email", ""))
    password = request.form.get("password", "")
    next_url = request.form.get("next", "")
    if _throttled(email):
        audit("login.throttled", who=email or "unknown")
        error = "Too many sign-in attempts. Wait a few minutes and try again."
        return render_template("console/login.html", error=error, next=next_url), 429
    member = services().accounts.get(email) if email else None
    if member is None:
        dummy_verify(password)
    if member is None or not member.active or not verify_password(member.password_hash, password):
        audit("login.failed", who=email or "unknown")
        error = "Wrong email or password."
        return render_template("console/login.html", error=error, next=next_url), 401
    session.clear()
    session.permanent = True
    session["staff"] = member.email
    session["pw"] = password_fingerprint(member)
    g.staff = member
    audit("login")
    return redirect(_safe_next(next_url))


@blueprint.route("/logout", methods=["POST"])
def logout() -> ResponseReturnValue:
    """End the session."""
    audit("logout")
    session.clear()
    return redirect(url_for("console.login"))
