"""Ids that tie log lines together: the webhook request and the turn being worked on."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

request_id: ContextVar[str | None] = ContextVar("request_id", default=None)
turn_id: ContextVar[str | None] = ContextVar("turn_id", default=None)


@contextmanager
def bound(var: ContextVar[str | None], value: str) -> Iterator[None]:
    """Set `var` for the block (this thread or task only)."""
    token = var.set(value)
    try:
        yield
    finally:
        var.reset(token)
