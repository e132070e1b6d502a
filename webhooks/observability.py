"""Request ids, webhook latency metrics and `GET /metrics` (Prometheus text format)."""

from __future__ import annotations

import os
import time
import uuid

from flask import Blueprint, Flask, Response, current_app, g, request
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

from ops import log_context
from ops.metrics import Metrics

blueprint = Blueprint("metrics", __name__)


def init_app(app: Flask) -> None:
    """Time every webhook and tag its log lines with a request id."""

    @app.before_request
    def _start() -> None:
        g.started = time.perf_counter()
        g.request_token = log_context.request_id.set(
            request.headers.get("X-Request-Id") or uuid.uuid4().hex[:16]
        )

    @app.after_request
    def _finish(response: Response) -> Response:
        if request.path.startswith("/webhooks/"):
            metrics: Metrics = current_app.extensions["concierge"].metrics
            route = request.path.removeprefix("/webhooks/")
            elapsed = time.perf_counter() - g.get("started", time.perf_counter())
            metrics.webhook_latency.labels(route=route).observe(elapsed)
            metrics.webhook_requests.labels(route=route, status=str(response.status_code)).inc()
        request_id = log_context.request_id.get()
        if request_id:
            response.headers["X-Request-Id"] = request_id
        return response

    @app.teardown_request
    def _reset(exc: BaseException | None) -> None:
        token = g.pop("request_token", None)
        if token is not None:
            log_context.request_id.reset(token)


@blueprint.get("/metrics")
def metrics() -> Response:
    """This process's metrics, or every gunicorn worker's with PROMETHEUS_MULTIPROC_DIR set."""
    registry: CollectorRegistry = current_app.extensions["concierge"].metrics.registry
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        combined = CollectorRegistry()
        MultiProcessCollector(combined)
        registry = combined
    return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)
