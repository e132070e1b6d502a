"""CPU per step of the receiver's hot path, in-process, beside a bare LPUSH.

Run: `.venv/bin/python bench/receiver_steps.py [--calls 2000]`

Times each step a `message.received` webhook goes through, each called `--calls` times on its
own with the receiver's own services (built as `concierge web` builds them): the signature
check, parsing, the per-IP window on its own (as other routes count it), the intake (the
per-IP count, claim, task on the queue and ledger note in one Redis script), and a bare LPUSH
of the body for scale; then the whole webhook through Flask's test client, beside
bench/bare_app.py's endpoint (one LPUSH) through the same test client. Prints CPU (process
time) and wall time per call. Needs a Redis: REDIS_URL if one answers, else a `redis-server`
started for the run. A report, not a gate: exit code 0.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from nacl.signing import SigningKey

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import bare_app  # noqa: E402
from concierge.events import message_received  # noqa: E402
from concierge.redis_server import free_port, redis_answers, start_redis_server  # noqa: E402
from data.store.models import InboundMessage  # noqa: E402
from ops.sliding_window import count_event  # noqa: E402
from webhooks.ip_limits import IpBudget  # noqa: E402
from webhooks.signature import verify_telnyx_signature  # noqa: E402
from webhooks.telnyx_events import parse_envelope, parse_message  # noqa: E402

PROPERTY_NUMBER = "+18605550100"
GUEST = "+12035550100"


def timed(name: str, calls: int, step: Callable[[int], object]) -> None:
    cpu, wall = time.process_time(), time.perf_counter()
    for index in range(calls):
        step(index)
    cpu_us = (time.process_time() - cpu) / calls * 1e6
    wall_us = (time.perf_counter() - wall) / calls * 1e6
    print(f"  {name:22s} cpu {cpu_us:8.1f} us   wall {wall_us:8.1f} us")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    calls = args.calls

    redis_process = None
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    scratch = Path(tempfile.mkdtemp(prefix="receiver-steps-"))
    if not redis_answers(redis_url):
        port = free_port()
        redis_process = start_redis_server(port, scratch / "redis", persistent=False)
        redis_url = f"redis://127.0.0.1:{port}/0"
    bench_url = redis_url.rsplit("/", 1)[0] + "/8"
    key = SigningKey.generate()
    os.environ.update(
        REDIS_URL=bench_url,
        TELNYX_PUBLIC_KEY=base64.b64encode(bytes(key.verify_key)).decode(),
        SQLITE_PATH=str(scratch / "bench.db"),
        LOG_LEVEL="WARNING",
        WEBHOOK_REQUESTS_PER_IP_MINUTE="1000000000",
    )
    from concierge.web import create_app  # reads the settings set above

    app = create_app()
    services = app.extensions["concierge"]
    stamp = str(int(time.time()))

    def body() -> bytes:
        event = message_received(
            message_id=str(uuid.uuid4()),
            from_number=GUEST,
            to_number=PROPERTY_NUMBER,
            text="what time does the buffet open",
        )
        return json.dumps(event).encode()

    def headers(raw: bytes) -> dict[str, str]:
        signature = key.sign(f"{stamp}|".encode() + raw).signature
        return {
            "telnyx-signature-ed25519": base64.b64encode(signature).decode(),
            "telnyx-timestamp": stamp,
            "content-type": "application/json",
        }

    bodies = [body() for _ in range(calls)]
    signed = [headers(raw) for raw in bodies]
    messages = [
        InboundMessage(
            message_id=str(uuid.uuid4()),
            property_id="mohegan_sun",
            from_number=GUEST,
            to_number=PROPERTY_NUMBER,
            text="what time does the buffet open",
            received_at=datetime.now(UTC),
            media_urls=(),
        )
        for _ in range(calls)
    ]

    client = app.test_client()
    whole = [body() for _ in range(calls)]
    whole_headers = [headers(raw) for raw in whole]  # signed here: the client's cost, not ours
    print(f"{calls} calls per step; Python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    try:
        timed(
            "signature",
            calls,
            lambda i: verify_telnyx_signature(bodies[i], signed[i], services.telnyx_public_key),
        )
        timed("parse", calls, lambda i: parse_message(parse_envelope(json.loads(bodies[i]))))
        timed(
            "per-IP window",
            calls,
            lambda i: count_event(
                services.redis, "rate:ip:bench", now=time.time(), window_seconds=60
            ),
        )
        budget = IpBudget("rate:ip:bench", limit=10**9)
        timed("intake (one script)", calls, lambda i: services.intake.accept(messages[i], budget))
        timed("bare LPUSH", calls, lambda i: services.redis.lpush("bench:bare", bodies[i]))
        timed(
            "whole webhook (Flask)",
            calls,
            lambda i: client.post("/webhooks/telnyx", data=whole[i], headers=whole_headers[i]),
        )
        bare = bare_app.create_app().test_client()
        timed(
            "bare endpoint (Flask)", calls, lambda i: bare.post("/webhooks/telnyx", data=whole[i])
        )
    finally:
        services.redis.flushdb()
        if redis_process is not None:
            redis_process.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
