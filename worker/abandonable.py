"""Run a speculative turn's work beside the handler, so a newer text can cut it short.

Without this a text that lands mid-turn waits for the running turn's model call to end before
the turn that answers both can start: up to two model calls for the guest. Here the call runs
in its own (daemon) thread while the handler watches for a newer text; when one waits, the
handler abandons the call at once. The call is left to finish on its own and saves nothing
(data.checkpoint.turn_guard); its result is dropped.
"""

from __future__ import annotations

import contextvars
import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from data.checkpoint.turn_guard import TurnAbandoned, TurnGuard, guarded_by

log = logging.getLogger(__name__)

T = TypeVar("T")
# How often the handler looks for a newer text while the turn runs (a Redis EXISTS each time).
POLL_SECONDS = 0.05


class _Outcome(Generic[T]):
    """What the call returned or raised, once `done` is set."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.value: T | None = None
        self.error: BaseException | None = None


def run_unless_superseded(call: Callable[[], T], superseded: Callable[[], bool]) -> T | None:
    """`call()`'s result (or its exception); None if `superseded()` turned true first.

    `call` runs in a copy of the caller's context (log fields, hooks) under a TurnGuard that is
    cut when it is abandoned.
    """
    guard = TurnGuard()
    outcome: _Outcome[T] = _Outcome()
    abandoned = threading.Event()

    def run() -> None:
        try:
            with guarded_by(guard):
                outcome.value = call()
        except TurnAbandoned:
            log.info("abandoned turn stopped before saving")
        except BaseException as exc:  # handed to the handler's thread, or logged if abandoned
            outcome.error = exc
            if abandoned.is_set():
                log.warning("abandoned turn failed after it was abandoned: %r", exc)
        finally:
            outcome.done.set()

    context = contextvars.copy_context()
    threading.Thread(target=context.run, args=(run,), name="turn", daemon=True).start()
    while not outcome.done.wait(POLL_SECONDS):
        if superseded():
            abandoned.set()
            guard.abandon()
            return None
    if outcome.error is not None:
        raise outcome.error
    return outcome.value
