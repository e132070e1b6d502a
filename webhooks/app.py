"""The Flask application factory of the webhook receiver."""

from __future__ import annotations

from flask import Flask

from webhooks import cms, errors, health, ip_limits, observability, telnyx
from webhooks.services import ReceiverServices


def create_app(services: ReceiverServices | None = None) -> Flask:
    """Build the receiver; without `services`, wire them from the environment's settings.

    `gunicorn 'webhooks:create_app()'` uses the second form.
    """
    if services is None:
        from concierge.logging_setup import configure_logging
        from concierge.wiring import build_receiver_services, load_settings

        settings = load_settings()
        configure_logging(settings.log_level)
        services = build_receiver_services(settings)
    app = Flask("webhooks")
    # Flask refuses larger bodies itself; the view also checks, for chunked requests.
    app.config["MAX_CONTENT_LENGTH"] = services.max_body_bytes
    app.extensions["concierge"] = services
    errors.init_app(app)
    observability.init_app(app)
    ip_limits.init_app(app)
    app.register_blueprint(telnyx.blueprint)
    app.register_blueprint(cms.blueprint)
    app.register_blueprint(health.blueprint)
    app.register_blueprint(observability.blueprint)
    return app
