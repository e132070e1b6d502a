"""What reading a flagged text clause by clause changes, tune side only: counts, never a text.

Run: `.venv/bin/python bench/crisis_clauses.py [--splits S1,S2,...]`

For each tune-side gate set (default: every author batch, the tune halves and the crisis set,
see TUNE_SIDE) and the tune-side guest questions, the whole gate is run without the clause rule
and with it (`SemanticGate.crisis_clause`, thresholds.json `crisis_clause`). Prints crisis
found, other categories found, look-alikes and ordinary texts left alone, before -> after, and
the extra work: texts that reach the clause check (read as another category, more than one
clause) and clauses scored (long enough to judge). Held-back splits are refused. Exit code 0.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.clauses import clause_words, split_clauses  # noqa: E402
from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.answer_sets import TUNE  # noqa: E402
from bench.gate_data import (  # noqa: E402
    CHECK_GATE_SPLITS,
    HELD_BACK_GATE_SPLITS,
    NONE,
    Row,
    load_half,
    source_of,
    splits_with,
    tune_side_guest_questions,
)
from compliance.guardrails import warm_guardrail_scan  # noqa: E402

CRISIS = "crisis"
# Every tune-side gate set of bench/gate_data.py's table.
TUNE_SIDE = splits_with(TUNE)


def tally(rows: list[Row], said: list[str]) -> tuple[int, int, int, int]:
    """Crisis found, other categories found, look-alikes and ordinary texts left alone."""
    pairs = list(zip(rows, said, strict=True))
    return (
        sum(r.category == CRISIS and p == CRISIS for r, p in pairs),
        sum(r.category not in (CRISIS, NONE) and p == r.category for r, p in pairs),
        sum(r.kind == "hard_negative" and p == NONE for r, p in pairs),
        sum(r.kind in ("benign", "question") and p == NONE for r, p in pairs),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--splits", default=",".join(TUNE_SIDE), help="S1,S2,... (tune side)")
    args = parser.parse_args()
    splits = [s.strip() for s in args.splits.split(",") if s.strip()]
    refused = set(HELD_BACK_GATE_SPLITS) | set(CHECK_GATE_SPLITS)
    if any(s in refused or s.startswith("blind") for s in splits):
        raise SystemExit("tune-side splits only (run checks with bench/pooled_gate.py)")
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    rule = gate.clause
    if rule is None:
        raise SystemExit("thresholds.json has no crisis_clause rule")
    sets = [(s, load_half(s, source_of(s))) for s in splits]
    sets.append(("questions", tune_side_guest_questions()))
    totals = [0] * 10
    print(f"{'set':12} {'n':>5}  crisis  other  look-alikes  ordinary  reached  clauses")
    for name, rows in sets:
        gate.clause = None
        before = [str(check_layers(r.text, gate).guardrail or NONE) for r in rows]
        gate.clause = rule
        after = [str(check_layers(r.text, gate).guardrail or NONE) for r in rows]
        reached = [
            r.text
            for r, p in zip(rows, before, strict=True)
            if p not in (NONE, CRISIS) and len(split_clauses(r.text)) > 1
        ]
        scored = sum(
            clause_words(c) >= rule.min_words for text in reached for c in split_clauses(text)
        )
        counts = [*tally(rows, before), *tally(rows, after)]
        totals = [a + b for a, b in zip(totals, [*counts, len(reached), scored], strict=True)]
        print(line(name, len(rows), counts, len(reached), scored))
    print(line("all", sum(len(r) for _, r in sets), totals[:8], totals[8], totals[9]))
    return 0


def line(name: str, n: int, counts: list[int], reached: int, scored: int) -> str:
    """One set's before -> after counts and its extra work."""
    pairs = [f"{counts[i]}->{counts[i + 4]}" for i in range(4)]
    return f"{name:12} {n:5}  " + "  ".join(pairs) + f"  {reached:7}  {scored:7}"


if __name__ == "__main__":
    sys.exit(main())
