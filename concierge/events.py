"""Telnyx `message.received` bodies, as the local chat and the benchmarks send them."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any


def message_received(
    *, from_number: str, to_number: str, text: str, message_id: str | None = None
) -> dict[str, Any]:
    """A `message.received` event in Telnyx's documented shape."""
    now = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    message_id = message_id or str(uuid.uuid4())
    return {
        "data": {
            "record_type": "event",
            "id": str(uuid.uuid4()),
            "event_type": "message.received",
            "occurred_at": now,
            "payload": {
                "id": message_id,
                "record_type": "message",
                "direction": "inbound",
                "type": "SMS",
                "messaging_profile_id": "local-dev",
                "from": {"phone_number": from_number, "carrier": "local", "line_type": "Wireless"},
                "to": [{"phone_number": to_number, "status": "webhook_delivered"}],
                "text": text,
                "media": [],
                "encoding": "GSM-7",
                "parts": 1,
                "received_at": now,
            },
        },
        "meta": {"attempt": 1, "delivered_to": "http://127.0.0.1/webhooks/telnyx"},
    }
