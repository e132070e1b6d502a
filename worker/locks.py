"""Per-conversation locks in Redis: one guest's texts are handled one at a time."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Protocol

import redis
from redis.exceptions import LockError


class Locks(Protocol):
    """Serializes the turns of one conversation."""

    def hold(self, property_id: str, guest: str) -> AbstractContextManager[None]:
        """A context manager holding the conversation's lock."""


class ConversationBusy(RuntimeError):
    """Another worker holds this conversation's lock for too long; retry later."""


class ConversationLocks:
    """Redis locks keyed by property and guest; a lock expires if its holder dies."""

    def __init__(self, client: redis.Redis, *, timeout: float = 120, wait: float = 30) -> None:
        self._redis = client
        self._timeout = timeout
        self._wait = wait

    @contextmanager
    def hold(self, property_id: str, guest: str) -> Iterator[None]:
        """Hold the conversation's lock for the block; raise ConversationBusy if it is taken."""
        lock = self._redis.lock(
            f"lock:conversation:{property_id}:{guest}",
            timeout=self._timeout,
            blocking_timeout=self._wait,
        )
        if not lock.acquire():
            raise ConversationBusy(f"conversation {property_id} busy")
        try:
            yield
        finally:
            try:
                lock.release()
            except LockError:
                pass  # it expired while we worked; the next holder is already in


class LocalLocks:
    """In-process locks with the same interface, for one-off CLI turns without Redis."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}

    @contextmanager
    def hold(self, property_id: str, guest: str) -> Iterator[None]:
        """Hold the conversation's in-process lock for the block."""
        key = f"{property_id}:{guest}"
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            yield
