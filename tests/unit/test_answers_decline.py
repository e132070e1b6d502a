"""Decline or answer: check-in/out in guests' words, sizes, "how many", the thing asked."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from agent.concierge import GraphConcierge
from agent.context import Context
from agent.counted_thing import counted_thing, counting_first, counts_what_is_asked
from agent.dates import strip_when
from agent.guest_idioms import plain_words
from agent.lead_choice import fuller_first
from agent.missing_thing import missing_thing
from agent.nodes.retrieve import off_topic
from agent.other_towns import other_town, other_town_names
from agent.retrieval import Hit, KnowledgeIndex
from agent.retrieval_facets import facet_of
from tests.unit.reply_support import NOW, PROP, reply_of


def _reply(concierge: GraphConcierge, text: str) -> tuple[str, str]:
    return reply_of(concierge, text, "+12035550188")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("what time can we get into our room", "what time can we check-in"),
        ("is our room ready yet", "is check-in yet"),
        ("latest we can leave the hotel room?", "latest we can check-out?"),
        ("do we have to be out of the room by noon", "do we have to check-out by noon"),
        ("where can i get my nails done", "where can i get my nails"),
        ("coffee before we hit the road", "coffee before we go"),
    ],
)
def test_getting_into_and_leaving_the_room_read_as_check_in_and_out(text, plain) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "i left my phone in the room",  # a lost item, not checking out
        "can we leave our bags at the front desk",
        "is the room done yet",
    ],
)
def test_other_room_texts_keep_their_words(text: str) -> None:
    assert "check-out" not in plain_words(text) and "check-in" not in plain_words(text)


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("what time can we get into our room on friday", "4:00 PM"),
        ("latest we can leave the hotel room?", "11:00 AM"),
        ("how big is the shopping area", "130,000"),
        ("where can i get my nails done", "Mandara Spa"),
    ],
)
def test_guests_words_find_the_field_they_ask_for(concierge, question, needle) -> None:
    route, reply = _reply(concierge, question)
    assert route == "answer" and needle in reply, reply


def test_an_everyday_word_for_a_name_word_stands_for_it(index) -> None:
    gym = index.kb.get("amenities-fitness-center")
    assert index.terms.stands_for("gym", index.title_terms(gym))
    assert not index.terms.stands_for("pool", index.title_terms(gym))


def _context(index: KnowledgeIndex, score: float) -> Context:
    gate = SimpleNamespace(off_topic=lambda text: score)
    return Context(prop=PROP, now=NOW, index=index, semantic_gate=gate)  # type: ignore[arg-type]


def test_a_sure_off_topic_score_needs_more_than_two_chance_words(index) -> None:
    golf = index.kb.get("amenities-mohegan-sun-golf-club")
    text = "what's the weather gonna be like? of driving up"
    hit = Hit(item=golf, score=1.0)
    assert off_topic(_context(index, 0.9), text, text, hit)  # "weather permitting", "drive"
    assert not off_topic(_context(index, 0.7), text, text, hit)  # a less sure score: two do


def test_a_name_word_in_everyday_words_overrules_the_score(index) -> None:
    gym = index.kb.get("amenities-fitness-center")
    text = "gym opn what time in the mornin"
    assert not off_topic(_context(index, 0.65), text, text, Hit(item=gym, score=1.0))


def test_a_later_hit_that_holds_clearly_more_leads_when_the_first_is_weak(index) -> None:
    question = "how do i get a tax form for my gambling winnings"
    helpline = index.kb.get("faq-problem-gambling-help")
    exclusion = index.kb.get("faq-self-exclusion")
    statement = index.kb.get("faq-win-loss-statement")
    hits = [Hit(item=i, score=1.0) for i in (helpline, exclusion, statement)]
    assert fuller_first(hits, question, index, floor=0.4)[0].item is statement
    assert fuller_first(hits, question, index, floor=0.0)[0].item is helpline  # first holds enough


def test_a_third_hit_the_lexical_ranking_did_not_put_first_does_not_lead(index) -> None:
    question = "tower of london opening hours"
    kids = index.kb.get("amenities-kids-quest-cyber-quest")
    tower = index.kb.get("hotel-earth-tower-two-queens")
    boston = index.kb.get("faq-getting-there-from-boston")  # holds "london" and "hours"
    hits = [Hit(item=i, score=1.0) for i in (kids, tower, boston)]
    assert index.lexical_first(question) is kids
    assert fuller_first(hits, question, index, floor=0.4)[0].item is kids


@pytest.mark.parametrize(
    ("question", "counted"),
    [
        ("how many floors does the earth tower have", {"stori"}),  # a floor is a story
        ("how many hotel rooms are there", {"hotel", "room"}),
        ("how many tier credits do i need for ascend", {"tier", "credit"}),
        ("how many people fit in the arena", set()),  # the capacity field's
        ("cabaret theatre how many seats", set()),
        ("what time is it", set()),
    ],
)
def test_what_a_how_many_question_counts(index, question, counted) -> None:
    assert counted_thing(question, index) == counted


@pytest.mark.parametrize(
    ("question", "item_id", "counted"),
    [
        ("how many floors does the sky tower have", "hotel-sky-tower-deluxe-king", True),
        ("how many floors does the earth tower have", "hotel-earth-tower-king", False),
        ("how many rooms are in the earth tower", "hotel-earth-tower-king", True),  # 400-room
        ("how many tiers does momentum have", "faq-momentum-tiers", True),  # "five tiers"
        # Named without a number: the item may still answer by listing ("Sky Tower and Earth
        # Tower"); "tier credits" are named too, so that question is not declined on this.
        ("how many towers are there", "overview-mohegan-sun", True),
        ("how many tier credits do i need for ascend", "faq-momentum-tiers", True),
        ("how many bars are there", "overview-mohegan-sun", True),  # "dozens of ... and bars"
        ("how many slot machines are there", "casino-casino-of-the-earth", True),  # thousands
        ("how many calories in a lobster roll", "dining-jasper-whites-summer-shack", False),
    ],
)
def test_an_item_answers_how_many_with_a_number_of_the_thing_or_its_name(
    index, question, item_id, counted
) -> None:
    assert counts_what_is_asked(question, index.kb.get(item_id), index) is counted


def test_the_counting_item_leads(index) -> None:
    faq = index.kb.get("faq-restaurant-reservations")
    overview = index.kb.get("overview-mohegan-sun")
    question = "how many restaurants do you have"
    assert counting_first(question, [faq, overview], index)[0] is overview
    assert counting_first("where can i eat", [faq, overview], index)[0] is faq


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("any big news headlines today?", "news"),  # a time word after the thing
        ("any good netflix shows to binge", "netflix"),
    ],
)
def test_the_thing_asked_for_is_found_before_a_time_word_or_a_purpose(index, question, thing):
    assert missing_thing(strip_when(question), index.terms) == thing


@pytest.mark.parametrize(
    ("question", "route"),
    [
        ("any big news headlines today?", "dont_know"),
        ("how many floors does the earth tower have", "dont_know"),
        ("how many floors does the sky tower have", "answer"),
        ("how 2 get there from hartford drivin", "answer"),
    ],
)
def test_declines_and_answers_end_to_end(concierge, question, route) -> None:
    assert _reply(concierge, question)[0] == route


def test_a_dropped_g_still_asks_for_driving() -> None:
    assert facet_of("how 2 get there from hartford drivin") == "driving"


@pytest.mark.parametrize(
    ("question", "item_id", "town"),
    [
        ("what's the best steakhouse in boston", "dining-michael-jordans-steak-house", "boston"),
        ("best pizza in new haven", "dining-frank-pepe-pizzeria-napoletana", "new haven"),
        ("any hotels in downtown providence", "faq-nearest-airport", "providence"),
        ("is the amtrak station in new london", "overview-mohegan-sun", None),  # travel
        ("how do i get there from boston", "faq-getting-there-from-boston", None),
        ("is the golf course in baltic", "amenities-mohegan-sun-golf-club", None),  # it is there
        ("any good food in uncasville", "dining-the-shed", None),  # the property's own town
        ("steakhouse near the arena", "dining-michael-jordans-steak-house", None),
        # The town naming the kind of place asked for.
        ("which vegas poker room deals the most hands", "casino-poker-room", "vegas"),
        ("any norwich diners open at 6am", "dining-the-shed", "norwich"),
        ("which new london train do i take", "overview-mohegan-sun", None),  # travel
    ],
)
def test_a_thing_asked_for_in_another_town_is_no_item_here(index, question, item_id, town):
    assert other_town(question, index.kb.get(item_id), PROP.location) == town


def test_new_london_is_not_read_as_london() -> None:
    assert other_town_names().index("new london") < other_town_names().index("london")
