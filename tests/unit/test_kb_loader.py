import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from data.kb.loader import (
    KnowledgeBase,
    KnowledgeBaseError,
    build_knowledge_base,
    default_kb_root,
    list_properties,
    load_knowledge_base,
)
from data.kb.schemas import (
    CATEGORY_MODELS,
    SLUG_PATTERN,
    CasinoItem,
    DiningItem,
    FaqItem,
    OverviewItem,
)

PROPERTY = "test_resort"

OVERVIEW: dict[str, Any] = {
    "id": "overview-test-resort",
    "property_name": "Test Resort",
    "description": "A small resort used in tests.",
    "location": "1 Test Way, Testville, CT 06000",
    "phone": "1-800-555-0100",
    "website": "https://example.com",
}
DINING: dict[str, Any] = {
    "id": "dining-foo",
    "name": "Foo Grill",
    "location": "Main floor",
    "hours": {"sun-thu": "5:00 PM - 10:00 PM", "fri-sat": "5:00 PM - 11:00 PM"},
    "description": "Steaks and seafood.",
    "highlights": ["Dry-aged steaks"],
    "reservations": "Recommended",
}
CASINO: dict[str, Any] = {
    "id": "casino-main-floor",
    "name": "Main Floor",
    "location": "Ground level",
    "games_offered": ["Blackjack", "Roulette", "Slot machines"],
    "smoking_policy": "Smoke-free",
    "description": "The main gaming floor.",
}
FAQ: dict[str, Any] = {
    "id": "faq-age",
    "question": "How old must I be to gamble?",
    "answer": "21 or older.",
    "category_ref": "casino",
    "tags": ["age"],
}


def envelope(category: str, items: list) -> dict:
    return {
        "property_id": PROPERTY,
        "category": category,
        "last_updated": "2026-11-22",
        "source": "unit test",
        "schema_version": 1,
        "items": items,
    }


def write(root: Path, name: str, data) -> None:
    folder = root / PROPERTY
    folder.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    (folder / name).write_text(text, encoding="utf-8")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    write(tmp_path, "overview.json", envelope("overview", [OVERVIEW]))
    write(tmp_path, "dining.json", envelope("dining", [DINING]))
    write(tmp_path, "casino.json", envelope("casino", [CASINO]))
    write(tmp_path, "faq.json", envelope("faq", [FAQ]))
    return tmp_path


def load_error(root: Path) -> KnowledgeBaseError:
    with pytest.raises(KnowledgeBaseError) as caught:
        load_knowledge_base(root, PROPERTY)
    return caught.value


# --- the shipped Mohegan Sun data -------------------------------------------------------


@pytest.fixture(scope="module")
def mohegan():
    return load_knowledge_base(default_kb_root(), "mohegan_sun")


def test_shipped_data_loads_with_enough_items(mohegan):
    assert len(mohegan.items) >= 60
    assert mohegan.property_id == "mohegan_sun"
    assert re.fullmatch(r"[0-9a-f]{16}", mohegan.version)


def test_shipped_ids_are_unique_slugs(mohegan):
    ids = [item.id for item in mohegan.items]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(SLUG_PATTERN, item_id) for item_id in ids)


@pytest.mark.parametrize(
    ("category", "minimum"),
    [
        ("overview", 1),
        ("dining", 14),
        ("entertainment", 6),
        ("hotel", 5),
        ("amenities", 10),
        ("casino", 4),
        ("promotions", 4),
        ("faq", 20),
    ],
)
def test_shipped_data_covers_every_category(mohegan, category, minimum):
    assert len(mohegan.by_category(category)) >= minimum


def test_every_category_has_a_shipped_file():
    folder = default_kb_root() / "mohegan_sun"
    assert {path.stem for path in folder.glob("*.json")} == set(CATEGORY_MODELS)


def test_shipped_overview_contact_details(mohegan):
    overview = mohegan.overview
    assert isinstance(overview, OverviewItem)
    assert overview.phone == "1-888-226-7711"
    assert overview.website == "https://mohegansun.com"
    assert overview.location == "1 Mohegan Sun Boulevard, Uncasville, CT 06382"
    assert (overview.check_in, overview.check_out) == ("4:00 PM", "11:00 AM")


def test_shipped_hours_all_parse(mohegan):
    with_hours = [item for item in mohegan.items if item.opening_hours() is not None]
    assert len(with_hours) >= 20
    assert all(item.opening_hours().describe() for item in with_hours)


def test_shipped_self_exclusion_answer_gives_ct_helpline(mohegan):
    answer = mohegan.get("faq-self-exclusion").summary()
    assert "1-888-789-7777" in answer
    assert "DMHAS" in answer


def test_shipped_data_lists_the_three_casinos(mohegan):
    names = {item.title() for item in mohegan.by_category("casino")}
    assert {"Casino of the Earth", "Casino of the Sky", "Casino of the Wind"} <= names


