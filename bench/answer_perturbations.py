"""How often an answer holds when small talk and emoji come before the question.

Run: `.venv/bin/python bench/answer_perturbations.py [--sets held_back|tune_side]`

Every question of the chosen answer sets is asked twice through the concierge graph offline
(as `bench/eval_answers.py` asks it): as written, and with a line of small talk and a run of
emoji put before it in the question's language ("finally here, the drive was endless 😩🙃 ...").
It prints, per set and pooled, the right replies as written and as edited, and how many of
the questions right as written stay right. Held-back sets print these counts only, never a
question. A report, not a gate: exit code 0.

Caveat: the aside is of the kind `agent/chatter.py` was written to leave out (thirty-fifth
session, from TUNE39's misses), so the edited figures show the cut working on questions
nobody tuned on, not that guests write exactly so.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.eval_answers import (  # noqa: E402
    Question,
    load_heldout,
    make_concierge,
    offline_parts,
    run,
)
from bench.gate_data import HELD_BACK_QUESTIONS, TUNE_SIDE_QUESTIONS  # noqa: E402
from data.properties import load_registry  # noqa: E402

ASIDE = {
    "en": "finally here, the drive was endless 😩🙃 ",
    "es": "por fin llegamos, el viaje fue eterno 😩🙃 ",
    "pt": "finalmente chegamos, a viagem foi eterna 😩🙃 ",
    "zh": "终于到了，路上开了好久 😩🙃 ",
}


def languages(path: Path, split: str) -> dict[str, str]:
    """Each question of one set's split, and the language it is written in."""
    rows = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line)
    return {r["question"]: r.get("language", "en") for r in rows if r["split"] == split}


def with_aside(question: Question, language: str) -> Question:
    """The question with small talk and emoji before it, in its language."""
    return replace(question, text=f"{ASIDE.get(language, ASIDE['en'])}{question.text}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", choices=("held_back", "tune_side"), default="held_back")
    args = parser.parse_args()
    chosen = HELD_BACK_QUESTIONS if args.sets == "held_back" else TUNE_SIDE_QUESTIONS
    prop = load_registry().default()
    index, gate = offline_parts(prop)
    totals = [0, 0, 0, 0]
    print(f"answers with small talk and emoji before the question, {args.sets} sets")
    for path, split in chosen:
        questions = load_heldout(split)
        language = languages(path, split)
        concierge = make_concierge(index, None, gate)
        plain = run(concierge, prop, questions, mode="plain", calls_so_far=lambda: 0)
        edited = run(
            make_concierge(index, None, gate),
            prop,
            [with_aside(q, language.get(q.text, "en")) for q in questions],
            mode="aside",
            calls_so_far=lambda: 0,
        )
        right = sum(o.correct for o in plain)
        kept = sum(a.correct and b.correct for a, b in zip(plain, edited, strict=True))
        counts = (right, sum(o.correct for o in edited), kept, len(questions))
        totals = [t + c for t, c in zip(totals, counts, strict=True)]
        print(
            f"  {split:12} right as written {counts[0]:3}/{counts[3]:<3} with the aside "
            f"{counts[1]:3}/{counts[3]:<3} kept {counts[2]:3}/{counts[0]}"
        )
    print(
        f"  {'pooled':12} right as written {totals[0]}/{totals[3]}, with the aside "
        f"{totals[1]}/{totals[3]}; right as written and kept {totals[2]}/{totals[0]}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
