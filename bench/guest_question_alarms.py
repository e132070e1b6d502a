"""How often the whole gate raises a guardrail on ordinary guest questions.

Run: `.venv/bin/python bench/guest_question_alarms.py`

Every answer set's ordinary questions (dining, shows, rooms, facets, off-topic ...; the few
guardrail cases among them left out, see bench/gate_data.py) must reach the answering graph: a
guardrail on one is a false alarm the guest feels (a 911 text for "where's a good steak for a
date"). Prints, per set, the questions flagged by category and by language; tune-side sets
first, then the held-back ones as aggregates only (no texts). A report: exit code 0.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.gate_data import (  # noqa: E402
    HELD_BACK_QUESTIONS,
    TUNE_SIDE_QUESTIONS,
    ordinary_questions,
)
from compliance.guardrails import warm_guardrail_scan  # noqa: E402


def main() -> int:
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    for side, sets in (("tune-side", TUNE_SIDE_QUESTIONS), ("held-back", HELD_BACK_QUESTIONS)):
        print(f"\n{side} answer sets: ordinary questions flagged by the whole gate")
        flagged_total = questions_total = 0
        for path, split in sets:
            rows = ordinary_questions(path, split)
            by_category: Counter[str] = Counter()
            by_language: Counter[str] = Counter()
            for row in rows:
                guardrail = check_layers(row.text, gate).guardrail
                if guardrail is not None:
                    by_category[str(guardrail)] += 1
                    by_language[row.language] += 1
            flagged = sum(by_category.values())
            flagged_total += flagged
            questions_total += len(rows)
            detail = ", ".join(f"{c} {n}" for c, n in by_category.most_common()) or "-"
            languages = ", ".join(f"{lang} {n}" for lang, n in sorted(by_language.items()))
            print(
                f"  {split:11} {flagged:3}/{len(rows):3} flagged  ({detail})"
                + (f"  by language: {languages}" if languages else "")
            )
        share = flagged_total / questions_total if questions_total else 0.0
        print(f"  all        {flagged_total:3}/{questions_total:3} = {share:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