def test_default_root_is_the_package_folder():
    assert default_kb_root() == Path(__file__).parents[2] / "data" / "kb"
    assert "mohegan_sun" in list_properties(default_kb_root())


# --- the knowledge base object ---------------------------------------------------------


def test_get_and_by_category(root):
    kb = load_knowledge_base(root, PROPERTY)
    found = kb.get("dining-foo")
    assert found is not None and found.title() == "Foo Grill"
    assert kb.get("nope") is None
    assert [item.id for item in kb.by_category("casino")] == ["casino-main-floor"]
    assert kb.by_category("hotel") == ()
    with pytest.raises(ValueError, match="unknown category"):
        kb.by_category("amenity")
    assert [item.category for item in kb.items] == ["overview", "dining", "casino", "faq"]


def test_version_tracks_content_not_order(root):
    first = load_knowledge_base(root, PROPERTY)
    reordered = KnowledgeBase(PROPERTY, tuple(reversed(first.items)))
    assert reordered.version == first.version
    changed = dict(DINING, description="Now with a raw bar.")
    write(root, "dining.json", envelope("dining", [changed]))
    assert load_knowledge_base(root, PROPERTY).version != first.version


def test_knowledge_base_rejects_duplicate_ids():
    item = DiningItem.model_validate(DINING)
    with pytest.raises(ValueError, match="duplicate item id 'dining-foo'"):
        KnowledgeBase(PROPERTY, (item, item))


# --- loader errors name file, item and field --------------------------------------------


def test_bad_hours_names_file_item_and_field(root):
    bad = copy.deepcopy(DINING)
    bad["hours"]["fri-sat"] = "5 PM to late"
    write(root, "dining.json", envelope("dining", [bad]))
    error = load_error(root)
    assert (error.file, error.item, error.field) == ("dining.json", "dining-foo", "hours")
    assert str(error).startswith(
        "dining.json: item 'dining-foo' field 'hours': expected like '9:00 AM - 5:00 PM'"
    )
    assert "fri-sat" in error.message


def test_unknown_day_pattern_in_hours(root):
    bad = dict(DINING, hours={"funday": "9 AM - 5 PM"})
    write(root, "dining.json", envelope("dining", [bad]))
    error = load_error(root)
    assert error.field == "hours"
    assert "unknown day pattern 'funday'" in error.message


def test_missing_required_field(root):
    bad = {key: value for key, value in DINING.items() if key != "location"}
    write(root, "dining.json", envelope("dining", [bad]))
    error = load_error(root)
    assert (error.item, error.field) == ("dining-foo", "location")


def test_unexpected_field(root):
    write(root, "faq.json", envelope("faq", [dict(FAQ, answr="typo")]))
    error = load_error(root)
    assert (error.file, error.item, error.field) == ("faq.json", "faq-age", "answr")


def test_item_without_id_is_named_by_position(root):
    no_id = {key: value for key, value in FAQ.items() if key != "id"}
    write(root, "faq.json", envelope("faq", [FAQ, no_id]))
    error = load_error(root)
    assert (error.item, error.field, error.index) == (1, "id", 1)
    assert str(error).startswith("faq.json: item #1 field 'id':")


def test_bad_slug_id(root):
    write(root, "faq.json", envelope("faq", [dict(FAQ, id="FAQ Age")]))
    error = load_error(root)
    assert (error.item, error.field) == ("FAQ Age", "id")


def test_duplicate_id_across_files(root):
    clash = dict(FAQ, id="dining-foo")
    write(root, "faq.json", envelope("faq", [clash]))
    error = load_error(root)
    assert (error.file, error.item, error.field) == ("faq.json", "dining-foo", "id")
    assert "dining.json" in error.message


def test_casino_odds_text_is_rejected_at_load(root):
    bad = dict(CASINO, description="Best odds in New England at our craps tables.")
    write(root, "casino.json", envelope("casino", [bad]))
    error = load_error(root)
    assert (error.file, error.item, error.field) == (
        "casino.json",
        "casino-main-floor",
        "description",
    )
    assert "odds" in error.message


@pytest.mark.parametrize(
    ("overrides", "field", "fragment"),
    [
        ({"property_id": "other_resort"}, "property_id", "expected 'test_resort'"),
        ({"category": "hotel"}, "category", "must hold category 'dining'"),
        ({"category": "restaurants"}, "category", "Input should be"),
        ({"last_updated": "last week"}, "last_updated", "date"),
        ({"source": ""}, "source", "at least 1 character"),
        ({"schema_version": 2}, "schema_version", "1"),
        ({"items": {"not": "a list"}}, "items", "list"),
    ],
)
def test_envelope_errors(root, overrides, field, fragment):
    write(root, "dining.json", {**envelope("dining", [DINING]), **overrides})
    error = load_error(root)
    assert (error.file, error.item, error.field) == ("dining.json", None, field)
    assert fragment in error.message


