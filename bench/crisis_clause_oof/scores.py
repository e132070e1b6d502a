"""Scratch (crisisclause helper): tune-side rows, their gate verdicts and clause scores.

Run from the worktree: `PYTHONPATH=$PWD python bench/crisis_clause_oof/scores.py`; writes
/tmp/crisis_clause_scores.pkl. Tune side only; the clause rule is switched off while scoring.
"""

import pickle

import numpy as np

from agent.semantic.clauses import split_clauses
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from bench.crisis_clauses import TUNE_SIDE
from bench.gate_data import TUNE_SIDE_QUESTIONS, load_half, ordinary_questions, source_of
from compliance.guardrails import warm_guardrail_scan

OUT = "/tmp/crisis_clause_scores.pkl"


def main() -> None:
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    gate.clause = None
    rows = [(s, r) for s in TUNE_SIDE for r in load_half(s, source_of(s))]
    rows += [(f"q_{s}", r) for p, s in TUNE_SIDE_QUESTIONS for r in ordinary_questions(p, s)]
    out = []
    for split, row in rows:
        clauses = split_clauses(row.text)
        scored = []
        for clause in clauses if len(clauses) > 1 else []:
            none, scores = gate.scores(clause)
            values = np.array([none, *scores.values()])  # crisis is PRIORITY's first
            scored.append((clause, float(values[1]), float(values[1] - np.delete(values, 1).max())))
        said = check_layers(row.text, gate).guardrail
        out.append(
            {
                "split": split,
                "category": row.category,
                "language": row.language,
                "kind": row.kind,
                "said": str(said or "none"),
                "clauses": scored,
            }
        )
    with open(OUT, "wb") as handle:
        pickle.dump(out, handle)
    print(len(out), "rows ->", OUT)


if __name__ == "__main__":
    main()
