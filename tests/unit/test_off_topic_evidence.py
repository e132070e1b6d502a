"""What overrules the off-topic score: an item that holds the question, not the resort's name."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

from agent.context import Context
from agent.nodes.retrieve import off_topic
from agent.retrieval import Hit, KnowledgeIndex
from data.properties import load_registry


def _context(index: KnowledgeIndex, score: float) -> Context:
    gate = SimpleNamespace(off_topic=lambda text: score)  # a layer that reads it as off-topic
    now = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))
    return Context(
        prop=load_registry().default(),
        now=now,
        index=index,
        semantic_gate=gate,  # type: ignore[arg-type]
    )


def test_the_property_name_in_a_question_is_no_evidence_it_is_about_the_resort(index) -> None:
    # "sun" and "earth" are both in the overview ("Mohegan Sun", "Casino of the Earth"), but
    # "sun" is only the property's name: one word of the item's text is chance.
    overview = next(item for item in index.kb.items if item.category == "overview")
    text = "how far is the earth from the sun"
    assert off_topic(_context(index, 0.7), text, text, Hit(item=overview, score=1.0))


def test_an_item_holding_two_of_its_words_overrules_the_score(index) -> None:
    buffet = index.kb.get("dining-seasons-buffet")
    text = "wat time dose the seasons buffet opn"
    assert not off_topic(_context(index, 0.7), text, text, Hit(item=buffet, score=1.0))


def test_words_an_item_shares_do_not_overrule_when_a_word_is_beyond_every_item(index) -> None:
    # The golf club holds "golf course" and "baltic", but nothing of the knowledge base
    # speaks of snow: the item is the setting, not the answer.
    club = index.kb.get("amenities-mohegan-sun-golf-club")
    text = "will it snow on the golf course in baltic"
    assert off_topic(_context(index, 0.7), text, text, Hit(item=club, score=1.0))
    assert not off_topic(
        _context(index, 0.7),
        "the golf course in baltic",
        "the golf course in baltic",
        Hit(item=club, score=1.0),
    )
