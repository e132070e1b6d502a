"""Celery task messages framed for kombu's Redis transport, ready to push onto the queue.

The receiver pushes a guest's text onto the queue inside one Redis script with its claim and
ledger note (see `webhooks.intake`), so it needs the message as bytes rather than a publish.
Celery frames the task (`as_task_v2`: protocol 2 headers, properties and body) and kombu's JSON
serializer encodes the body; only the transport's envelope around them, which kombu's Redis
channel adds as it publishes, is written here. A test compares it with a message published by
`send_task` and a real worker consumes it in every end-to-end test.
"""

from __future__ import annotations

import base64
import uuid
from typing import Any

from celery import Celery
from kombu.serialization import dumps as serialize
from kombu.utils.json import dumps as json_dumps

from worker.celery_app import CELERY_QUEUE

# kombu's Redis channel defaults: persistent delivery, priority 0 (the queue's own list).
PERSISTENT = 2
DEFAULT_PRIORITY = 0


class TaskMessageFramer:
    """Builds the Redis list entry for one task on `CELERY_QUEUE`."""

    queue = CELERY_QUEUE

    def __init__(self, app: Celery) -> None:
        self._app = app

    def frame(self, name: str, args: list[Any], *, argsrepr: str) -> bytes:
        """The queue entry for task `name` called with `args`, shown as `argsrepr`."""
        task_id = str(uuid.uuid4())
        message = self._app.amqp.as_task_v2(
            task_id, name, args=args, kwargs={}, argsrepr=argsrepr, kwargsrepr="{}"
        )
        content_type, content_encoding, body = serialize(message.body, serializer="json")
        raw_body = body.encode(content_encoding) if isinstance(body, str) else body
        envelope = {
            "body": base64.b64encode(raw_body).decode("ascii"),
            "content-encoding": content_encoding,
            "content-type": content_type,
            "headers": message.headers,
            "properties": {
                **message.properties,
                "delivery_mode": PERSISTENT,
                "delivery_info": {"exchange": "", "routing_key": self.queue},
                "priority": DEFAULT_PRIORITY,
                "body_encoding": "base64",
                "delivery_tag": str(uuid.uuid4()),
            },
        }
        encoded: str = json_dumps(envelope)
        return encoded.encode()
