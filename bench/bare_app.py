"""The baseline for bench/webhook_ack.py: a Flask endpoint that does one Redis LPUSH."""

from __future__ import annotations

import os

import redis
from flask import Flask, request


def create_app() -> Flask:
    app = Flask("bare")
    client = redis.Redis.from_url(os.environ["REDIS_URL"])

    @app.post("/webhooks/telnyx")
    def receive() -> tuple[dict[str, str], int]:
        client.lpush("bench:bare", request.get_data())
        return {"status": "queued"}, 200

    return app
