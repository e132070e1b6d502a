"""Answer fixes of the thirty-fourth session, chosen on TUNE35 (tune side), with look-alikes.

- A game of the team the arena is home to ("watch a WNBA game here") is a ticket to the
  arena, not a bar's screens; any other game watched still is.
- A name typed with two slips ("fitnes centr") is mended: each word mends the other.
- "What is X like?" of a place whose atmosphere is told gets the atmosphere.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    "text", ["can we see a wnba game here", "can i watch the sun game at the resort tonight"]
)
def test_the_home_teams_game_is_at_the_arena(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550601")
    assert route == "answer"
    assert "Connecticut Sun" in reply, reply


@pytest.mark.parametrize(
    "text", ["where can i watch the patriots game with a beer", "watching the game tonight, where"]
)
def test_another_game_watched_is_on_the_bars_screens(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550602")
    assert route == "answer"
    assert "MJ23" in reply, reply


@pytest.mark.parametrize(
    ("typed", "mended"),
    [("fitnes centr hrs", "fitness center"), ("mikel jordens stake house", "steak house")],
)
def test_a_name_typed_with_two_slips_is_mended(
    index: KnowledgeIndex, typed: str, mended: str
) -> None:
    assert mended in index.terms.correct(typed)


def test_a_known_text_is_left_as_it_is(index: KnowledgeIndex) -> None:
    assert index.terms.correct("where is the fitness center") == "where is the fitness center"


def test_what_a_place_is_like_gets_its_atmosphere(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what's the fanduel sportsbook like?", "+12035550603")
    assert route == "answer"
    assert "140-foot video wall" in reply, reply


def test_what_a_place_is_still_gets_its_description(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what is the fanduel sportsbook", "+12035550604")
    assert route == "answer"
    assert "Retail sportsbook" in reply, reply


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Mi abuelo me pidió que les escribiera: ¿dónde está la sala de póker?", "Poker Room"),
        ("Minha tia pediu pra eu mandar: o spa abre domingo?", "Mandara Spa"),
        ("My uncle asked me to text you: where is the poker room?", "Poker Room"),
    ],
)
def test_a_question_sent_for_someone_is_answered(
    fused: GraphConcierge, text: str, said: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550605")
    assert route == "answer"
    assert said in reply, reply
