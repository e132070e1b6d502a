"""CMS publishing: notice -> new answer served by a running worker, and sync time at 1,000 rows.

Run: `.venv/bin/python bench/cms_publish.py [--trials 5] [--debounce 10 --debounce 0.5]
[--rows 1000] [--repeats 3]`

A. Notice -> served. The in-process stack of the integration tests (`tests.conftest`): the
   Flask receiver (test client), a Celery worker (threads pool, 4 threads) on a private Redis,
   SQLite store and published versions, real gspread against a fake Sheets API whose `dining`
   tab holds the repository's dining items, fake Telnyx. No LLM: answers come from the
   knowledge base, so the figure is the CMS path, not model time. Each trial edits SIFT Bake
   Shop's hours in the sheet, POSTs a signed `/webhooks/cms` notice, then texts "What are the
   hours of SIFT Bake Shop?" from a new guest, again and again, until a reply holds the new
   hours. Reported: notice POST -> published (the version's `published_at`) and notice POST ->
   the first reply with the new hours reaching the fake Telnyx, for each debounce setting.
B. Sync at scale. `CmsSync(...).run()` called directly (as `tests/integration/test_cms_sheet.py`
   builds it) on a fake sheet of `--rows` valid rows over every category: the first sync
   (assigns every id, writes every status, publishes), a second with nothing changed, a third
   after editing 10 rows. Reported: wall time, Sheets API calls and cells written per sync, and
   the BM25 index build a worker does on its next turn after a publish.

The fake Sheets answers instantly; Google's API takes ~100-500 ms per call, so add that per call.
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import logging
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from nacl.signing import SigningKey

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.retrieval import KnowledgeIndex  # noqa: E402
from bench.turn_latency import SendClock, like_a_real_api, redis_base_url  # noqa: E402
from data.cms.layout import item_row, template_headers  # noqa: E402
from data.cms.service import CmsSync  # noqa: E402
from data.cms.sheet_reader import read_sheet  # noqa: E402
from data.cms.sync import compute_sync  # noqa: E402
from data.kb.loader import KnowledgeBase, default_kb_root, load_knowledge_base  # noqa: E402
from data.kb.schemas import CATEGORY_MODELS  # noqa: E402
from data.kb.versions_sqlite import SqliteKnowledgeVersions  # noqa: E402
from data.store.models import OutboundStatus  # noqa: E402
from tests.conftest import Stack, inbound_event, running_stack  # noqa: E402
from tests.fakes.sheets import FakeSheets  # noqa: E402
from tests.fakes.telnyx import FakeTelnyx  # noqa: E402

PROPERTY = "mohegan_sun"
SHEET_ID = "bench-cms-sheet"
SECRET = "bench-cms-secret"
BENCH_REDIS_DB = 13  # apart from the test suite's 9 and turn_latency's 12
EDITED_ID = "dining-sift-bake-shop"
QUESTION = "What are the hours of SIFT Bake Shop?"
SERVE_TIMEOUT = 60.0
REPLY_TIMEOUT = 15.0

# --- A. notice -> served ---------------------------------------------------------------------


def repository_dining_tab() -> list[list[str]]:
    """The `dining` tab as an editor would have it after a first sync: ids filled in."""
    kb = load_knowledge_base(default_kb_root(), PROPERTY)
    header = template_headers("dining")
    return [header, *(item_row(item, header) for item in kb.by_category("dining"))]


def set_cell(sheet: FakeSheets, tab: str, item_id: str, column: str, value: str) -> None:
    """Edit one cell of the row holding `item_id`, as an editor typing into the sheet."""
    with sheet._lock:  # the fake reads its tabs under this lock
        rows = sheet.tabs[tab]
        header = rows[0]
        row = next(r for r in rows[1:] if r[header.index("id")] == item_id)
        row[header.index(column)] = value


def post_notice(stack: Stack, body: dict[str, object]) -> int:
    """POST a change notice signed as the sheet's Apps Script signs it; return the status."""
    raw = json.dumps(body).encode()
    stamp = str(int(time.time()))
    digest = hmac.new(SECRET.encode(), f"{stamp}.".encode() + raw, hashlib.sha256).hexdigest()
    response = stack.client.post(
        "/webhooks/cms",
        data=raw,
        headers={
            "content-type": "application/json",
            "x-concierge-timestamp": stamp,
            "x-concierge-signature": f"sha256={digest}",
        },
    )
    return response.status_code


