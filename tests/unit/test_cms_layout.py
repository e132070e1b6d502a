import pytest

from data.cms.layout import (
    CellFormatError,
    FieldKind,
    HeaderError,
    field_kinds,
    format_cell,
    item_row,
    new_item_id,
    parse_cell,
    read_header,
    tab_category,
    template_headers,
)
from data.kb.loader import build_knowledge_base, default_kb_root, load_knowledge_base
from data.kb.schemas import CATEGORY_MODELS


def test_list_cells_split_on_semicolons_and_line_breaks():
    assert parse_cell(FieldKind.LIST, "Steaks; Raw bar\n Weekend brunch ;") == [
        "Steaks",
        "Raw bar",
        "Weekend brunch",
    ]


def test_hours_cell_in_the_documented_format():
    cell = "mon-thu: 5:00 PM - 10:00 PM; fri-sat: 5:00 PM - 11:00 PM"
    assert parse_cell(FieldKind.MAPPING, cell) == {
        "mon-thu": "5:00 PM - 10:00 PM",
        "fri-sat": "5:00 PM - 11:00 PM",
    }


def test_mapping_value_may_hold_a_semicolon_without_a_key_after_it():
    cell = "bus: Coaches run daily; schedules change, so check first.\ntrain: Amtrak to New London"
    assert parse_cell(FieldKind.MAPPING, cell) == {
        "bus": "Coaches run daily; schedules change, so check first.",
        "train": "Amtrak to New London",
    }


def test_split_time_ranges_after_a_semicolon_stay_in_one_entry():
    cell = "sat: 11:00 AM - 2:00 PM; 5:00 PM - 11:00 PM\nsun: Closed"
    assert parse_cell(FieldKind.MAPPING, cell) == {
        "sat": "11:00 AM - 2:00 PM; 5:00 PM - 11:00 PM",
        "sun": "Closed",
    }


@pytest.mark.parametrize(
    "cell", ["5:00 PM - 10:00 PM", "mon-thu 5:00 PM - 10:00 PM", "mon: 9 AM - 5 PM; mon: Closed"]
)
def test_unreadable_mapping_cells_raise(cell):
    with pytest.raises(CellFormatError):
        parse_cell(FieldKind.MAPPING, cell)


def test_every_packaged_item_survives_a_round_trip_through_sheet_rows():
    kb = load_knowledge_base(default_kb_root(), "mohegan_sun")
    rows = {}
    for category in CATEGORY_MODELS:
        header = template_headers(category)
        columns = read_header(category, header, [])
        kinds = field_kinds(category)
        rows[category] = []
        for item in kb.by_category(category):
            cells = item_row(item, header)
            raw = {"id": cells[columns.id]}
            for name, position in columns.fields.items():
                if cells[position]:
                    raw[name] = parse_cell(kinds[name], cells[position])
            rows[category].append(raw)
    rebuilt, errors = build_knowledge_base("mohegan_sun", rows)
    assert errors == []
    assert rebuilt.version == kb.version


def test_format_cell_uses_line_breaks_when_an_entry_holds_a_semicolon():
    assert format_cell(["a", "b"]) == "a; b"
    assert format_cell(["a; b", "c"]) == "a; b\nc"
    assert format_cell({"mon": "9 AM - 5 PM"}) == "mon: 9 AM - 5 PM"


def test_header_with_unknown_and_missing_columns_is_rejected_with_both_reasons():
    header = ["id", "status", "name", "description", "odds"]
    with pytest.raises(HeaderError) as caught:
        read_header("casino", header, [])
    message = str(caught.value)
    assert "unknown column 'odds'" in message
    assert "missing column location" in message


def test_header_names_are_normalized_and_column_order_is_free():
    columns = read_header(
        "dining", ["Name", "Status", "ID", "Description", "Location", "Price Range"], []
    )
    assert (columns.id, columns.status) == (2, 1)
    assert columns.fields == {"name": 0, "description": 3, "location": 4, "price_range": 5}


def test_blank_header_is_fine_unless_a_row_has_a_value_under_it():
    header = ["id", "status", "name", "description", "", "location"]
    read_header("dining", header, [["", "", "A", "B", "", "C"]])
    with pytest.raises(HeaderError, match="column E has values but no header"):
        read_header("dining", header, [["", "", "A", "B", "oops", "C"]])


def test_tab_names_match_categories_in_any_case():
    assert tab_category(" Dining ") == "dining"
    assert tab_category("FAQ") == "faq"
    assert tab_category("Notes") is None


def test_new_ids_follow_the_repository_convention_and_stay_unique():
    assert new_item_id("dining", "Todd English's Tuscany", set()) == "dining-todd-englishs-tuscany"
    taken = {"dining-wolf-den", "dining-wolf-den-2"}
    assert new_item_id("dining", "Wolf Den!", taken) == "dining-wolf-den-3"
    assert new_item_id("faq", "???", set()) == "faq-item"
    long_id = new_item_id("faq", "word " * 40, set())
    assert len(long_id) <= 72 and not long_id.endswith("-")
