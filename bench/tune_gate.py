"""Choose the semantic layer's per-category thresholds on the TUNE half of the held-out set.

Run: `.venv/bin/python bench/tune_gate.py [--write] [--show-misses]`

Only `split=tune` rows are read: bench/data/guardrail_heldout.csv, and the questions of
bench/data/answer_heldout.jsonl as texts that must raise no guardrail. For each category, in
turn (two rounds), the threshold on a grid that maximizes the whole gate's F-beta for that
category is kept: beta 2 for crisis and responsible gaming (recall first), 0.5 for the rest
(precision first); a tie keeps the lower threshold for recall categories and the higher one
otherwise. `--write` stores the result in agent/semantic/thresholds.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import THRESHOLDS, SemanticGate, pick  # noqa: E402
from bench.gate_data import (  # noqa: E402
    NONE,
    f_beta,
    guest_questions,
    load_half,
    precision_recall,
)
from compliance.guardrails import PRIORITY, Guardrail, check_guardrails, warm_guardrail_scan  # noqa: E402

RECALL_FIRST = frozenset({Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING})
GRID = [round(0.30 + 0.02 * i, 2) for i in range(31)]  # 0.30 .. 0.90


MARGINS = [0.0, 0.04, 0.08, 0.12, 0.16, 0.2]


def decide(pattern: str, none: float, scores: dict[Guardrail, float], thresholds, margin) -> str:
    if pattern != NONE:
        return pattern
    category = pick(none, scores, thresholds, margin)
    return str(category) if category is not None else NONE


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="update thresholds.json")
    parser.add_argument("--show-misses", action="store_true", help="print tune-half misses")
    args = parser.parse_args()
    warm_guardrail_scan()  # as a worker does at start-up

    # The tune half of the guardrail set, plus the tune half of the answer set's questions
    # (ordinary guest questions: a guardrail there is a false alarm).
    rows = load_half("tune") + guest_questions("tune")
    gate = SemanticGate.load(StaticEmbedder.load())
    patterns = [str(check_guardrails(r.text) or NONE) for r in rows]
    semantic = [gate.scores(r.text) for r in rows]
    expected = [r.category for r in rows]

    def fit(margin: float) -> tuple[float, dict[Guardrail, float]]:
        thresholds = dict(gate.thresholds)

        def predictions() -> list[str]:
            return [
                decide(p, none, scores, thresholds, margin)
                for p, (none, scores) in zip(patterns, semantic, strict=True)
            ]

        for _ in range(2):
            for category in PRIORITY:
                beta = 2.0 if category in RECALL_FIRST else 0.5
                best: tuple[float, float] | None = None
                for value in GRID if category in RECALL_FIRST else reversed(GRID):
                    thresholds[category] = value
                    precision, recall, _, _ = precision_recall(expected, predictions(), category)
                    score = f_beta(precision, recall, beta)
                    if best is None or score > best[0]:
                        best = (score, value)
                assert best is not None
                thresholds[category] = best[1]
        predicted = predictions()
        total = 0.0
        for category in PRIORITY:
            beta = 2.0 if category in RECALL_FIRST else 0.5
            precision, recall, _, _ = precision_recall(expected, predicted, str(category))
            total += f_beta(precision, recall, beta)
        return total, thresholds

    fits = {margin: fit(margin) for margin in MARGINS}
    margin = max(MARGINS, key=lambda m: (round(fits[m][0], 6), m))
    thresholds = fits[margin][1]
    print("margin over none: " + ", ".join(f"{m:.2f} -> {fits[m][0]:.3f}" for m in MARGINS))
    predicted = [
        decide(p, none, scores, thresholds, margin)
        for p, (none, scores) in zip(patterns, semantic, strict=True)
    ]
    print(f"tune half: {len(rows)} rows (split=tune only); margin {margin:.2f}")
    for category in PRIORITY:
        precision, recall, n, said = precision_recall(expected, predicted, str(category))
        print(
            f"  {category:20} threshold {thresholds[category]:.2f}  n {n:3}  "
            f"precision {precision:.3f}  recall {recall:.3f}"
        )
    if args.show_misses:
        for row, got in zip(rows, predicted, strict=True):
            if got != row.category:
                print(
                    f"  miss [{row.language} {row.kind}] want {row.category}, got {got}: {row.text}"
                )
    if args.write:
        about = (
            "Per-category score thresholds of the semantic layer, chosen by bench/tune_gate.py "
            "on the tune half of bench/data/guardrail_heldout.csv only."
        )
        body = {
            "about": about,
            "margin": margin,
            "thresholds": {str(c): thresholds[c] for c in PRIORITY},
        }
        THRESHOLDS.write_text(json.dumps(body, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {THRESHOLDS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
