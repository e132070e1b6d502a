"""Shared by the gate benches: the held-out guardrail rows of one half, and the scoring."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HELDOUT = Path(__file__).with_name("data") / "guardrail_heldout.csv"
# A third set, written on 23 Nov 2026 and never tuned on (bench/data/README.md).
PROBE = Path(__file__).with_name("data") / "guardrail_probe.csv"
# A fourth, written on 23 Nov 2026 by a separate helper that never read the gate's code or data.
FRESH = Path(__file__).with_name("data") / "guardrail_fresh.csv"
# A fifth, written on 23 Nov 2026 (fourth session) by another helper the same way; report only.
BLIND = Path(__file__).with_name("data") / "guardrail_blind.csv"
# A sixth, written on 24 Nov 2026 (sixth session) by another helper the same way; report only.
BLIND2 = Path(__file__).with_name("data") / "guardrail_blind2.csv"
# A seventh, written on 26 Nov 2026 (seventh session) by another helper the same way; report only.
BLIND3 = Path(__file__).with_name("data") / "guardrail_blind3.csv"
# An eighth, written on 26 Nov 2026 (ninth session) by another helper the same way; report only.
BLIND4 = Path(__file__).with_name("data") / "guardrail_blind4.csv"
# A ninth, written on 27 Nov 2026 (twelfth session) by another helper the same way; report only.
BLIND5 = Path(__file__).with_name("data") / "guardrail_blind5.csv"
# A tenth, written at the end of the twelfth session, after every change; report only
# (crisis, responsible gaming, privacy, complaints and hard negatives; no answer set).
BLIND6 = Path(__file__).with_name("data") / "guardrail_blind6.csv"
# An eleventh, written at the start of the thirteenth session before any change; report only.
BLIND7 = Path(__file__).with_name("data") / "guardrail_blind7.csv"
# A twelfth, written at the start of the fourteenth session before any change; report only.
BLIND8 = Path(__file__).with_name("data") / "guardrail_blind8.csv"
# A thirteenth, written at the start of the fifteenth session before any change; report only.
BLIND9 = Path(__file__).with_name("data") / "guardrail_blind9.csv"
# A fourteenth, written at the start of the sixteenth session before any change; report only.
BLIND10 = Path(__file__).with_name("data") / "guardrail_blind10.csv"
# A fifteenth, written at the start of the seventeenth session before any change; report only.
BLIND11 = Path(__file__).with_name("data") / "guardrail_blind11.csv"
# Tune-only: crisis texts and crisis-like hard negatives (fifth session, bench/data/README.md).
CRISIS_TUNE = Path(__file__).with_name("data") / "guardrail_crisis_tune.csv"
# Minors, gambling advice and hard negatives by a new author (eleventh session; tune side).
AUTHORS14 = Path(__file__).with_name("data") / "guardrail_authors14.csv"
# Crisis, minors, advice, responsible gaming and hard negatives by another new author (twelfth
# session; tune side, a check set: rules are not written from its texts).
AUTHORS15 = Path(__file__).with_name("data") / "guardrail_authors15.csv"
# Privacy, complaints, staff requests and the rest by another new author (27 Nov; tune side).
AUTHORS16 = Path(__file__).with_name("data") / "guardrail_authors16.csv"
# Crisis texts and crisis-like hard negatives by a new author (twelfth session; tune side).
AUTHORS17 = Path(__file__).with_name("data") / "guardrail_authors17.csv"
# Oblique crisis texts (96 of 100 without the obvious words) by another new author; tune side.
AUTHORS18 = Path(__file__).with_name("data") / "guardrail_authors18.csv"
# Crisis texts mixed with other categories' words, privacy, gaming help (thirteenth session; tune).
AUTHORS19 = Path(__file__).with_name("data") / "guardrail_authors19.csv"
# Every category, crisis first, with crisis-like hard negatives (thirteenth session; tune side).
AUTHORS20 = Path(__file__).with_name("data") / "guardrail_authors20.csv"
# Crisis texts without the obvious words and look-alikes: en/es (21), pt/zh (22); privacy,
# gaming help, staff requests and complaints (23). Thirteenth session; tune side.
AUTHORS21 = Path(__file__).with_name("data") / "guardrail_authors21.csv"
AUTHORS22 = Path(__file__).with_name("data") / "guardrail_authors22.csv"
AUTHORS23 = Path(__file__).with_name("data") / "guardrail_authors23.csv"
# Crisis texts without the obvious words and look-alikes: en/es (24), pt/zh (25); every other
# category, hard negatives and ordinary questions (26). Fourteenth session; tune side.
AUTHORS24 = Path(__file__).with_name("data") / "guardrail_authors24.csv"
AUTHORS25 = Path(__file__).with_name("data") / "guardrail_authors25.csv"
AUTHORS26 = Path(__file__).with_name("data") / "guardrail_authors26.csv"
# Written mid-session, after the rules from AUTHORS24-26: crisis in four languages with
# look-alikes (27); every other category with hard negatives (28). Tune side.
AUTHORS27 = Path(__file__).with_name("data") / "guardrail_authors27.csv"
AUTHORS28 = Path(__file__).with_name("data") / "guardrail_authors28.csv"
# Fifteenth session, at the start: crisis in four languages with look-alikes (29); every other
# category with hard negatives and ordinary questions (30). Tune side.
AUTHORS29 = Path(__file__).with_name("data") / "guardrail_authors29.csv"
AUTHORS30 = Path(__file__).with_name("data") / "guardrail_authors30.csv"
# Written mid-session (fifteenth) as a check of that session's changes: every category. Tune side.
AUTHORS31 = Path(__file__).with_name("data") / "guardrail_authors31.csv"
# Fifteenth session, later: crisis en/es (32), crisis pt/zh (33), every other category (34),
# ordinary texts and look-alikes (35), with look-alikes. Tune side: the linear model learns them.
AUTHORS32 = Path(__file__).with_name("data") / "guardrail_authors32.csv"
AUTHORS33 = Path(__file__).with_name("data") / "guardrail_authors33.csv"
AUTHORS34 = Path(__file__).with_name("data") / "guardrail_authors34.csv"
AUTHORS35 = Path(__file__).with_name("data") / "guardrail_authors35.csv"
# Crisis in four languages and look-alikes, written late in the fifteenth session as a check of
# its crisis rules (tune side; partly translated between languages, see bench/data/README.md).
AUTHORS36 = Path(__file__).with_name("data") / "guardrail_authors36.csv"
# Every category in four languages with look-alikes, written at the start of the sixteenth
# session and kept out of every fit: a check set (tune side).
AUTHORS37 = Path(__file__).with_name("data") / "guardrail_authors37.csv"
# The same, written mid-session after the head and the overrule were chosen: a check set.
AUTHORS38 = Path(__file__).with_name("data") / "guardrail_authors38.csv"
# Crisis (half of it inside another category's text), responsible gaming and look-alikes in
# four languages, written at the start of the seventeenth session: tune side.
AUTHORS39 = Path(__file__).with_name("data") / "guardrail_authors39.csv"
# Every gate set by split: its file (the two halves of guardrail_heldout.csv need none here).
SOURCES: dict[str, Path] = {
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
    "blind11": BLIND11,
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
    "authors39": AUTHORS39,
}


def source_of(split: str) -> Path:
    """The file holding `split`'s rows."""
    return SOURCES.get(split, HELDOUT)


