"""Hours questions lead with the venue they name, not with a general hours FAQ."""

import pytest

from agent.retrieval import Hit, KnowledgeIndex
from agent.retrieval_hours import hours_subject, prefer_hours_holder
from data.kb.loader import default_kb_root, load_knowledge_base

_OTHERS = ("amenities-kids-quest-cyber-quest", "amenities-mandara-spa")


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


def test_the_subject_leaves_out_hours_and_day_words(index):
    assert hours_subject("what hours is the spa open saturday", index) == {"spa"}


@pytest.mark.parametrize(
    "question", ["what hours is the spa open saturday", "spa open what hours saturday"]
)
def test_the_named_venue_with_hours_beats_the_general_hours_faq(index, question):
    # As the fused ranking had it: the FAQ shares "open" and "hours", the spa only "spa".
    hits = [Hit(index.kb.get(item_id), 1.0) for item_id in ("faq-open-24-hours", *_OTHERS)]
    assert prefer_hours_holder(hits, question, index)[0].item.id == "amenities-mandara-spa"


def test_a_question_not_about_hours_keeps_the_ranking(index):
    hits = index.search("do the casinos stay open all night", k=4)
    question = "tell me about the casinos"
    assert prefer_hours_holder(hits, question, index) == hits


def test_a_word_that_names_several_venues_keeps_the_general_faq_first(index):
    question = "is the casino open 24 hrs"
    hits = [Hit(index.kb.get(item_id), 1.0) for item_id in ("faq-open-24-hours", *_CASINOS)]
    assert prefer_hours_holder(hits, question, index) == hits


_CASINOS = ("casino-casino-of-the-wind", "casino-casino-of-the-earth")


@pytest.mark.parametrize("question", ["casino hours?", "what hours is the casino open"])
def test_a_word_that_names_several_venues_brings_the_hours_faq_that_speaks_of_them(index, question):
    # As the fused ranking had it: "hours" is in Kids Quest's text, "casino" in every casino's.
    ranked = ("amenities-kids-quest-cyber-quest", *_CASINOS)
    hits = [Hit(index.kb.get(item_id), 1.0) for item_id in ranked]
    assert prefer_hours_holder(hits, question, index)[0].item.id == "faq-open-24-hours"
    assert [hit.item.id for hit in prefer_hours_holder(hits, question, index)[1:]] == list(ranked)
