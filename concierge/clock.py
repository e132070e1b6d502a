"""The clock every process of the stack reads: the system clock, optionally shifted by a file.

`CLOCK_OFFSET_FILE` names a file holding a number of seconds to add to the system clock.
Every process re-reads it when it changes, so an end-to-end test (or a drill) can move the
whole running stack to 20:59 local time, then to the next morning, without touching code.
Unset in production: then the clock is the system clock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """The current instant, timezone-aware."""
    return datetime.now(UTC)


class OffsetClock:
    """The system clock plus the seconds written in a file (0 while the file is missing).

    A file that does not hold a number raises ValueError naming the file: a drill with a
    broken clock must fail loudly, not run on the wrong day.
    """

    def __init__(self, path: Path, *, base: Clock = system_clock) -> None:
        self._path = path
        self._base = base
        self._lock = threading.Lock()
        self._stamp: tuple[int, int, int] | None = None
        self._offset = 0.0

    def offset_seconds(self) -> float:
        """The current offset, re-read when the file's modification time or size changes."""
        try:
            stat = self._path.stat()
        except FileNotFoundError:
            return 0.0
        stamp = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        with self._lock:
            if stamp != self._stamp:
                content = self._path.read_text().strip()
                try:
                    self._offset = float(content or 0)
                except ValueError:
                    raise ValueError(
                        f"CLOCK_OFFSET_FILE {self._path} must hold a number of seconds, "
                        f"not {content[:40]!r}"
                    ) from None
                self._stamp = stamp
            return self._offset

    def __call__(self) -> datetime:
        """The shifted current instant."""
        return self._base() + timedelta(seconds=self.offset_seconds())


def build_clock(offset_file: Path | None) -> Clock:
    """The system clock, or the shifted one when an offset file is configured."""
    return OffsetClock(offset_file) if offset_file is not None else system_clock


def write_offset(path: Path, seconds: float) -> None:
    """Set the offset atomically (a reader never sees a half-written file)."""
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text(f"{seconds:.3f}\n")
    temporary.replace(path)
