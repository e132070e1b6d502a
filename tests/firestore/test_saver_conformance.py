"""langgraph-checkpoint-conformance against FirestoreSaver on the emulator, every capability."""

import asyncio
from collections.abc import AsyncIterator

import pytest
from google.cloud import firestore
from langgraph.checkpoint.conformance import checkpointer_test, validate
from langgraph.checkpoint.conformance.capabilities import ALL_CAPABILITIES

from data.checkpoint import FirestoreSaver
from tests.firestore_emulator import RunningEmulator, unique_project


def run_suite(emulator: RunningEmulator, **saver_options):
    clients: list[firestore.Client] = []

    @checkpointer_test(name="FirestoreSaver")
    async def fresh_saver() -> AsyncIterator[FirestoreSaver]:
        client = firestore.Client(project=unique_project())
        clients.append(client)
        yield FirestoreSaver(client, **saver_options)

    try:
        return asyncio.run(validate(fresh_saver))
    finally:
        for client in clients:
            client.close()


@pytest.fixture
def emulator_env(firestore_emulator: RunningEmulator, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    return firestore_emulator


def test_every_capability_is_implemented_and_passes(emulator_env: RunningEmulator) -> None:
    report = run_suite(emulator_env)
    failures = {cap: result.failures for cap, result in report.results.items() if result.failures}
    assert failures == {}
    assert {cap for cap, result in report.results.items() if result.passed} == {
        cap.value for cap in ALL_CAPABILITIES
    }
    assert all(result.tests_passed > 0 for result in report.results.values())


def test_the_suite_also_passes_with_every_checkpoint_chunked(
    emulator_env: RunningEmulator,
) -> None:
    # 64-byte chunks put every checkpoint in several chunk documents.
    report = run_suite(emulator_env, chunk_bytes=64)
    assert {cap: r.failures for cap, r in report.results.items() if r.failures} == {}
    assert report.passed_all()
