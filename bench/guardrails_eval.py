"""Accuracy of the keyword and guardrail rules on the labeled corpora, and the gate's speed.

Run: `.venv/bin/python bench/guardrails_eval.py [--repeat N]`

Prints per-class precision and recall for `classify_keyword` on tests/data/keyword_corpus.csv and
for `check_guardrails` on tests/data/guardrail_corpus.csv, then the p50/p99/max time per message of
the whole deterministic gate (classify_keyword + check_guardrails) over every corpus text, each
timed separately, N rounds (goal: p99 under 100 microseconds), then the same for ~160-character
texts (a full SMS segment) and one long burst, since the cost grows with the length.
"""

from __future__ import annotations

import argparse
import csv
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from compliance.guardrails import Guardrail, check_guardrails
from compliance.keywords import Keyword, classify_keyword

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
NONE = "(none)"


def load(name: str) -> list[tuple[str, str]]:
    with (DATA / name).open(encoding="utf-8", newline="") as handle:
        reader = csv.reader(handle)
        next(reader)
        return [(label, text) for label, text in reader]


def report(title: str, rows: list[tuple[str, str]], predict: Callable[[str], str]) -> None:
    predicted = [predict(text) for _, text in rows]
    expected = [label for label, _ in rows]
    classes = sorted({label for label in expected if label}) + [""]
    wrong = sum(p != e for p, e in zip(predicted, expected, strict=True))
    print(f"\n{title}: {len(rows)} texts, {wrong} wrong")
    print(f"  {'class':20} {'n':>4} {'precision':>10} {'recall':>8}")
    for cls in classes:
        true_pos = sum(p == e == cls for p, e in zip(predicted, expected, strict=True))
        said = sum(p == cls for p in predicted)
        actual = sum(e == cls for e in expected)
        precision = true_pos / said if said else float("nan")
        recall = true_pos / actual if actual else float("nan")
        print(f"  {cls or NONE:20} {actual:4} {precision:10.3f} {recall:8.3f}")
    for (label, text), got in zip(rows, predicted, strict=True):
        if got != label:
            print(f"  miss: expected {label or NONE}, got {got or NONE}: {text!r}")


def gate(text: str) -> tuple[Keyword | None, Guardrail | None]:
    return classify_keyword(text), check_guardrails(text)


def time_gate(texts: Sequence[str], repeat: int) -> list[float]:
    for text in texts:  # warm up the regex caches and the interpreter
        gate(text)
    timings = []
    clock = time.perf_counter_ns
    for _ in range(repeat):
        for text in texts:
            start = clock()
            gate(text)
            timings.append((clock() - start) / 1000)
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="timing rounds over the corpus")
    args = parser.parse_args()

    keyword_rows = load("keyword_corpus.csv")
    guardrail_rows = load("guardrail_corpus.csv")

    def keyword_of(text: str) -> str:
        keyword = classify_keyword(text)
        return keyword.value if keyword else ""

    def guardrail_of(text: str) -> str:
        guardrail = check_guardrails(text)
        return guardrail.value if guardrail else ""

    report("keywords (opted_out=False)", keyword_rows, keyword_of)
    report("guardrails (top priority)", guardrail_rows, guardrail_of)

    texts = [text for _, text in keyword_rows + guardrail_rows]
    timings = time_gate(texts, args.repeat)
    cuts = statistics.quantiles(timings, n=100)
    lengths = [len(text) for text in texts]
    print(
        f"\ngate = classify_keyword + check_guardrails, {len(texts)} texts x {args.repeat} rounds "
        f"({len(timings)} calls), text length median {statistics.median(lengths):.0f} "
        f"max {max(lengths)} chars, Python {platform.python_version()}"
    )
    print(
        f"  per message: p50 {cuts[49]:.1f} us  p90 {cuts[89]:.1f} us  p99 {cuts[98]:.1f} us  "
        f"max {max(timings):.1f} us  (goal: p99 < 100 us)"
    )
    full_segments = segments_of(texts, 160)
    cuts = statistics.quantiles(time_gate(full_segments, max(1, args.repeat // 4)), n=100)
    print(
        f"  {len(full_segments)} texts of ~160 chars (corpus texts joined, one full SMS segment): "
        f"p50 {cuts[49]:.1f} us  p99 {cuts[98]:.1f} us"
    )
    burst = " ".join(texts[:40])  # a burst of many texts answered as one turn
    burst_timings = time_gate([burst], 100)
    print(f"  one {len(burst)}-char burst: p50 {statistics.median(burst_timings):.1f} us")


def segments_of(texts: Sequence[str], size: int) -> list[str]:
    segments, current = [], ""
    for text in texts:
        if current and len(current) + 1 + len(text) > size:
            segments.append(current)
            current = ""
        current = f"{current} {text}".strip()
    return segments


if __name__ == "__main__":
    main()