# The report-only gate sets: nothing is chosen on them, only aggregates are printed.
HELD_BACK_GATE_SPLITS = (
    "test",
    "fresh_test",
    "blind",
    "blind2",
    "blind3",
    "blind4",
    "blind5",
    "blind6",
    "blind7",
    "blind8",
    "blind9",
    "blind10",
    "blind11",
)
# Tune-side sets kept out of every fit and never tuned on: checks of a choice made elsewhere.
CHECK_GATE_SPLITS = ("authors31", "authors35", "authors36", "authors37", "authors38")

# What each split is, as the benches print it.
DESCRIPTIONS: dict[str, str] = {
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
    "blind11": "the BLIND11 set (29 Nov, seventeenth session, before any change; report only)",
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
    "authors39": "crisis (half mixed), gaming help, look-alikes; seventeenth session (tune side)",
}

NONE = "none"
# Halves and sets both the gate and the answer benches have (bench/data/README.md).
SHARED_SPLITS = (
    "test",
    "tune",
    "probe",
    "fresh_tune",
    "fresh_test",
    "blind",
    "blind2",
    "blind3",
    "blind4",
    "blind5",
    "blind7",
    "blind8",
    "blind9",
    "blind10",
    "blind11",
)
LANGUAGES = ("en", "es", "pt", "zh")


@dataclass(frozen=True)
class Row:
    text: str
    category: str  # a Guardrail value or "none"
    language: str
    kind: str  # positive, hard_negative, benign


def load_half(split: str, path: Path = HELDOUT) -> list[Row]:
    """The rows of one half (`tune` or `test`); the other half is never read into memory."""
    with path.open(encoding="utf-8", newline="") as handle:
        return [
            Row(r["text"], r["category"] or NONE, r["language"], r["kind"])
            for r in csv.DictReader(handle)
            if r["split"] == split
        ]


