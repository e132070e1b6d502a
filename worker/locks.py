"""Per-conversation locks in Redis: one guest's texts are handled one at a time."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Protocol

import redis
from redis.exceptions import LockError
from redis.lock import Lock

log = logging.getLogger(__name__)


class Locks(Protocol):
    """Serializes the turns of one conversation."""

    def hold(self, property_id: str, guest: str) -> AbstractContextManager[None]:
        """A context manager holding the conversation's lock."""


class ConversationBusy(RuntimeError):
    """Another worker holds this conversation's lock for too long; retry later."""


class ConversationLocks:
    """Redis locks keyed by property and guest; a lock expires if its holder dies.

    The lease is short (`timeout`) so a dead worker's conversation frees quickly, and a live
    holder renews it every third of the lease for as long as its block runs: a slow turn (five
    model calls, an embedding, three sends) keeps the conversation however long it takes.
    """

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
            thread_local=False,  # the renewing thread uses the holder's token
        )
        if not lock.acquire():
            raise ConversationBusy(f"conversation {property_id} busy")
        done = threading.Event()
        renewer = threading.Thread(
            target=self._renew, args=(lock, done), name="lock-lease", daemon=True
        )
        renewer.start()
        try:
            yield
        finally:
            done.set()
            renewer.join()
            try:
                lock.release()
            except LockError:
                pass  # it expired while we worked; the next holder is already in

    def _renew(self, lock: Lock, done: threading.Event) -> None:
        while not done.wait(self._timeout / 3):
            try:
                lock.reacquire()  # the lease starts over at `timeout`
            except LockError:
                log.error("conversation lock lost mid-turn; another worker may be in")
                return
            except redis.RedisError as exc:  # a blip: the lease still has two thirds left
                log.warning("conversation lock renewal failed: %s", exc)


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