class Asker:
    """Texts the question from a new guest each time and returns the reply when it is sent."""

    def __init__(self, stack: Stack, clock: SendClock) -> None:
        self._stack = stack
        self._clock = clock
        self._count = 0

    def ask(self) -> tuple[str, float]:
        """The reply's text and when its last text reached the fake Telnyx (perf_counter)."""
        self._count += 1
        message_id = f"cms-bench-{self._count}"
        guest = f"+1{203 + self._count // 9000}555{self._count % 9000 + 1000:04d}"
        response = self._stack.post(inbound_event(QUESTION, guest=guest, message_id=message_id))
        if response.status_code != 200:
            raise RuntimeError(f"webhook answered {response.status_code}")
        deadline = time.monotonic() + REPLY_TIMEOUT
        while time.monotonic() < deadline:
            plan = self._stack.store.planned_outbound(message_id)
            if plan and all(text.status == OutboundStatus.SENT for text in plan):
                arrivals = self._clock.arrivals(message_id)
                if len(arrivals) >= len(plan):
                    return " ".join(text.text for text in plan), max(arrivals)
            time.sleep(0.002)
        raise TimeoutError(f"no reply to {message_id} within {REPLY_TIMEOUT:.0f} s")


@dataclass
class Trial:
    published_after: float
    served_after: float
    polls: int


def wait_published(versions: SqliteKnowledgeVersions, since: str | None) -> str:
    deadline = time.monotonic() + SERVE_TIMEOUT
    while time.monotonic() < deadline:
        current = versions.current_version_id(PROPERTY)
        if current is not None and current != since:
            return current
        time.sleep(0.01)
    raise TimeoutError("no version was published")


def run_trial(
    stack: Stack,
    sheet: FakeSheets,
    asker: Asker,
    versions: SqliteKnowledgeVersions,
    number: int,
) -> Trial:
    """Edit the hours, notify, poll until a reply carries them."""
    minutes = 10 + number
    set_cell(sheet, "dining", EDITED_ID, "hours", f"daily: 6:{minutes:02d} AM - 9:00 PM")
    expected = f"6:{minutes:02d} AM"
    before = versions.current_version_id(PROPERTY)
    wall_start = time.time()
    started = time.perf_counter()
    status = post_notice(
        stack, {"spreadsheet_id": SHEET_ID, "sheet": "dining", "row": 18, "change": "edit"}
    )
    if status != 202:
        raise RuntimeError(f"/webhooks/cms answered {status}")
    polls = 0
    while time.perf_counter() - started < SERVE_TIMEOUT:
        polls += 1
        text, sent_at = asker.ask()
        if expected in text:
            version_id = wait_published(versions, before)
            published = next(v for v in versions.history(PROPERTY) if v.version_id == version_id)
            return Trial(
                published_after=published.published_at.timestamp() - wall_start,
                served_after=sent_at - started,
                polls=polls,
            )
    raise TimeoutError(f"no reply with {expected!r} within {SERVE_TIMEOUT:.0f} s")


def notice_to_served(scratch: Path, redis_url: str, debounce: float, trials: int) -> None:
    sheet = FakeSheets(SHEET_ID, {"dining": repository_dining_tab()})
    like_a_real_api(sheet.server)
    sheet.server.start()
    telnyx = FakeTelnyx()
    clock = SendClock()
    telnyx.script = clock
    like_a_real_api(telnyx.server)
    telnyx.server.start()
    try:
        with running_stack(
            scratch,
            redis_url,
            telnyx,
            SigningKey.generate(),
            sheets_client=sheet.client(),
            google_sheets_id=SHEET_ID,
            cms_webhook_secret=SECRET,
            cms_debounce_seconds=debounce,
            # every poll is a new guest from few exchanges: keep the abuse limits out of it
            guest_turns_per_minute=1_000_000,
            new_numbers_per_prefix_hour=1_000_000,
        ) as stack:
            versions = SqliteKnowledgeVersions(stack.settings.sqlite_path)
            asker = Asker(stack, clock)
            # Warm-up: a first publish of the sheet as it is, and a turn that indexes it.
            post_notice(stack, {"spreadsheet_id": SHEET_ID})
            wait_published(versions, None)
            asker.ask()
            results = [run_trial(stack, sheet, asker, versions, n) for n in range(trials)]
            versions.close()
    finally:
        telnyx.server.stop()
        sheet.server.stop()
    published = [r.published_after for r in results]
    served = [r.served_after for r in results]
    extra = [r.served_after - debounce for r in results]
    print(f"\n   cms_debounce_seconds={debounce:g}, {trials} trials")
    print(
        f"   notice POST -> published: p50 {statistics.median(published):.3f} s, "
        f"max {max(published):.3f} s"
    )
    print(
        f"   notice POST -> first reply with the new hours at Telnyx: p50 "
        f"{statistics.median(served):.3f} s, max {max(served):.3f} s "
        f"(= debounce + X, X p50 {statistics.median(extra):.3f} s, max {max(extra):.3f} s)"
    )
    print(f"   questions texted per trial until served: {[r.polls for r in results]}")


