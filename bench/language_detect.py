"""Language detection on held-out guest texts: accuracy and time per text.

Reads bench/data/language_heldout.csv (written independently of the detector) and reports on
`--split test` by default. Two figures per detector:

- detector: the library's top guess for each text alone;
- first text: `follow_language(None, text)`, what a new conversation is set to (English when
  the detector is unsure) — the decision a guest's first text actually gets.

    .venv/bin/python bench/language_detect.py [--split test|tune|all] [--compare-lingua]

lingua-language-detector is compared only when installed (not a project dependency).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.language import (  # noqa: E402
    Detection,
    Language,
    LanguageDetector,
    Py3LangidDetector,
    follow_language,
)

DATA = Path(__file__).parent / "data" / "language_heldout.csv"


class LinguaDetector:
    """lingua-language-detector restricted to the four languages (comparison only)."""

    def __init__(self) -> None:
        from lingua import Language as Lingua
        from lingua import LanguageDetectorBuilder

        self._by_lingua = {
            Lingua.ENGLISH: Language.EN,
            Lingua.SPANISH: Language.ES,
            Lingua.PORTUGUESE: Language.PT,
            Lingua.CHINESE: Language.ZH,
        }
        self._detector = (
            LanguageDetectorBuilder.from_languages(*self._by_lingua)
            .with_preloaded_language_models()
            .build()
        )

    def detect(self, text: str) -> Detection | None:
        if not any(ch.isalpha() for ch in text):
            return None
        values = self._detector.compute_language_confidence_values(text)
        if not values:
            return None
        return Detection(self._by_lingua[values[0].language], float(values[0].value))


def load(split: str) -> list[tuple[str, str]]:
    with DATA.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return [(r["text"], r["language"]) for r in rows if split == "all" or r["split"] == split]


def evaluate(
    name: str, detector: LanguageDetector, rows: list[tuple[str, str]], rounds: int
) -> None:
    for text, _ in rows[:20]:  # warm up
        detector.detect(text)
    times: list[float] = []
    right = first_right = kept = switched = foreign = 0
    per_lang: Counter[str] = Counter()
    per_lang_right: Counter[str] = Counter()
    misses: list[str] = []
    for text, expected in rows:
        for _ in range(rounds):  # every text timed `rounds` times: p99 over all calls
            start = time.perf_counter()
            detection = detector.detect(text)
            times.append(time.perf_counter() - start)
        guess = detection.language.value if detection else "none"
        per_lang[expected] += 1
        if guess == expected:
            right += 1
            per_lang_right[expected] += 1
        elif len(misses) < 8:
            misses.append(f"{text!r}: {guess} (expected {expected})")
        first_right += follow_language(None, text, detector).value == expected
        # In a conversation already in the text's language, the text keeps it...
        kept += follow_language(expected, text, detector).value == expected
        # ...and a non-English text in an English conversation switches it (when decisive).
        if expected != "en":
            foreign += 1
            switched += follow_language("en", text, detector).value == expected
    times.sort()
    p50 = statistics.median(times) * 1e6
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1e6
    n = len(rows)
    print(f"{name}: detector accuracy {right}/{n} = {right / n:.3f}; ", end="")
    print(f"first-text decision {first_right}/{n} = {first_right / n:.3f}")
    print(
        f"  in a conversation: kept {kept}/{n} = {kept / n:.3f}; English conversation "
        f"switched by a non-English text {switched}/{foreign} = {switched / max(foreign, 1):.3f}"
    )
    print(
        "  per language: "
        + ", ".join(f"{lang} {per_lang_right[lang]}/{per_lang[lang]}" for lang in sorted(per_lang))
    )
    print(
        f"  time per text ({len(times)} calls): p50 {p50:.0f} us, p99 {p99:.0f} us, "
        f"max {times[-1] * 1e6:.0f} us"
    )
    for miss in misses:
        print(f"  miss {miss}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["test", "tune", "all"], default="test")
    parser.add_argument("--compare-lingua", action="store_true")
    parser.add_argument("--rounds", type=int, default=20, help="timings per text")
    args = parser.parse_args()
    rows = load(args.split)
    print(f"{len(rows)} texts (split={args.split}) from {DATA.name}")
    start = time.perf_counter()
    detector = Py3LangidDetector()
    print(f"py3langid detector built in {time.perf_counter() - start:.2f} s")
    evaluate("py3langid (en/es/pt/zh), the production detector", detector, rows, args.rounds)
    if args.compare_lingua:
        try:
            other = LinguaDetector()
        except ImportError:
            print("lingua-language-detector is not installed; skipped")
        else:
            evaluate("lingua (en/es/pt/zh)", other, rows, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
