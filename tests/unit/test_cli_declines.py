"""`concierge ask` without a Gemini key: a question the knowledge base cannot answer.

It gets the honest "I can help with <property>: ..." reply and the property's number, never
an unrelated item.
"""

from __future__ import annotations

import pytest

from data.properties import load_registry
from tests.unit.cli_support import ask_offline


@pytest.mark.parametrize(
    "question",
    [
        "what's the wifi password?",  # about the resort, not in the KB (a fact, not a yes/no)
        "who is going to win the world series this year",  # off-topic: sports
        "is mohegan sun stock going up this week",  # names the property, still off-topic
    ],
)
def test_ask_declines_honestly_with_the_phone_number(
    question: str, tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    prop = load_registry().default()
    reply = ask_offline(question, tmp_path, monkeypatch, capsys)
    assert f"I can help with {prop.name}: dining, shows, rooms, the spa" in reply
    assert prop.contact_phone in reply
    assert "Wi-Fi is available" not in reply and "Arena" not in reply


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("long day of driving, exhausted lol is there a spa", "Mandara Spa"),
        ("ugh my back is killing me after the flight. is there a pool", "Pool"),
    ],
)
def test_ask_judges_the_question_not_the_words_around_it(
    question: str,
    venue: str,
    tmp_path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert venue in ask_offline(question, tmp_path, monkeypatch, capsys)


def test_ask_declines_a_thing_the_kb_never_names(
    tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    prop = load_registry().default()
    reply = ask_offline("do the sky tower rooms have a fireplace", tmp_path, monkeypatch, capsys)
    assert f"I can help with {prop.name}" in reply and "Sky Tower Deluxe" not in reply


@pytest.mark.parametrize(
    ("question", "gap"),
    [
        ("whats the dress code at the wolf den", "a dress code for Wolf Den"),
        ("how many seats in the poker room", "the capacity of Mohegan Sun Poker Room"),
        ("how much does a massage at the spa run", "prices for Mandara Spa"),
        ("what time does the poker room open", "the hours of Mohegan Sun Poker Room"),
    ],
)
def test_ask_declines_a_detail_a_real_place_lacks_and_says_which(
    question: str,
    gap: str,
    tmp_path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    prop = load_registry().default()
    reply = ask_offline(question, tmp_path, monkeypatch, capsys)
    assert f"Sorry, I don't have {gap}." in reply
    assert f"I can help with {prop.name}" in reply and prop.contact_phone in reply
    assert "Reservations" not in reply and "tournaments" not in reply  # no blurb as if it answered


def test_ask_reads_the_detail_from_the_asking_sentence_not_the_context(
    tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    question = "My shoulders are killing me from the drive. Anywhere on site I can get a massage?"
    reply = ask_offline(question, tmp_path, monkeypatch, capsys)
    assert "Mandara Spa" in reply and "driving directions" not in reply
