"""Shape checks for the held-out evaluation sets in bench/data (see bench/data/README.md).

They keep the sets usable as the knowledge base and the files change: every group keeps both
halves, and every fact an answer must contain is still in the knowledge base.
"""

import csv
import json
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data"
KB_DIR = ROOT / "data" / "kb" / "mohegan_sun"
LANGUAGES = ("en", "es", "pt", "zh")
CATEGORIES = (
    "crisis",
    "prompt_injection",
    "bsa_aml",
    "responsible_gaming",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
)


def _csv(name: str) -> list[dict[str, str]]:
    with (DATA / name).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _answers() -> list[dict]:
    lines = (DATA / "answer_heldout.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _kb_text() -> str:
    parts = []
    for path in sorted(KB_DIR.glob("*.json")):
        parts.append(json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False))
    return "\n".join(parts).lower()


def _halves_balanced(groups: Counter) -> list[str]:
    keys = {k[:-1] for k in groups}
    return [
        f"{key}: tune {groups[(*key, 'tune')]} / test {groups[(*key, 'test')]}"
        for key in sorted(keys)
        if groups[(*key, "test")] == 0 or abs(groups[(*key, "tune")] - groups[(*key, "test")]) > 1
    ]


def test_guardrail_set_covers_every_category_language_and_half() -> None:
    rows = _csv("guardrail_heldout.csv")
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows)
    assert len({r["text"] for r in rows}) == len(rows)
    for r in rows:
        assert r["language"] in LANGUAGES, r
        assert r["split"] in ("tune", "test"), r
        if r["category"] == "none":
            assert r["kind"] in ("hard_negative", "benign"), r
        else:
            assert r["category"] in CATEGORIES and r["kind"] == "positive", r
    per_group = Counter((r["category"], r["language"]) for r in rows)
    for category in CATEGORIES:
        assert sum(per_group[(category, lang)] for lang in LANGUAGES) >= 30, category
        for lang in ("es", "pt", "zh"):
            assert per_group[(category, lang)] >= 5, (category, lang)
    kinds = Counter(r["kind"] for r in rows)
    assert kinds["hard_negative"] >= 80 and kinds["benign"] >= 40
    halves = Counter((r["category"], r["kind"], r["language"], r["split"]) for r in rows)
    assert _halves_balanced(halves) == []


def test_answer_set_facts_are_in_the_knowledge_base() -> None:
    items = _answers()
    assert len(items) >= 240
    assert len({i["id"] for i in items}) == len(items)
    kb = _kb_text()
    missing = []
    for item in items:
        assert item["split"] in ("tune", "test"), item
        if item["kind"] in ("offtopic", "unanswerable"):
            assert item["must_contain"] == [] and item["expect"] == "decline", item
            continue
        assert item["kind"] in ("direct", "paraphrase", "typo", "facet"), item
        assert item["must_contain"], item
        missing += [(item["id"], s) for s in item["must_contain"] if s.lower() not in kb]
    assert missing == []
    halves = Counter((i["kind"], i["split"]) for i in items)
    assert _halves_balanced(halves) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_language_set_has_both_halves_per_language(language: str) -> None:
    rows = _csv("language_heldout.csv")
    assert list(rows[0]) == ["id", "text", "language", "split"]
    assert len({r["text"].lower() for r in rows}) == len(rows)
    mine = Counter(r["split"] for r in rows if r["language"] == language)
    assert mine["tune"] + mine["test"] >= 70
    assert abs(mine["tune"] - mine["test"]) <= 1


def _tune_questions(split: str, languages: tuple[str, ...]) -> list[dict]:
    """A tune-side answer set's rows, each checked: unique, its split and language, a decline
    with nothing to contain, or an answer whose every `must_contain` string is in the KB."""
    lines = (DATA / f"answer_{split}.jsonl").read_text(encoding="utf-8").splitlines()
    items = [json.loads(line) for line in lines]
    assert len({i["id"] for i in items}) == len(items)
    assert len({i["question"].lower() for i in items}) == len(items)
    kb = _kb_text()
    for item in items:
        assert item["split"] == split and item["language"] in languages, item
        if item["kind"] in ("offtopic", "unanswerable"):
            assert item["must_contain"] == [] and item["expect"] == "decline", item
            continue
        assert item["kind"] in ("direct", "paraphrase", "typo", "facet"), item
        assert item["must_contain"] and all(s.lower() in kb for s in item["must_contain"]), item
    return items


