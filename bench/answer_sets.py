"""Every guest-question set the answer benches read: its split, file, role and what it is.

One table, so adding a set is one line (bench/data/README.md tells each set's story). A role
says what a set may be used for:

- `tune`: read freely; answer rules may be chosen on it.
- `check`: kept out of every choice; run only to check a choice made elsewhere.
- `held_back`: report only; benches print its aggregates, never a question or a reply.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).with_name("data")
TUNE, CHECK, HELD_BACK = "tune", "check", "held_back"


@dataclass(frozen=True, slots=True)
class AnswerSet:
    """One split of one answer file, and how it may be used."""

    split: str
    path: Path
    role: str
    about: str


def _set(split: str, name: str, role: str, about: str) -> AnswerSet:
    return AnswerSet(split, DATA / name, role, about)


# The tune-side order is the order bench/linear_texts.py writes their questions in.
ANSWER_SETS: tuple[AnswerSet, ...] = (
    _set("tune", "answer_heldout.jsonl", TUNE, "the TUNE half"),
    _set("test", "answer_heldout.jsonl", HELD_BACK, "the TEST half (held back)"),
    _set("fresh_tune", "answer_fresh.jsonl", TUNE, "the FRESH set's tune half (23 Nov)"),
    _set("fresh_test", "answer_fresh.jsonl", HELD_BACK, "the FRESH set's test half (held back)"),
    _set("probe", "answer_probe.jsonl", TUNE, "the PROBE set (23 Nov, before that day's changes)"),
    _set("tune2", "answer_tune2.jsonl", TUNE, "TUNE2 (23 Nov, fourth session, declines)"),
    _set("ml_tune", "answer_multilingual.jsonl", TUNE, "the MULTILINGUAL tune half (es/pt/zh)"),
    _set("ml_test", "answer_multilingual.jsonl", HELD_BACK, "the MULTILINGUAL test half"),
    _set("ml_tune2", "answer_multilingual_tune2.jsonl", TUNE, "the second MULTILINGUAL set"),
    _set("tune3", "answer_tune3.jsonl", TUNE, "TUNE3 (26 Nov, ninth session, four languages)"),
    _set("tune4", "answer_tune4.jsonl", TUNE, "TUNE4 (26 Nov, eleventh session, four languages)"),
    _set("tune5", "answer_tune5.jsonl", TUNE, "TUNE5 (27 Nov, mostly declines)"),
    _set("tune6", "answer_tune6.jsonl", TUNE, "TUNE6 (27 Nov, thirteenth session)"),
    _set("tune7", "answer_tune7.jsonl", TUNE, "TUNE7 (27 Nov, fourteenth session, declines)"),
    _set("tune8", "answer_tune8.jsonl", TUNE, "TUNE8 (28 Nov, fifteenth session, declines)"),
    _set("tune9", "answer_tune9.jsonl", TUNE, "TUNE9 (28 Nov, fifteenth session, answerable)"),
    _set("tune10", "answer_tune10.jsonl", TUNE, "TUNE10 (28 Nov, sixteenth session)"),
    _set("tune11", "answer_tune11.jsonl", CHECK, "TUNE11 (28 Nov; a check, never tuned on)"),
    _set("tune12", "answer_tune12.jsonl", TUNE, "TUNE12 (29 Nov, seventeenth session, declines)"),
    _set("tune13", "answer_tune13.jsonl", TUNE, "TUNE13 (29 Nov, eighteenth session, declines)"),
    _set("tune14", "answer_tune14.jsonl", TUNE, "TUNE14 (29 Nov, nineteenth session, declines)"),
    _set("tune15", "answer_tune15.jsonl", TUNE, "TUNE15 (29 Nov, nineteenth session, declines)"),
    _set("tune16", "answer_tune16.jsonl", TUNE, "TUNE16 (29 Nov, nineteenth, typos, declines)"),
    _set("tune17", "answer_tune17.jsonl", TUNE, "TUNE17 (29 Nov, nineteenth, facets, declines)"),
    _set("tune18", "answer_tune18.jsonl", TUNE, "TUNE18 (29 Nov, twentieth, declines, lookalikes)"),
    _set("tune19", "answer_tune19.jsonl", TUNE, "TUNE19 (29 Nov, twentieth, four languages)"),
    _set("tune20", "answer_tune20.jsonl", TUNE, "TUNE20 (29 Nov, twentieth, English)"),
    _set("tune21", "answer_tune21.jsonl", TUNE, "TUNE21 (29 Nov, twenty-first, declines)"),
    _set("tune22", "answer_tune22.jsonl", TUNE, "TUNE22 (29 Nov, twenty-first, facets)"),
    _set("tune23", "answer_tune23.jsonl", TUNE, "TUNE23 (30 Nov, twenty-second, hard declines)"),
    _set("tune24", "answer_tune24.jsonl", TUNE, "TUNE24 (29 Nov, twenty-third session, declines)"),
    _set("tune25", "answer_tune25.jsonl", TUNE, "TUNE25 (29 Nov, twenty-fourth session, declines)"),
    _set("tune26", "answer_tune26.jsonl", TUNE, "TUNE26 (29 Nov, twenty-fourth session, declines)"),
    _set("tune27", "answer_tune27.jsonl", TUNE, "TUNE27 (30 Nov, twenty-sixth, declines)"),
    _set("tune28", "answer_tune28.jsonl", TUNE, "TUNE28 (30 Nov, twenty-seventh, declines)"),
    _set("tune29", "answer_tune29.jsonl", TUNE, "TUNE29 (30 Nov, twenty-eighth, every kind)"),
    _set("tune30", "answer_tune30.jsonl", TUNE, "TUNE30 (30 Nov, twenty-ninth, many declines)"),
    _set("tune31", "answer_tune31.jsonl", TUNE, "TUNE31 (30 Nov, thirtieth session)"),
    _set("tune32", "answer_tune32.jsonl", TUNE, "TUNE32 (30 Nov, thirty-first, terse SMS)"),
    _set("tune33", "answer_tune33.jsonl", TUNE, "TUNE33 (30 Nov, thirty-second, scene first)"),
    _set("tune34", "answer_tune34.jsonl", TUNE, "TUNE34 (30 Nov, thirty-third, dictated)"),
    _set("tune35", "answer_tune35.jsonl", TUNE, "TUNE35 (1 Dec, thirty-fourth, relayed)"),
    _set("tune36", "answer_tune36.jsonl", TUNE, "TUNE36 (1 Dec, thirty-fourth, relayed, formal)"),
    _set("tune37", "answer_tune37.jsonl", TUNE, "TUNE37 (1 Dec, thirty-fifth, code-switched)"),
    _set("tune38", "answer_tune38.jsonl", TUNE, "TUNE38 (1 Dec, thirty-fifth, tricky declines)"),
    _set("tune39", "answer_tune39.jsonl", TUNE, "TUNE39 (1 Dec, thirty-fifth, slang, sarcasm)"),
    _set("tune40", "answer_tune40.jsonl", TUNE, "TUNE40 (1 Dec, thirty-fifth, comparisons)"),
    _set("tune41", "answer_tune41.jsonl", TUNE, "TUNE41 (1 Dec, 36th, learners, emoji words)"),
    _set("tune42", "answer_tune42.jsonl", TUNE, "TUNE42 (1 Dec, 37th, autocorrect slips)"),
    _set("blind", "answer_blind.jsonl", HELD_BACK, "BLIND (23 Nov, fourth session)"),
    _set("blind2", "answer_blind2.jsonl", HELD_BACK, "BLIND2 (24 Nov, sixth session)"),
    _set("blind3", "answer_blind3.jsonl", HELD_BACK, "BLIND3 (26 Nov, seventh session)"),
    _set("blind4", "answer_blind4.jsonl", HELD_BACK, "BLIND4 (26 Nov, ninth session)"),
    _set("blind5", "answer_blind5.jsonl", HELD_BACK, "BLIND5 (27 Nov, twelfth session)"),
    _set("blind7", "answer_blind7.jsonl", HELD_BACK, "BLIND7 (27 Nov, thirteenth session)"),
    _set("blind8", "answer_blind8.jsonl", HELD_BACK, "BLIND8 (27 Nov, fourteenth session)"),
    _set("blind9", "answer_blind9.jsonl", HELD_BACK, "BLIND9 (28 Nov, fifteenth session)"),
    _set("blind10", "answer_blind10.jsonl", HELD_BACK, "BLIND10 (28 Nov, sixteenth session)"),
    _set("blind11", "answer_blind11.jsonl", HELD_BACK, "BLIND11 (29 Nov, seventeenth session)"),
    _set("blind12", "answer_blind12.jsonl", HELD_BACK, "BLIND12 (29 Nov, eighteenth session)"),
    _set("blind14", "answer_blind14.jsonl", HELD_BACK, "BLIND14 (29 Nov, nineteenth session)"),
    _set("blind15", "answer_blind15.jsonl", HELD_BACK, "BLIND15 (29 Nov, nineteenth, during)"),
    _set("blind16", "answer_blind16.jsonl", HELD_BACK, "BLIND16 (29 Nov, twentieth, before)"),
    _set("blind17", "answer_blind17.jsonl", HELD_BACK, "BLIND17 (29 Nov, twentieth, during)"),
    _set("blind18", "answer_blind18.jsonl", HELD_BACK, "BLIND18 (29 Nov, twentieth, late)"),
    _set("blind19", "answer_blind19.jsonl", HELD_BACK, "BLIND19 (29 Nov, twenty-first, first)"),
    _set("blind20", "answer_blind20.jsonl", HELD_BACK, "BLIND20 (29 Nov, twenty-first, during)"),
    _set("blind21", "answer_blind21.jsonl", HELD_BACK, "BLIND21 (29 Nov, twenty-first, late)"),
    _set("blind22", "answer_blind22.jsonl", HELD_BACK, "BLIND22 (29 Nov, twenty-first, last)"),
    _set("blind23", "answer_blind23.jsonl", HELD_BACK, "BLIND23 (30 Nov, twenty-second, first)"),
    _set("blind24", "answer_blind24.jsonl", HELD_BACK, "BLIND24 (30 Nov, twenty-second, during)"),
    _set("blind25", "answer_blind25.jsonl", HELD_BACK, "BLIND25 (30 Nov, twenty-second, late)"),
    _set("blind26", "answer_blind26.jsonl", HELD_BACK, "BLIND26 (30 Nov, twenty-second, last)"),
    _set("blind27", "answer_blind27.jsonl", HELD_BACK, "BLIND27 (29 Nov, twenty-third, first)"),
    _set("blind28", "answer_blind28.jsonl", HELD_BACK, "BLIND28 (29 Nov, twenty-third, during)"),
    _set("blind29", "answer_blind29.jsonl", HELD_BACK, "BLIND29 (29 Nov, twenty-third, late)"),
    _set("blind30", "answer_blind30.jsonl", HELD_BACK, "BLIND30 (29 Nov, twenty-third, last)"),
    _set("blind31", "answer_blind31.jsonl", HELD_BACK, "BLIND31 (29 Nov, twenty-fourth, first)"),
    _set("blind32", "answer_blind32.jsonl", HELD_BACK, "BLIND32 (29 Nov, twenty-fourth, during)"),
    _set("blind33", "answer_blind33.jsonl", HELD_BACK, "BLIND33 (29 Nov, twenty-fourth, late)"),
    _set("blind34", "answer_blind34.jsonl", HELD_BACK, "BLIND34 (29 Nov, twenty-fourth, last)"),
    _set("blind35", "answer_blind35.jsonl", HELD_BACK, "BLIND35 (29 Nov, twenty-fifth, first)"),
    _set("blind36", "answer_blind36.jsonl", HELD_BACK, "BLIND36 (29 Nov, twenty-fifth, mid)"),
    _set("blind37", "answer_blind37.jsonl", HELD_BACK, "BLIND37 (30 Nov, twenty-fifth, last)"),
    _set("blind38", "answer_blind38.jsonl", HELD_BACK, "BLIND38 (30 Nov, twenty-sixth, first)"),
    _set("blind39", "answer_blind39.jsonl", HELD_BACK, "BLIND39 (30 Nov, twenty-sixth, mid)"),
    _set("blind40", "answer_blind40.jsonl", HELD_BACK, "BLIND40 (30 Nov, twenty-seventh, first)"),
    _set("blind41", "answer_blind41.jsonl", HELD_BACK, "BLIND41 (30 Nov, twenty-seventh, mid)"),
    _set("blind42", "answer_blind42.jsonl", HELD_BACK, "BLIND42 (30 Nov, twenty-eighth, first)"),
    _set("blind43", "answer_blind43.jsonl", HELD_BACK, "BLIND43 (30 Nov, twenty-eighth, second)"),
    _set("blind44", "answer_blind44.jsonl", HELD_BACK, "BLIND44 (30 Nov, twenty-ninth)"),
    _set("blind45", "answer_blind45.jsonl", HELD_BACK, "BLIND45 (30 Nov, twenty-ninth, SMS style)"),
    _set("blind46", "answer_blind46.jsonl", HELD_BACK, "BLIND46 (30 Nov, thirtieth, longer texts)"),
    _set("blind47", "answer_blind47.jsonl", HELD_BACK, "BLIND47 (30 Nov, thirty-first, terse SMS)"),
    _set("blind48", "answer_blind48.jsonl", HELD_BACK, "BLIND48 (30 Nov, 32nd, scene first)"),
    _set("blind49", "answer_blind49.jsonl", HELD_BACK, "BLIND49 (30 Nov, 33rd, dictated)"),
    _set("blind50", "answer_blind50.jsonl", HELD_BACK, "BLIND50 (1 Dec, 34th, relayed, euphemism)"),
    _set("blind51", "answer_blind51.jsonl", HELD_BACK, "BLIND51 (1 Dec, 35th, code-switched)"),
    _set("blind52", "answer_blind52.jsonl", HELD_BACK, "BLIND52 (1 Dec, 36th, learners, hurried)"),
    _set("blind53", "answer_blind53.jsonl", HELD_BACK, "BLIND53 (1 Dec, 37th, autocorrect slips)"),
)
BY_SPLIT = {answer_set.split: answer_set for answer_set in ANSWER_SETS}


def sets_with(role: str) -> tuple[AnswerSet, ...]:
    """The sets of one role, in the table's order."""
    return tuple(answer_set for answer_set in ANSWER_SETS if answer_set.role == role)


def describe(about: str, role: str) -> str:
    """A set's description with what its role allows, as the benches print it."""
    allowed = {TUNE: "tune side", CHECK: "a check, never tuned on", HELD_BACK: "report only"}
    return f"{about}; {allowed[role]}"
