"""The whole gate over several sets at once, pooled: aggregates only, never a text.

Run: `.venv/bin/python bench/pooled_gate.py [--splits held_back|checks|S1,S2,...]`

`held_back` (the default) is every report-only set (`HELD_BACK_GATE_SPLITS`): nothing is
tuned on them, so this prints counts, never rows. `checks` is the tune-side sets kept out of
every fit (`CHECK_GATE_SPLITS`). For each category it prints recall and precision over the
pooled rows, then crisis said of texts that are not crisis, hard negatives and ordinary texts
left alone, and one line per set with its crisis and other-category counts. A report, not a
gate: exit code 0.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.gate_data import (  # noqa: E402
    CHECK_GATE_SPLITS,
    HELD_BACK_GATE_SPLITS,
    NONE,
    Row,
    load_half,
    source_of,
)
from compliance.guardrails import PRIORITY, warm_guardrail_scan  # noqa: E402

CRISIS = "crisis"


def splits_of(choice: str) -> tuple[str, ...]:
    """The splits a `--splits` value names."""
    named = {"held_back": HELD_BACK_GATE_SPLITS, "checks": CHECK_GATE_SPLITS}
    return named.get(choice, tuple(s.strip() for s in choice.split(",") if s.strip()))


def counts_line(rows: list[Row], said: list[str]) -> str:
    """A set's crisis found, other categories found, and look-alikes left alone."""
    pairs = list(zip(rows, said, strict=True))
    crisis = [p == CRISIS for r, p in pairs if r.category == CRISIS]
    other = [p == r.category for r, p in pairs if r.category not in (CRISIS, NONE)]
    hard = [p == NONE for r, p in pairs if r.kind == "hard_negative"]
    return (
        f"crisis {sum(crisis)}/{len(crisis)}, other {sum(other)}/{len(other)}, "
        f"hard negatives left alone {sum(hard)}/{len(hard)}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--splits", default="held_back", help="held_back, checks, or S1,S2")
    args = parser.parse_args()
    splits = splits_of(args.splits)
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    rows: list[Row] = []
    said: list[str] = []
    print(f"whole gate pooled over {len(splits)} sets: {', '.join(splits)}")
    for split in splits:
        mine = load_half(split, source_of(split))
        verdicts = [str(check_layers(r.text, gate).guardrail or NONE) for r in mine]
        print(f"  {split:12} {len(mine):4} texts: {counts_line(mine, verdicts)}")
        rows += mine
        said += verdicts
    pairs = list(zip(rows, said, strict=True))
    print(f"\n  {'category':20} {'found':>11} {'recall':>7} {'said':>5} {'precision':>9}")
    for category in (str(c) for c in PRIORITY):
        n = sum(r.category == category for r in rows)
        found = sum(r.category == category and p == category for r, p in pairs)
        said_n = sum(p == category for p in said)
        recall = found / n if n else float("nan")
        precision = found / said_n if said_n else float("nan")
        print(f"  {category:20} {found:5}/{n:<5} {recall:7.3f} {said_n:5} {precision:9.3f}")
    others = [(r, p) for r, p in pairs if r.category not in (CRISIS, NONE)]
    false_crisis = sum(p == CRISIS for r, p in pairs if r.category != CRISIS)
    false_other = sum(p not in (CRISIS, NONE, r.category) for r, p in pairs)
    hard = [p == NONE for r, p in pairs if r.kind == "hard_negative"]
    benign = [p == NONE for r, p in pairs if r.kind == "benign"]
    print(
        f"\n  other categories found {sum(p == r.category for r, p in others)}/{len(others)}; "
        f"crisis said of other texts {false_crisis}; another wrong category said {false_other}"
    )
    share = sum(hard) / max(len(hard), 1)
    print(
        f"  hard negatives left alone {sum(hard)}/{len(hard)} = {share:.3f}; "
        f"ordinary texts left alone {sum(benign)}/{len(benign)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
