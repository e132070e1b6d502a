"""Abandoned turns save nothing: a guard the worker cuts, checked by the checkpoint savers.

A speculative turn can be abandoned while its model call is still running (a newer text from
the guest arrived). The call is left to finish in its own thread, and the turn that answers
both texts starts at once; the abandoned run must then not save a checkpoint over the
conversation. The run carries its guard in a context variable (LangGraph runs the saver in a
copy of the caller's context); the savers take the guard's lock around each save, so once
`abandon()` returns the run's checkpoint is either saved already (the next turn removes what it
left, as it does for any abandoned turn) or never saved.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import ChannelVersions, Checkpoint, CheckpointMetadata
from langgraph.checkpoint.sqlite import SqliteSaver


class TurnAbandoned(RuntimeError):
    """A save was refused: the worker abandoned this turn."""


class TurnGuard:
    """Cut by the worker when it abandons a turn; checked by every save of that turn."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._abandoned = False

    def abandon(self) -> None:
        """From now on the turn saves nothing (waits for a save already under way)."""
        with self._lock:
            self._abandoned = True

    @contextmanager
    def saving(self) -> Iterator[None]:
        """Hold the guard for one save; raise TurnAbandoned if the turn was abandoned."""
        with self._lock:
            if self._abandoned:
                raise TurnAbandoned("the worker abandoned this turn; its checkpoint is not saved")
            yield


_CURRENT: ContextVar[TurnGuard | None] = ContextVar("turn_guard", default=None)


@contextmanager
def guarded_by(guard: TurnGuard) -> Iterator[None]:
    """Run the block (a turn) under `guard`."""
    token = _CURRENT.set(guard)
    try:
        yield
    finally:
        _CURRENT.reset(token)


@contextmanager
def save_allowed() -> Iterator[None]:
    """For savers: hold the running turn's guard (if any) around one save."""
    guard = _CURRENT.get()
    if guard is None:
        yield
        return
    with guard.saving():
        yield


class GuardedSqliteSaver(SqliteSaver):
    """LangGraph's SQLite saver, saving nothing for an abandoned turn."""

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Save the checkpoint unless the running turn was abandoned (TurnAbandoned)."""
        with save_allowed():
            return super().put(config, checkpoint, metadata, new_versions)

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save the writes unless the running turn was abandoned (TurnAbandoned)."""
        with save_allowed():
            super().put_writes(config, writes, task_id, task_path)
