"""A clause asking of "it" leans on the words before it, as one asking of "they" does ("the
earth tower, when did it open"), unless the "it" names nothing ("is it possible to ...")."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.nodes.retrieve import _points_back
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    ("clause", "back"),
    [
        ("when was it finished", True),
        ("how tall is it", True),
        ("did it get redone recently", True),
        ("is it possible to get a late checkout", False),
        ("is it ok to bring a stroller", False),
        ("when does the spa open", False),
    ],
)
def test_it_asked_of_points_back_written_for_this_test(clause: str, back: bool) -> None:
    assert _points_back(clause) is back


def test_a_towers_rooms_and_opening_year_asked_together(fused: GraphConcierge) -> None:
    route, reply = reply_of(
        fused, "how many rooms in the earth tower and when did it open", "+12035550232"
    )
    assert route == "answer" and "400" in reply and "2016" in reply
