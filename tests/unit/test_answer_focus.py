"""The no-LLM answer carries the sentence that holds what was asked; shorthand is not content."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.extractive import short_answer
from agent.focus import focus_sentence
from agent.retrieval import KnowledgeIndex
from agent.retrieval_terms import _is_shorthand
from data.kb.loader import default_kb_root, load_knowledge_base

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


def _item(index: KnowledgeIndex, item_id: str):
    item = index.kb.get(item_id)
    assert item is not None
    return item


@pytest.mark.parametrize(
    ("item_id", "question", "wanted"),
    [
        ("entertainment-connecticut-sun", "connecticut sun, when is their season", "September"),
        ("hotel-sky-tower-deluxe-king", "deluxe king room, is it a river view or not", "Thames"),
        ("promotions-momentum-dollars", "momentum dollars - can i use them at shops?", "shops"),
    ],
)
def test_the_sentence_holding_the_asked_detail_is_in_the_answer(index, item_id, question, wanted):
    item = _item(index, item_id)
    assert wanted in short_answer(item, NOW, question, terms=index.terms)
    assert wanted not in short_answer(item, NOW, "tell me about it")  # not the lead's


def test_no_focus_sentence_when_the_question_asks_nothing_the_item_holds(index):
    item = _item(index, "hotel-sky-tower-deluxe-king")
    assert focus_sentence(item, "Sky Tower Deluxe King?", index.terms) is None
    assert focus_sentence(item, "is there a rooftop helipad", index.terms) is None


@pytest.mark.parametrize(
    ("word", "known", "slip"),
    [
        ("hrs", "hours", True),
        ("opn", "open", True),
        ("wat", "what", True),
        ("dose", "does", True),
        ("joyn", "join", True),
        ("zoo", "too", False),
        ("gym", "gem", False),
        ("bowl", "bow", False),
    ],
)
def test_shorthand_is_dropped_but_a_real_short_word_counts(word, known, slip):
    assert _is_shorthand(word, known) is slip


def test_a_short_word_the_kb_never_uses_weighs_in_coverage(index):
    # "zoo" is nobody's shorthand: a pets FAQ does not cover a petting-zoo question.
    terms = index.terms.content_terms("any zoo here")
    assert "zoo" in terms
    assert "wat" not in index.terms.content_terms("wat time")
