from data.cms.layout import template_headers
from data.cms.sheet_reader import SheetSnapshot, SheetTab
from data.cms.sync import compute_sync
from data.kb.loader import KnowledgeBase, build_knowledge_base

DINING = template_headers("dining")
FAQ = template_headers("faq")
HOURS_PROBLEM = "hours: expected like '9:00 AM - 5:00 PM', '24 hours' or 'Closed'"


def dining_row(item_id="", name="Wolf Den Grill", hours="daily: 11:00 AM - 10:00 PM", **fields):
    values = {
        "id": item_id,
        "name": name,
        "description": f"{name} serves food.",
        "location": "Casino of the Earth",
        "hours": hours,
        **fields,
    }
    return [values.get(column, "") for column in DINING]


def faq_row(item_id="", question="Is there Wi-Fi?", answer="Yes, free in the hotel.", **fields):
    values = {"id": item_id, "question": question, "answer": answer, **fields}
    return [values.get(column, "") for column in FAQ]


def snapshot(**tabs):
    return SheetSnapshot(
        spreadsheet_id="sheet-1",
        tabs=tuple(
            SheetTab(title=title, category=title.lower(), rows=tuple(tuple(r) for r in rows))
            for title, rows in tabs.items()
        ),
    )


def previous_kb() -> KnowledgeBase:
    kb, errors = build_knowledge_base(
        "mohegan_sun",
        {
            "dining": [
                {
                    "id": "dining-sol",
                    "name": "Sol",
                    "description": "Tacos.",
                    "location": "Sky",
                    "hours": {"daily": "11:00 AM - 10:00 PM"},
                },
                {"id": "dining-luna", "name": "Luna", "description": "Pasta.", "location": "Earth"},
            ],
            "faq": [{"id": "faq-wifi", "question": "Is there Wi-Fi?", "answer": "Yes."}],
        },
    )
    assert errors == []
    return kb


def sheet_of_previous(**dining_overrides):
    rows = {
        "dining-sol": dining_row("dining-sol", "Sol", description="Tacos.", location="Sky"),
        "dining-luna": dining_row(
            "dining-luna", "Luna", hours="", description="Pasta.", location="Earth"
        ),
    }
    rows.update(dining_overrides)
    return {
        "Dining": [DINING, *[row for row in rows.values() if row is not None]],
        "FAQ": [FAQ, faq_row("faq-wifi", answer="Yes.")],
    }


def test_unchanged_sheet_changes_nothing_and_marks_rows_published():
    result = compute_sync(snapshot(**sheet_of_previous()), previous_kb())
    assert not result.changed
    assert (result.diff.added, result.diff.changed, result.diff.removed) == ((), (), ())
    statuses = {update.range: update.values for update in result.cell_updates}
    assert statuses == {
        "'Dining'!B2:B3": (("published",), ("published",)),
        "'FAQ'!B2:B2": (("published",),),
    }


def test_statuses_already_in_place_need_no_write():
    tabs = sheet_of_previous()
    for rows in tabs.values():
        for row in rows[1:]:
            row[1] = "published"
    result = compute_sync(snapshot(**tabs), previous_kb())
    assert result.cell_updates == ()


def test_an_edited_row_changes_one_item():
    edited = dining_row("dining-sol", "Sol", description="Tacos and margaritas.", location="Sky")
    result = compute_sync(snapshot(**sheet_of_previous(**{"dining-sol": edited})), previous_kb())
    assert result.diff.changed == ("dining-sol",)
    assert result.knowledge_base.get("dining-sol").description == "Tacos and margaritas."
    assert result.knowledge_base.get("dining-luna") == previous_kb().get("dining-luna")


def test_a_deleted_row_disappears():
    result = compute_sync(snapshot(**sheet_of_previous(**{"dining-luna": None})), previous_kb())
    assert result.diff.removed == ("dining-luna",)
    assert result.knowledge_base.get("dining-luna") is None


def test_invalid_hours_keep_the_last_good_version_with_the_exact_status():
    bad = dining_row("dining-sol", "Sol", hours="mon-thu: 5pm till late", description="New text.")
    result = compute_sync(snapshot(**sheet_of_previous(**{"dining-sol": bad})), previous_kb())
    assert result.knowledge_base.get("dining-sol") == previous_kb().get("dining-sol")
    [rejected] = result.diff.rejected_rows
    assert (rejected.tab, rejected.row, rejected.item_id, rejected.field) == (
        "Dining",
        2,
        "dining-sol",
        "hours",
    )
    assert rejected.kept
    status = dict((u.range, u.values) for u in result.cell_updates)["'Dining'!B2:B3"][0][0]
    assert status.startswith("error: " + HOURS_PROBLEM)
    assert "got '5pm till late' (key 'mon-thu')" in status
    assert status.endswith("the last good version stays live")
    assert not result.changed


