"""Offline answers pooled over several answer sets: aggregates only, never a question.

Run: `.venv/bin/python bench/pooled_answers.py [--sets held_back|tune_side]`

`held_back` (the default) is every report-only answer set (`HELD_BACK_QUESTIONS`);
`tune_side` is every set the answer rules may be tuned on (`TUNE_SIDE_QUESTIONS`). Each
question runs through the concierge graph offline (no chat model) as
`bench/eval_answers.py` runs it; one line per set, then the pooled counts: answered right,
wrongly declined, a decline question answered with an item. A report: exit code 0.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.eval_answers import (  # noqa: E402
    Outcome,
    declined,
    load_heldout,
    make_concierge,
    offline_parts,
    run,
)
from bench.gate_data import HELD_BACK_QUESTIONS, TUNE_SIDE_QUESTIONS  # noqa: E402
from data.properties import load_registry  # noqa: E402


def counts(outcomes: list[Outcome]) -> tuple[int, int, int, int, int]:
    """Answered right, answerable, wrongly declined, declines answered with an item, declines."""
    answerable = [o for o in outcomes if o.question.answerable]
    unknown = [o for o in outcomes if o.question.expect_dont_know]
    return (
        sum(o.correct for o in answerable),
        len(answerable),
        sum(declined(o.result) for o in answerable),
        sum(not declined(o.result) for o in unknown),
        len(unknown),
    )


def line(name: str, numbers: tuple[int, int, int, int, int]) -> str:
    right, answerable, wrongly_declined, with_item, unknown = numbers
    share = right / answerable if answerable else float("nan")
    return (
        f"  {name:12} right {right:4}/{answerable:<4} ({share:.1%}), wrongly declined "
        f"{wrongly_declined:3}; declines {unknown - with_item:3}/{unknown:<3} "
        f"answered with an item {with_item}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", choices=("held_back", "tune_side"), default="held_back")
    args = parser.parse_args()
    sets = HELD_BACK_QUESTIONS if args.sets == "held_back" else TUNE_SIDE_QUESTIONS
    prop = load_registry().default()
    index, gate = offline_parts(prop)
    totals = [0, 0, 0, 0, 0]
    print(f"offline answers pooled over {len(sets)} {args.sets} sets")
    for path, split in sets:
        # A concierge per set: its guests' numbers repeat from set to set, their talks must not.
        concierge = make_concierge(index, None, gate)
        questions = load_heldout(split, path)
        outcomes = run(concierge, prop, questions, mode=split, calls_so_far=lambda: 0)
        numbers = counts(outcomes)
        print(line(split, numbers))
        totals = [a + b for a, b in zip(totals, numbers, strict=True)]
    right, answerable, wrongly_declined, with_item, unknown = totals
    print(line("pooled", (right, answerable, wrongly_declined, with_item, unknown)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
