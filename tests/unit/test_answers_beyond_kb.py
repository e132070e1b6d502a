"""Declines for what the knowledge base cannot hold; facet words guests use for a field."""

from __future__ import annotations

import pytest

from agent.away_place import away_place
from agent.concierge import GraphConcierge
from agent.lineup import asks_a_lineup
from agent.missing_thing import missing_kind
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of
from agent.venue_lacks import lead_lacks_part
from tests.unit.reply_support import NOW, reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550177")


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("which volcanoes can we hike near here", "volcanoes"),
        ("what dinosaurs are in the lobby", "dinosaurs"),
    ],
)
def test_a_kind_named_after_what_or_which_that_no_item_uses_is_missing(
    index: KnowledgeIndex, question: str, thing: str
) -> None:
    assert missing_kind(question, index.terms, set()) == thing


def test_a_question_naming_the_lead_keeps_it_whatever_it_calls_the_kind(index) -> None:
    momentum = index.kb.get("promotions-momentum-dollars")
    question = "what freebies do momentum dollars get you"
    assert missing_kind(question, index.terms, set()) == "freebies"
    assert missing_kind(question, index.terms, index.title_terms(momentum)) is None


@pytest.mark.parametrize(
    "question",
    [
        "what time does the buffet open",
        "which restaurants are open late",
        "what games do they have at the poker room",  # a facet's own word is no thing
    ],
)
def test_a_kind_the_kb_knows_is_not_missing(index: KnowledgeIndex, question: str) -> None:
    assert missing_kind(question, index.terms, set()) is None


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("how would i grill a steak like that at home", "at home"),
        ("best tacos near my house?", "near my house"),
        ("is there a spa where we live that does hot stones", "where we live"),
        ("we forgot our stroller at home, can we rent one", None),  # what stayed home
        ("driving from my house in hartford, how long", None),  # travel is ours to answer
        ("do the suites feel like home", None),
    ],
)
def test_a_question_placed_at_the_guests_home_is_not_about_the_resort(
    question: str, place: str | None
) -> None:
    assert away_place(question) == place