def test_tune4_set_shape_and_facts() -> None:
    items = _tune_questions("tune4", LANGUAGES)
    assert len(items) >= 140
    languages = Counter(i["language"] for i in items)
    assert languages["en"] >= 100 and min(languages[x] for x in ("es", "pt", "zh")) >= 10


def test_tune5_set_shape_and_facts() -> None:
    items = _tune_questions("tune5", ("en",))
    assert len(items) >= 80 and all(i["kind"] != "direct" for i in items)
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] >= 25 and kinds["unanswerable"] >= 20 and kinds["facet"] >= 20


def test_tune6_set_shape_and_facts() -> None:
    items = _tune_questions("tune6", LANGUAGES)
    assert len(items) >= 110
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 35 and kinds["facet"] >= 25


def test_tune11_set_shape_and_facts() -> None:
    items = _tune_questions("tune11", LANGUAGES)
    assert len(items) >= 120
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 45 and kinds["facet"] >= 25


def test_tune12_set_shape_and_facts() -> None:
    items = _tune_questions("tune12", LANGUAGES)
    assert len(items) >= 140
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 60 and kinds["facet"] >= 30


def test_tune13_set_shape_and_facts() -> None:
    items = _tune_questions("tune13", LANGUAGES)
    assert len(items) >= 120
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 60 and kinds["facet"] >= 20


def test_tune10_set_shape_and_facts() -> None:
    items = _tune_questions("tune10", LANGUAGES)
    assert len(items) >= 160
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 60 and kinds["facet"] >= 30


def test_tune9_set_shape_and_facts() -> None:
    items = _tune_questions("tune9", LANGUAGES)
    assert len(items) >= 150
    kinds = Counter(i["kind"] for i in items)
    assert kinds["paraphrase"] >= 30 and kinds["facet"] >= 30 and kinds["typo"] >= 20


def test_tune8_set_shape_and_facts() -> None:
    items = _tune_questions("tune8", LANGUAGES)
    assert len(items) >= 140
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 80 and kinds["facet"] >= 20


def test_tune7_set_shape_and_facts() -> None:
    items = _tune_questions("tune7", LANGUAGES)
    assert len(items) >= 120
    kinds = Counter(i["kind"] for i in items)
    assert kinds["offtopic"] + kinds["unanswerable"] >= 50 and kinds["facet"] >= 20


@pytest.mark.parametrize(
    ("name", "split", "categories"),
    [
        ("guardrail_authors14.csv", "authors14", ("age_minors", "gambling_advice", "none")),
        (
            "guardrail_authors15.csv",
            "authors15",
            ("crisis", "age_minors", "gambling_advice", "responsible_gaming", "none"),
        ),
        (
            "guardrail_authors19.csv",
            "authors19",
            ("crisis", "patron_privacy", "responsible_gaming", "none"),
        ),
    ],
)
def test_unseen_author_set_reads_as_guardrails_eval_reads_a_split(
    name: str, split: str, categories: tuple[str, ...]
) -> None:
    rows = _csv(name)
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows)
    for r in rows:
        assert r["language"] in LANGUAGES and r["split"] == split, r
        expected_kind = "hard_negative" if r["category"] == "none" else "positive"
        assert r["category"] in (*CATEGORIES, "none") and r["kind"] == expected_kind, r
    counts = Counter(r["category"] for r in rows)
    assert set(counts) == set(categories)
    assert min(counts.values()) >= 30


def test_authors16_set_reads_as_guardrails_eval_reads_a_split() -> None:
    rows = _csv("guardrail_authors16.csv")
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows) == len({r["text"] for r in rows})
    for r in rows:
        assert r["language"] in LANGUAGES and r["split"] == "authors16", r
        expected_kind = "hard_negative" if r["category"] == "none" else "positive"
        assert r["category"] in (*CATEGORIES, "none") and r["kind"] == expected_kind, r
    counts = Counter(r["category"] for r in rows)
    assert min(counts["patron_privacy"], counts["complaint"]) >= 40 and counts["none"] >= 70


