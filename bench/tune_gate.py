"""Choose the semantic layer's per-category thresholds on the TUNE half of the held-out set.

Run: `.venv/bin/python bench/tune_gate.py [--write] [--show-misses]`

Only tune-side rows are read: the `split=tune` half of bench/data/guardrail_heldout.csv, and the
ordinary questions of every tune-side answer set (`gate_data.TUNE_SIDE_QUESTIONS`, four
languages) as texts that must raise no guardrail. For each category, in
turn (two rounds), the threshold on a grid that maximizes the whole gate's F-beta for that
category is kept: beta 2 for responsible gaming, 0.5 for the rest; a tie keeps the lower
threshold for recall categories and the higher one otherwise. Crisis leans furthest (a missed
crisis is the worst failure, a false alarm is tolerable): its threshold is the lowest on the
grid that keeps crisis precision at CRISIS_MIN_PRECISION or more with the best recall. The
margin over "none" and the crisis lean (see agent/semantic/gate.py) are chosen by 5-fold
cross-validation inside the tune half (thresholds fitted on four folds, scored on the fifth),
so they are judged on rows the thresholds did not see; the thresholds are then fitted on the
whole tune half. Besides the tune rows, the thresholds are always fitted on every exemplar as
scored by a gate fitted on the other four fifths of the exemplars (`out_of_fold_exemplars`):
~3,400 labelled texts, so no single benign tune row sets a category's threshold
(`--tune-half-only` leaves them out). `--write` stores the result in
agent/semantic/thresholds.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import (  # noqa: E402
    LEAN_TO_RECALL,
    OFF_TOPIC_LABEL,
    THRESHOLDS,
    SemanticGate,
    load_exemplars,
    pick,
)
from bench.gate_data import (  # noqa: E402
    NONE,
    Row,
    f_beta,
    load_half,
    precision_recall,
    tune_side_guest_questions,
)
from compliance.guardrails import PRIORITY, Guardrail, check_guardrails, warm_guardrail_scan  # noqa: E402

# Recall first for responsible gaming, precision first for the rest (a false complaint or
# privacy hit hands an ordinary question to staff); crisis has its own objective.
BETA = {Guardrail.RESPONSIBLE_GAMING: 2.0}
OTHER_BETA = 0.5
CRISIS_MIN_PRECISION = 0.8
RECALL_FIRST = frozenset({Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING})
GRID = [round(0.30 + 0.02 * i, 2) for i in range(31)]  # 0.30 .. 0.90
# No zero margin: a category that merely ties "none" is no reason to act, and the tune half's
# cross-validated objective is too flat (within ~0.05 of 9) to tell 0 from 0.04 apart.
MARGINS = [0.04, 0.08, 0.12, 0.16]
LEANS = [0.0, 0.05, 0.1, 0.15, 0.2, 0.3]
# Crisis and responsible gaming need less over "none" than the rest: they lean to recall (the
# cross-validated objective, one category in nine, would otherwise trade a missed crisis for a
# hundredth of a point elsewhere).
RECALL_MARGINS = [0.0, 0.04, 0.08]
FOLDS = 5
CATEGORIES = list(PRIORITY)
CRISIS = CATEGORIES.index(Guardrail.CRISIS)
NONE_CODE = -1
# An ordinary guest text (a benign row or a guest question of the tune half) the gate would
# refuse: labelled "none" like a hard negative, but every one it flags costs the category's
# objective this much (~2 crisis catches, ~4 of another category's): a precision floor over a
# set with hundreds of positives would otherwise accept a 911 text for "what are the shops'
# hours?". Real traffic is nearly all ordinary texts.
ORDINARY_CODE = -2
ORDINARY_PENALTY = {Guardrail.CRISIS: 0.1, Guardrail.RESPONSIBLE_GAMING: 0.1}
OTHER_ORDINARY_PENALTY = 0.2


def beta_of(category: Guardrail) -> float:
    return BETA.get(category, OTHER_BETA)


def predict(
    pattern: np.ndarray,
    none: np.ndarray,
    scores: np.ndarray,
    thresholds: np.ndarray,
    margin: float,
    lean: float,
    recall_margin: float | None = None,
) -> np.ndarray:
    """`agent.semantic.gate.pick` over arrays (category index, -1 for none), patterns first."""
    best = scores.argmax(axis=1)
    top = scores[np.arange(len(best)), best]
    margins = np.full(len(CATEGORIES), margin)
    for category in LEAN_TO_RECALL:
        margins[CATEGORIES.index(category)] = margin if recall_margin is None else recall_margin
    passes = (scores >= thresholds[None, :]) & (scores >= none[:, None] + margins[None, :])
    crisis = passes[:, CRISIS] & (scores[:, CRISIS] >= top - lean) & (best != CRISIS)
    chosen = np.where(passes[np.arange(len(best)), best], best, NONE_CODE)
    chosen = np.where(crisis, CRISIS, chosen)
    return np.where(pattern != NONE_CODE, pattern, chosen)


def objective(expected: np.ndarray, predicted: np.ndarray, index: int) -> float:
    said = predicted == index
    labelled = expected == index
    true_pos = int((said & labelled).sum())
    category = CATEGORIES[index]
    alarms = int((said & (expected == ORDINARY_CODE)).sum())
    cost = alarms * ORDINARY_PENALTY.get(category, OTHER_ORDINARY_PENALTY)
    if not true_pos:
        return -cost
    precision, recall = true_pos / int(said.sum()), true_pos / int(labelled.sum())
    if index == CRISIS:  # recall, among thresholds that keep the precision floor
        return (recall if precision >= CRISIS_MIN_PRECISION else recall - 1.0) - cost
    return f_beta(precision, recall, beta_of(category)) - cost


def fit_thresholds(
    pattern: np.ndarray,
    none: np.ndarray,
    scores: np.ndarray,
    expected: np.ndarray,
    margin: float,
    lean: float,
    recall_margin: float | None = None,
) -> np.ndarray:
    thresholds = np.full(len(CATEGORIES), 0.5)
    for _ in range(2):
        for index, category in enumerate(CATEGORIES):
            best: tuple[float, float] | None = None
            for value in GRID if category in RECALL_FIRST else reversed(GRID):
                thresholds[index] = value
                predicted = predict(pattern, none, scores, thresholds, margin, lean, recall_margin)
                score = objective(expected, predicted, index)
                if best is None or score > best[0]:
                    best = (score, value)
            assert best is not None
            thresholds[index] = best[1]
    return thresholds


def total(expected: np.ndarray, predicted: np.ndarray) -> float:
    return sum(objective(expected, predicted, i) for i in range(len(CATEGORIES)))


def out_of_fold_exemplars(
    embedder: StaticEmbedder,
) -> tuple[list[Row], list[tuple[float, dict[Guardrail, float]]]]:
    """Every exemplar scored by a gate fitted on the other folds of the exemplars.

    Thousands of labelled rows the scoring gate did not learn from: with them a category's
    threshold is not set by the one or two benign tune rows that happen to score near it.
    The exemplar file grew batch by batch, each batch from one author, so a fold is a run of
    consecutive exemplars of each category: a row is scored by a gate that learned from
    other authors, as a stranger's text will be. (Folds that took every fifth row left each
    row's near paraphrases, written beside it, in training: scores kinder than a stranger
    gets, and thresholds fitted on them missed new authors' texts.)
    """
    exemplars = load_exemplars()
    per_category: dict[str, int] = {}
    for exemplar in exemplars:
        per_category[exemplar.category] = per_category.get(exemplar.category, 0) + 1
    seen: dict[str, int] = {}
    folds = []
    for exemplar in exemplars:
        position = seen.get(exemplar.category, 0)
        folds.append(position * FOLDS // per_category[exemplar.category])
        seen[exemplar.category] = position + 1
    rows: list[Row] = [Row("", NONE, "", "")] * len(exemplars)
    scored: list[tuple[float, dict[Guardrail, float]]] = [(0.0, {})] * len(exemplars)
    for k in range(FOLDS):
        train = [e for e, f in zip(exemplars, folds, strict=True) if f != k]
        gate = SemanticGate(embedder, train, {})
        for index, exemplar in enumerate(exemplars):
            if folds[index] == k:
                label = NONE if exemplar.category == OFF_TOPIC_LABEL else exemplar.category
                rows[index] = Row(exemplar.text, label, exemplar.language, "exemplar")
                scored[index] = gate.scores(exemplar.text)
    return rows, scored


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="update thresholds.json")
    parser.add_argument("--show-misses", action="store_true", help="print tune-half misses")
    parser.add_argument(
        "--tune-half-only",
        action="store_true",
        help="fit on the tune half alone, without the exemplars scored out of fold",
    )
    args = parser.parse_args()
    warm_guardrail_scan()  # as a worker does at start-up

    # The tune half of the guardrail set, plus the ordinary questions of every tune-side answer
    # set in all four languages (a guardrail there is a false alarm).
    rows = load_half("tune") + tune_side_guest_questions()
    tuned = len(rows)
    embedder = StaticEmbedder.load()
    gate = SemanticGate.load(embedder)
    semantic = [gate.scores(r.text) for r in rows]
    if not args.tune_half_only:
        extra, extra_scores = out_of_fold_exemplars(embedder)
        rows += extra
        semantic += extra_scores
    code = {str(c): i for i, c in enumerate(CATEGORIES)} | {NONE: NONE_CODE}
    pattern = np.array([code[str(check_guardrails(r.text) or NONE)] for r in rows])
    none = np.array([n for n, _ in semantic])
    scores = np.array([[s[c] for c in CATEGORIES] for _, s in semantic])
    expected = np.array([code[r.category] for r in rows])
    expected[[r.kind in ("benign", "question") for r in rows]] = ORDINARY_CODE

    # Folds of the tune rows, stratified by label: every fold holds some of each category.
    # The exemplars scored out of fold (fold -1) are always on the fitting side: the margin
    # and lean are judged on tune rows alone, which neither the gate nor the thresholds saw.
    fold = np.full(len(rows), -1)
    for label in np.unique(expected[:tuned]):
        where = np.flatnonzero(expected[:tuned] == label)
        fold[where] = np.arange(len(where)) % FOLDS

    def cross_validated(margin: float, lean: float, recall_margin: float) -> float:
        predicted = np.full(tuned, NONE_CODE)
        for k in range(FOLDS):
            train, held = fold != k, fold == k
            thresholds = fit_thresholds(
                pattern[train],
                none[train],
                scores[train],
                expected[train],
                margin,
                lean,
                recall_margin,
            )
            predicted[held[:tuned]] = predict(
                pattern[held], none[held], scores[held], thresholds, margin, lean, recall_margin
            )
        return total(expected[:tuned], predicted)

    grid = [(m, le, cm) for m in MARGINS for le in LEANS for cm in RECALL_MARGINS if cm < m]
    cv = {key: cross_validated(*key) for key in grid}
    margin, lean, recall_margin = max(cv, key=lambda key: (round(cv[key], 6), key))
    print("cross-validated sum of per-category objectives, best 8 (margin, lean, recall margin):")
    for key in sorted(cv, key=lambda k: -cv[k])[:8]:
        print(f"  {key[0]:.2f} {key[1]:.2f} {key[2]:.2f} -> {cv[key]:.3f}")
    thresholds_array = fit_thresholds(pattern, none, scores, expected, margin, lean, recall_margin)
    thresholds = {c: float(thresholds_array[i]) for i, c in enumerate(CATEGORIES)}
    predicted = [
        str(pick(n, s, thresholds, margin, lean, recall_margin) or NONE)
        if p == NONE_CODE
        else str(CATEGORIES[p])
        for p, (n, s) in zip(pattern, semantic, strict=True)
    ]
    print(
        f"fitted on {tuned} tune-half rows (split=tune only) and {len(rows) - tuned} exemplars "
        f"scored out of fold; margin {margin:.2f}, crisis lean {lean:.2f}, recall margin "
        f"{recall_margin:.2f}"
    )
    for title, part in (
        ("tune half", slice(0, tuned)),
        ("exemplars, out of fold", slice(tuned, None)),
    ):
        labels = [r.category for r in rows[part]]
        if not labels:
            continue
        print(f"{title} (in-sample for the thresholds):")
        for category in PRIORITY:
            precision, recall, n, _ = precision_recall(labels, predicted[part], str(category))
            print(
                f"  {category:20} threshold {thresholds[category]:.2f}  n {n:4}  "
                f"precision {precision:.3f}  recall {recall:.3f}"
            )
    if args.show_misses:
        for row, got in zip(rows[:tuned], predicted[:tuned], strict=True):
            if got != row.category:
                print(
                    f"  miss [{row.language} {row.kind}] want {row.category}, got {got}: {row.text}"
                )
    if args.write:
        about = (
            "Per-category score thresholds of the semantic layer, chosen by bench/tune_gate.py "
            "on the tune half of bench/data/guardrail_heldout.csv and the exemplars scored out "
            "of fold (never the test half)."
        )
        body = {
            "about": about,
            "margin": margin,
            "crisis_lean": lean,
            "recall_margin": recall_margin,
            "thresholds": {str(c): thresholds[c] for c in PRIORITY},
        }
        # Crisis's own margin is bench/crisis_sweep.py's to choose (run it after this);
        # until then crisis takes the recall margin fitted here.
        body.pop("crisis_margin", None)
        THRESHOLDS.write_text(json.dumps(body, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {THRESHOLDS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
