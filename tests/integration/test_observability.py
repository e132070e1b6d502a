"""Metrics in Prometheus format, JSON logs with ids, and no guest numbers or bodies in logs."""

from __future__ import annotations

import json
import logging
import time

from nacl.signing import SigningKey
from prometheus_client.parser import text_string_to_metric_families

from concierge.logging_setup import JsonFormatter
from data.store.models import OutboundStatus
from ops.metrics import Metrics
from tests.conftest import GUEST, inbound_event, running_stack


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def test_metrics_and_logs_describe_a_turn_without_leaking_it(
    tmp_path, redis_url, fake_telnyx, caplog
) -> None:
    worker_metrics = Metrics.create()
    handler = logging.StreamHandler()
    lines: list[str] = []
    handler.emit = lambda record: lines.append(JsonFormatter().format(record))  # type: ignore[method-assign]
    logging.getLogger().addHandler(handler)
    caplog.set_level(logging.INFO)
    try:
        with running_stack(
            tmp_path, redis_url, fake_telnyx, SigningKey.generate(), metrics=worker_metrics
        ) as stack:
            logging.getLogger().setLevel(logging.INFO)  # the test worker set WARNING
            secret_question = "where is the poker room? my locker code is 4711"
            response = stack.post(inbound_event(secret_question, message_id="o-1"))
            assert response.headers["X-Request-Id"]
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline:
                plan = stack.store.planned_outbound("o-1")
                if plan and all(t.status == OutboundStatus.SENT for t in plan):
                    break
                time.sleep(0.05)

            scraped = stack.client.get("/metrics")
            assert scraped.status_code == 200
            assert scraped.content_type.startswith("text/plain")
            web = samples(scraped.get_data(as_text=True))
            assert (
                web[("concierge_webhook_requests_total", (("route", "telnyx"), ("status", "200")))]
                == 1
            )
            assert web[("concierge_webhook_seconds_count", (("route", "telnyx"),))] == 1
            assert ("concierge_queue_depth", ()) in web
            assert web[("concierge_held_texts", ())] == 0
    finally:
        logging.getLogger().removeHandler(handler)

    from prometheus_client import generate_latest

    worker = samples(generate_latest(worker_metrics.registry).decode())
    assert worker[("concierge_turn_seconds_count", ())] == 1
    assert worker[("concierge_turns_total", (("route", "answer"),))] == 1
    assert worker[("concierge_sends_total", (("outcome", "sent"),))] == len(plan)

    joined = "\n".join(lines)
    assert GUEST not in joined and "4711" not in joined and "poker room" not in joined
    parsed = [json.loads(line) for line in lines]
    assert any(entry.get("turn_id") == "o-1" for entry in parsed), joined
    assert any("+1203***0147" in entry["msg"] for entry in parsed), joined
