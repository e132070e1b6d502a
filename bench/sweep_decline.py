"""Sweep the answer-or-decline knobs over every tune-side answer set, offline.

Run: `.venv/bin/python bench/sweep_decline.py [--knob NAME=V1,V2 ...] [--dump PATH]`

Each setting runs every tune-side set (never a held-back one) through the offline concierge
and prints, per set and in total, the answerable questions answered right and the off-topic
or unanswerable ones answered with an item. Knobs are module constants of
`agent.nodes.retrieve` (e.g. MIN_COVERAGE) or of another module (`agent.x:NAME`), `min_score`
(BM25 floor) and `min_similarity` (the static embeddings' floor). `--dump x.jsonl` writes each
question's outcome for the n-th setting to x.n.jsonl, so two runs can be compared.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import agent.concierge as concierge_module  # noqa: E402
import agent.nodes.retrieve as retrieve_node  # noqa: E402
from agent.context import Context  # noqa: E402
from agent.retrieval import KnowledgeIndex  # noqa: E402
from agent.semantic.embedder import STATIC_MIN_SIMILARITY, StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate  # noqa: E402
from bench import eval_answers as ev  # noqa: E402
from bench.answer_sets import CHECK, HELD_BACK, TUNE, sets_with  # noqa: E402
from data.kb.loader import default_kb_root, load_knowledge_base  # noqa: E402
from data.properties import load_registry  # noqa: E402

# Every tune-side answer set: (split, file). Held-back splits and the TUNE11 check are absent.
TUNE_SIDE = tuple((s.split, s.path) for s in sets_with(TUNE))
# Held-back sets and the TUNE11 check: run only for aggregates (`--held-back`), never dumped.
HELD_BACK_SETS = tuple((s.split, s.path) for s in sets_with(HELD_BACK) + sets_with(CHECK))


def parse_knobs(specs: list[str]) -> list[dict[str, float]]:
    """Every combination of the given `NAME=V1,V2` values (one empty setting without any)."""
    names, values = [], []
    for spec in specs:
        name, _, listed = spec.partition("=")
        names.append(name)
        values.append([float(v) for v in listed.split(",")])
    return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]


def run_setting(
    setting: dict[str, float], dump: Path | None, sets: tuple[tuple[str, Path], ...] = TUNE_SIDE
) -> tuple[int, int, int, int]:
    """Run `sets` with `setting`; print per-set figures (counts only); return the totals."""
    saved = {n: getattr(*_owner(n)) for n in setting if hasattr(*_owner(n))}
    for name, value in setting.items():
        if name in saved:
            setattr(*_owner(name), value)
    registry = load_registry()
    prop = registry.default()
    embedder = StaticEmbedder.load()
    index = KnowledgeIndex(
        load_knowledge_base(default_kb_root(), prop.id),
        embedder=embedder,
        min_similarity=setting.get("min_similarity", STATIC_MIN_SIMILARITY),
    )
    gate = SemanticGate.load(embedder)
    if "min_score" in setting:
        _with_min_score(setting["min_score"])
    totals = [0, 0, 0, 0]
    rows = []
    print(f"\n## {setting or 'as shipped'}")
    for split, path in sets:
        questions = ev.load_heldout(split, path)
        concierge = ev.make_concierge(index, None, gate)  # a fresh memory: no history carries
        outcomes = ev.run(concierge, prop, questions, mode=split, calls_so_far=lambda: 0)
        good = [o for o in outcomes if o.question.answerable]
        bad = [o for o in outcomes if o.question.expect_dont_know]
        right = sum(o.correct for o in good)
        items = sum(not ev.declined(o.result) for o in bad)
        declines = sum(o.correct for o in bad)
        print(
            f"  {split:11} answered right {right:3}/{len(good):3}"
            f"  declined {declines:2}/{len(bad):2}  items {items:2}/{len(bad):2}"
        )
        for total, add in zip(range(4), (right, len(good), items, len(bad)), strict=True):
            totals[total] += add
        rows += [
            {
                "split": split,
                "text": o.question.text,
                "decline": o.question.expect_dont_know,
                "correct": o.correct,
                "declined": ev.declined(o.result),
                "reply": o.reply[:200],
            }
            for o in outcomes
        ]
    print(f"  TOTAL       answered right {totals[0]}/{totals[1]}  items {totals[2]}/{totals[3]}")
    if dump is not None:
        dump.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    for name, value in saved.items():
        setattr(*_owner(name), value)
    concierge_module.Context = Context  # type: ignore[misc]
    return totals[0], totals[1], totals[2], totals[3]


def _owner(name: str) -> tuple[object, str]:
    """The module holding knob `name` ("module:NAME", or a NAME of the retrieve node)."""
    module, _, attr = name.rpartition(":")
    return (importlib.import_module(module) if module else retrieve_node), attr


def _with_min_score(min_score: float) -> None:
    """Every turn's Context built with another BM25 floor (until the setting is done)."""
    concierge_module.Context = functools.partial(Context, min_score=min_score)  # type: ignore[misc,assignment]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--knob", action="append", default=[], help="NAME=V1,V2,...")
    parser.add_argument("--dump", type=Path)
    parser.add_argument(
        "--held-back", action="store_true", help="the held-back sets and TUNE11, aggregates only"
    )
    args = parser.parse_args()
    if args.held_back:
        run_setting({}, None, HELD_BACK_SETS)
        return 0
    results = []
    for number, setting in enumerate(parse_knobs(args.knob)):
        dump = args.dump and args.dump.with_suffix(f".{number}{args.dump.suffix}")
        results.append((setting, run_setting(setting, dump or None)))
    print("\n| setting | answered right | items on declines |")
    for setting, (right, good, items, bad) in results:
        print(f"| {setting or 'as shipped'} | {right}/{good} | {items}/{bad} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
