"""Spanish and Portuguese place a thing in a town with "de"; a drive from a town is travel."""

from __future__ import annotations

import pytest

from agent.other_towns import other_town
from agent.retrieval import KnowledgeIndex

HOME = "Uncasville, Connecticut"


@pytest.mark.parametrize(
    ("question", "town"),
    [
        ("cual es la mejor pizzeria de boston", "boston"),
        ("qual o melhor hotel de providence", "providence"),
    ],
)
def test_a_thing_of_another_town_is_there_not_here(
    index: KnowledgeIndex, question: str, town: str
) -> None:
    pizza = index.kb.get("dining-frank-pepe-pizzeria-napoletana")
    assert other_town(question, pizza, HOME) == town


def test_a_drive_from_another_town_is_judged_on_the_english_reading(
    index: KnowledgeIndex,
) -> None:
    overview = next(item for item in index.kb.items if item.category == "overview")
    question = "vou de carro saindo de hartford, qual saida pego"
    reading = "i am going by car leaving from hartford, which exit do i take to drive"
    assert other_town(question, overview, HOME, reading) is None
    assert other_town(question, overview, HOME) == "hartford"  # no reading: read as a place
