"""A staff member's shifts asked by name are declined, not answered with a venue."""

import pytest

from agent.staff_schedule import asks_a_staff_schedule

NAMES = frozenset({"tao", "bobby", "flay", "pepe", "seasons"})


@pytest.mark.parametrize(
    "question",
    [
        "what nights does kevin bartend at the pub",
        "is maria working at the spa tomorrow",
        "when does jorge deal at the craps tables",
        "is there a massage therapist named anna this weekend",
        "what's dana's schedule this week",
    ],
)
def test_one_staff_member_by_name_is_a_schedule_question(question):
    assert asks_a_staff_schedule(question, NAMES)


@pytest.mark.parametrize(
    "question",
    [
        "is the spa working today",
        "does anyone work the front desk overnight",
        "is tao serving brunch on sunday",
        "does bobby flay cook there",
        "is the wifi working in the tower",
        "i want to do nails and a massage saturday",
    ],
)
def test_venues_services_and_everyone_are_no_one_staff_member(question):
    assert not asks_a_staff_schedule(question, NAMES)
