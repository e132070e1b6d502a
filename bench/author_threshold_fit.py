"""Per-category thresholds judged on authors the gate has not seen (tune side only).

Run: `.venv/bin/python bench/author_threshold_fit.py [--batches ...] [--write]`

bench/tune_gate.py weighs precision four times recall (F0.5) on exemplars scored out of fold;
on authors the gate has never seen its thresholds proved too high (complaint found 95 of 138
texts). Here each author batch of the exemplar file is scored by a gate fitted without it
(as in bench/crisis_author_sweep.py), together with the tune-side rows scored by the shipped
gate, and each category but crisis (set by the crisis sweeps) gets, over two rounds, the
threshold on GRID with the best F1 over all those texts (F2 for responsible gaming, which
leans to recall; a tie keeps the higher threshold); an ordinary guest question flagged weighs
QUESTION_ALARM_WEIGHT alarms. `--write` stores them in
agent/semantic/thresholds.json. The held-back sets are never read here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import THRESHOLDS, SemanticGate, check_layers  # noqa: E402
from bench.crisis_author_sweep import (  # noqa: E402
    DEFAULT_BATCHES,
    ORDINARY_QUESTIONS,
    Labelled,
    scored_sets,
)
from bench.gate_data import NONE  # noqa: E402
from compliance.guardrails import PRIORITY, Guardrail, warm_guardrail_scan  # noqa: E402

GRID = tuple(round(0.30 + 0.04 * step, 2) for step in range(9))  # 0.30 .. 0.62
ROUNDS = 2
# An ordinary question flagged counts as this many alarms: in real traffic ordinary questions
# outnumber every guardrail category many times over (weight 4 still flagged 16 of 758).
QUESTION_ALARM_WEIGHT = 10


def beta_for(category: Guardrail) -> float:
    """Recall weighs twice precision for responsible gaming, equally for the rest."""
    return 2.0 if category is Guardrail.RESPONSIBLE_GAMING else 1.0


def counts(sets: list[tuple[str, SemanticGate, Labelled]], category: str) -> tuple[int, int, int]:
    """Texts of `category` found, texts of it in all, weighted alarms (texts wrongly said
    to be it; an ordinary question counts QUESTION_ALARM_WEIGHT times)."""
    found = labelled = alarms = 0
    for name, gate, rows in sets:
        weight = QUESTION_ALARM_WEIGHT if name == ORDINARY_QUESTIONS else 1
        for label, text in rows:
            said = str(check_layers(text, gate).guardrail or NONE) == category
            labelled += label == category
            found += said and label == category
            alarms += weight * (said and label != category)
    return found, labelled, alarms


def f_beta(found: int, labelled: int, alarms: int, beta: float) -> float:
    """F-beta from the counts (0 when nothing is found)."""
    if not found:
        return 0.0
    precision, recall = found / (found + alarms), found / labelled
    return (1 + beta**2) * precision * recall / (beta**2 * precision + recall)


def set_threshold(
    sets: list[tuple[str, SemanticGate, Labelled]], category: Guardrail, value: float
) -> None:
    for _, gate, _ in sets:
        gate.thresholds[category] = value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", default=DEFAULT_BATCHES)
    parser.add_argument("--write", action="store_true", help="store in thresholds.json")
    args = parser.parse_args()
    warm_guardrail_scan()
    sets = scored_sets(StaticEmbedder.load(), args.batches)
    categories = [c for c in PRIORITY if c is not Guardrail.CRISIS]
    chosen = {c: sets[0][1].thresholds[c] for c in categories}
    for round_ in range(ROUNDS):
        for category in categories:
            best = (-1.0, 0.0)
            for value in GRID:
                set_threshold(sets, category, value)
                found, labelled, alarms = counts(sets, str(category))
                score = f_beta(found, labelled, alarms, beta_for(category))
                print(
                    f"round {round_ + 1} {category:20} {value:.2f}: found {found}/{labelled}, "
                    f"weighted alarms {alarms}, F{beta_for(category):.0f} {score:.3f}",
                    flush=True,
                )
                best = max(best, (score, value))
            chosen[category] = best[1]
            set_threshold(sets, category, best[1])
    print("chosen:", json.dumps({str(c): v for c, v in chosen.items()}))
    if args.write:
        stored = json.loads(THRESHOLDS.read_text(encoding="utf-8"))
        stored["thresholds"].update({str(c): v for c, v in chosen.items()})
        THRESHOLDS.write_text(json.dumps(stored, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {THRESHOLDS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
