"""An abandoned turn saves nothing: the guard, the SQLite saver, and the worker's runner."""

import sqlite3
import threading

import pytest
from langgraph.checkpoint.base import empty_checkpoint

from data.checkpoint.turn_guard import (
    GuardedSqliteSaver,
    TurnAbandoned,
    TurnGuard,
    guarded_by,
    save_allowed,
)
from worker.abandonable import run_unless_superseded
from worker.locks import LocalLocks


def config(checkpoint_id: str | None = None) -> dict:
    configurable = {"thread_id": "guest", "checkpoint_ns": ""}
    if checkpoint_id:
        configurable["checkpoint_id"] = checkpoint_id
    return {"configurable": configurable}


def checkpoint(checkpoint_id: str) -> dict:
    value = empty_checkpoint()
    value["id"] = checkpoint_id
    return value


def test_the_sqlite_saver_saves_nothing_once_the_turn_is_abandoned():
    saver = GuardedSqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))
    first = saver.put(config(), checkpoint("1"), {}, {})
    guard = TurnGuard()
    with guarded_by(guard):
        saver.put(first, checkpoint("2"), {}, {})  # before abandon: saved
        guard.abandon()
        with pytest.raises(TurnAbandoned):
            saver.put(first, checkpoint("3"), {}, {})
        with pytest.raises(TurnAbandoned):
            saver.put_writes(first, [("x", 1)], "task")
    assert [t.config["configurable"]["checkpoint_id"] for t in saver.list(config())] == ["2", "1"]
    saver.put(first, checkpoint("4"), {}, {})  # another turn, no guard: saved
    assert saver.get_tuple(config()).config["configurable"]["checkpoint_id"] == "4"


def test_abandon_waits_for_a_save_under_way():
    guard = TurnGuard()
    saving, release = threading.Event(), threading.Event()

    def save() -> None:
        with guard.saving():
            saving.set()
            release.wait(5)

    saver = threading.Thread(target=save)
    saver.start()
    saving.wait(5)
    abandoned = threading.Event()
    threading.Thread(target=lambda: (guard.abandon(), abandoned.set())).start()
    assert not abandoned.wait(0.2)  # blocked by the save in progress
    release.set()
    assert abandoned.wait(5)
    saver.join()


def test_the_runner_returns_the_result_or_raises_when_nothing_newer_waits():
    assert run_unless_superseded(lambda: 42, lambda: False) == 42

    def fail() -> int:
        raise ValueError("model down")

    with pytest.raises(ValueError, match="model down"):
        run_unless_superseded(fail, lambda: False)


def test_the_runner_gives_up_at_once_when_superseded_and_the_call_saves_nothing():
    started, finish = threading.Event(), threading.Event()
    saved: list[str] = []
    refused: list[str] = []

    def slow_turn() -> str:
        started.set()
        finish.wait(5)
        try:
            with save_allowed():
                saved.append("checkpoint")
        except TurnAbandoned:
            refused.append("checkpoint")
            raise
        return "reply"

    assert run_unless_superseded(slow_turn, lambda: started.is_set()) is None
    finish.set()
    for _ in range(100):
        if refused:
            break
        threading.Event().wait(0.02)
    assert refused == ["checkpoint"] and saved == []


def test_local_locks_say_when_another_thread_waits():
    locks = LocalLocks()
    waiting = threading.Event()
    with locks.hold("p", "g") as held:
        assert not held.contended()
        other = threading.Thread(target=lambda: (waiting.set(), locks.hold("p", "g").__enter__()))
        other.daemon = True
        other.start()
        waiting.wait(5)
        for _ in range(100):
            if held.contended():
                break
            threading.Event().wait(0.01)
        assert held.contended()