def test_an_hours_cell_without_keys_is_reported_on_the_hours_field():
    bad = dining_row("dining-sol", "Sol", hours="5:00 PM - 10:00 PM")
    result = compute_sync(snapshot(**sheet_of_previous(**{"dining-sol": bad})), previous_kb())
    [rejected] = result.diff.rejected_rows
    assert rejected.field == "hours"
    assert rejected.message.startswith("expected 'key: value' entries")


def test_a_new_invalid_row_is_not_published():
    tabs = sheet_of_previous()
    tabs["Dining"].append(dining_row("", "Nova", hours="sometimes"))
    result = compute_sync(snapshot(**tabs), previous_kb())
    [rejected] = result.diff.rejected_rows
    assert (rejected.item_id, rejected.kept) == ("dining-nova", False)
    assert result.knowledge_base.get("dining-nova") is None
    assert rejected.status.endswith("; not published")


def test_blank_ids_are_assigned_from_the_title_and_written_back():
    tabs = sheet_of_previous()
    tabs["Dining"].append(dining_row("", "Sol"))
    tabs["Dining"].append(dining_row("", "Wolf Den Grill"))
    result = compute_sync(snapshot(**tabs), previous_kb())
    assigned = [(a.tab, a.row, a.item_id) for a in result.diff.ids_assigned]
    assert assigned == [("Dining", 4, "dining-sol-2"), ("Dining", 5, "dining-wolf-den-grill")]
    assert result.diff.added == ("dining-sol-2", "dining-wolf-den-grill")
    ranges = [(u.range, u.values) for u in result.cell_updates]
    assert ("'Dining'!A4", (("dining-sol-2",),)) in ranges
    assert ("'Dining'!A5", (("dining-wolf-den-grill",),)) in ranges


def test_a_copied_id_is_rejected_on_the_second_row_with_a_hint():
    tabs = sheet_of_previous()
    tabs["Dining"].append(dining_row("dining-sol", "Sol Copy"))
    result = compute_sync(snapshot(**tabs), previous_kb())
    [rejected] = result.diff.rejected_rows
    assert (rejected.row, rejected.field, rejected.kept) == (4, "id", False)
    assert "clear this cell to get a new one" in rejected.message
    assert result.knowledge_base.get("dining-sol").name == "Sol"


def test_row_without_title_or_id_names_the_missing_field():
    tabs = sheet_of_previous()
    tabs["Dining"].append(dining_row("", ""))
    result = compute_sync(snapshot(**tabs), previous_kb())
    [rejected] = result.diff.rejected_rows
    assert rejected.reason == "name: required, but the cell is empty"


def test_invalid_id_is_rejected_and_the_previous_item_stays():
    tabs = sheet_of_previous(**{"dining-sol": dining_row("Dining Sol!", "Sol")})
    result = compute_sync(snapshot(**tabs), previous_kb())
    [rejected] = result.diff.rejected_rows
    assert rejected.field == "id"
    assert result.diff.removed == ("dining-sol",)


def test_a_tab_with_a_wrong_header_keeps_its_items_and_other_tabs_still_sync():
    tabs = sheet_of_previous()
    tabs["Dining"][0] = [*DINING, "stars"]
    tabs["FAQ"][1] = faq_row("faq-wifi", answer="Yes, free everywhere.")
    result = compute_sync(snapshot(**tabs), previous_kb())
    [tab] = result.diff.rejected_tabs
    assert tab.tab == "Dining" and tab.kept == 2
    assert tab.message.startswith("unknown column 'stars'")
    assert result.knowledge_base.get("dining-sol") == previous_kb().get("dining-sol")
    assert result.diff.changed == ("faq-wifi",)
    statuses = dict((u.range, u.values) for u in result.cell_updates)
    assert statuses["'Dining'!B2:B3"] == ((tab.status,), (tab.status,))
    assert statuses["'FAQ'!B2:B2"] == (("published",),)


def test_a_missing_tab_keeps_its_category_but_an_emptied_tab_removes_it():
    missing = compute_sync(snapshot(FAQ=sheet_of_previous()["FAQ"]), previous_kb())
    assert missing.knowledge_base.get("dining-sol") is not None
    assert [t.tab for t in missing.diff.rejected_tabs] == ["dining"]
    emptied = compute_sync(snapshot(Dining=[DINING], FAQ=sheet_of_previous()["FAQ"]), previous_kb())
    assert emptied.diff.removed == ("dining-sol", "dining-luna")


def test_blank_rows_are_skipped_and_their_stale_status_cleared():
    tabs = sheet_of_previous()
    blank = ["", "published"] + [""] * (len(DINING) - 2)
    tabs["Dining"].insert(2, blank)
    result = compute_sync(snapshot(**tabs), previous_kb())
    assert not result.changed
    statuses = dict((u.range, u.values) for u in result.cell_updates)
    assert statuses["'Dining'!B2:B4"] == (("published",), ("",), ("published",))


def test_other_tabs_are_listed_as_ignored():
    snap = snapshot(**sheet_of_previous())
    snap = SheetSnapshot(snap.spreadsheet_id, snap.tabs, other_tabs=("Notes",))
    assert compute_sync(snap, previous_kb()).diff.ignored_tabs == ("Notes",)
