"""The LLM circuit breaker on a real Redis, with a clock the test moves."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from agent.circuit import KEY_PREFIX, CircuitBreaker
from concierge.redis_server import free_port

THRESHOLD = 3
COOLDOWN = 60.0


class FakeClock:
    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def client(redis_url: str) -> Iterator[redis.Redis]:
    connection = redis.Redis.from_url(redis_url, decode_responses=True)
    yield connection
    connection.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def breaker(client: redis.Redis, clock: FakeClock, name: str = "gemini") -> CircuitBreaker:
    return CircuitBreaker(
        client, name=name, failure_threshold=THRESHOLD, cooldown_seconds=COOLDOWN, clock=clock
    )


def fail(circuit: CircuitBreaker, times: int) -> None:
    for _ in range(times):
        circuit.record_failure()


def test_a_new_breaker_is_closed_and_allows(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    assert circuit.state() == "closed"
    assert circuit.allow() is True


def test_stays_closed_below_the_threshold(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD - 1)
    assert circuit.state() == "closed"
    assert circuit.allow() is True


def test_opens_at_the_threshold_and_denies_while_open(
    client: redis.Redis, clock: FakeClock
) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    assert circuit.state() == "open"
    assert circuit.allow() is False
    clock.advance(COOLDOWN - 1)
    assert circuit.state() == "open"
    assert circuit.allow() is False


def test_a_success_resets_the_consecutive_count(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD - 1)
    circuit.record_success()
    fail(circuit, THRESHOLD - 1)
    assert circuit.state() == "closed"
    circuit.record_failure()
    assert circuit.state() == "open"


def test_half_open_after_the_cooldown_lets_one_probe_through(
    client: redis.Redis, clock: FakeClock
) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    clock.advance(COOLDOWN)
    assert circuit.state() == "half_open"
    assert circuit.allow() is True
    assert circuit.allow() is False
    assert circuit.allow() is False


def test_exactly_one_probe_among_twenty_concurrent_workers(
    redis_url: str, client: redis.Redis, clock: FakeClock
) -> None:
    fail(breaker(client, clock), THRESHOLD)
    clock.advance(COOLDOWN + 1)
    workers = 20
    clients = [redis.Redis.from_url(redis_url) for _ in range(workers)]
    breakers = [breaker(each, clock) for each in clients]
    start = threading.Barrier(workers)
    answers: list[bool] = []
    answers_lock = threading.Lock()

    def call_allow(circuit: CircuitBreaker) -> None:
        start.wait()
        allowed = circuit.allow()
        with answers_lock:
            answers.append(allowed)

    threads = [threading.Thread(target=call_allow, args=(each,)) for each in breakers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for each in clients:
        each.close()
    assert len(answers) == workers
    assert answers.count(True) == 1


def test_a_successful_probe_closes_the_breaker(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    clock.advance(COOLDOWN)
    assert circuit.allow() is True
    circuit.record_success()
    assert circuit.state() == "closed"
    assert [circuit.allow() for _ in range(3)] == [True, True, True]
    fail(circuit, THRESHOLD - 1)
    assert circuit.state() == "closed"


def test_a_failed_probe_reopens_for_another_cooldown(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    clock.advance(COOLDOWN)
    assert circuit.allow() is True
    circuit.record_failure()
    assert circuit.state() == "open"
    assert circuit.allow() is False
    clock.advance(COOLDOWN - 1)
    assert circuit.allow() is False
    clock.advance(1)
    assert circuit.state() == "half_open"
    assert circuit.allow() is True


def test_a_late_failure_does_not_extend_the_open_period(
    client: redis.Redis, clock: FakeClock
) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    clock.advance(COOLDOWN / 2)
    circuit.record_failure()  # a call allowed before the breaker opened, failing late
    clock.advance(COOLDOWN / 2)
    assert circuit.state() == "half_open"


def test_two_workers_share_the_state(redis_url: str, clock: FakeClock) -> None:
    first_client = redis.Redis.from_url(redis_url)
    second_client = redis.Redis.from_url(redis_url, decode_responses=True)
    first, second = breaker(first_client, clock), breaker(second_client, clock)
    try:
        fail(first, THRESHOLD - 1)
        second.record_failure()
        assert first.state() == second.state() == "open"
        assert second.allow() is False
        clock.advance(COOLDOWN)
        assert second.allow() is True
        assert first.allow() is False
        second.record_success()
        assert first.state() == "closed"
        assert first.allow() is True
    finally:
        first_client.close()
        second_client.close()


def test_breakers_with_different_names_are_independent(
    client: redis.Redis, clock: FakeClock
) -> None:
    fail(breaker(client, clock, name="gemini"), THRESHOLD)
    assert breaker(client, clock, name="embeddings").allow() is True
    assert breaker(client, clock, name="gemini").allow() is False


def test_every_key_has_a_prefix_and_an_expiry(client: redis.Redis, clock: FakeClock) -> None:
    circuit = breaker(client, clock)
    fail(circuit, THRESHOLD)
    clock.advance(COOLDOWN)
    assert circuit.allow() is True
    keys = client.keys("*")
    assert set(keys) == {
        f"{KEY_PREFIX}:gemini:failures",
        f"{KEY_PREFIX}:gemini:opened_at",
        f"{KEY_PREFIX}:gemini:probe",
    }
    assert all(client.ttl(key) > 0 for key in keys)


def test_when_redis_is_down_allow_is_false_and_it_logs(
    clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    unreachable = redis.Redis(
        host="127.0.0.1",
        port=free_port(),
        socket_connect_timeout=0.5,
        retry=Retry(NoBackoff(), 0),  # redis-py otherwise retries with backoff for seconds
    )
    circuit = breaker(unreachable, clock)
    with caplog.at_level(logging.WARNING, logger="agent.circuit"):
        assert circuit.allow() is False
        assert circuit.state() == "open"
        circuit.record_failure()
        circuit.record_success()
    assert sum("Redis failed" in record.getMessage() for record in caplog.records) == 4
    unreachable.close()
