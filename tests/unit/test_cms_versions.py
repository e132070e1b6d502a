import threading
from datetime import UTC, datetime, timedelta

import pytest

from data.kb.loader import KnowledgeBase, build_knowledge_base, default_kb_root, load_knowledge_base
from data.kb.versions_sqlite import SqliteKnowledgeVersions

PROPERTY = "mohegan_sun"


def stamped_kb(stamp: int, count: int = 40) -> KnowledgeBase:
    """A knowledge base whose every item carries the same stamp."""
    rows = [
        {"id": f"faq-q{n}", "question": f"Question {n}?", "answer": f"Answer {n}, version {stamp}."}
        for n in range(count)
    ]
    kb, errors = build_knowledge_base(PROPERTY, {"faq": rows})
    assert errors == []
    return kb


@pytest.fixture
def versions(tmp_path):
    store = SqliteKnowledgeVersions(tmp_path / "versions.db")
    yield store
    store.close()


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


def test_history_is_newest_first_and_keeps_the_audit(tmp_path):
    times = iter(datetime(2026, 11, 22, 15, 0, tzinfo=UTC) + timedelta(minutes=m) for m in range(5))
    versions = SqliteKnowledgeVersions(tmp_path / "v.db", clock=lambda: next(times))
    first = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={"added": ["a"]})
    second = versions.publish(PROPERTY, stamped_kb(2), notice={"spreadsheet_id": "s"}, diff={})
    history = versions.history(PROPERTY, limit=5)
    assert [v.version_id for v in history] == [second.version_id, first.version_id]
    assert history[1].published_at == datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
    assert history[1].diff == {"added": ["a"]} and history[1].notice is None
    assert versions.history(PROPERTY, limit=1) == [second]
    assert second.version_id.startswith("20261122T150100Z-")
    versions.close()


def test_republishing_the_same_content_gets_a_new_version_id(versions):
    first = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    second = versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    assert first.version_id != second.version_id
    assert first.content_version == second.content_version


def test_properties_are_kept_apart(versions):
    versions.publish(PROPERTY, stamped_kb(1), notice=None, diff={})
    assert versions.current("other_property") is None
    with pytest.raises(ValueError, match="cannot be published"):
        versions.publish("other_property", stamped_kb(1), notice=None, diff={})


def test_the_published_version_survives_a_new_connection(tmp_path):
    writer = SqliteKnowledgeVersions(tmp_path / "v.db")
    published = writer.publish(PROPERTY, stamped_kb(3), notice=None, diff={})
    writer.close()
    reader = SqliteKnowledgeVersions(tmp_path / "v.db")
    assert reader.current(PROPERTY) == published
    reader.close()


def test_readers_always_see_one_complete_version_while_another_process_publishes(tmp_path):
    path = tmp_path / "shared.db"
    publisher = SqliteKnowledgeVersions(path)
    publisher.publish(PROPERTY, stamped_kb(0), notice=None, diff={})
    rounds = 30
    done = threading.Event()
    observed = threading.Condition()
    seen: list[set[int]] = []
    problems: list[str] = []

    def read() -> None:
        reader = SqliteKnowledgeVersions(path)  # its own connection, like the worker's
        try:
            while not done.is_set():
                version = reader.current(PROPERTY)
                kb = version.knowledge_base()
                stamps = {int(item.answer.rsplit(" ", 1)[1].rstrip(".")) for item in kb.items}
                if len(kb.items) != 40 or len(stamps) != 1 or kb.version != version.content_version:
                    problems.append(f"mixed or partial version: {sorted(stamps)}, {len(kb.items)}")
                with observed:
                    seen.append(stamps)
                    observed.notify_all()
        finally:
            reader.close()

    readers = [threading.Thread(target=read, daemon=True) for _ in range(4)]
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
    publisher.close()
