"""Request ids, webhook latency metrics and `GET /metrics` (Prometheus text format)."""

from __future__ import annotations

import os
import time

from flask import Blueprint, Flask, Response, current_app, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.multiprocess import MultiProcessCollector

from ops import log_context
from ops.metrics import Metrics

blueprint = Blueprint("metrics", __name__)

MAX_CACHED_LABELS = 64


def init_app(app: Flask) -> None:
    """Time every webhook and tag its log lines with a request id."""
    # Labelled children by (route, status): prometheus_client validates and locks on each
    # `labels` call, the busiest route's after-request hook needs them on every request.
    # Bounded: any path under /webhooks/ is a route label, a scan of made-up paths included.
    children: dict[tuple[str, str], tuple[Histogram, Counter]] = {}

    def labelled(route: str, status: str) -> tuple[Histogram, Counter]:
        pair = children.get((route, status))
        if pair is None:
            metrics: Metrics = current_app.extensions["concierge"].metrics
            pair = (
                metrics.webhook_latency.labels(route=route),
                metrics.webhook_requests.labels(route=route, status=status),
            )
            if len(children) < MAX_CACHED_LABELS:
                children[(route, status)] = pair
        return pair

    @app.before_request
    def _start() -> None:
        g.started = time.perf_counter()
        # The caller's id if it sent one, else 16 random hex digits.
        given = request.environ.get("HTTP_X_REQUEST_ID")
        g.request_token = log_context.request_id.set(given or os.urandom(8).hex())

    @app.after_request
    def _finish(response: Response) -> Response:
        path = request.path
        if path.startswith("/webhooks/"):
            elapsed = time.perf_counter() - g.get("started", time.perf_counter())
            latency, answers = labelled(path.removeprefix("/webhooks/"), str(response.status_code))
            latency.observe(elapsed)
            answers.inc()
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
