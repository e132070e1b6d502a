"""Process-wide logging: one JSON object per line, with the request or turn id it belongs to.

Guests' numbers are masked by the code that logs them, and message bodies are never logged.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

from ops import log_context


class JsonFormatter(logging.Formatter):
    """`{"ts", "level", "logger", "msg", "request_id"?, "turn_id"?, "exc"?}` per record."""

    def format(self, record: logging.LogRecord) -> str:
        """Render one record as a JSON line."""
        entry: dict[str, object] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        request = log_context.request_id.get()
        if request:
            entry["request_id"] = request
        turn = log_context.turn_id.get()
        if turn:
            entry["turn_id"] = turn
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(level: str, *, json_lines: bool = True) -> None:
    """Configure the root logger; quiet the chattiest libraries."""
    handler = logging.StreamHandler()
    handler.setFormatter(
        JsonFormatter()
        if json_lines
        else logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s")
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for noisy in ("bm25s", "httpx", "httpx2", "urllib3", "google_genai"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
