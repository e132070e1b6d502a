"""Conversation locks on a real Redis: the holder sees when another task waits."""

import threading
import time
from collections.abc import Iterator

import pytest
import redis

from worker.locks import ConversationBusy, ConversationLocks, RedisHeld


@pytest.fixture
def client(redis_url: str) -> Iterator[redis.Redis]:
    connection = redis.Redis.from_url(redis_url)
    yield connection
    connection.close()


def wait_until(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_the_holder_sees_a_waiting_task_until_it_holds_the_lock(client: redis.Redis) -> None:
    locks = ConversationLocks(client, timeout=10, wait=5)
    waited, held_by_other = threading.Event(), threading.Event()

    def second_task() -> None:
        waited.set()
        with locks.hold("mohegan_sun", "+12035550147") as held:
            held_by_other.set()
            assert not held.contended()

    with locks.hold("mohegan_sun", "+12035550147") as held:
        assert not held.contended()
        with locks.hold("mohegan_sun", "+12035550199") as other_guest:
            assert not other_guest.contended()  # another conversation does not count
        task = threading.Thread(target=second_task)
        task.start()
        waited.wait(5)
        assert wait_until(held.contended)
    task.join(10)
    assert held_by_other.is_set()
    assert not client.exists("lock:conversation:mohegan_sun:+12035550147:waiting")


def test_a_task_that_gives_up_leaves_no_waiter_behind(client: redis.Redis) -> None:
    locks = ConversationLocks(client, timeout=10, wait=0.2)
    with locks.hold("mohegan_sun", "+12035550147") as held:
        with pytest.raises(ConversationBusy):
            with locks.hold("mohegan_sun", "+12035550147"):
                pass
        assert not held.contended()


def test_a_redis_fault_reads_as_nobody_waiting() -> None:
    # Nothing listens on port 1: every read fails as when Redis goes away mid-turn.
    broken = redis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.2, retry=None)
    held = RedisHeld(broken, "lock:conversation:mohegan_sun:+12035550147:waiting")
    assert held.contended() is False
