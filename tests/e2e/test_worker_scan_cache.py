"""A worker process keeps its compiled guardrail scans in HYPERSCAN_CACHE_DIR for the next start.

Two real `concierge worker` starts on one folder: the first compiles and saves every scan; the
second reads the saved files as they are, except one damaged in between, which it rebuilds.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import make_settings
from tests.faults.support import worker_environment, worker_process


def saved(cache: Path) -> dict[str, int]:
    """Each database file's name and inode (a rewrite, by rename, gives a new inode)."""
    return {path.name: path.stat().st_ino for path in cache.glob("*.hsdb")}


def test_a_second_worker_start_reads_the_scans_the_first_one_saved(
    tmp_path: Path, redis_url: str
) -> None:
    cache = tmp_path / "hyperscan"
    env = worker_environment(
        make_settings(tmp_path, redis_url), HYPERSCAN_CACHE_DIR=str(cache), WORKER_METRICS_PORT="0"
    )
    with worker_process(env, tmp_path / "first.log"):
        pass
    first = saved(cache)
    # Every rule, the Chinese patterns, the keyword phrases, and the cleared spans' scans
    # (crisis, prompt injection, gambling advice and staff requests declined: ASCII and
    # Chinese; gaming help, minors, privacy and complaints: ASCII).
    assert len(first) == 15
    damaged = sorted(first)[0]
    content = (cache / damaged).read_bytes()
    (cache / damaged).write_bytes(content[: len(content) // 2])

    with worker_process(env, tmp_path / "second.log") as worker:
        log = worker.log_tail(1_000_000)
    second = saved(cache)
    assert second.keys() == first.keys()
    assert {name for name in first if second[name] != first[name]} == {damaged}
    assert "ignoring cached Hyperscan database" in log
    assert "cannot cache" not in log
