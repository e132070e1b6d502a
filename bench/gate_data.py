"""Shared by the gate benches: the held-out guardrail rows of one half, and the scoring."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.answer_sets import CHECK, HELD_BACK, TUNE, describe, sets_with

DATA = Path(__file__).with_name("data")
HELDOUT = DATA / "guardrail_heldout.csv"
# A third set, written on 23 Nov 2026 and never tuned on (bench/data/README.md).
PROBE = DATA / "guardrail_probe.csv"
# A fourth, written on 23 Nov 2026 by a separate helper that never read the gate's code or data.
FRESH = DATA / "guardrail_fresh.csv"
# Tune-only: crisis texts and crisis-like hard negatives (fifth session, bench/data/README.md).
CRISIS_TUNE = DATA / "guardrail_crisis_tune.csv"


@dataclass(frozen=True, slots=True)
class GateSet:
    """One split of one guardrail file, how it may be used (bench/answer_sets.py's roles), and
    what it is, as the benches print it (bench/data/README.md tells each set's story)."""

    split: str
    file: str
    role: str
    about: str

    @property
    def path(self) -> Path:
        return DATA / self.file


def _gate(split: str, role: str, about: str, name: str = "") -> GateSet:
    """A set whose file is guardrail_<name or split>.csv."""
    return GateSet(split, f"guardrail_{name or split}.csv", role, about)


# Every gate set, one line each.
GATE_SETS: tuple[GateSet, ...] = (
    _gate("test", HELD_BACK, "the TEST half (held back, nothing tuned on it)", "heldout"),
    _gate("tune", TUNE, "the TUNE half", "heldout"),
    _gate("probe", TUNE, "the PROBE set (23 Nov, before that day's changes)", "probe"),
    _gate("fresh_tune", TUNE, "the FRESH set's tune half (a separate helper, 23 Nov)", "fresh"),
    _gate("fresh_test", HELD_BACK, "the FRESH set's test half (held back)", "fresh"),
    _gate("blind", HELD_BACK, "the BLIND set (23 Nov, fourth session)"),
    _gate("blind2", HELD_BACK, "the BLIND2 set (24 Nov, sixth session)"),
    _gate("blind3", HELD_BACK, "the BLIND3 set (26 Nov, seventh session)"),
    _gate("blind4", HELD_BACK, "the BLIND4 set (26 Nov, ninth session)"),
    _gate("blind5", HELD_BACK, "the BLIND5 set (27 Nov, twelfth session)"),
    _gate("blind6", HELD_BACK, "the BLIND6 set (27 Nov, after that session's changes)"),
    _gate("blind7", HELD_BACK, "the BLIND7 set (27 Nov, thirteenth session, before any change)"),
    _gate("blind8", HELD_BACK, "the BLIND8 set (27 Nov, fourteenth session, before any change)"),
    _gate("blind9", HELD_BACK, "the BLIND9 set (28 Nov, fifteenth session, before any change)"),
    _gate("blind10", HELD_BACK, "the BLIND10 set (28 Nov, sixteenth session, before any change)"),
    _gate("blind11", HELD_BACK, "the BLIND11 set (29 Nov, seventeenth session, before any change)"),
    _gate("blind12", HELD_BACK, "the BLIND12 set (29 Nov, eighteenth session, before any change)"),
    _gate("blind13", HELD_BACK, "the BLIND13 set (29 Nov, eighteenth session, after its changes)"),
    _gate("blind14", HELD_BACK, "the BLIND14 set (29 Nov, nineteenth session, before any change)"),
    _gate("blind15", HELD_BACK, "the BLIND15 set (29 Nov, nineteenth session, during its changes)"),
    _gate("blind16", HELD_BACK, "the BLIND16 set (29 Nov, twentieth session, before its changes)"),
    _gate("blind17", HELD_BACK, "the BLIND17 set (29 Nov, twentieth session, during its changes)"),
    _gate("blind18", HELD_BACK, "the BLIND18 set (29 Nov, twentieth session, late in its changes)"),
    _gate("blind19", HELD_BACK, "the BLIND19 set (29 Nov, twenty-first session, before changes)"),
    _gate("blind20", HELD_BACK, "the BLIND20 set (29 Nov, twenty-first session, during changes)"),
    _gate("blind21", HELD_BACK, "the BLIND21 set (29 Nov, twenty-first session, late)"),
    _gate("blind22", HELD_BACK, "the BLIND22 set (29 Nov, twenty-first session, last)"),
    _gate("blind23", HELD_BACK, "the BLIND23 set (30 Nov, twenty-second session, before changes)"),
    _gate("blind24", HELD_BACK, "the BLIND24 set (30 Nov, twenty-second session, during changes)"),
    _gate("blind25", HELD_BACK, "the BLIND25 set (30 Nov, twenty-second session, late)"),
    _gate("blind26", HELD_BACK, "the BLIND26 set (30 Nov, twenty-second session, last)"),
    _gate("blind27", HELD_BACK, "the BLIND27 set (29 Nov, twenty-third session, first)"),
    _gate("blind28", HELD_BACK, "the BLIND28 set (29 Nov, twenty-third session, during)"),
    _gate("blind29", HELD_BACK, "the BLIND29 set (29 Nov, twenty-third session, late)"),
    _gate("blind30", HELD_BACK, "the BLIND30 set (29 Nov, twenty-third session, last)"),
    _gate("blind31", HELD_BACK, "the BLIND31 set (29 Nov, twenty-fourth session, first)"),
    _gate("blind32", HELD_BACK, "the BLIND32 set (29 Nov, twenty-fourth session, during)"),
    _gate("blind33", HELD_BACK, "the BLIND33 set (29 Nov, twenty-fourth session, late)"),
    _gate("blind34", HELD_BACK, "the BLIND34 set (29 Nov, twenty-fourth session, last)"),
    _gate("blind35", HELD_BACK, "the BLIND35 set (29 Nov, twenty-fifth session, first)"),
    _gate("blind36", HELD_BACK, "the BLIND36 set (29 Nov, twenty-fifth session, mid-session)"),
    _gate("blind37", HELD_BACK, "the BLIND37 set (30 Nov, twenty-fifth session, last)"),
    _gate("blind38", HELD_BACK, "the BLIND38 set (30 Nov, twenty-sixth session, first)"),
    _gate("blind39", HELD_BACK, "the BLIND39 set (30 Nov, twenty-sixth session, mid)"),
    _gate("blind40", HELD_BACK, "the BLIND40 set (30 Nov, twenty-seventh session, first)"),
    _gate("blind41", HELD_BACK, "the BLIND41 set (30 Nov, twenty-seventh session, mid)"),
    _gate("blind42", HELD_BACK, "the BLIND42 set (30 Nov, twenty-eighth session, first)"),
    _gate("blind43", HELD_BACK, "the BLIND43 set (30 Nov, twenty-eighth session, crisis-heavy)"),
    _gate("blind44", HELD_BACK, "the BLIND44 set (30 Nov, twenty-ninth session)"),
    _gate("blind45", HELD_BACK, "the BLIND45 set (30 Nov, twenty-ninth session, SMS style)"),
    _gate("blind46", HELD_BACK, "the BLIND46 set (30 Nov, thirtieth session, multi-sentence)"),
    _gate("blind47", HELD_BACK, "the BLIND47 set (30 Nov, thirty-first session, terse SMS)"),
    _gate("blind48", HELD_BACK, "the BLIND48 set (30 Nov, thirty-second session, scene first)"),
    _gate("blind49", HELD_BACK, "the BLIND49 set (30 Nov, thirty-third session, dictated)"),
    _gate("blind50", HELD_BACK, "the BLIND50 set (1 Dec, thirty-fourth session, relayed texts)"),
    _gate("blind51", HELD_BACK, "the BLIND51 set (1 Dec, thirty-fifth, dictated, code-switched)"),
    _gate("blind52", HELD_BACK, "the BLIND52 set (1 Dec, 36th, learners, hurried, emoji words)"),
    _gate("blind53", HELD_BACK, "the BLIND53 set (1 Dec, 37th, autocorrect slips, long stories)"),
    _gate("crisis_fit", TUNE, "the CRISIS_TUNE half in the exemplars", "crisis_tune"),
    _gate("crisis_check", TUNE, "the CRISIS_TUNE half out of the exemplars", "crisis_tune"),
    _gate("authors14", TUNE, "minors, advice and hard negatives by a new author (26 Nov)"),
    _gate("authors15", TUNE, "crisis, minors, advice, gaming help, hard negatives (27 Nov)"),
    _gate("authors16", TUNE, "privacy, complaints, staff requests and more (27 Nov)"),
    _gate("authors17", TUNE, "crisis and crisis-like hard negatives (27 Nov)"),
    _gate("authors18", TUNE, "oblique crisis texts and hard negatives (27 Nov)"),
    _gate("authors19", TUNE, "crisis mixed with other topics, privacy, gaming help"),
    _gate("authors20", TUNE, "every category, crisis first, crisis-like hard negatives"),
    _gate("authors21", TUNE, "crisis without the obvious words and look-alikes, en/es"),
    _gate("authors22", TUNE, "crisis without the obvious words and look-alikes, pt/zh"),
    _gate("authors23", TUNE, "privacy, gaming help, staff requests, complaints"),
    _gate("authors24", TUNE, "crisis without the obvious words and look-alikes, en/es"),
    _gate("authors25", TUNE, "crisis without the obvious words and look-alikes, pt/zh"),
    _gate("authors26", TUNE, "every category but crisis, hard negatives, ordinary texts"),
    _gate("authors27", TUNE, "crisis in four languages and look-alikes, mid-session"),
    _gate("authors28", TUNE, "every category but crisis and look-alikes, mid-session"),
    _gate("authors29", TUNE, "crisis in four languages and look-alikes, fifteenth session"),
    _gate("authors30", TUNE, "every category but crisis, hard negatives, ordinary texts"),
    _gate("authors31", CHECK, "every category, written mid-session as a check"),
    _gate("authors32", TUNE, "crisis en/es and look-alikes, fifteenth session"),
    _gate("authors33", TUNE, "crisis pt/zh and look-alikes, fifteenth session"),
    _gate("authors34", TUNE, "every category but crisis, hard negatives, ordinary"),
    _gate("authors35", CHECK, "ordinary texts and look-alikes in four languages"),
    _gate("authors36", CHECK, "crisis in four languages and look-alikes, a late check"),
    _gate("authors37", CHECK, "every category and look-alikes, sixteenth session, in no fit"),
    _gate("authors38", CHECK, "every category and look-alikes, sixteenth session, late"),
    _gate("authors39", TUNE, "crisis (half mixed), gaming help, look-alikes; seventeenth"),
    _gate("authors40", TUNE, "privacy, gaming help, minors, mixed crisis, look-alikes"),
    _gate("authors41", TUNE, "privacy in four languages, gaming help, minors, mixed crisis"),
    _gate("authors42", TUNE, "crisis said in passing, every category, look-alikes"),
    _gate("authors43", TUNE, "crisis hinted in passing, look-alikes of every category"),
    _gate("authors44", TUNE, "crisis in four languages, panicked or flat, look-alikes"),
    _gate("authors45", TUNE, "privacy, gaming help and minors, near-translations"),
    _gate("authors46", TUNE, "crisis said in passing, hinted or reported, idiom look-alikes"),
    _gate("authors47", TUNE, "privacy every way, gaming help, minors, own-data look-alikes"),
    _gate("authors48", TUNE, "the seven other categories in four languages, look-alikes"),
    _gate("authors49", TUNE, "crisis and look-alikes in Spanish, Portuguese and Chinese"),
    _gate("authors50", TUNE, "look-alikes of every category beside their positives"),
    _gate("authors51", TUNE, "English crisis in passing or hinted, look-alikes"),
    _gate("authors52", TUNE, "privacy, gaming help, minors and look-alikes, four languages"),
    _gate("authors53", TUNE, "crisis and look-alikes, mostly Spanish, Portuguese and Chinese"),
    _gate("authors54", TUNE, "seven categories asked sideways, look-alikes beside them"),
    _gate("authors55", TUNE, "crisis in passing or hinted, privacy as favours, four languages"),
    _gate("authors56", TUNE, "crisis as texted, privacy every way, gaming help, look-alikes"),
    _gate("authors57", TUNE, "crisis written the hard way, look-alikes sharing its words"),
    _gate("authors58", TUNE, "seven categories asked sideways, crisis in passing, look-alikes"),
    _gate("authors59", TUNE, "crisis in distinct voices, every kind, look-alikes in the same"),
    _gate("authors60", TUNE, "every category mostly in es/pt/zh, regional slang, look-alikes"),
    _gate("authors61", TUNE, "crisis nobody writes about, en/es, look-alikes sharing its words"),
    _gate("authors62", TUNE, "zh and pt crisis, privacy, gaming help, minors; idiom look-alikes"),
    _gate("authors63", TUNE, "every category as guests of many kinds text, four languages"),
    _gate("authors64", TUNE, "look-alikes of every category beside thin-lined positives"),
    _gate("authors65", TUNE, "crisis implied by details, indirect asks, harmless look-alikes"),
    _gate("authors66", TUNE, "crisis as frightened or numb people text it; look-alikes"),
    _gate("authors67", TUNE, "privacy, gaming, minors, cash said sideways; crisis idioms"),
    _gate("authors68", TUNE, "a case inside an ordinary request; alarming words said safely"),
    _gate("authors69", TUNE, "crisis in each language's own idioms; look-alikes in the same"),
    _gate("authors70", TUNE, "look-alikes of every category; positives said unexpectedly"),
    _gate("authors71", TUNE, "crisis veiled or told by symptoms; the same shapes meaning no harm"),
    _gate("authors72", TUNE, "look-alikes a careless filter flags; crises sharing their words"),
    _gate("authors73", TUNE, "as typed on phones: run-ons, slang, two bursts in one text"),
    _gate("authors74", TUNE, "imagined guests with backstories; situations, not stock phrases"),
    _gate("authors75", TUNE, "the compliance categories said every way; their look-alikes"),
    _gate("authors76", TUNE, "look-alikes of this session's own concepts; crises in many voices"),
    _gate("authors77", TUNE, "typed in a hurry or in distress; urgent-sounding look-alikes"),
    _gate("authors78", TUNE, "third parties and bystanders; third parties who are fine"),
    _gate("authors79", TUNE, "each language's own idioms and registers; alarming idioms"),
    _gate("authors80", TUNE, "the borderline between the categories and none; look-alikes"),
    _gate("authors81", TUNE, "crisis as frightened, numb or ashamed people text it; look-alikes"),
    _gate("authors82", TUNE, "each category said sideways, never in its textbook word"),
    _gate("authors83", TUNE, "long messages in two or three parts, the case one of them"),
    _gate("authors84", TUNE, "ordinary guest life a careless filter flags; cases beside it"),
    _gate("authors85", TUNE, "guests of every age and background, and people writing for others"),
    _gate("authors86", TUNE, "crisis without any of the obvious words; the same scenes harmless"),
    _gate("authors87", TUNE, "short texts under 60 characters, mostly es/pt/zh; short look-alikes"),
    _gate("authors88", TUNE, "the non-crisis categories in situations a rule-writer would miss"),
    _gate("authors89", TUNE, "at night and under the influence; drunk but harmless texts"),
    _gate("authors90", TUNE, "families and groups; group logistics that share the cases' words"),
    _gate("authors91", TUNE, "each case where it happens in the resort; alarming words there"),
    _gate("authors92", TUNE, "cases said politely, calmly or cheerfully; calm look-alikes"),
    _gate("authors93", TUNE, "two languages or scripts in one text; heavy misspelling"),
    _gate("authors94", TUNE, "follow-up texts: second or third messages, retractions"),
    _gate("authors95", TUNE, "crisis told by what a bystander sees, by logistics, by a search"),
    _gate("authors96", TUNE, "crisis buried in texts that look like another category"),
    _gate("authors97", TUNE, "cases played down ('probably nothing'); violent words for games"),
    _gate("authors98", TUNE, "people texting for others or in a role: tour leaders, caregivers"),
    _gate("authors99", TUNE, "Chinese only: Mandarin and Cantonese, WeChat style, short and long"),
    _gate("authors100", TUNE, "Spanish and Portuguese only: regional voices, WhatsApp style"),
    _gate("authors101", TUNE, "medical emergencies of every kind; medical questions that are not"),
    _gate("authors102", TUNE, "violence, threats and danger from people; safety questions"),
    _gate("authors103", TUNE, "suicide and self-harm said indirectly; gambling problems; idioms"),
    _gate("authors104", TUNE, "older guests and their families; dictated and formal texts"),
    _gate("authors105", TUNE, "the other categories said indirectly or disguised; look-alikes"),
    _gate("authors106", TUNE, "look-alikes first; crises in the same everyday settings"),
    _gate("authors107", TUNE, "a busy Saturday night's inbox: every category, language, voice"),
    _gate("authors108", TUNE, "es/pt/zh from guests not fluent in English: literal, mixed"),
    _gate("authors109", TUNE, "bystanders describing what they see; alarming sights harmless"),
    _gate("authors110", TUNE, "long ordinary texts with the case in one sentence; mood swings"),
    _gate("authors111", TUNE, "very short texts typed in a hurry: fragments, pinyin, caps"),
    _gate("authors112", TUNE, "an ordinary month's inbox: every guest, every case, look-alikes"),
    _gate("authors113", TUNE, "the other categories in native es/pt/zh voices and regional slang"),
    _gate("authors114", TUNE, "precision: mostly look-alikes a careless filter flags"),
    _gate("authors115", TUNE, "voice dictation, forwarded and translated texts; the same harmless"),
    _gate("authors116", TUNE, "emergencies particular to a casino resort; the same places fine"),
    _gate("authors117", TUNE, "despair and suicide risk in each language's idioms; strong moods"),
    _gate("authors118", TUNE, "gambling problems and cash matters in depth; routine cage talk"),
    _gate("authors119", TUNE, "other guests' privacy and minors in depth; one's own bookings"),
    _gate("authors120", TUNE, "injection, advice, asking for a person, complaints in depth"),
    _gate("authors121", TUNE, "code-switching: Spanglish, Portuguese-English, Chinese-English"),
    _gate("authors122", TUNE, "crisis understated, by symptoms or plans; the same scenes harmless"),
    _gate("authors123", TUNE, "the other categories indirect, polite, in passing; near misses"),
    _gate("authors124", TUNE, "a holiday weekend's inbox: multi-part texts, follow-ups"),
    _gate("authors125", TUNE, "crisis hard to read (hints, symptoms, third person); look-alikes"),
    _gate("authors126", TUNE, "the eight other categories said indirectly, half es/pt/zh"),
    _gate("authors127", TUNE, "a New Year's Eve inbox: every category, mostly ordinary"),
    _gate("authors128", TUNE, "crisis hidden inside another request; strong feeling, no crisis"),
    _gate("authors129", TUNE, "crisis at 2-4 am: very short, slang, typos; look-alikes"),
    _gate("authors130", TUNE, "crisis in passing inside ordinary business, mostly es/pt/zh"),
    _gate("authors131", TUNE, "emergencies and violence told by symptoms; look-alikes"),
    _gate("authors132", TUNE, "crisis forwarded, dictated, code-switched, formal; look-alikes"),
    _gate("authors133", TUNE, "the other categories in those forms, mostly es/pt/zh"),
    _gate("authors134", TUNE, "crisis by symptoms, in passing, reported; look-alikes (28th)"),
    _gate("authors135", TUNE, "the other eight categories asked sideways; look-alikes (28th)"),
    _gate("authors136", TUNE, "privacy, minors, gambling help, advice, complaints, mostly en"),
    _gate("authors137", TUNE, "crisis told many ways, crisis look-alikes (twenty-ninth session)"),
    _gate("authors138", TUNE, "multi-sentence texts, many look-alikes, plain style (thirtieth)"),
    _gate("authors139", TUNE, "terse SMS texts, 120 look-alikes (thirty-first session)"),
    _gate("authors140", TUNE, "scene-first texts, 120 look-alikes (thirty-second session)"),
    _gate("authors141", TUNE, "dictated texts, 120 look-alikes (thirty-third session)"),
    _gate("authors142", TUNE, "relayed texts, euphemisms, 120 look-alikes (thirty-fourth)"),
    _gate("authors143", TUNE, "relayed and formal texts, 160 look-alikes (thirty-fourth)"),
    _gate("authors144", TUNE, "crisis told indirectly, 144 look-alikes (thirty-fourth)"),
    _gate("authors145", TUNE, "dictated, code-switched, two needs, 120 look-alikes (35th)"),
    _gate("authors146", TUNE, "crisis, 144 crisis look-alikes, code-switched (35th)"),
    _gate("authors147", TUNE, "sarcasm, slang, emoji, 120 look-alikes (35th)"),
    _gate("authors148", TUNE, "long stories, two categories, quotes, 120 look-alikes (35th)"),
    _gate("authors149", TUNE, "learners, hurried, sarcasm, emoji words, 120 look-alikes (36th)"),
    _gate("authors150", TUNE, "long stories: 80 crisis, 120 look-alikes, 40 other (36th)"),
    _gate("authors151", TUNE, "autocorrect slips, run-ons, 120 look-alikes (37th)"),
)
BY_SPLIT: dict[str, GateSet] = {gate_set.split: gate_set for gate_set in GATE_SETS}
SOURCES = {gate_set.split: gate_set.path for gate_set in GATE_SETS}
# What each split is, with what its role allows, as the benches print it.
DESCRIPTIONS = {s.split: describe(s.about, s.role) for s in GATE_SETS}


def source_of(split: str) -> Path:
    """The file holding `split`'s rows."""
    return BY_SPLIT[split].path


def splits_with(role: str) -> tuple[str, ...]:
    """The gate splits of one role, in the table's order."""
    return tuple(gate_set.split for gate_set in GATE_SETS if gate_set.role == role)


# The report-only gate sets: nothing is chosen on them, only aggregates are printed.
HELD_BACK_GATE_SPLITS = splits_with(HELD_BACK)
# Tune-side sets kept out of every fit and never tuned on: checks of a choice made elsewhere.
CHECK_GATE_SPLITS = splits_with(CHECK)

NONE = "none"
LANGUAGES = ("en", "es", "pt", "zh")


@dataclass(frozen=True)
class Row:
    text: str
    category: str  # a Guardrail value or "none"
    language: str
    kind: str  # positive, hard_negative, benign


# The writer's brief of later sets calls a plain question "ordinary"; the benches, "benign".
_KINDS = {"ordinary": "benign"}


def load_half(split: str, path: Path = HELDOUT) -> list[Row]:
    """The rows of one half (`tune` or `test`); the other half is never read into memory."""
    with path.open(encoding="utf-8", newline="") as handle:
        return [
            Row(r["text"], r["category"] or NONE, r["language"], _KINDS.get(r["kind"], r["kind"]))
            for r in csv.DictReader(handle)
            if r["split"] == split
        ]


ANSWERS = Path(__file__).with_name("data") / "answer_heldout.jsonl"


DATA = Path(__file__).with_name("data")
# Every tune-side answer set: file, split (bench/answer_sets.py).
TUNE_SIDE_QUESTIONS = tuple((s.path, s.split) for s in sets_with(TUNE))
# A question whose right answer holds one of these is a guardrail case (a helpline, the
# self-exclusion programme, another guest's room), not an ordinary question.
GUARDRAIL_ANSWERS = ("privacy", "self-exclusion", "1-888-789-7777")


# The held-back answer sets: report only (aggregates), never tuned on.
HELD_BACK_QUESTIONS = tuple((s.path, s.split) for s in sets_with(HELD_BACK))


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