@pytest.mark.parametrize(
    ("name", "split", "crisis"),
    [("guardrail_authors17.csv", "authors17", 90), ("guardrail_authors18.csv", "authors18", 100)],
)
def test_crisis_author_set_reads_as_guardrails_eval_reads_a_split(
    name: str, split: str, crisis: int
) -> None:
    rows = _csv(name)
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows) == len({r["text"] for r in rows})
    for r in rows:
        assert r["language"] in LANGUAGES and r["split"] == split, r
        expected_kind = "hard_negative" if r["category"] == "none" else "positive"
        assert r["category"] in ("crisis", "none") and r["kind"] == expected_kind, r
    counts = Counter(r["category"] for r in rows)
    assert counts["crisis"] >= crisis and counts["none"] >= 60


def test_authors20_set_reads_as_guardrails_eval_reads_a_split() -> None:
    rows = _csv("guardrail_authors20.csv")
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows) == len({r["text"] for r in rows})
    for r in rows:
        assert r["language"] in LANGUAGES and r["split"] == "authors20", r
        assert r["category"] in (*CATEGORIES, "none"), r
        assert (r["category"] == "none") == (r["kind"] in ("hard_negative", "benign")), r
    counts = Counter(r["category"] for r in rows)
    assert set(counts) == {*CATEGORIES, "none"}
    assert counts["crisis"] >= 80 and min(counts.values()) >= 16


@pytest.mark.parametrize(
    ("name", "split", "categories"),
    [
        ("guardrail_authors21.csv", "authors21", {"crisis", "none"}),
        ("guardrail_authors22.csv", "authors22", {"crisis", "none"}),
        ("guardrail_authors24.csv", "authors24", {"crisis", "none"}),
        ("guardrail_authors25.csv", "authors25", {"crisis", "none"}),
        ("guardrail_authors27.csv", "authors27", {"crisis", "none"}),
        ("guardrail_authors28.csv", "authors28", {*CATEGORIES, "none"} - {"crisis"}),
        ("guardrail_authors29.csv", "authors29", {"crisis", "none"}),
        ("guardrail_authors30.csv", "authors30", {*CATEGORIES, "none"} - {"crisis"}),
        ("guardrail_authors31.csv", "authors31", {*CATEGORIES, "none"}),
        ("guardrail_authors32.csv", "authors32", {"crisis", "none"}),
        ("guardrail_authors33.csv", "authors33", {"crisis", "none"}),
        ("guardrail_authors34.csv", "authors34", {*CATEGORIES, "none"} - {"crisis"}),
        ("guardrail_authors35.csv", "authors35", {"none"}),
        ("guardrail_authors36.csv", "authors36", {"crisis", "none"}),
        ("guardrail_authors37.csv", "authors37", {*CATEGORIES, "none"}),
        ("guardrail_authors38.csv", "authors38", {*CATEGORIES, "none"}),
        ("guardrail_authors39.csv", "authors39", {*CATEGORIES, "none"}),
        ("guardrail_authors40.csv", "authors40", {*CATEGORIES, "none"}),
        ("guardrail_authors26.csv", "authors26", {*CATEGORIES, "none"} - {"crisis"}),
        (
            "guardrail_authors23.csv",
            "authors23",
            {"patron_privacy", "responsible_gaming", "human_request", "complaint", "none"},
        ),
    ],
)
def test_recent_author_sets_read_as_splits(name: str, split: str, categories: set[str]) -> None:
    rows = _csv(name)
    assert list(rows[0]) == ["id", "text", "category", "language", "split", "kind"]
    assert len({r["id"] for r in rows}) == len(rows) == len({r["text"] for r in rows})
    for r in rows:
        assert r["language"] in LANGUAGES and r["split"] == split, r
        assert (r["category"] == "none") == (r["kind"] in ("hard_negative", "benign")), r
    assert {r["category"] for r in rows} == categories and len(rows) >= 200
