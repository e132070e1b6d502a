"""The Flask application factory of the webhook receiver."""

from __future__ import annotations

from flask import Flask

from webhooks import cms, errors, health, ip_limits, observability, telnyx
from webhooks.services import ReceiverServices


def create_app(services: ReceiverServices) -> Flask:
    """Build the receiver on `services`, which the composition root builds (`concierge.web`)."""
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
