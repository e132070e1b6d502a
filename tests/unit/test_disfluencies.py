"""Dictation's fillers and words said twice, cut before the gate reads a text."""

from __future__ import annotations

import pytest

from agent.semantic.disfluencies import without_disfluencies


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("uh where is the the buffet", "where is the buffet"),
        ("Um, my room key stopped working", "my room key stopped working"),
        ("can um i bring my dog", "can i bring my dog"),
        ("so umm the spa erm opens at what time", "so the spa opens at what time"),
        ("my my my what a view", "my what a view"),
        ("Is Is the pool open", "Is the pool open"),
        ("what um floor is the comedian on", "what floor is the comedian on"),
    ],
)
def test_fillers_and_repeated_words_are_cut(text: str, cut: str) -> None:
    assert without_disfluencies(text) == cut


@pytest.mark.parametrize(
    "text",
    [
        "tem um restaurante italiano aqui?",  # Portuguese "um" is "a"
        "quero um quarto com vista",
        "adorei o show, queria deixar um presente",
        "the theater is near the arena",  # a word that starts with the one before it
        "este restaurante abre hoy?",  # Spanish "este" is "this"
        "que tipo de comida tem no buffet",  # Portuguese "tipo" is "type"
        "好好休息",
    ],
)
def test_words_that_only_look_like_fillers_stay(text: str) -> None:
    assert without_disfluencies(text) is text


def test_a_text_that_is_only_fillers_is_kept_as_written() -> None:
    assert without_disfluencies("umm uh") == "umm uh"
