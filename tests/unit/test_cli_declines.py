"""`concierge ask` without a Gemini key: a question the knowledge base cannot answer.

It gets the honest "I can help with <property>: ..." reply and the property's number, never
an unrelated item.
"""

from __future__ import annotations

import pytest

from concierge.cli import main
from data.properties import load_registry


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
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "TELNYX_API_KEY", "REDIS_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "concierge.db"))
    prop = load_registry().default()
    assert main(["ask", question]) == 0
    reply = capsys.readouterr().out
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
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "TELNYX_API_KEY", "REDIS_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "concierge.db"))
    assert main(["ask", question]) == 0
    assert venue in capsys.readouterr().out


def test_ask_declines_a_thing_the_kb_never_names(
    tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "TELNYX_API_KEY", "REDIS_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "concierge.db"))
    prop = load_registry().default()
    assert main(["ask", "do the sky tower rooms have a fireplace"]) == 0
    reply = capsys.readouterr().out
    assert f"I can help with {prop.name}" in reply and "Sky Tower Deluxe" not in reply


@pytest.mark.parametrize(
    ("question", "venue", "gap"),
    [
        ("whats the dress code at the wolf den", "Wolf Den", "I don't have a dress code for it"),
        ("how many seats in the poker room", "Poker Room", "I don't have its capacity"),
    ],
)
def test_ask_says_plainly_which_detail_of_a_real_place_it_lacks(
    question: str,
    venue: str,
    gap: str,
    tmp_path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "TELNYX_API_KEY", "REDIS_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "concierge.db"))
    prop = load_registry().default()
    assert main(["ask", question]) == 0
    reply = capsys.readouterr().out
    assert venue in reply and gap in reply and prop.contact_phone in reply
