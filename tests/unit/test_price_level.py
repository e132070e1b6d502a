"""Questions that ask for a price level rather than a place."""

from __future__ import annotations

import pytest

from agent.price_level import price_level
from tests.unit.cli_support import ask_offline


@pytest.mark.parametrize(
    ("question", "level"),
    [
        ("cheap eats?", "low"),
        ("any affordable restaurants around", "low"),
        ("where can we grab a bite on a budget", "low"),
        ("fanciest restaurant for a birthday dinner?", "high"),
        ("we want somewhere upscale to eat", "high"),
        ("how much is the buffet", None),  # a price, of a named place
        ("cheap parking?", None),  # not about eating
    ],
)
def test_price_level(question: str, level: str | None) -> None:
    assert price_level(question) == level


@pytest.mark.parametrize(
    ("question", "needle"),
    [("cheap eats? we're broke lol", "($)"), ("where's the fanciest restaurant", "Steak House")],
)
def test_ask_answers_a_price_level_with_a_place_at_that_level(
    question: str,
    needle: str,
    tmp_path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    reply = ask_offline(question, tmp_path, monkeypatch, capsys)
    assert needle in reply and "don't have that information" not in reply
