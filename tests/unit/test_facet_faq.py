"""A facet a named venue says nothing of is answered by the FAQ that asks it in general."""

from agent.facet_faq import answers_for_venue, general_faq, prefer_general_faq
from agent.retrieval import Hit


def test_the_general_faq_asks_the_facet_of_nothing_in_particular(index):
    faq = general_faq("dress_code", index)
    assert faq is not None and faq.id == "faq-dress-code"
    # "How much is parking?" asks prices of one thing: no general FAQ for prices.
    assert general_faq("price", index) is None


def test_a_venue_without_a_dress_code_gets_the_general_faq(index):
    question = "can i wear my gym clothes to novelle"
    hits = [Hit(index.kb.get("entertainment-novelle"), 1.0)]
    assert prefer_general_faq(hits, question, index)[0].item.id == "faq-dress-code"
    assert answers_for_venue(question, index.kb.get("faq-dress-code"), index)


def test_a_venue_with_its_own_dress_code_keeps_it(index):
    hits = [Hit(index.kb.get("dining-tao-asian-bistro"), 1.0)]
    question = "is there a dress code at tao"
    assert prefer_general_faq(hits, question, index) == hits
    assert not answers_for_venue(question, index.kb.get("faq-dress-code"), index)


def test_a_place_we_do_not_know_gets_no_general_answer(index):
    question = "whats the dress code at foxwoods"
    assert not answers_for_venue(question, index.kb.get("faq-dress-code"), index)


def test_a_venue_of_a_kind_the_faq_does_not_name_gets_no_general_answer(index):
    # The FAQ speaks of nightlife venues, not of live-music rooms: the detail is declined.
    question = "whats the dress code at the wolf den"
    hits = [Hit(index.kb.get("entertainment-wolf-den"), 1.0)]
    assert prefer_general_faq(hits, question, index) == hits
