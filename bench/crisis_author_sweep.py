"""Crisis threshold and lean judged on authors the gate has not seen (tune side only).

Run: `.venv/bin/python bench/crisis_author_sweep.py [--batches 7747:8223,8223:8652,8652:9106]`

bench/crisis_sweep.py judges crisis settings on tune-side sets whose texts are short and hold
one intent each. Guests also write long texts with the risk in the middle, and texts whose
best category is not crisis. Here each author batch of the exemplar file (a run of data rows,
`start:end`, 0-based; the default is the ninth session's three helpers) is scored by a gate
fitted without it, and the tune-side rows of crisis_sweep.py by the shipped gate; for each
crisis threshold and lean it prints the crisis texts found and the crisis alarms raised on
every other text, per batch and in total. The held-back sets are never read here.
"""

from __future__ import annotations

import argparse
import sys
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import (  # noqa: E402
    OFF_TOPIC_LABEL,
    SemanticGate,
    check_layers,
    load_exemplars,
    load_thresholds,
)
from bench.gate_data import (  # noqa: E402
    NONE,
    crisis_tune_side_rows,
    tune_side_guest_questions,
)
from compliance.guardrails import Guardrail, warm_guardrail_scan  # noqa: E402

THRESHOLDS = (0.34, 0.38, 0.42, 0.46)
LEANS = (0.0, 0.05, 0.10, 0.15)
DEFAULT_BATCHES = "7747:8223,8223:8652,8652:9106"

Labelled = list[tuple[str, str]]  # (category or "none", text)
# The name of the last set: every tune-side answer set's ordinary questions.
ORDINARY_QUESTIONS = "ordinary questions"


def batches(spec: str) -> list[tuple[int, int]]:
    """`start:end` pairs from "a:b,c:d"."""
    pairs = []
    for part in spec.split(","):
        start, end = part.split(":")
        pairs.append((int(start), int(end)))
    return pairs


def scored_sets(embedder: StaticEmbedder, spec: str) -> list[tuple[str, SemanticGate, Labelled]]:
    """Each batch with a gate fitted on every other exemplar, then the tune-side rows."""
    exemplars = load_exemplars()
    calibration = load_thresholds()
    sets = []
    for start, end in batches(spec):
        held = exemplars[start:end]
        gate = SemanticGate(
            embedder,
            exemplars[:start] + exemplars[end:],
            calibration.thresholds,
            calibration.margin,
            calibration.crisis_lean,
            recall_margin=calibration.recall_margin,
            crisis_margin=calibration.crisis_margin,
            margins=calibration.margins,
        )
        rows = [(NONE if e.category == OFF_TOPIC_LABEL else e.category, e.text) for e in held]
        sets.append((f"rows {start}:{end}", gate, rows))
    tune_side = crisis_tune_side_rows()
    shipped = SemanticGate.load(embedder)
    sets.append(("tune-side sets", shipped, [(row.category, row.text) for row in tune_side]))
    questions = [(row.category, row.text) for row in tune_side_guest_questions()]
    sets.append((ORDINARY_QUESTIONS, shipped, questions))
    return sets


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", default=DEFAULT_BATCHES)
    args = parser.parse_args()
    warm_guardrail_scan()
    sets = scored_sets(StaticEmbedder.load(), args.batches)
    crisis = str(Guardrail.CRISIS)
    for threshold, lean in product(THRESHOLDS, LEANS):
        parts, found_all, positives_all, alarms_all = [], 0, 0, 0
        for name, gate, rows in sets:
            gate.thresholds[Guardrail.CRISIS] = threshold
            gate.crisis_lean = lean
            said = [check_layers(text, gate).guardrail is Guardrail.CRISIS for _, text in rows]
            found = sum(s for s, (c, _) in zip(said, rows, strict=True) if c == crisis)
            alarms = sum(s for s, (c, _) in zip(said, rows, strict=True) if c != crisis)
            positives = sum(c == crisis for c, _ in rows)
            parts.append(f"{name} {found}/{positives} ({alarms} alarms)")
            found_all, positives_all, alarms_all = (
                found_all + found,
                positives_all + positives,
                alarms_all + alarms,
            )
        print(
            f"threshold {threshold:.2f} lean {lean:.2f}: crisis found {found_all}/{positives_all}, "
            f"said on other texts {alarms_all} | " + " | ".join(parts),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
