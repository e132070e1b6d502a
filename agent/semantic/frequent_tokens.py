"""The tokens guest texts use most, whose token-table rows a worker keeps in memory.

Reading a row from the table file costs a system call (agent.semantic.table_file); the few
hundred tokens the exemplars use most ("▁the", "▁I", "?", byte tokens of Chinese text) are
half or more of a guest text's tokens. `python -m agent.semantic.fit` writes their ids, most
frequent first, one per line, to `frequent_tokens.txt`. The list decides only where a row is
read from, never its value: a stale or absent list costs time, not a verdict.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

FREQUENT_TOKENS = Path(__file__).with_name("frequent_tokens.txt")
# Rows kept in memory: 256 x 256 float16 = 128 KiB per worker, which the worker's memory
# target has room for; they are ~55% of the tokens of tune-side guest texts (the next 128 rows
# would add ~7%, a few reads a text, for as much memory again).
KEPT_ROWS = 256


def most_frequent(token_ids: Iterable[list[int]], count: int = KEPT_ROWS) -> list[int]:
    """The `count` ids used most in `token_ids`, most first (ties: lower id first)."""
    counts = Counter(i for ids in token_ids for i in ids)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [token for token, _ in ranked[:count]]


def write(ids: list[int], path: Path = FREQUENT_TOKENS) -> None:
    """Write `ids`, one per line."""
    path.write_text("".join(f"{i}\n" for i in ids), encoding="ascii")


def load(path: Path = FREQUENT_TOKENS) -> list[int]:
    """The ids written at `path` (none when it is absent or unreadable)."""
    try:
        return [int(line) for line in path.read_text(encoding="ascii").split()]
    except (OSError, ValueError):
        return []
