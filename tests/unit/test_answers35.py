"""The thirty-fifth answers session's concepts, each with look-alikes that must keep working.

- A short word typed with a doubled letter once ("pol", "fod") is the knowledge base's word
  with it doubled, when exactly one such word exists; English words stay as typed.
- A Spanish or Portuguese word of three letters or more with its silent "h" left out is
  mended ("ora": "hora"); Spanish hears an English loanword with an "e" before "s" and a
  consonant ("espa": "spa").
- What someone else does meanwhile ("while my wife shops") is the scene, not what is asked.
- Where to park for a place named by a word of a venue's name ("the arena"): a parking FAQ
  about another question (the fees) gives way to the item naming the place; a garage item
  keeps its lead.
- An item with a sentence stating the facet asked ("by car": "Driving takes ...") is on
  topic, whatever the words asking it ("how long") it lacks.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.nodes.retrieve import _speaks_to_facet
from agent.parking_for import parking_for_venue
from agent.query_gloss import gloss, glossary
from agent.retrieval import KnowledgeIndex
from agent.scene_words import drop_scene_words
from data.kb.schemas import KbItem
from tests.unit.reply_support import reply_of

# --- a doubled letter typed once --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wanted"),
    [("til when is the pol open", "pool"), ("any good fod near the arena", "food")],
)
def test_a_doubled_letter_typed_once_is_mended(
    index: KnowledgeIndex, text: str, wanted: str
) -> None:
    assert wanted in index.terms.correct(text).split()


@pytest.mark.parametrize("word", ["gym", "bar", "spa", "pub"])
def test_a_short_known_word_is_not_doubled(index: KnowledgeIndex, word: str) -> None:
    assert index.terms.correct(f"is there a {word} here") == f"is there a {word} here"


def test_hours_of_the_pool_typed_with_slips(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "wen dose the pol close tonite", "+12035550401")
    assert route == "answer"
    assert "Pool" in reply, reply


# --- Spanish written by ear -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "meant"),
    [("ora", "hora"), ("otel", "hotel"), ("asta", "hasta"), ("espa", "spa")],
)
def test_a_word_written_by_ear_is_mended(word: str, meant: str) -> None:
    assert glossary().mend("es", word) == meant


@pytest.mark.parametrize("word", ["oy", "estrella", "escalera"])
def test_other_words_are_not_mended_by_ear(word: str) -> None:
    assert glossary().mend("es", word) in (None, word)


def test_a_time_asked_without_the_h_is_read() -> None:
    assert "time" in gloss("asta ke ora cierran la piscina", "es").translated.split()


def test_when_the_spa_opens_asked_by_ear_finds_the_spa(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "a q ora abren el espa mañana", "+12035550402")
    assert route == "answer"
    assert "Mandara" in reply, reply


# --- what someone else does meanwhile ---------------------------------------------------------


def _never_used(word: str) -> int:
    return 0


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (
            "need a facial while my wife plays blackjack, who do i call",
            "need a facial , who do i call",
        ),
        ("where can i eat while the kids bowl", "where can i eat"),
    ],
)
def test_what_others_do_meanwhile_is_dropped(text: str, left: str) -> None:
    assert " ".join(drop_scene_words(text, _never_used).split()) == " ".join(left.split())


def test_a_while_without_someone_else_stays() -> None:
    text = "can i swim while it rains"
    assert drop_scene_words(text, _never_used) == text


def test_a_treatment_while_someone_golfs_finds_the_spa(fused: GraphConcierge) -> None:
    text = "thinking a massage while the boyfriend hits the golf course"
    route, reply = reply_of(fused, text, "+12035550403")
    assert route == "answer"
    assert "Spa" in reply, reply


# --- where to park for a place ----------------------------------------------------------------


def _lead(index: KnowledgeIndex, item_id: str) -> KbItem:
    item = index.kb.get(item_id)
    assert item is not None
    return item


def test_a_fees_faq_gives_way_to_the_item_naming_the_place(index: KnowledgeIndex) -> None:
    lead = _lead(index, "faq-parking-cost")
    found = parking_for_venue(
        "catching a hockey game at the arena, where should we park", index, lead
    )
    assert found is not None and found.id == "faq-where-to-park"


def test_a_garage_item_keeps_its_lead(index: KnowledgeIndex) -> None:
    lead = _lead(index, "amenities-self-parking")
    assert parking_for_venue("which garage is nearest the arena", index, lead) is None


def test_parking_for_a_game_at_the_arena_names_the_garage(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "seeing a game at the arena, where can we park", "+12035550404")
    assert route == "answer"
    assert "Riverview" in reply, reply


# --- a sentence stating the facet asked -------------------------------------------------------


def test_a_drive_time_sentence_speaks_to_by_car(index: KnowledgeIndex) -> None:
    item = _lead(index, "faq-getting-there-from-boston")
    assert _speaks_to_facet("from boston how long by car roughly", item)


def test_no_facet_asked_speaks_to_none(index: KnowledgeIndex) -> None:
    item = _lead(index, "faq-getting-there-from-boston")
    assert not _speaks_to_facet("who won the boston game", item)


def test_the_drive_from_boston_asked_in_spanish(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "desde boston cuanto tarda en carro", "+12035550405")
    assert route == "answer"
    assert "1.5 to 2 hours" in reply, reply
