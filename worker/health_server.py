"""The worker's own HTTP port: Prometheus `/metrics` and a JSON `/health`.

`/health` answers 200 when Redis answers and every periodic task ran recently (beat is
alive and a worker consumes its tasks), else 503; the body says when each task last ran.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import redis
from prometheus_client import CollectorRegistry, make_wsgi_app

from ops.carrier_alerts import opt_out_report

StartResponse = Callable[..., Any]


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Scrapes every few seconds would drown the worker's log."""


class _ThreadingServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


def health_app(
    registry: CollectorRegistry,
    client: redis.Redis,
    beat_report: Callable[[], dict[str, Any]],
    opt_out_handling: str = "telnyx",
) -> Callable[[dict[str, Any], StartResponse], Iterable[bytes]]:
    """A WSGI app: `/health` as JSON, anything else the Prometheus exposition."""
    metrics = make_wsgi_app(registry)

    def app(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("PATH_INFO") != "/health":
            return metrics(environ, start_response)
        checks: dict[str, Any] = {}
        try:
            client.ping()
            checks["redis"] = "ok"
            checks["beat"] = beat_report()
            checks["telnyx_opt_outs"] = opt_out_report(client, opt_out_handling)
        except redis.RedisError as exc:
            checks["redis"] = f"down: {exc}"
            checks["beat"] = {"ok": False, "error": "redis is down"}
        healthy = checks["redis"] == "ok" and bool(checks["beat"].get("ok"))
        body = json.dumps({"status": "ok" if healthy else "degraded", "checks": checks}).encode()
        start_response(
            "200 OK" if healthy else "503 Service Unavailable",
            [("Content-Type", "application/json"), ("Content-Length", str(len(body)))],
        )
        return [body]

    return app


def serve_health(
    port: int,
    registry: CollectorRegistry,
    client: redis.Redis,
    beat_report: Callable[[], dict[str, Any]],
    opt_out_handling: str = "telnyx",
) -> WSGIServer:
    """Serve the worker's port from a daemon thread; OSError if the port is taken."""
    server = make_server(
        "0.0.0.0",
        port,
        health_app(registry, client, beat_report, opt_out_handling),
        server_class=_ThreadingServer,
        handler_class=_QuietHandler,
    )
    threading.Thread(target=server.serve_forever, name="worker-http", daemon=True).start()
    return server
