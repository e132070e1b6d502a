"""Whether a change to the gate left its outputs unchanged: dump them here, compare two dumps.

Run: `.venv/bin/python bench/gate_identity.py dump PATH` in each checkout (e.g. main in a
second worktree, then the branch), then `bench/gate_identity.py compare PATH_A PATH_B`.

The texts are tune-side and check sets only, never a held-back one: the tune half, the probe
set, the fresh set's tune half, the crisis set, every AUTHORS batch, exemplars.csv,
linear_texts.csv, every tune-side answer set's questions and TUNE11's, then all of them again
joined into ~160- and ~320-character texts. For each it keeps the semantic scores (the "none"
score and each category's), the semantic verdict, the whole gate's verdict, the patterns'
categories, the keyword class and the off-topic score; `compare` prints how many differ and by
how much.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import EXEMPLARS, LINEAR_TEXTS, SemanticGate, check_layers  # noqa: E402
from bench import gate_data  # noqa: E402
from bench.guardrails_eval import segments_of  # noqa: E402
from compliance.guardrails import (  # noqa: E402
    PRIORITY,
    all_guardrails,
    check_guardrails,
    warm_guardrail_scan,
)
from compliance.keywords import classify_keyword  # noqa: E402

CHECK_QUESTIONS = gate_data.DATA / "answer_tune11.jsonl"
FIELDS = ("semantic", "semantic layer", "semantic score", "gate", "gate layer", "gate score")
FIELDS += ("patterns", "all patterns", "keyword", "off topic")


def _csv_texts(path: Path) -> list[str]:
    with path.open(encoding="utf-8", newline="") as handle:
        return [row["text"] for row in csv.DictReader(handle)]


def _questions(path: Path, split: str) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    items = [json.loads(line) for line in lines if line.strip()]
    return [item["question"] for item in items if item["split"] == split]


def texts() -> list[str]:
    """Every tune-side and check text, then the same joined into longer texts."""
    found = [
        row.text
        for split, path in (
            ("tune", gate_data.HELDOUT),
            ("probe", gate_data.PROBE),
            ("fresh_tune", gate_data.FRESH),
        )
        for row in gate_data.load_half(split, path)
    ]
    found += _csv_texts(gate_data.CRISIS_TUNE)
    for path in sorted(gate_data.DATA.glob("guardrail_authors*.csv")):  # tune and check sets
        found += _csv_texts(path)
    found += _csv_texts(EXEMPLARS) + _csv_texts(LINEAR_TEXTS)
    for path, split in (*gate_data.TUNE_SIDE_QUESTIONS, (CHECK_QUESTIONS, "tune11")):
        found += _questions(path, split)
    return found + segments_of(found) + segments_of(found[::-1], 320)


def dump(path: Path) -> None:
    """Write every output of the gate on `texts()` to PATH.npy (scores) and PATH.json."""
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    every = texts()
    scores = np.zeros((len(every), 1 + len(PRIORITY)))
    outputs = []
    for index, text in enumerate(every):
        benign, by_category = gate.scores(text)
        scores[index] = [benign, *(by_category[category] for category in PRIORITY)]
        semantic, whole = gate.classify(text), check_layers(text, gate)
        outputs.append(
            [
                str(semantic.guardrail),
                semantic.layer,
                semantic.score,
                str(whole.guardrail),
                whole.layer,
                whole.score,
                str(check_guardrails(text)),
                [str(category) for category in all_guardrails(text)],
                str(classify_keyword(text)),
                gate.off_topic(text),
            ]
        )
    np.save(path.with_suffix(".npy"), scores)
    path.with_suffix(".json").write_text(json.dumps({"texts": every, "outputs": outputs}))
    print(f"{len(every)} texts dumped to {path}.npy/.json")


def compare(first: Path, second: Path) -> None:
    """Print how many texts' outputs differ between two dumps, and the largest score gap."""
    one, two = (json.loads(p.with_suffix(".json").read_text()) for p in (first, second))
    if one["texts"] != two["texts"]:
        raise SystemExit("the dumps are of different texts")
    gaps = np.abs(np.load(first.with_suffix(".npy")) - np.load(second.with_suffix(".npy")))
    print(
        f"{len(one['texts'])} texts: semantic scores differ on {int((gaps.max(axis=1) > 0).sum())}"
        f", by at most {gaps.max():.3g}"
    )
    for field, name in enumerate(FIELDS):
        pairs = [(a[field], b[field]) for a, b in zip(one["outputs"], two["outputs"], strict=True)]
        differ = sum(a != b for a, b in pairs)
        print(f"  {name}: {differ} differ")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("dump").add_argument("path", type=Path)
    both = commands.add_parser("compare")
    both.add_argument("first", type=Path)
    both.add_argument("second", type=Path)
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.path)
    else:
        compare(args.first, args.second)
    return 0


if __name__ == "__main__":
    sys.exit(main())
