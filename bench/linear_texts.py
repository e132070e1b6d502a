"""Write agent/semantic/linear_texts.csv: the tune-side texts the gate's linear model also learns.

Run: `.venv/bin/python bench/linear_texts.py`, then `python -m agent.semantic.fit`.

The nearest-exemplar part of the semantic layer keeps one row per exemplar in every worker's
memory, so it learns from the hand-written exemplars alone. The linear part's size does not
grow with its training texts, so it also learns from every labelled tune-side text written by
authors who never read the code (the author batches, the tune halves, the tune-side guest
questions as "none"). Measured out of fold before it was adopted (bench/data/README.md):
fitted without AUTHORS27-30, it found 5 more of AUTHORS29's 160 crisis texts. Held-back sets
(`test`, `fresh_test`, `ml_test`, every `blind*`) and the check sets (AUTHORS31, 35-38, TUNE11)
are never read here. The author batches up to AUTHORS55 are in the fit, so thresholds are chosen
on scores of a head fitted without the batch (bench/data/README.md). AUTHORS56-59 were measured
on AUTHORS60-62 and the check sets in the twenty-first session and not kept; in the
twenty-sixth, AUTHORS56-110 (55 batches) were measured on AUTHORS111-124 and the check sets,
all out of the fit, and kept: crisis 1,379 -> 1,380/1,404, other categories 1,700 ->
1,707/1,778, texts of no category left alone 1,432 -> 1,434/1,482, crisis said of other texts
66 -> 54, thresholds unchanged (with AUTHORS111-121 too, crisis fell to 563 of the 588 in
AUTHORS122-124 and the checks, against 566: not kept). AUTHORS111 and later stay out, to
measure the next change on. The questions are the tune-side answer sets' as of that refit
(up to TUNE27).
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.gate import (  # noqa: E402
    EXEMPLARS,
    LINEAR_TEXTS,
    OFF_TOPIC_LABEL,
    load_exemplars,
)
from bench.gate_data import (  # noqa: E402
    CRISIS_TUNE,
    DATA,
    FRESH,
    GUARDRAIL_ANSWERS,
    HELDOUT,
    NONE,
    PROBE,
    TUNE_SIDE_QUESTIONS,
    Row,
    load_half,
)

# Tune-side guardrail sets: (file, split). The crisis set's `crisis_fit` half is already in
# the exemplars. AUTHORS31 and 35-38 are check sets, kept out of every fit; AUTHORS111 and
# later are out too (see the docstring).
AUTHOR_BATCHES = (*range(14, 31), 32, 33, 34, *range(39, 111))
TUNE_SIDE_GUARDRAILS = (
    (HELDOUT, "tune"),
    (FRESH, "fresh_tune"),
    (PROBE, "probe"),
    (CRISIS_TUNE, "crisis_check"),
    *((DATA / f"guardrail_authors{n}.csv", f"authors{n}") for n in AUTHOR_BATCHES),
)
HELD_BACK = ("test", "fresh_test", "ml_test")
# The answer sets as of that refit (twenty-sixth session): TUNE28 and later were written after
# it and stay out, so that this script writes the committed file again.
LAST_FITTED_QUESTIONS = "tune27"


def fitted_question_sets() -> tuple[tuple[Path, str], ...]:
    """The tune-side answer sets, in order, up to and including the last one fitted."""
    splits = [split for _, split in TUNE_SIDE_QUESTIONS]
    return TUNE_SIDE_QUESTIONS[: splits.index(LAST_FITTED_QUESTIONS) + 1]


def _check_tune_side(split: str) -> None:
    if split in HELD_BACK or split.startswith("blind"):
        raise ValueError(f"{split} is held back")


def guest_questions() -> list[Row]:
    """The tune-side answer sets' questions: off-topic ones labelled so (retrieval declines on
    that score), the rest "none"; questions whose answer is a guardrail case are left out."""
    rows = []
    for path, split in fitted_question_sets():
        _check_tune_side(split)
        for line in path.read_text(encoding="utf-8").splitlines():
            item = json.loads(line) if line.strip() else None
            if item is None or item["split"] != split:
                continue
            if any(m in " ".join(item.get("must_contain", [])).lower() for m in GUARDRAIL_ANSWERS):
                continue
            label = OFF_TOPIC_LABEL if item.get("kind") == "offtopic" else NONE
            rows.append(Row(item["question"], label, item.get("language", "en"), "question"))
    return rows


def tune_side_rows() -> list[Row]:
    """Every labelled tune-side text, guardrail sets first, then the guest questions."""
    rows: list[Row] = []
    for path, split in TUNE_SIDE_GUARDRAILS:
        _check_tune_side(split)
        rows.extend(load_half(split, path))
    return rows + guest_questions()


def linear_rows() -> list[tuple[str, str, str]]:
    """The file's rows: (category, language, text); no text twice, none already an exemplar."""
    seen = {exemplar.text.strip().lower() for exemplar in load_exemplars(EXEMPLARS)}
    kept = []
    for row in tune_side_rows():
        key = row.text.strip().lower()
        if key in seen:
            continue
        seen.add(key)
        kept.append((row.category or NONE, row.language, row.text))
    return kept


def main() -> int:
    """Write the file, with its header."""
    kept = linear_rows()
    with LINEAR_TEXTS.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(("category", "language", "text"))
        writer.writerows(kept)
    print(f"wrote {LINEAR_TEXTS} ({len(kept)} texts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
