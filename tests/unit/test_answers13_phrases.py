"""Holding bags after check-out and car charging are things a knowledge base must name."""

import pytest

from agent.thing_phrases import unknown_thing_phrase
from data.kb.loader import default_kb_root, load_knowledge_base

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


@pytest.mark.parametrize(
    "question",
    [
        "could the bell desk hold our bags till the evening",
        "is there bag storage for day guests",
        "do the garages have an ev charger",
        "where is the nearest charging station",
    ],
)
def test_a_service_no_item_names_is_found(question) -> None:
    assert unknown_thing_phrase(question, KB.items) is not None


def test_bag_rules_of_a_venue_are_no_such_service() -> None:
    assert unknown_thing_phrase("what bags can i take into the arena", KB.items) is None
