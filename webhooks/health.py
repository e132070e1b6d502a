"""`GET /health`: 200 when Redis, the store and the knowledge base all answer, else 503."""

from __future__ import annotations

import redis
from flask import Blueprint, Response, current_app, jsonify

from data.store.base import StoreUnavailable
from ops.carrier_alerts import opt_out_report
from webhooks.services import ReceiverServices

blueprint = Blueprint("health", __name__)


@blueprint.get("/health")
def health() -> tuple[Response, int]:
    """Report each dependency's state."""
    services: ReceiverServices = current_app.extensions["concierge"]
    checks: dict[str, object] = {}
    try:
        services.redis.ping()
        checks["redis"] = "ok"
    except redis.RedisError as exc:
        checks["redis"] = f"down: {exc}"
    try:
        services.store.check()
        checks["store"] = "ok"
    except StoreUnavailable as exc:
        checks["store"] = f"down: {exc}"
    knowledge = services.knowledge_status()
    checks["knowledge_base"] = knowledge
    # Reported, not failed on: a wrong portal setting should page someone, not stop webhooks.
    checks["telnyx_opt_outs"] = opt_out_report(services.redis, services.opt_out_handling)
    healthy = checks["redis"] == "ok" and checks["store"] == "ok" and bool(knowledge.get("ok"))
    return jsonify({"status": "ok" if healthy else "degraded", "checks": checks}), (
        200 if healthy else 503
    )
