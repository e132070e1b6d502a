"""Published knowledge-base versions behave the same on SQLite and on Firestore (npm emulator)."""

from __future__ import annotations

import base64
import random
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from google.cloud import firestore

from concierge.cms_wiring import build_knowledge_versions
from data.kb.loader import KnowledgeBase, build_knowledge_base, default_kb_root, load_knowledge_base
from data.kb.versions import KnowledgeVersions
from data.kb.versions_firestore import FirestoreKnowledgeVersions
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from tests.firestore_emulator import count_rpcs

PROPERTY = "mohegan_sun"
MIB = 1024 * 1024

Open = Callable[..., KnowledgeVersions]
"""Opens another adapter on the same data (its own connection or client), like another process."""


def stamped_kb(stamp: int, count: int = 40) -> KnowledgeBase:
    """A knowledge base whose every item carries the same stamp."""
    rows = [
        {"id": f"faq-q{n}", "question": f"Question {n}?", "answer": f"Answer {n}, version {stamp}."}
        for n in range(count)
    ]
    kb, errors = build_knowledge_base(PROPERTY, {"faq": rows})
    assert errors == []
    return kb


def big_kb(rows: int = 1000, answer_chars: int = 1600) -> KnowledgeBase:
    """1,000 rows of text that hardly compresses: well over 1 MiB even zlib-compressed."""
    rng = random.Random(7)
    faq = [
        {
            "id": f"faq-big{n}",
            "question": f"Question {n}?",
            "answer": base64.b64encode(rng.randbytes(answer_chars * 3 // 4)).decode(),
        }
        for n in range(rows)
    ]
    kb, errors = build_knowledge_base(PROPERTY, {"faq": faq})
    assert errors == []
    return kb


@pytest.fixture(params=["sqlite", "firestore"])
def open_versions(request: pytest.FixtureRequest, tmp_path) -> Iterator[Open]:
    """A factory of adapters on one shared store; `chunk_bytes` only matters to Firestore."""
    opened: list[Any] = []
    if request.param == "sqlite":

        def open_sqlite(*, clock: Callable[[], datetime] | None = None, **_: Any) -> Any:
            path = tmp_path / "versions.db"
            store = SqliteKnowledgeVersions(path, **({"clock": clock} if clock else {}))
            opened.append(store)
            return store

        yield open_sqlite
        for store in opened:
            store.close()
        return
    first: firestore.Client = request.getfixturevalue("firestore_client")

    def open_firestore(
        *, clock: Callable[[], datetime] | None = None, own_client: bool = False, **kw: Any
    ) -> Any:
        client = firestore.Client(project=first.project) if own_client else first
        if own_client:
            opened.append(client)
        if clock:
            kw["clock"] = clock
        return FirestoreKnowledgeVersions(client, prefix="contract_", **kw)

    yield open_firestore
    for client in opened:
        client.close()


@pytest.fixture
def versions(open_versions: Open) -> KnowledgeVersions:
    return open_versions()


def test_nothing_is_current_before_the_first_publish(versions):
    assert versions.current(PROPERTY) is None
    assert versions.current_version_id(PROPERTY) is None
    assert versions.history(PROPERTY) == []


def test_publish_makes_the_version_current_and_round_trips_the_knowledge_base(versions):
    kb = load_knowledge_base(default_kb_root(), PROPERTY)
    notice = {"spreadsheet_id": "sheet-1", "sheet": "dining", "row": 7}
    published = versions.publish(PROPERTY, kb, notice=notice, diff={"added": ["x"]})
    current = versions.current(PROPERTY)
    assert current == published
    assert versions.current_version_id(PROPERTY) == published.version_id
    assert current.item_count == len(kb.items)
    assert current.knowledge_base().version == kb.version
    assert current.notice == notice and current.diff == {"added": ["x"]}


def test_history_is_newest_first_and_keeps_the_audit(open_versions):
    times = iter(datetime(2026, 11, 22, 15, 0, tzinfo=UTC) + timedelta(minutes=m) for m in range(5))
    versions = open_versions(clock=lambda: next(times))
    first = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={"added": ["a"]})
    second = versions.publish(PROPERTY, stamped_kb(2), notice={"spreadsheet_id": "s"}, diff={})
    history = versions.history(PROPERTY, limit=5)
    assert [v.version_id for v in history] == [second.version_id, first.version_id]
    assert history[1].published_at == datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
    assert history[1].diff == {"added": ["a"]} and history[1].notice is None
    assert history[1].knowledge_base().get("faq-q0").answer.endswith("version 1.")
    assert versions.history(PROPERTY, limit=1) == [second]
    assert second.version_id.startswith("20261122T150100Z-")


def test_history_orders_by_publish_even_when_the_clock_stands_still(open_versions):
    versions = open_versions(clock=lambda: datetime(2026, 11, 22, 15, 0, tzinfo=UTC))
    published = [versions.publish(PROPERTY, stamped_kb(n), notice=None, diff={}) for n in range(12)]
    history = versions.history(PROPERTY, limit=20)
    assert [v.version_id for v in history] == [v.version_id for v in reversed(published)]
    assert versions.current_version_id(PROPERTY) == published[-1].version_id


def test_republishing_the_same_content_gets_a_new_version_id(versions):
    first = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    second = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    assert first.version_id != second.version_id
    assert first.content_version == second.content_version


def test_properties_are_kept_apart(versions):
    versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    assert versions.current("other_property") is None
    assert versions.current_version_id("other_property") is None
    assert versions.history("other_property") == []
    with pytest.raises(ValueError, match="cannot be published"):
        versions.publish("other_property", stamped_kb(1), notice=None, diff={})


def test_the_published_version_survives_a_new_connection(open_versions):
    published = open_versions().publish(PROPERTY, stamped_kb(3), notice=None, diff={})
    assert open_versions(own_client=True).current(PROPERTY) == published


def test_a_knowledge_base_over_one_mib_publishes_and_reads_back_whole(open_versions):
    kb = big_kb()
    assert sum(len(item.model_dump_json()) for item in kb.items) > 1.5 * MIB
    versions = open_versions()
    old = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    published = versions.publish(PROPERTY, kb, notice={"source": "cli"}, diff={"added": ["x"]})
    current = open_versions(own_client=True).current(PROPERTY)
    assert current == published and current.item_count == 1000
    assert current.knowledge_base().version == kb.version
    assert [v.version_id for v in versions.history(PROPERTY)] == [
        published.version_id,
        old.version_id,
    ]


def test_readers_always_see_one_complete_version_while_another_process_publishes(open_versions):
    # Small chunks on Firestore: every version spans several documents, so a mix would show.
    publisher = open_versions(chunk_bytes=256)
    publisher.publish(PROPERTY, stamped_kb(0), notice=None, diff={})
    rounds = 15
    done = threading.Event()
    observed = threading.Condition()
    seen: list[set[int]] = []
    problems: list[str] = []

    def read(reader: KnowledgeVersions) -> None:
        while not done.is_set():
            try:
                version = reader.current(PROPERTY)
                kb = version.knowledge_base()
            except Exception as exc:  # noqa: BLE001 - a torn read is what this test looks for
                problems.append(f"read failed: {exc!r}")
                continue
            stamps = {int(item.answer.rsplit(" ", 1)[1].rstrip(".")) for item in kb.items}
            if len(kb.items) != 40 or len(stamps) != 1 or kb.version != version.content_version:
                problems.append(f"mixed or partial version: {sorted(stamps)}, {len(kb.items)}")
            with observed:
                seen.append(stamps)
                observed.notify_all()

    # Each reader on its own connection or client, like the worker's.
    readers = [
        threading.Thread(target=read, args=(open_versions(own_client=True),), daemon=True)
        for _ in range(3)
    ]
    for thread in readers:
        thread.start()
    try:
        for stamp in range(1, rounds + 1):
            publisher.publish(PROPERTY, stamped_kb(stamp), notice=None, diff={})
            with observed:  # let readers see this version before the next one replaces it
                assert observed.wait_for(lambda s=stamp: {s} in seen, timeout=10)
    finally:
        done.set()
    for thread in readers:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in readers)
    assert problems == []
    assert {next(iter(stamps)) for stamps in seen} >= set(range(1, rounds + 1))
    assert publisher.current(PROPERTY).knowledge_base().get("faq-q0").answer.endswith(f"{rounds}.")


