"""Foreign questions read into the knowledge base's words: a stretched name, a word with a
letter left out, an English term written with a hyphen, a slip of the lead's own name, and
the everyday words of how a dish is made."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.context import Context
from agent.foreign_words import reads_as_kb_word
from agent.nodes.retrieve import asks_for_unread, read_foreign
from agent.query_gloss import gloss
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import NOW, PROP, reply_of


def _ctx(index: KnowledgeIndex) -> Context:
    return Context(prop=PROP, now=NOW, index=index)


@pytest.mark.parametrize(("typed", "meant"), [("spaa", "spa"), ("taooo", "tao"), ("pubb", "pub")])
def test_a_name_stretched_by_a_repeated_letter_is_read_as_the_name(
    index: KnowledgeIndex, typed: str, meant: str
) -> None:
    assert index.terms.correct(typed) == meant


def test_an_english_word_with_a_letter_repeated_is_left_alone(index: KnowledgeIndex) -> None:
    assert index.terms.correct("too") == "too"


def test_a_glossary_word_with_a_letter_left_out_is_read() -> None:
    assert "pool" in gloss("la pscina abre temprano?", "es").query


def test_a_real_word_the_glossary_lacks_is_not_read_as_a_near_one() -> None:
    # One letter changed is another word, not a slip: "pista" (a rink) is no "pasta".
    assert "pasta" not in gloss("tienen pista de hielo", "es").query


def test_portuguese_x_for_ch_is_read() -> None:
    assert "close" in gloss("a loja fexa cedo?", "pt").query


def test_a_long_word_with_two_letters_swapped_or_its_silent_h_left_out_is_read() -> None:
    assert "parking" in gloss("onde fica o estacionamneto?", "pt").query
    assert "hours" in gloss("cual es el orario del spa", "es").query


@pytest.mark.parametrize(
    ("text", "language", "english"),
    [
        ("quiero tortillas hechas en casa", "es", "house-made"),
        ("tem pizza de forno a lenha?", "pt", "wood-fired oven"),
        ("una barra de mármol para un trago", "es", "marble"),
        ("这家店价位高吗", "zh", "price range"),
    ],
)
def test_how_a_dish_is_made_and_what_it_costs_are_read(
    text: str, language: str, english: str
) -> None:
    assert english in gloss(text, language).query


def test_a_hyphenated_english_term_in_a_foreign_question_is_known(index: KnowledgeIndex) -> None:
    assert reads_as_kb_word("check-in", index.terms, set())


def test_a_slip_of_the_leads_rare_name_word_is_known(index: KnowledgeIndex) -> None:
    spa = index.kb.get("amenities-mandara-spa")
    assert spa is not None
    assert reads_as_kb_word("mandarra", index.terms, index.title_terms(spa))
    assert not reads_as_kb_word("mandarra", index.terms, set())


def test_a_slip_toward_a_kind_of_place_is_no_name(index: KnowledgeIndex) -> None:
    # "casino" is in many names: a Portuguese coat ("casaco") is no slip for it.
    floor = next(item for item in index.kb.items if "casino" in index.title_terms(item))
    assert not reads_as_kb_word("casaco", index.terms, index.title_terms(floor))


def test_a_foreign_question_naming_a_venue_with_a_slip_is_no_strange_topic(
    index: KnowledgeIndex,
) -> None:
    spa = index.kb.get("amenities-mandara-spa")
    _, foreign = read_foreign(_ctx(index), "a q hora abre el mandarra", "es", spa)
    assert not foreign


def test_nothing_strange_is_no_strange_topic(index: KnowledgeIndex) -> None:
    # "spaa" reads as shorthand, no content word; yet nothing in it is strange either.
    spa = index.kb.get("amenities-mandara-spa")
    _, foreign = read_foreign(_ctx(index), "spaa几点开门", "zh", spa)
    assert not foreign


def test_a_name_typed_as_one_word_is_known(index: KnowledgeIndex) -> None:
    shop = index.kb.get("dining-sift-bake-shop")
    assert shop is not None
    assert reads_as_kb_word("bakeshop", index.terms, index.title_terms(shop))


@pytest.mark.parametrize(
    ("text", "language", "english"),
    [
        ("dónde venden rollos de langosta estilo nueva inglaterra", "es", "lobster rolls"),
        ("vocês têm jogo de basquete feminino?", "pt", "women's"),
        ("有好吃的煎饼吗", "zh", "pancakes"),
    ],
)
def test_dishes_and_games_the_glossary_reads(text: str, language: str, english: str) -> None:
    assert english in gloss(text, language).query


@pytest.mark.parametrize(
    "text",
    ["¿hay sala de boliche en el resort?", "tem quadra de squash no hotel?"],
)
def test_a_kind_of_place_for_a_thing_no_one_can_read_is_declined(
    concierge: GraphConcierge, text: str
) -> None:
    # "sala de boliche" reads "room boliche": the room is the unread thing's.
    assert reply_of(concierge, text, "+12035550178")[0] == "dont_know"


def test_a_function_word_left_unread_is_no_thing_asked_for() -> None:
    query = "is there algum buffet where possa eat all you can eat we are 6"
    assert not asks_for_unread(query, "há algum buffet onde se possa comer?", ["algum", "possa"])
    assert asks_for_unread("is there room boliche resort", "hay sala de boliche?", ["boliche"])
