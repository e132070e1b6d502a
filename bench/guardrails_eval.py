"""The guardrail gate on held-out texts: each layer and the whole gate, and its speed.

Run: `.venv/bin/python bench/guardrails_eval.py [--split test|tune] [--repeat N] [--misses]`

Reads bench/data/guardrail_heldout.csv, written apart from the patterns, and reports on ONE
half: `test` by default (the held-back half nothing is tuned on; `tune` is the half the
exemplars and thresholds were chosen on). For the pattern layer alone, the semantic layer
alone and the whole gate (patterns, then the semantic layer when they find nothing) it prints
precision and recall per category and per language, and the share of hard negatives left
alone. Then the time per text on ~160-character texts (held-out texts of the same half joined
to one SMS segment): the pattern layer (keywords + guardrail patterns) and the whole gate,
each as p50/p99 over every call and as p99 over texts of each text's median (the latter
discounts the scheduler on a shared machine). Goals: pattern layer p99 <= 100 us, gate
p99 <= 1 ms. A report, not a gate: exit code 0.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

# As the worker runs the gate (concierge/cli.py): one BLAS thread per call, set before numpy loads.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.gate_data import (  # noqa: E402
    DESCRIPTIONS,
    LANGUAGES,
    NONE,
    Row,
    load_half,
    precision_recall,
    source_of,
)
from compliance.guardrails import PRIORITY, check_guardrails, warm_guardrail_scan  # noqa: E402
from compliance.keywords import classify_keyword, fold_text  # noqa: E402

CATEGORIES = [str(c) for c in PRIORITY]


def report(title: str, rows: Sequence[Row], predicted: Sequence[str], misses: bool) -> None:
    expected = [r.category for r in rows]
    print(f"\n{title}")
    print(f"  {'category':20} {'n':>4} {'precision':>10} {'recall':>8}")
    for category in CATEGORIES:
        precision, recall, n, _ = precision_recall(expected, predicted, category)
        print(f"  {category:20} {n:4} {precision:10.3f} {recall:8.3f}")
    positives = [(r, p) for r, p in zip(rows, predicted, strict=True) if r.category != NONE]
    hard = [(r, p) for r, p in zip(rows, predicted, strict=True) if r.kind == "hard_negative"]
    benign = [(r, p) for r, p in zip(rows, predicted, strict=True) if r.kind == "benign"]
    print(
        f"  hard negatives left alone {sum(p == NONE for _, p in hard)}/{len(hard)} = "
        f"{sum(p == NONE for _, p in hard) / len(hard):.3f}; benign left alone "
        f"{sum(p == NONE for _, p in benign)}/{len(benign)}"
    )
    line = []
    for language in LANGUAGES:
        mine = [(r, p) for r, p in positives if r.language == language]
        if not mine:
            continue
        flagged = [(r, p) for r, p in zip(rows, predicted, strict=True) if r.language == language]
        said = [(r, p) for r, p in flagged if p != NONE]
        right = sum(p == r.category for r, p in mine)
        precision = sum(p == r.category for r, p in said) / len(said) if said else float("nan")
        line.append(f"{language} P {precision:.3f} R {right / len(mine):.3f} (n {len(mine)})")
    print("  per language (positives): " + "; ".join(line))
    if misses:
        for row, got in zip(rows, predicted, strict=True):
            if got != row.category:
                print(f"  miss [{row.language} {row.kind}] want {row.category}, got {got}")


def segments_of(texts: Sequence[str], size: int = 160) -> list[str]:
    segments, current = [], ""
    for text in texts:
        if current and len(current) + 1 + len(text) > size:
            segments.append(current)
            current = ""
        current = f"{current} {text}".strip()
    return segments


def timings(
    fn: Callable[[str], object],
    texts: Sequence[str],
    repeat: int,
    forget: Callable[[], None] = lambda: None,
) -> list[list[float]]:
    """Microseconds per call of `fn` on each text, `repeat` rounds.

    The folded-text cache (and, through `forget`, the gate's kept scores) is emptied before
    each call (untimed): a worker meets each guest text once, so a call here pays for it as a
    new text does.
    """
    for text in texts:
        fn(text)  # warm up
    per_text: list[list[float]] = [[] for _ in texts]
    clock = time.perf_counter_ns
    for _ in range(repeat):
        for index, text in enumerate(texts):
            fold_text.cache_clear()
            forget()
            start = clock()
            fn(text)
            per_text[index].append((clock() - start) / 1000)
    return per_text


def print_timing(label: str, per_text: list[list[float]], goal: str) -> None:
    every = [t for times in per_text for t in times]
    cuts = statistics.quantiles(every, n=100)
    medians = sorted(statistics.median(times) for times in per_text)
    p99_medians = medians[min(len(medians) - 1, int(len(medians) * 0.99))]
    print(
        f"  {label:34} p50 {cuts[49]:7.1f} us  p99 {cuts[98]:7.1f} us  "
        f"p99 of per-text medians {p99_medians:7.1f} us  ({goal})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split",
        choices=tuple(DESCRIPTIONS),
        default="test",
    )
    parser.add_argument("--repeat", type=int, default=50, help="timing rounds per text")
    parser.add_argument("--misses", action="store_true", help="list each miss (no texts)")
    args = parser.parse_args()
    warm_guardrail_scan()  # as a worker does at start-up

    source = source_of(args.split)
    rows = load_half(args.split, source)
    started = time.perf_counter()
    embedder = StaticEmbedder.load()
    gate = SemanticGate.load(embedder)
    load_seconds = time.perf_counter() - started
    half = DESCRIPTIONS[args.split]
    print(
        f"bench/data/{source.name}, split={args.split}: {half}, {len(rows)} "
        f"texts; model + exemplars loaded in {load_seconds:.2f} s "
        f"(token table {embedder.nbytes / 2**20:.1f} MiB)"
    )

    patterns = [str(check_guardrails(r.text) or NONE) for r in rows]
    semantic = [str(gate.classify(r.text).guardrail or NONE) for r in rows]
    whole = [str(check_layers(r.text, gate).guardrail or NONE) for r in rows]
    report("pattern layer alone", rows, patterns, False)
    report("semantic layer alone", rows, semantic, False)
    report("whole gate (patterns, then semantic)", rows, whole, args.misses)

    texts = segments_of([r.text for r in rows])
    print(
        f"\ntime per text, {len(texts)} texts of ~160 chars x {args.repeat} rounds, "
        f"Python {platform.python_version()}"
    )

    def pattern_layer(text: str) -> object:
        return classify_keyword(text), check_guardrails(text)

    def whole_gate(text: str) -> object:
        return classify_keyword(text), check_layers(text, gate)

    print_timing(
        "pattern layer (keywords+patterns)",
        timings(pattern_layer, texts, args.repeat),
        "goal p99 <= 100 us",
    )
    print_timing(
        "whole gate (both layers)",
        timings(whole_gate, texts, args.repeat, gate.forget),
        "goal p99 <= 1 ms",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
