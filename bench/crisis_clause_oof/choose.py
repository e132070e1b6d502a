"""Scratch (crisisclause helper): the clause rule chosen on one fold, scored on the other.

Run after scores.py: `PYTHONPATH=$PWD python bench/crisis_clause_oof/choose.py`. A rule is
(threshold, margin, min_words); it fires on a text read as another category (not crisis, not
none) when a clause of at least min_words words has crisis at the threshold and `margin` over
every other label. Choice: most crisis texts found minus COST_WEIGHT x other texts turned into
crisis; ties to fewer of those, then the larger margin, min_words, threshold.
"""

import itertools
import pickle

from agent.semantic.clauses import clause_words

THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5)
MARGINS = (0.0, 0.03, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2)
MIN_WORDS = (0, 4, 6, 8, 10, 12)
COST_WEIGHT = 3
GRID = list(itertools.product(THRESHOLDS, MARGINS, MIN_WORDS))
ODD = {f"authors{n}" for n in range(15, 40, 2)}


def fires(row, rule):
    threshold, margin, words = rule
    if row["said"] in ("crisis", "none"):
        return False
    return any(
        score >= threshold and lead >= margin and clause_words(clause) >= words
        for clause, score, lead in row["clauses"]
    )


def counts(rows, rule):
    hits = [r for r in rows if fires(r, rule)]
    found = sum(r["category"] == "crisis" for r in hits)
    return found, len(hits) - found


def choose(rows):
    def key(rule):
        found, cost = counts(rows, rule)
        return (found - COST_WEIGHT * cost, -cost, rule[1], rule[2], rule[0])

    return max(GRID, key=key)


def main():
    with open("/tmp/crisis_clause_scores.pkl", "rb") as handle:
        rows = pickle.load(handle)
    misses = sum(r["category"] == "crisis" and r["said"] != "crisis" for r in rows)
    print(f"{len(rows)} tune-side rows, crisis missed by the gate: {misses}")
    folds = {
        "en+es": [r for r in rows if r["language"] in ("en", "es")],
        "pt+zh": [r for r in rows if r["language"] in ("pt", "zh")],
        "odd batches+39": [r for r in rows if r["split"] in ODD],
        "the rest": [r for r in rows if r["split"] not in ODD],
    }
    for fit, test in (
        ("en+es", "pt+zh"),
        ("pt+zh", "en+es"),
        ("odd batches+39", "the rest"),
        ("the rest", "odd batches+39"),
    ):
        rule = choose(folds[fit])
        print(
            f"chosen on {fit:15} {rule}: in fold {counts(folds[fit], rule)}, "
            f"on {test}: found/other turned crisis {counts(folds[test], rule)}"
        )
    rule = choose(rows)
    print(f"chosen on all {rule}: {counts(rows, rule)}")


if __name__ == "__main__":
    main()
