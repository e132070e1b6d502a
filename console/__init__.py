"""Staff console: a Flask blueprint under /console, mounted on the receiver by the composition root.

Accounts with per-property roles, an inbox of handoffs, conversation threads, guest consent,
knowledge-base versions and today's figures. Every staff action goes to the audit log.
"""

from __future__ import annotations

from datetime import timedelta

from flask import Flask
from flask_wtf.csrf import CSRFError, CSRFProtect

from console.services import ConsoleServices

SESSION_HOURS = 12


def init_app(app: Flask, services: ConsoleServices) -> None:
    """Mount the console on `app`: sessions, CSRF on the console's forms, the blueprint."""
    from console import audit_page, auth, guests, inbox, kb, threads, today  # noqa: F401  (routes)
    from console.blueprint import blueprint

    app.config.update(
        SECRET_KEY=services.secret_key,
        SESSION_COOKIE_NAME="concierge_console",
        SESSION_COOKIE_PATH="/console",
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SECURE=services.secure_cookies,
        SESSION_COOKIE_SAMESITE="Strict",
        PERMANENT_SESSION_LIFETIME=timedelta(hours=SESSION_HOURS),
        # Checked by the console's own before_request, so webhooks (signed) need no token.
        WTF_CSRF_CHECK_DEFAULT=False,
        WTF_CSRF_TIME_LIMIT=SESSION_HOURS * 3600,
        WTF_CSRF_SSL_STRICT=services.secure_cookies,
    )
    CSRFProtect(app)
    app.extensions["console"] = services
    app.register_blueprint(blueprint)

    @app.errorhandler(CSRFError)
    def csrf_refused(error: CSRFError) -> tuple[str, int]:
        return f"Refused: {error.description} Reload the page and try again.", 400