# --- B. sync at scale ------------------------------------------------------------------------


def _values(category: str, n: int) -> dict[str, str]:
    """Valid cell texts for row `n` of a category (blank id: the sync assigns it)."""
    hours = "mon-thu: 11:00 AM - 10:00 PM; fri-sat: 11:00 AM - midnight; sun: 10:00 AM - 9:00 PM"
    if category == "overview":
        return {
            "property_name": "Bench Resort",
            "description": "A resort made up for a benchmark, with dining, shows and rooms.",
            "location": "1 Bench Boulevard, Uncasville, CT 06382",
            "phone": "1-888-555-0100",
            "hours": "daily: 24 hours",
            "getting_there": "car: I-395 exit 79A; bus: shuttle from New London",
            "highlights": "Two casinos; An arena; Forty restaurants",
        }
    if category == "faq":
        return {
            "question": f"Bench question {n}: is service number {n} available to guests?",
            "answer": f"Yes, service {n} is available daily at the front desk of tower {n % 7}.",
            "category_ref": "amenities",
            "tags": f"service; tower {n % 7}",
        }
    name = f"Bench {category.title()} {n}"
    values = {
        "name": name,
        "subcategory": "bench",
        "description": f"{name} is a made-up place number {n} with a short description.",
        "highlights": f"Feature {n}; Signature {n % 13}; Open late",
    }
    if category not in ("hotel", "promotions"):  # the categories with a place and hours
        values["location"] = f"Casino of the Sky, level {n % 4 + 1}"
        values["hours"] = hours
    extra = {
        "dining": {"cuisine": "American", "price_range": "$$", "reservations": "Walk in"},
        "entertainment": {"venue_type": "lounge", "tickets": "At the box office"},
        "hotel": {"tower": "Sky Tower", "beds": "1 king", "max_guests": "3", "features": "Wi-Fi"},
        "amenities": {"phone": "1-888-555-0111", "reservations": "Book at the front desk"},
        "casino": {"games_offered": "Slots; Blackjack; Roulette", "smoking_policy": "None"},
        "promotions": {"eligibility": "Members 21+", "how_to_join": "Sign up at any desk"},
    }[category]
    values.update(extra)
    return values


def bench_tabs(total: int) -> dict[str, list[list[str]]]:
    """`total` valid rows: one overview row, the rest spread evenly over the other categories."""
    others = [category for category in CATEGORY_MODELS if category != "overview"]
    counts = {category: 0 for category in CATEGORY_MODELS}
    counts["overview"] = 1
    for n in range(total - 1):
        counts[others[n % len(others)]] += 1
    tabs: dict[str, list[list[str]]] = {}
    for category, count in counts.items():
        header = template_headers(category)
        fields = set(header)
        rows = [header]
        for n in range(count):
            values = _values(category, n)
            unknown = set(values) - fields
            if unknown:
                raise ValueError(f"{category} has no columns {sorted(unknown)}")
            rows.append([values.get(column, "") for column in header])
        tabs[category] = rows
    return tabs


@dataclass
class SyncRun:
    seconds: float
    calls: int
    cells: int
    published: bool
    items: int
    rejected: int
    assigned: int


def timed_sync(sheet: FakeSheets, versions: SqliteKnowledgeVersions) -> SyncRun:
    sync = CmsSync(
        sheet.client(),
        SHEET_ID,
        PROPERTY,
        versions,
        fallback_kb=lambda: KnowledgeBase(PROPERTY, ()),
    )
    calls = sheet.calls
    started = time.perf_counter()
    report = sync.run(notice={"spreadsheet_id": SHEET_ID})
    seconds = time.perf_counter() - started
    diff = report.result.diff
    return SyncRun(
        seconds=seconds,
        calls=sheet.calls - calls,
        cells=report.cells_written,
        published=report.published is not None,
        items=len(report.result.knowledge_base.items),
        rejected=len(diff.rejected_rows) + len(diff.rejected_tabs),
        assigned=len(diff.ids_assigned),
    )


