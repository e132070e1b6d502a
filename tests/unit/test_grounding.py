"""The deterministic grounding check: facts in a draft against the items it cites."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.grounding import check_grounding, clock_times
from agent.retrieval import KnowledgeIndex
from data.kb.loader import default_kb_root, load_knowledge_base
from data.kb.schemas import KbItem
from data.properties import load_registry

PROP = load_registry().default()
MONDAY_10AM = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))
KB = load_knowledge_base(default_kb_root(), "mohegan_sun")
INDEX = KnowledgeIndex(KB)


def item(item_id: str) -> KbItem:
    found = KB.get(item_id)
    assert found is not None
    return found


def check(draft: str, *item_ids: str, facts: str = "") -> tuple[bool | None, str]:
    items = [item(i) for i in item_ids]
    sheets = [facts] if facts else [f"{i.title()} {i.search_text()}" for i in items]
    outcome = check_grounding(
        draft, items, sheets, prop=PROP, now=MONDAY_10AM, known_titles=INDEX.venue_names
    )
    return outcome.ok, outcome.problem


STEAK = "dining-michael-jordans-steak-house"
SPA = "amenities-mandara-spa"
HOURS = "Michael Jordan's Steak House: Mon-Thu 5-10 PM; Fri 5-11 PM; Sat 11 AM-2 PM, 5-11 PM."


def test_clock_times_read_shared_meridiem_ranges() -> None:
    minutes = {m for _, each in clock_times("open 5-10 PM") for m in each}
    assert 17 * 60 in minutes and 22 * 60 in minutes
    assert {m for _, each in clock_times("noon to midnight") for m in each} == {720, 0}


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        ("Michael Jordan's Steak House opens at 5 PM on Friday.", True),
        ("Michael Jordan's Steak House opens at 5:00 p.m.", True),
        ("Michael Jordan's Steak House opens at 4 PM.", False),
        ("Michael Jordan's Steak House is open Fri 5-11 PM.", True),
        ("Michael Jordan's Steak House is open Wednesday.", True),
        ("Michael Jordan's Steak House serves brunch Sunday.", False),  # Sun not in these facts
        ("Michael Jordan's Steak House: call 1-888-226-7711.", True),  # the property's number
        ("Michael Jordan's Steak House: call 860-555-0199.", False),
        ("Michael Jordan's Steak House steaks start at $45.", False),
        ("Michael Jordan's Steak House is open now.", False),  # closed at 10 AM Monday
        ("Michael Jordan's Steak House is closed now; it opens at 5 PM.", True),
        ("Michael Jordan's Steak House never closes.", False),
        ("Dinner at Todd English's Tuscany is lovely.", False),  # a venue it does not cite
        ("Dinner is lovely there.", None),  # nothing checkable
        ("Michael Jordan's Steak House has a Golden Harbor Room.", None),  # unknown name
    ],
)
def test_facts_in_the_draft_must_be_in_the_cited_facts(draft: str, expected: bool | None) -> None:
    assert check(draft, STEAK, facts=HOURS)[0] is expected


def test_prices_and_free_need_the_facts_to_say_so() -> None:
    assert check("Self-parking is free.", "amenities-self-parking")[0] is True
    assert check("Mandara Spa massages are free.", SPA)[0] is False


def test_a_draft_that_cites_nothing_cannot_be_decided() -> None:
    assert check("Mandara Spa opens at 9 AM.")[0] is None


def test_the_problem_is_feedback_the_model_can_act_on() -> None:
    ok, problem = check("Michael Jordan's Steak House opens at 4 PM.", STEAK, facts=HOURS)
    assert ok is False and problem == "the time '4 PM' is not in the facts"


ROOMS_POLICY = (
    "Hotel check-in: The guest registering the room must be 21 or older with a valid photo ID "
    "and a credit card for incidentals. Cannabis use is not permitted anywhere on property."
)


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        # A number it writes must be in the facts.
        ("You need to be 21 or older with a photo ID to register the room.", True),
        ("You need to be 18 or older with a photo ID to register the room.", None),
        # Nothing checkable: the facts' own words and polarity decide it without a model.
        ("The guest registering the room needs a valid photo ID and a credit card.", True),
        ("Cannabis use is not permitted anywhere on the property.", True),
        ("Cannabis use is permitted in designated areas of the property.", None),  # polarity
        ("Guests love the rooftop pool and the late-night karaoke lounge.", None),  # new words
        ("Bring a photo ID.", None),  # too short to judge by wording
    ],
)
def test_numbers_and_wording_decide_drafts_without_other_facts(
    draft: str, expected: bool | None
) -> None:
    assert check(draft, STEAK, facts=ROOMS_POLICY)[0] is expected