@pytest.mark.parametrize(
    ("question", "lineup"),
    [
        ("who is the comedian at the cabaret on friday", True),
        ("who's performing at the wolf den tonight", True),
        ("who are the bands playing the lansdowne this weekend", True),
        ("whos got wings tonight", False),  # a place asked for
        ("who serves breakfast on sunday", False),
        ("who do i ask about parking tomorrow", False),  # a contact asked for
        ("who owns the arena", False),  # no day named
    ],
)
def test_who_is_on_on_a_named_day_asks_a_lineup(question: str, lineup: bool) -> None:
    assert asks_a_lineup(question, NOW) is lineup


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("what's the nightly rate for a suite", "price"),
        ("room rates this weekend?", "price"),
        ("how big an audience does the arena seat", "capacity"),
        ("can i book a tee time for sunday morning", "reservations"),
        ("besides slots what other table games are there", "games"),
        ("first-rate steak place?", None),
    ],
)
def test_guests_words_for_a_facet(question: str, facet: str | None) -> None:
    assert facet_of(question) == facet


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("who is the comedian at the cabaret on friday", "dont_know", "I can help with"),
        ("how would i grill a steak like michael jordan's at home", "dont_know", "I can help"),
        ("what's the nightly rate for a sky tower suite", "dont_know", "prices for"),
        ("how big an audience fits in the wolf den", "answer", "350"),
        ("besides hold em what other games does the poker room run", "answer", "Omaha"),
    ],
)
def test_declines_and_facets_end_to_end(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = _reply(concierge, question)
    assert got_route == route and needle in reply, reply


@pytest.mark.parametrize(
    ("question", "item_id", "lacks"),
    [
        ("is there indoor golf around", "amenities-mohegan-sun-golf-club", True),  # "indoor"
        ("is there a golf course", "amenities-mohegan-sun-golf-club", False),
        ("is there mexican food", "dining-soltoro-tequila-grill", False),  # "food": a kind
        ("how much is golf there", "amenities-mohegan-sun-golf-club", False),  # a facet
    ],
)
def test_a_thing_the_lead_holds_only_in_part_is_not_there(
    index: KnowledgeIndex, question: str, item_id: str, lacks: bool
) -> None:
    assert lead_lacks_part(question, index.kb.get(item_id), index) is lacks


@pytest.mark.parametrize(
    ("text", "language", "word"),
    [
        ("me das la receta del flan", "es", "recipe"),
        ("qual a receita do molho", "pt", "recipe"),
        ("有中文导游吗", "zh", "chinese language"),
        ("股市今天跌了吗", "zh", "stock market"),
    ],
)
def test_the_glossary_reads_words_no_item_holds(text: str, language: str, word: str) -> None:
    assert word in english_query(text, language)


@pytest.mark.parametrize(
    ("question", "item_id", "lacks"),
    [
        # A word of degree names no part of the thing.
        ("is there a kinda upscale steak house", "dining-michael-jordans-steak-house", False),
        ("is there a little bit upscale steak house", "dining-michael-jordans-steak-house", False),
    ],
)
def test_words_of_degree_are_no_part_of_the_thing(
    index: KnowledgeIndex, question: str, item_id: str, lacks: bool
) -> None:
    assert lead_lacks_part(question, index.kb.get(item_id), index) is lacks


def test_a_chinese_question_for_a_thing_held_in_part_is_declined(
    concierge: GraphConcierge,
) -> None:
    # "Is there a heated pool?" as a guest might text it: the pool is never called heated.
    route, reply = _reply(concierge, "有没有加热泳池")
    assert route == "dont_know", reply


@pytest.mark.parametrize(
    "question",
    [
        # The scene names a place we have; what is asked after it is nothing we hold.
        "we grabbed pizza at frank pepe and my kid keeps asking me, how far away is jupiter?",
        "does bobby's burgers do curbside pickup",  # what the venue is asked to do
        "does michael jordan's steak house have a humidor",  # a name with an apostrophe
    ],
)
def test_what_is_asked_past_a_known_name_is_declined(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = _reply(concierge, question)
    assert route == "dont_know", reply


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("we drove 3 hours from boston today, what time does the buffet close", "Seasons"),
        ("does frank pepe serve white clam pizza", "Frank Pepe"),
    ],
)
def test_a_scene_before_a_question_we_answer_is_kept(
    concierge: GraphConcierge, question: str, needle: str
) -> None:
    route, reply = _reply(concierge, question)
    assert route == "answer" and needle in reply, reply


@pytest.mark.parametrize(
    ("question", "route"),
    [
        # Asked whether there is a thing the glossary cannot read: an honest decline.
        ("¿La piscina tiene trampolín?", "dont_know"),
        ("o hotel tem heliponto?", "dont_know"),
        ("酒店有没有直升机坪？", "dont_know"),
        # The thing read: answered.
        ("o hotel tem piscina?", "answer"),
        ("¿el hotel tiene piscina?", "answer"),
    ],
)
def test_a_foreign_question_for_a_thing_we_cannot_read_is_declined(
    concierge: GraphConcierge, question: str, route: str
) -> None:
    assert _reply(concierge, question)[0] == route


@pytest.mark.parametrize(
    ("question", "route"),
    [
        # The venue named holds the thing's head (seafood), not a word before it (buffet).
        ("does summer shack have all you can eat seafood", "dont_know"),
        # ... and holds every word of a thing it has.
        ("does the summer shack serve steamed lobster", "answer"),
    ],
)
def test_a_named_venue_asked_for_a_thing_it_holds_only_in_part(
    concierge: GraphConcierge, question: str, route: str
) -> None:
    assert _reply(concierge, question)[0] == route