# Firestore only: how the adapter uses Firestore, seen at the gRPC layer.


def _documents_of_commit(request: Any) -> list[Any]:
    return [write.update for write in request.writes if write.update.name]


def test_firestore_publish_is_one_commit_of_documents_under_one_mib(firestore_client):
    client = firestore.Client(project=firestore_client.project)
    rpcs = count_rpcs(client)
    versions = FirestoreKnowledgeVersions(client)
    versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    rpcs.reset()
    published = versions.publish(PROPERTY, big_kb(), notice=None, diff={})
    commits = [request for method, request in rpcs.requests if method == "Commit"]
    assert len(commits) == 1  # versions, chunks and pointer together: one transaction
    documents = _documents_of_commit(commits[0])
    chunks = [d for d in documents if "/concierge_kb_version_chunks/" in d.name]
    assert len(chunks) >= 2 and rpcs.commit_bytes > MIB
    assert all(len(type(d).serialize(d)) < MIB for d in documents)
    assert "/concierge_kb_current/" in documents[-1].name  # the pointer, last
    rpcs.reset()
    assert versions.current_version_id(PROPERTY) == published.version_id
    assert rpcs.total == 1  # one document read
    rpcs.reset()
    assert versions.current(PROPERTY) == published
    assert rpcs.calls["BatchGetDocuments"] == 2  # the pointer, then the version with its chunks
    client.close()


def test_firestore_readers_never_follow_the_pointer_to_a_version_still_being_written(
    firestore_client,
):
    # Until the commit, nothing of the new version exists and the pointer is unchanged.
    versions = FirestoreKnowledgeVersions(firestore_client, chunk_bytes=64)
    old = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    seen: list[str | None] = []
    real = firestore.Transaction._commit

    def commit_after_a_look(self: Any) -> Any:
        seen.append(versions.current_version_id(PROPERTY))
        assert versions.current(PROPERTY) == old
        assert len(versions.history(PROPERTY)) == 1
        return real(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(firestore.Transaction, "_commit", commit_after_a_look)
        new = versions.publish(PROPERTY, stamped_kb(2), notice=None, diff={})
    assert seen == [old.version_id]
    assert versions.current(PROPERTY) == new


def test_store_firestore_wires_firestore_versions_on_the_given_client(tmp_path, firestore_client):
    settings = SimpleNamespace(
        store="firestore",
        sqlite_path=tmp_path / "unused.db",
        firestore_project=firestore_client.project,
        firestore_database="(default)",
    )
    shared = build_knowledge_versions(settings, client=firestore_client)
    assert isinstance(shared, FirestoreKnowledgeVersions) and shared.client is firestore_client
    published = shared.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    own = build_knowledge_versions(settings)  # its own client, on the same project
    assert isinstance(own, FirestoreKnowledgeVersions) and own.client is not firestore_client
    assert own.current_version_id(PROPERTY) == published.version_id
    assert not (tmp_path / "unused.db").exists()
    own.client.close()
