"""Celery task messages framed for kombu's Redis transport, ready to push onto the queue.

The receiver pushes a guest's text onto the queue inside one Redis script with its claim and
ledger note (see `webhooks.intake`), so it needs the message as bytes rather than a publish.
Celery frames the task (`as_task_v2`: protocol 2 headers, properties and body) and kombu's JSON
serializer encodes the body; only the transport's envelope around them, which kombu's Redis
channel adds as it publishes, is written here. A test compares it with a message published by
`send_task` and a real worker consumes it in every end-to-end test.

Framing from scratch (Celery's dicts, kombu's serializer, the envelope's JSON) cost the receiver
about 50 us a text, yet only four values change from one message of a task to the next: the task
id, the delivery tag, `argsrepr` and the body. So the envelope is framed once per task name and
process by the same steps with placeholders, and each message fills the placeholders in; a test
checks the two ways give the same bytes.
"""

from __future__ import annotations

import base64
import json
import os
import re
import uuid
from typing import Any

from celery import Celery
from kombu.serialization import dumps as serialize
from kombu.utils.json import dumps as json_dumps

from worker.celery_app import CELERY_QUEUE

# kombu's Redis channel defaults: persistent delivery, priority 0 (the queue's own list).
PERSISTENT = 2
DEFAULT_PRIORITY = 0

# What follows the task's positional arguments in a protocol 2 body: no keyword arguments, no
# callbacks, errbacks, chain or chord (the JSON kombu writes for `as_task_v2`'s defaults).
_BODY_TAIL = ', {}, {"callbacks": null, "errbacks": null, "chain": null, "chord": null}]'

# Placeholders framed in the template; JSON writes them as they are (plain ASCII).
_TASK_ID = "@@task-id@@"
_ARGSREPR = "@@argsrepr@@"
_BODY = "@@body@@"
_DELIVERY_TAG = "@@delivery-tag@@"
_SLOT = re.compile('"(' + "|".join((_TASK_ID, _ARGSREPR, _BODY, _DELIVERY_TAG)) + ')"')


class TaskMessageFramer:
    """Builds the Redis list entry for one task on `CELERY_QUEUE`."""

    queue = CELERY_QUEUE

    def __init__(self, app: Celery) -> None:
        self._app = app
        # (task name, process id) -> the envelope's JSON cut at its placeholders. The process
        # id is part of the key because Celery's `origin` header names the process.
        self._templates: dict[tuple[str, int], tuple[list[str], list[str]]] = {}

    def frame(self, name: str, args: list[Any], *, argsrepr: str) -> bytes:
        """The queue entry for task `name` called with `args`, shown as `argsrepr`."""
        return self.frame_json(name, json_dumps(args), argsrepr=argsrepr)

    def frame_json(self, name: str, args_json: str, *, argsrepr: str) -> bytes:
        """As `frame`, with the arguments' list already written as JSON (`json.dumps(args)`).

        For a caller that writes the same arguments elsewhere too and encodes them once.
        """
        key = (name, os.getpid())
        template = self._templates.get(key)
        if template is None:
            template = self._templates[key] = self._template(name)
        literals, slots = template
        body = f"[{args_json}{_BODY_TAIL}".encode()
        values = {
            _TASK_ID: f'"{uuid.uuid4()}"',
            _ARGSREPR: json.dumps(argsrepr),
            _BODY: f'"{base64.b64encode(body).decode("ascii")}"',
            _DELIVERY_TAG: f'"{uuid.uuid4()}"',
        }
        parts = [literals[0]]
        for slot, literal in zip(slots, literals[1:], strict=True):
            parts.append(values[slot])
            parts.append(literal)
        return "".join(parts).encode()

    def frame_from_scratch(self, name: str, args: list[Any], *, argsrepr: str) -> bytes:
        """The queue entry built step by step by Celery and kombu, as a publish would.

        The reference the template is cut from, and what tests compare `frame` with.
        """
        envelope = self._envelope(
            name, args, argsrepr=argsrepr, task_id=str(uuid.uuid4()), tag=str(uuid.uuid4())
        )
        encoded: str = json_dumps(envelope)
        return encoded.encode()

    def _template(self, name: str) -> tuple[list[str], list[str]]:
        envelope = self._envelope(name, [], argsrepr=_ARGSREPR, task_id=_TASK_ID, tag=_DELIVERY_TAG)
        if envelope["content-encoding"] != "utf-8":  # frame_json encodes the body as UTF-8
            raise RuntimeError(f"unexpected body encoding {envelope['content-encoding']}")
        envelope["body"] = _BODY
        pieces = _SLOT.split(json_dumps(envelope))
        literals, slots = pieces[0::2], pieces[1::2]
        if set(slots) != {_TASK_ID, _ARGSREPR, _BODY, _DELIVERY_TAG}:
            raise RuntimeError(f"task message template lost a placeholder: {slots}")
        return literals, slots

    def _envelope(
        self, name: str, args: list[Any], *, argsrepr: str, task_id: str, tag: str
    ) -> dict[str, Any]:
        message = self._app.amqp.as_task_v2(
            task_id, name, args=args, kwargs={}, argsrepr=argsrepr, kwargsrepr="{}"
        )
        content_type, content_encoding, body = serialize(message.body, serializer="json")
        raw_body = body.encode(content_encoding) if isinstance(body, str) else body
        return {
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
                "delivery_tag": tag,
            },
        }
