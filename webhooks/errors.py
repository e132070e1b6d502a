"""JSON error responses: every failure the receiver returns has the same shape."""

from __future__ import annotations

from flask import Flask, Response, jsonify
from werkzeug.exceptions import HTTPException


def json_error(status: int, error: str, message: str) -> tuple[Response, int]:
    """A `{"error": ..., "message": ...}` response with `status`."""
    return jsonify({"error": error, "message": message}), status


def init_app(app: Flask) -> None:
    """Render HTTP errors raised anywhere (404, 405, 413, ...) as JSON."""

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException) -> tuple[Response, int]:
        status = exc.code or 500
        return json_error(
            status, (exc.name or "error").lower().replace(" ", "_"), exc.description or ""
        )