ANSWERS = Path(__file__).with_name("data") / "answer_heldout.jsonl"


DATA = Path(__file__).with_name("data")
# Every tune-side answer set (bench/data/README.md): file, split. Held-back halves never.
TUNE_SIDE_QUESTIONS = (
    (ANSWERS, "tune"),
    (DATA / "answer_fresh.jsonl", "fresh_tune"),
    (DATA / "answer_probe.jsonl", "probe"),
    (DATA / "answer_tune2.jsonl", "tune2"),
    (DATA / "answer_multilingual.jsonl", "ml_tune"),
    (DATA / "answer_multilingual_tune2.jsonl", "ml_tune2"),
    (DATA / "answer_tune3.jsonl", "tune3"),
    (DATA / "answer_tune4.jsonl", "tune4"),
    (DATA / "answer_tune5.jsonl", "tune5"),
    (DATA / "answer_tune6.jsonl", "tune6"),
    (DATA / "answer_tune7.jsonl", "tune7"),
    (DATA / "answer_tune8.jsonl", "tune8"),
    (DATA / "answer_tune9.jsonl", "tune9"),
    (DATA / "answer_tune10.jsonl", "tune10"),
    (DATA / "answer_tune12.jsonl", "tune12"),
)
# A question whose right answer holds one of these is a guardrail case (a helpline, the
# self-exclusion programme, another guest's room), not an ordinary question.
GUARDRAIL_ANSWERS = ("privacy", "self-exclusion", "1-888-789-7777")


# The held-back answer sets: report only (aggregates), never tuned on.
HELD_BACK_QUESTIONS = (
    (ANSWERS, "test"),
    (DATA / "answer_fresh.jsonl", "fresh_test"),
    (DATA / "answer_blind.jsonl", "blind"),
    (DATA / "answer_blind2.jsonl", "blind2"),
    (DATA / "answer_blind3.jsonl", "blind3"),
    (DATA / "answer_blind4.jsonl", "blind4"),
    (DATA / "answer_blind5.jsonl", "blind5"),
    (DATA / "answer_blind7.jsonl", "blind7"),
    (DATA / "answer_blind8.jsonl", "blind8"),
    (DATA / "answer_blind9.jsonl", "blind9"),
    (DATA / "answer_blind10.jsonl", "blind10"),
    (DATA / "answer_blind11.jsonl", "blind11"),
    (DATA / "answer_multilingual.jsonl", "ml_test"),
)


def ordinary_questions(path: Path, split: str) -> list[Row]:
    """The ordinary questions of one answer set's split, as "none" rows (kind "question"):
    a guardrail raised on one is a false alarm. Guardrail cases among them are left out."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line) if line.strip() else None
        if item is None or item["split"] != split:
            continue
        wanted = " ".join(item.get("must_contain", [])).lower()
        if any(marker in wanted for marker in GUARDRAIL_ANSWERS):
            continue
        rows.append(Row(item["question"], NONE, item.get("language", "en"), "question"))
    return rows


def tune_side_guest_questions() -> list[Row]:
    """The ordinary questions of every tune-side answer set, in all four languages."""
    return [row for path, split in TUNE_SIDE_QUESTIONS for row in ordinary_questions(path, split)]


def crisis_tune_side_rows() -> list[Row]:
    """The labelled tune-side guardrail rows the crisis sweeps judge on: the tune half, the
    probe set, the fresh set's tune half and the crisis set's check half."""
    return (
        load_half("tune", HELDOUT)
        + load_half("probe", PROBE)
        + load_half("fresh_tune", FRESH)
        + load_half("crisis_check", CRISIS_TUNE)
    )


def guest_questions(split: str, path: Path = ANSWERS) -> list[Row]:
    """The guest questions of one half of the answer set, as "none" rows: none is a guardrail."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line) if line.strip() else None
        if item is not None and item["split"] == split:
            rows.append(Row(item["question"], NONE, "en", "question"))
    return rows


def precision_recall(
    expected: Sequence[str], predicted: Sequence[str], category: str
) -> tuple[float, float, int, int]:
    """Precision, recall, number labelled, number predicted for one category."""
    pairs = list(zip(expected, predicted, strict=True))
    true_pos = sum(e == p == category for e, p in pairs)
    labelled = sum(e == category for e, _ in pairs)
    said = sum(p == category for _, p in pairs)
    precision = true_pos / said if said else float("nan")
    recall = true_pos / labelled if labelled else float("nan")
    return precision, recall, labelled, said


def f_beta(precision: float, recall: float, beta: float) -> float:
    """F-beta, 0 when undefined."""
    if not precision or not recall or precision != precision or recall != recall:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
