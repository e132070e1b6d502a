"""A thing asked for by a fixed two-word name the knowledge base never says is declined."""

from __future__ import annotations

import pytest

from agent.thing_phrases import unknown_thing_phrase
from data.kb.loader import default_kb_root, load_knowledge_base
from data.kb.schemas import KbItem


@pytest.fixture(scope="module")
def items() -> tuple[KbItem, ...]:
    return tuple(load_knowledge_base(default_kb_root(), "mohegan_sun").items)


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        ("is room service available 24/7", "room service"),  # "private rooms", "bottle service"
        ("how much is the resort fee per night", "resort fee"),
        ("any ice machines on my floor", "ice machine"),
        ("whats the table-minimum on craps", "table minimum"),
        # Shortened as guests text them: "min bet", "table mins".
        ("min bet for roulette?", "min bet"),
        ("what are the table mins for craps", "table min"),
        ("do they do club rentals at the golf course", "club rental"),
    ],
)
def test_a_thing_the_kb_never_names_is_found(items, question: str, phrase: str) -> None:
    assert unknown_thing_phrase(question, items) == phrase


@pytest.mark.parametrize(
    "question",
    [
        "does the room have a coffee maker",  # the KB says so
        "is late check-out possible",  # spelled another way
        "what time does the buffet open",
    ],
)
def test_a_thing_the_kb_names_or_no_thing_is_not_declined(items, question: str) -> None:
    assert unknown_thing_phrase(question, items) is None
