"""Local outbox adapter of the sender port, used when no Telnyx key is set."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from compliance.privacy import mask_number
from data.store.models import OutboundText
from sms.sender.base import SendReceipt

log = logging.getLogger(__name__)


class OutboxSender:
    """Appends each text to a JSON-lines file; `echo`, if given, also receives a printable line.

    The file is the record a developer reads; `concierge chat` shows texts from the store.
    """

    def __init__(self, path: Path, *, echo: Callable[[str], None] | None = None) -> None:
        self._path = path
        self._echo = echo
        self._lock = threading.Lock()

    def send(self, text: OutboundText) -> SendReceipt:
        """Record the text locally; the idempotency key doubles as the message id."""
        entry = {
            "id": text.key,
            "from": text.from_number,
            "to": text.to_number,
            "text": text.text,
            "class": text.message_class,
            "at": datetime.now(UTC).isoformat(),
        }
        with self._lock:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            with self._path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
        if self._echo is not None:
            self._echo(f"[outbox] to {text.to_number}: {text.text}")
        else:
            log.info(
                "outbox %s to %s (%d chars)", text.key, mask_number(text.to_number), len(text.text)
            )
        return SendReceipt(provider_message_id=f"outbox-{text.key}")