def edit_rows(sheet: FakeSheets, count: int) -> None:
    """Change the description of `count` rows spread over the tabs."""
    with sheet._lock:
        titles = [title for title in sheet.tabs if title != "overview"]
        for n in range(count):
            rows = sheet.tabs[titles[n % len(titles)]]
            header = rows[0]
            column = header.index("answer" if "answer" in header else "description")
            row = rows[1 + n // len(titles)]
            row[column] = row[column] + f" Edited for the benchmark ({n})."


def sync_at_scale(scratch: Path, total: int, repeats: int) -> None:
    runs: dict[str, list[SyncRun]] = {"first": [], "unchanged": [], "10 rows edited": []}
    breakdown: list[tuple[float, float, float]] = []
    index_build: list[float] = []
    for repeat in range(repeats):
        sheet = FakeSheets(SHEET_ID, bench_tabs(total))
        like_a_real_api(sheet.server)
        sheet.server.start()
        versions = SqliteKnowledgeVersions(scratch / f"versions-{repeat}.db")
        try:
            runs["first"].append(timed_sync(sheet, versions))
            runs["unchanged"].append(timed_sync(sheet, versions))
            edit_rows(sheet, 10)
            runs["10 rows edited"].append(timed_sync(sheet, versions))
            # Where the time goes, on the synced sheet: the two reads, then the pure compute.
            started = time.perf_counter()
            snapshot = read_sheet(sheet.client(), SHEET_ID)
            read = time.perf_counter() - started
            started = time.perf_counter()
            current = versions.current(PROPERTY)
            assert current is not None
            previous = current.knowledge_base()
            load = time.perf_counter() - started
            started = time.perf_counter()
            compute_sync(snapshot, previous)
            breakdown.append((read, load, time.perf_counter() - started))
            started = time.perf_counter()
            KnowledgeIndex(previous)
            index_build.append(time.perf_counter() - started)
        finally:
            versions.close()
            sheet.server.stop()
    first = runs["first"][0]
    print(
        f"\nB. CmsSync.run() on a fake sheet of {total} rows "
        f"({first.items} items published, {first.rejected} rejected, {first.assigned} ids "
        f"assigned on the first sync); {repeats} repeats, each on a fresh sheet and version store"
    )
    for label, found in runs.items():
        seconds = [run.seconds * 1000 for run in found]
        print(
            f"   {label:>15}: {statistics.median(seconds):7.0f} ms median "
            f"(min {min(seconds):.0f}, max {max(seconds):.0f}); Sheets API calls "
            f"{sorted({run.calls for run in found})}; cells written "
            f"{sorted({run.cells for run in found})}; published "
            f"{sorted({run.published for run in found})}"
        )
    reads, loads, computes = (
        [part * 1000 for part in parts] for parts in zip(*breakdown, strict=True)
    )
    print(
        f"   of a sync (medians): reading the sheet (2 calls) {statistics.median(reads):.0f} ms, "
        f"loading the current version from SQLite {statistics.median(loads):.0f} ms, "
        f"compute_sync {statistics.median(computes):.0f} ms"
    )
    builds = [seconds * 1000 for seconds in index_build]
    print(
        f"   then the worker's next turn rebuilds the BM25 index of {first.items} items: "
        f"{statistics.median(builds):.0f} ms median (no embeddings)"
    )


# --- main ------------------------------------------------------------------------------------


@contextmanager
def quiet_logs() -> Iterator[None]:
    logging.getLogger("bm25s").setLevel(logging.WARNING)  # the worker's log setup says DEBUG
    yield


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5, help="notice->served trials per setting")
    parser.add_argument(
        "--debounce",
        type=float,
        action="append",
        help="cms_debounce_seconds to measure (repeatable; default: 10 and 0.5)",
    )
    parser.add_argument("--rows", type=int, default=1000, help="rows of the sheet in part B")
    parser.add_argument("--repeats", type=int, default=3, help="repeats of part B")
    args = parser.parse_args()
    debounces = args.debounce or [10.0, 0.5]
    print(f"command: {' '.join([os.path.relpath(sys.executable), *sys.argv])}")
    print(
        f"machine: {os.cpu_count()} CPUs, {platform.machine()}, {platform.system()} "
        f"{platform.release()}, Python {platform.python_version()}; "
        f"{datetime.now(UTC).isoformat(timespec='seconds')}"
    )
    started = time.perf_counter()
    with quiet_logs(), tempfile.TemporaryDirectory(prefix="cms-publish-") as scratch_dir:
        scratch = Path(scratch_dir)
        with redis_base_url(scratch) as base:
            redis_url = f"{base}/{BENCH_REDIS_DB}"
            print(f"redis: {redis_url}")
            _flush(redis_url)
            print(
                "\nA. notice -> new answer served: in-process receiver + Celery worker (threads,"
                " 4), no LLM, burst window 0, pacing 0; fake Sheets with the repository's dining"
                " tab"
            )
            for number, debounce in enumerate(debounces):
                notice_to_served(scratch / f"a{number}", redis_url, debounce, args.trials)
                _flush(redis_url)
        sync_at_scale(scratch, args.rows, args.repeats)
    print(f"\ntotal run time {time.perf_counter() - started:.0f} s")
    return 0


def _flush(redis_url: str) -> None:
    import redis

    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    client.close()


if __name__ == "__main__":
    sys.exit(main())
