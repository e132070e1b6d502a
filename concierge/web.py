"""The gunicorn target: `gunicorn 'concierge.web:create_app()'` serves the webhook receiver.

Settings are read and clients built when gunicorn calls the factory, never at import time.
"""

from __future__ import annotations

from flask import Flask

import webhooks
from concierge.console_wiring import mount_console
from concierge.logging_setup import configure_logging
from concierge.wiring import build_receiver_services, load_settings

GUNICORN_TARGET = "concierge.web:create_app()"
"""What the Procfile, `concierge web` and `concierge run` hand to gunicorn."""


def create_app() -> Flask:
    """Build the receiver with services wired from the environment's settings.

    The staff console is mounted under /console when CONSOLE_SECRET_KEY is set.
    """
    settings = load_settings()
    configure_logging(settings.log_level)
    services = build_receiver_services(settings)
    app = webhooks.create_app(services)
    mount_console(app, settings, services)
    return app
