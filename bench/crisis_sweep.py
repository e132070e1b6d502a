"""Crisis threshold and lean of the semantic layer, swept on tune-side sets only.

Run: `.venv/bin/python bench/crisis_sweep.py`

bench/tune_gate.py fits every threshold together; its crisis floor rests on the exemplars
scored out of fold, whose crisis-like hard negatives can push the threshold up. This prints,
for each crisis threshold, lean and margin over "none" (other thresholds as shipped), the
crisis texts found and the crisis alarms raised on "none" rows and on other categories, over
the tune half (with the ordinary questions of every tune-side answer set), the probe set, the
fresh set's tune half and the crisis set's check half.
The held-back sets (test, blind, blind2, blind3, fresh_test) are never read here.
"""

from __future__ import annotations

import sys
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.gate_data import (  # noqa: E402
    NONE,
    crisis_tune_side_rows,
    tune_side_guest_questions,
)
from compliance.guardrails import Guardrail, warm_guardrail_scan  # noqa: E402

THRESHOLDS = (0.30, 0.34, 0.38, 0.42, 0.48)
LEANS = (0.05, 0.15, 0.30)
MARGINS = (0.0, 0.02, 0.04, 0.08)  # crisis's own margin over "none" (`crisis_margin`)


def main() -> int:
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    rows = crisis_tune_side_rows() + tune_side_guest_questions()
    crisis = str(Guardrail.CRISIS)
    print(f"{len(rows)} tune-side rows; other thresholds as shipped")
    for threshold, lean, margin in product(THRESHOLDS, LEANS, MARGINS):
        gate.thresholds[Guardrail.CRISIS] = threshold
        gate.crisis_lean = lean
        gate.crisis_margin = margin
        found = alarms_none = alarms_other = 0
        for row in rows:
            said = str(check_layers(row.text, gate).guardrail or NONE) == crisis
            if row.category == crisis:
                found += said
            elif row.category == NONE:
                alarms_none += said
            else:
                alarms_other += said
        positives = sum(row.category == crisis for row in rows)
        negatives = sum(row.category == NONE for row in rows)
        print(
            f"threshold {threshold:.2f} lean {lean:.2f} margin {margin:.2f}: "
            f"crisis found {found}/{positives}, "
            f"crisis said on none {alarms_none}/{negatives}, "
            f"on other categories {alarms_other}/{len(rows) - positives - negatives}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
