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
    AUTHORS14,
    AUTHORS15,
    AUTHORS16,
    AUTHORS17,
    AUTHORS18,
    AUTHORS19,
    AUTHORS20,
    AUTHORS21,
    AUTHORS22,
    AUTHORS23,
    AUTHORS24,
    AUTHORS25,
    AUTHORS26,
    AUTHORS27,
    AUTHORS28,
    AUTHORS29,
    AUTHORS30,
    AUTHORS31,
    AUTHORS32,
    AUTHORS33,
    AUTHORS34,
    AUTHORS35,
    AUTHORS36,
    AUTHORS37,
    AUTHORS38,
    BLIND,
    BLIND2,
    BLIND3,
    BLIND4,
    BLIND5,
    BLIND6,
    BLIND7,
    BLIND8,
    BLIND9,
    BLIND10,
    CRISIS_TUNE,
    FRESH,
    HELDOUT,
    LANGUAGES,
    NONE,
    PROBE,
    SHARED_SPLITS,
    Row,
    load_half,
    precision_recall,
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
        choices=(
            *SHARED_SPLITS,
            "crisis_fit",
            "crisis_check",
            "authors14",
            "authors15",
            "authors16",
            "authors17",
            "authors18",
            "authors19",
            "authors20",
            "authors21",
            "authors22",
            "authors23",
            "authors24",
            "authors25",
            "authors26",
            "authors27",
            "authors28",
            "authors29",
            "authors30",
            "authors31",
            "authors32",
            "authors33",
            "authors34",
            "authors35",
            "authors36",
            "authors37",
            "authors38",
            "blind6",
        ),
        default="test",
    )
    parser.add_argument("--repeat", type=int, default=50, help="timing rounds per text")
    parser.add_argument("--misses", action="store_true", help="list each miss (no texts)")
    args = parser.parse_args()
    warm_guardrail_scan()  # as a worker does at start-up

    source = {
        "probe": PROBE,
        "fresh_tune": FRESH,
        "fresh_test": FRESH,
        "blind": BLIND,
        "blind2": BLIND2,
        "blind3": BLIND3,
        "blind4": BLIND4,
        "blind5": BLIND5,
        "blind6": BLIND6,
        "blind7": BLIND7,
        "blind8": BLIND8,
        "blind9": BLIND9,
        "blind10": BLIND10,
        "crisis_fit": CRISIS_TUNE,
        "crisis_check": CRISIS_TUNE,
        "authors14": AUTHORS14,
        "authors15": AUTHORS15,
        "authors16": AUTHORS16,
        "authors17": AUTHORS17,
        "authors18": AUTHORS18,
        "authors19": AUTHORS19,
        "authors20": AUTHORS20,
        "authors21": AUTHORS21,
        "authors22": AUTHORS22,
        "authors23": AUTHORS23,
        "authors24": AUTHORS24,
        "authors25": AUTHORS25,
        "authors26": AUTHORS26,
        "authors27": AUTHORS27,
        "authors28": AUTHORS28,
        "authors29": AUTHORS29,
        "authors30": AUTHORS30,
        "authors31": AUTHORS31,
        "authors32": AUTHORS32,
        "authors33": AUTHORS33,
        "authors34": AUTHORS34,
        "authors35": AUTHORS35,
        "authors36": AUTHORS36,
        "authors37": AUTHORS37,
        "authors38": AUTHORS38,
    }.get(args.split, HELDOUT)
    rows = load_half(args.split, source)
    started = time.perf_counter()
    embedder = StaticEmbedder.load()
    gate = SemanticGate.load(embedder)
    load_seconds = time.perf_counter() - started
    half = {
        "test": "the TEST half (held back, nothing tuned on it)",
        "tune": "the TUNE half",
        "probe": "the PROBE set (written 23 Nov before any change that day, never tuned on)",
        "fresh_tune": "the FRESH set's tune half (written by a separate helper on 23 Nov)",
        "fresh_test": "the FRESH set's test half (held back, nothing tuned on it)",
        "blind": "the BLIND set (written 23 Nov, fourth session; report only, never read)",
        "blind2": "the BLIND2 set (written 24 Nov, sixth session; report only, never read)",
        "blind3": "the BLIND3 set (written 26 Nov, seventh session; report only, never read)",
        "blind4": "the BLIND4 set (written 26 Nov, ninth session; report only, never read)",
        "blind5": "the BLIND5 set (written 27 Nov, twelfth session; report only, never read)",
        "blind6": "the BLIND6 set (written 27 Nov after every change that session; report only)",
        "blind7": "the BLIND7 set (27 Nov, thirteenth session, before any change; report only)",
        "blind8": "the BLIND8 set (27 Nov, fourteenth session, before any change; report only)",
        "blind9": "the BLIND9 set (28 Nov, fifteenth session, before any change; report only)",
        "blind10": "the BLIND10 set (28 Nov, sixteenth session, before any change; report only)",
        "crisis_fit": "the CRISIS_TUNE half added to the exemplars (fifth session)",
        "crisis_check": "the CRISIS_TUNE half kept out of the exemplars (tune side)",
        "authors14": "minors, advice and hard negatives by a new author (26 Nov, tune side)",
        "authors15": "crisis, minors, advice, gaming help, hard negatives; another author (27 Nov)",
        "authors16": "privacy, complaints, staff requests and more by a new author (27 Nov)",
        "authors17": "crisis and crisis-like hard negatives by a new author (27 Nov, tune side)",
        "authors18": "oblique crisis texts and hard negatives by a new author (27 Nov, tune side)",
        "authors19": "crisis mixed with other topics, privacy, gaming help; new author (tune side)",
        "authors20": "every category, crisis first, crisis-like hard negatives; new author (tune)",
        "authors21": "crisis without the obvious words and look-alikes, en/es (tune side)",
        "authors22": "crisis without the obvious words and look-alikes, pt/zh (tune side)",
        "authors23": "privacy, gaming help, staff requests, complaints; new author (tune side)",
        "authors24": "crisis without the obvious words and look-alikes, en/es (tune side)",
        "authors25": "crisis without the obvious words and look-alikes, pt/zh (tune side)",
        "authors26": "every category but crisis, hard negatives, ordinary texts (tune side)",
        "authors27": "crisis in four languages and look-alikes, written mid-session (tune side)",
        "authors28": "every category but crisis and look-alikes, written mid-session (tune side)",
        "authors29": "crisis in four languages and look-alikes, fifteenth session (tune side)",
        "authors30": "every category but crisis, hard negatives, ordinary texts (tune side)",
        "authors31": "every category, written mid-session as a check (tune side)",
        "authors32": "crisis en/es and look-alikes, fifteenth session (tune side)",
        "authors33": "crisis pt/zh and look-alikes, fifteenth session (tune side)",
        "authors34": "every category but crisis, hard negatives, ordinary (tune side)",
        "authors35": "ordinary texts and look-alikes in four languages (tune side)",
        "authors36": "crisis in four languages and look-alikes, a late check (tune side)",
        "authors37": "every category and look-alikes, sixteenth session, in no fit (tune side)",
        "authors38": "every category and look-alikes, sixteenth session, late; in no fit",
    }[args.split]
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
