"""Per-conversation locks in Redis: one guest's texts are handled one at a time."""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Protocol

import redis
from redis.exceptions import LockError
from redis.lock import Lock

log = logging.getLogger(__name__)


class Held(Protocol):
    """A conversation's lock, held."""

    def contended(self) -> bool:
        """Whether another task is waiting for this conversation now."""


class Locks(Protocol):
    """Serializes the turns of one conversation."""

    def hold(self, property_id: str, guest: str) -> AbstractContextManager[Held]:
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
    def hold(self, property_id: str, guest: str) -> Iterator[Held]:
        """Hold the conversation's lock for the block; raise ConversationBusy if it is taken.

        A task that has to wait says so in a set beside the lock (its own member, removed once
        it holds the lock or gives up; the set expires if a waiter dies), so the holder can
        see that a newer text waits (`Held.contended`).
        """
        key = f"lock:conversation:{property_id}:{guest}"
        lock = self._redis.lock(
            key,
            timeout=self._timeout,
            blocking_timeout=self._wait,
            thread_local=False,  # the renewing thread uses the holder's token
        )
        if not lock.acquire(blocking=False) and not self._wait_for(lock, f"{key}:waiting"):
            raise ConversationBusy(f"conversation {property_id} busy")
        done = threading.Event()
        renewer = threading.Thread(
            target=self._renew, args=(lock, done), name="lock-lease", daemon=True
        )
        renewer.start()
        try:
            yield RedisHeld(self._redis, f"{key}:waiting")
        finally:
            done.set()
            renewer.join()
            try:
                lock.release()
            except LockError:
                pass  # it expired while we worked; the next holder is already in

    def _wait_for(self, lock: Lock, waiting: str) -> bool:
        """Acquire `lock`, blocking, listed in `waiting` meanwhile; False if it stayed taken."""
        member = uuid.uuid4().hex
        pipe = self._redis.pipeline()
        pipe.sadd(waiting, member)
        pipe.pexpire(waiting, int((self._wait + 30) * 1000))
        pipe.execute()
        try:
            return bool(lock.acquire())
        finally:
            self._redis.srem(waiting, member)

    def _renew(self, lock: Lock, done: threading.Event) -> None:
        while not done.wait(self._timeout / 3):
            try:
                lock.reacquire()  # the lease starts over at `timeout`
            except LockError:
                log.error("conversation lock lost mid-turn; another worker may be in")
                return
            except redis.RedisError as exc:  # a blip: the lease still has two thirds left
                log.warning("conversation lock renewal failed: %s", exc)


class RedisHeld:
    """A held Redis lock; contended while its waiting set is not empty."""

    def __init__(self, client: redis.Redis, waiting: str) -> None:
        self._redis = client
        self._waiting = waiting

    def contended(self) -> bool:
        """Whether a task is waiting for the conversation (one Redis read).

        False when Redis cannot answer: the turn then runs to its end, as one that nobody
        interrupts does, rather than failing while its model call still runs.
        """
        try:
            return bool(self._redis.exists(self._waiting))
        except redis.RedisError as exc:
            log.warning("could not read the conversation's waiters: %s", exc)
            return False


class LocalLocks:
    """In-process locks with the same interface, for one-off CLI turns without Redis."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._waiting: dict[str, int] = {}

    @contextmanager
    def hold(self, property_id: str, guest: str) -> Iterator[Held]:
        """Hold the conversation's in-process lock for the block."""
        key = f"{property_id}:{guest}"
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
            self._waiting[key] = self._waiting.get(key, 0) + 1
        try:
            lock.acquire()
        finally:
            with self._guard:
                self._waiting[key] -= 1
        try:
            yield LocalHeld(lambda: self._waiting.get(key, 0) > 0)
        finally:
            lock.release()


class LocalHeld:
    """A held in-process lock."""

    def __init__(self, waiting: Callable[[], bool]) -> None:
        self._waiting = waiting

    def contended(self) -> bool:
        """Whether another thread is waiting for the conversation."""
        return self._waiting()
