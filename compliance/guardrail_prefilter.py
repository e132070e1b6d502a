"""One combined scan over many regex patterns in groups (Hyperscan, prefilter mode).

Hyperscan compiles every group's patterns into one automaton and scans a text once, reporting
which groups *may* match; only those are then checked exactly with Python's `re`. (The
guardrails make each rule a group of its own, so the scan names the rules to check.) In
prefilter mode Hyperscan may report more than the exact patterns match (it approximates the
lookarounds it cannot run) but never less, so the exact answer is unchanged. A pattern Hyperscan
cannot compile makes its group a candidate for every text. Most guest texts match nothing and
cost one scan. Building the automaton takes about a second, so it is built when `compile()` is
called (the worker does at start-up); until then every group is a candidate, which gives the
same answers by the exact patterns alone (a one-off CLI check does not pay for the build).
Given a cache folder, `compile()` reads a database compiled before for the same patterns (see
`compliance.hyperscan_cache`) instead of building it again.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import hyperscan

_ERROR_INDEX = re.compile(r"Expression (?:number )?(\d+)")
# Normalized texts keep only word characters beyond ASCII (punctuation became spaces), so each
# becomes an ASCII letter, or "0" for a digit: \w, \d and word boundaries stay where they were.
_NON_ASCII_DIGIT = re.compile(r"\d(?<![\x00-\x7f])")  # led by \d, `re` skips to digits fast
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


class Prefilter:
    """Candidate groups of a text from one scan; indexes follow `sources_by_group`.

    The automaton reads ASCII unless `utf8` (patterns in other scripts, scanned as UTF-8).
    """

    def __init__(self, sources_by_group: Sequence[Sequence[str]], *, utf8: bool = False) -> None:
        self._count = len(sources_by_group)
        self._utf8 = utf8
        self._database: Any = None
        self._compiled = False
        self._compile_lock = threading.Lock()
        # Hyperscan scratch space may serve one scan at a time; worker threads scan at once,
        # so each thread gets its own (the database itself is read-only and shared).
        self._scratch = threading.local()
        # Unless `utf8`, the automaton is ASCII (Unicode classes make it far larger and slower to
        # build): a rule with other characters makes its category a candidate for every text.
        self._always = {
            category
            for category, sources in enumerate(sources_by_group)
            if not utf8 and any(not source.isascii() for source in sources)
        }
        self._expressions = [
            (source, category)
            for category, sources in enumerate(sources_by_group)
            for source in sources
            if utf8 or source.isascii()
        ]

    @property
    def compiled(self) -> bool:
        """Whether `compile()` has run (scans then narrow the candidates)."""
        return self._compiled

    def compile(self, cache_dir: Path | None = None) -> None:
        """Build the automaton once (idempotent, thread-safe); later scans use it.

        With `cache_dir`, a database saved there for the same patterns is loaded instead, and
        one built now is saved there; a cache that cannot be used only means building.
        """
        with self._compile_lock:
            if not self._compiled:
                if cache_dir is None:
                    self._build(list(self._expressions))
                else:
                    self._load_or_build(cache_dir)
                self._compiled = True

    def _load_or_build(self, cache_dir: Path) -> None:
        # Imported here: a one-off CLI check never builds, so it does not pay for hashlib & co.
        from compliance import hyperscan_cache

        key = hyperscan_cache.database_key(
            [source.encode("utf-8") for source, _ in self._expressions],
            [category for _, category in self._expressions],
            [self._flags()] * len(self._expressions),
            hyperscan.HS_MODE_BLOCK,
        )
        cached = hyperscan_cache.load(cache_dir, key, hyperscan.HS_MODE_BLOCK)
        if cached is not None:
            self._database, dropped = cached
            self._always.update(dropped)
            return
        before = set(self._always)
        self._build(list(self._expressions))
        if self._database is not None:  # the categories `_build` dropped are saved with it
            hyperscan_cache.save(cache_dir, key, self._database, sorted(self._always - before))

    def _build(self, expressions: list[tuple[str, int]]) -> None:
        while expressions:
            try:
                self._database = self._compile(expressions)
                break
            except hyperscan.error as exc:  # drop the rule at fault; its category stays exact
                found = _ERROR_INDEX.search(str(exc))
                index = int(found.group(1)) if found else self._first_failing(expressions)
                if index is None:
                    self._always = set(range(self._count))
                    self._database = None
                    return
                _, category = expressions.pop(index)
                self._always.add(category)

    def _first_failing(self, expressions: list[tuple[str, int]]) -> int | None:
        """The index of the first expression that does not build on its own, if any.

        The Python binding's errors ("Bounded repeat is too large.") do not name the
        expression, so one bad rule would otherwise turn off the whole scan.
        """
        for index, expression in enumerate(expressions):
            try:
                self._compile([expression])
            except hyperscan.error:
                return index
        return None

    def _flags(self) -> int:
        flags = (
            hyperscan.HS_FLAG_PREFILTER
            | hyperscan.HS_FLAG_SINGLEMATCH
            | hyperscan.HS_FLAG_ALLOWEMPTY
        )
        if self._utf8:
            flags |= hyperscan.HS_FLAG_UTF8 | hyperscan.HS_FLAG_UCP
        return flags

    def _compile(self, expressions: list[tuple[str, int]]) -> Any:
        database = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
        database.compile(
            expressions=[source.encode("utf-8") for source, _ in expressions],
            ids=[category for _, category in expressions],
            flags=[self._flags()] * len(expressions),
        )
        return database

    def candidates(self, text: str) -> set[int]:
        """Categories whose rules may match `text` (a superset of those that do)."""
        if not self._compiled or self._database is None:
            return set(range(self._count))
        found = set(self._always)
        if self._utf8:
            data = text.encode("utf-8")
        else:
            if not text.isascii():
                # A run becomes one letter: boundaries stay, and the scan has less to read.
                text = _NON_ASCII.sub("x", _NON_ASCII_DIGIT.sub("0", text))
            data = text.encode("ascii")

        def on_match(category: int, start: int, end: int, flags: int, context: object) -> None:
            found.add(category)

        self._database.scan(data, match_event_handler=on_match, scratch=self._thread_scratch())
        return found

    def _thread_scratch(self) -> Any:
        scratch = getattr(self._scratch, "space", None)
        if scratch is None:
            scratch = hyperscan.Scratch(self._database)
            self._scratch.space = scratch
        return scratch
