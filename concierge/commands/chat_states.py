"""Delivery states of the chat's bubbles: a line for each change (sent, delivered, failed).

`concierge chat` prints each reply as a bubble; Telnyx's receipts then move it on (sent ->
delivered, or failed with the carrier's code, and a retry). This tracker compares what the
store holds now with what it last showed and returns one line per bubble that changed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from data.store.models import OutboundStatus, OutboundText

_MARKS = {
    OutboundStatus.PENDING: "…",
    OutboundStatus.HELD: "⏸",
    OutboundStatus.SENT: "→",
    OutboundStatus.DELIVERED: "✓",
    OutboundStatus.FAILED: "✗",
    OutboundStatus.CANCELLED: "–",
}


def state_line(text: OutboundText) -> str:
    """One bubble's state: "  ✓ delivered: Mandara Spa (Sky…", with the carrier code if failed."""
    preview = text.text if len(text.text) <= 32 else text.text[:31] + "…"
    retry = " (retry)" if text.key.endswith("-retry") else ""
    line = f"  {_MARKS.get(text.status, '?')} {text.status}{retry}: {preview}"
    if text.status in (OutboundStatus.FAILED, OutboundStatus.HELD) and text.error:
        line += f" [{text.error}]"
    return line


class DeliveryStates:
    """Remembers the state last shown for each bubble."""

    def __init__(self) -> None:
        self._shown: dict[str, OutboundStatus] = {}
        self._lock = threading.Lock()

    def shown(self, text: OutboundText) -> None:
        """Note that `text` was just shown (as a bubble) in its current state."""
        with self._lock:
            self._shown[text.key] = text.status

    def changes(self, texts: list[OutboundText]) -> list[str]:
        """Lines for the texts whose state moved since it was last shown."""
        lines = []
        with self._lock:
            for text in texts:
                before = self._shown.get(text.key)
                # A retry is sent outside any turn: it first appears here, not as a bubble.
                if before == text.status or (before is None and not text.key.endswith("-retry")):
                    continue
                self._shown[text.key] = text.status
                lines.append(state_line(text))
        return lines

    def watch(
        self,
        read: Callable[[], list[OutboundText]],
        show: Callable[[str], None],
        stop: threading.Event,
        every: float = 0.5,
    ) -> threading.Thread:
        """Show state changes as they happen, in a daemon thread, until `stop` is set."""

        def loop() -> None:
            while not stop.wait(every):
                try:
                    for line in self.changes(read()):
                        show(line)
                except Exception:  # the store is busy or gone: try again next time
                    continue

        thread = threading.Thread(target=loop, name="chat-states", daemon=True)
        thread.start()
        return thread