def test_missing_envelope_field(root):
    data = envelope("dining", [DINING])
    del data["source"]
    write(root, "dining.json", data)
    assert load_error(root).field == "source"


def test_invalid_json(root):
    write(root, "dining.json", '{"property_id": "test_resort",')
    error = load_error(root)
    assert error.file == "dining.json"
    assert error.message.startswith("invalid JSON")


def test_unknown_file_name(root):
    write(root, "restaurants.json", envelope("dining", [DINING]))
    error = load_error(root)
    assert error.file == "restaurants.json"
    assert "not a category file" in error.message


def test_missing_property_folder(tmp_path):
    with pytest.raises(KnowledgeBaseError, match="no knowledge base files for 'nowhere'"):
        load_knowledge_base(tmp_path, "nowhere")


def test_item_that_is_not_an_object(root):
    write(root, "faq.json", envelope("faq", [FAQ, "just text"]))
    error = load_error(root)
    assert (error.item, error.message) == (1, "expected an object")


# --- CMS rows: bad rows reported, good rows kept ----------------------------------------


def test_build_keeps_good_rows_and_reports_bad_ones():
    rows: dict[str, list[dict[str, Any]]] = {
        "dining": [DINING, dict(DINING, id="dining-bar", hours={"mon": "whenever"})],
        "faq": [FAQ, dict(FAQ, id="faq-empty", answer="")],
        "casino": [dict(CASINO, highlights=["Loosest slots in town"])],
    }
    kb, errors = build_knowledge_base(PROPERTY, rows)
    assert [item.id for item in kb.items] == ["dining-foo", "faq-age"]
    found = [(error.file, error.item, error.field, error.index) for error in errors]
    assert found == [
        ("dining", "dining-bar", "hours", 1),
        ("faq", "faq-empty", "answer", 1),
        ("casino", "casino-main-floor", "highlights", 0),
    ]
    assert str(errors[0]).startswith("dining: item 'dining-bar' field 'hours': expected like")


def test_build_reports_unknown_category_and_duplicates():
    kb, errors = build_knowledge_base(PROPERTY, {"faq": [FAQ, FAQ], "restaurants": [DINING]})
    assert [item.id for item in kb.items] == ["faq-age"]
    assert [(error.file, error.field, error.index) for error in errors] == [
        ("faq", "id", 1),
        ("restaurants", None, None),
    ]


def test_build_version_matches_file_load(root):
    from_files = load_knowledge_base(root, PROPERTY)
    from_rows, errors = build_knowledge_base(
        PROPERTY, {"faq": [FAQ], "casino": [CASINO], "dining": [DINING], "overview": [OVERVIEW]}
    )
    assert errors == []
    assert from_rows.version == from_files.version


# --- schema behaviour -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Great odds on roulette",
        "Lowest house edge in the state",
        "Slots with 98% RTP",
        "High return to player machines",
        "Learn a blackjack strategy at the table",
        "The loosest slots in Connecticut",
        "Table minimums start at $10",
        "Minimum bet $5",
        "Bet limits up to $10,000",
    ],
)
def test_casino_item_rejects_gambling_advice(text):
    with pytest.raises(ValidationError, match="must not mention odds"):
        CasinoItem.model_validate(dict(CASINO, atmosphere=text))


def test_casino_item_accepts_plain_description():
    item = CasinoItem.model_validate(dict(CASINO, highlights=["Poker tournaments", "Race book"]))
    assert item.location_text() == "Ground level"


def test_reading_interface():
    dining = DiningItem.model_validate(DINING)
    assert dining.summary() == "Steaks and seafood."
    assert dining.booking_text() == "Recommended"
    hours = dining.opening_hours()
    assert hours is not None and hours.describe() == "Sun-Thu 5-10 PM; Fri-Sat 5-11 PM"
    faq = FaqItem.model_validate(FAQ)
    assert (faq.title(), faq.location_text(), faq.opening_hours()) == (FAQ["question"], None, None)
    overview = OverviewItem.model_validate(OVERVIEW)
    assert overview.booking_text() == "Call 1-800-555-0100 or https://example.com"


def test_search_text_joins_text_fields_but_not_hours():
    text = DiningItem.model_validate(DINING).search_text()
    assert "Foo Grill" in text and "Dry-aged steaks" in text and "Main floor" in text
    assert "5:00 PM" not in text
    assert text.startswith("dining")


def test_overview_rejects_unknown_timezone():
    with pytest.raises(ValidationError, match="unknown time zone"):
        OverviewItem.model_validate(dict(OVERVIEW, timezone="Mars/Olympus"))


def test_items_are_immutable():
    item = DiningItem.model_validate(DINING)
    with pytest.raises(ValidationError):
        item.name = "Changed"
