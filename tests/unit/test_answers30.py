"""The thirtieth answers session's concepts, each with look-alikes that must keep working.

- A capacity is a number: "private rooms for parties" gives none (a room that sleeps so many
  and an arena's seats still answer).
- A long venue name typed loosely ("mikel jordans stake house") reads as the name when two
  other words of it are beside the slip.
- A clause set apart by a comma that opens asking ("when is checkout, ...") is judged on its
  own; beside one that asks of a thing, a clause that asks nothing is the scene.
- A count is given by a number (within its sentence or bracket) or by names listed one by one;
  a count asked of a named venue is that venue's.
- The brand's other properties (Pocono, Las Vegas) are other casinos.
- Who someone of the past was, and whom a place is named for, are world facts.
- A landmark an item says it is beside ("next to the convention center") is no subject of it.
- How a thing is arranged ("the bed setup") asks of the thing; "bed" is a word, no shorthand.
- Words no item uses weigh nothing in choosing the sentence that answers.
- A one-word venue name typed as two ("sol toro") is joined back, and is no foreign word.
- Whether a belonging was turned in is live (only the lost and found knows); a garment lost
  is no question of what to wear.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.counted_thing import counting_first, counts_what_is_asked
from agent.focus import focus_sentence
from agent.landmarks import without_landmarks
from agent.live_status import asks_live_status
from agent.missing_detail import lacking_detail
from agent.missing_thing import missing_thing
from agent.other_casinos import other_casino
from agent.query_gloss import mixed_in_language
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_subject, fits_subject
from agent.world_facts import asks_a_world_fact
from agent.yes_no import topic_of
from data.kb.schemas import KbItem
from tests.unit.reply_support import reply_of


def _item(index: KnowledgeIndex, item_id: str) -> KbItem:
    return next(item for item in index.kb.items if item.id == item_id)


@pytest.mark.parametrize(
    "question",
    ["how many guests can novelle take", "what is novelle's max capacity for a party"],
)
def test_rooms_for_parties_give_no_capacity(index: KnowledgeIndex, question: str) -> None:
    assert lacking_detail(_item(index, "entertainment-novelle"), question) == "capacity"


@pytest.mark.parametrize(
    ("item_id", "question"),
    [
        ("entertainment-cabaret-theatre", "how many seats does the cabaret theatre have"),
        ("hotel-sky-tower-suite", "how many people can stay in the sky tower suite"),
        ("overview-mohegan-sun", "how big is the casino floor in square feet"),
    ],
)
def test_a_stated_figure_still_answers_capacity(
    index: KnowledgeIndex, item_id: str, question: str
) -> None:
    assert lacking_detail(_item(index, item_id), question) is None


def test_capacity_of_a_venue_without_one_is_declined(concierge: GraphConcierge) -> None:
    _, reply = reply_of(concierge, "how many people does novelle hold", "+15550300001")
    assert "don't have" in reply
    assert "1-888-226-7711" in reply
    _, reply = reply_of(concierge, "how many seats in the wolf den", "+15550300002")
    assert "350" in reply


@pytest.mark.parametrize(
    ("question", "repaired"),
    [
        ("is mikel jordans stake house dressy", "michael jordan's steak house"),
        ("jasper whites sumer shak lobster", "jasper white's summer shack"),
    ],
)
def test_a_long_name_typed_loosely_reads_as_the_name(
    index: KnowledgeIndex, question: str, repaired: str
) -> None:
    assert repaired in index.terms.correct(question)


@pytest.mark.parametrize(
    "question",
    [
        "is there a stake in the game at michael jordan's steak house",  # the word is there
        "mikel from work said the steak was great",  # no other words of the name beside
        "does frank pepe have a pizza with clams",  # "pizza" is a word the items use
    ],
)
def test_a_loose_slip_needs_the_rest_of_the_name(index: KnowledgeIndex, question: str) -> None:
    assert index.terms.correct(question).split()[:3] == question.lower().split()[:3]


def test_a_loosely_typed_name_gets_its_hours(concierge: GraphConcierge) -> None:
    _, reply = reply_of(
        concierge, "what time does mikel jordans stake house close saturday", "+15550300003"
    )
    assert "Michael Jordan's Steak House" in reply
    assert "Saturday" in reply


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("when is check-in saturday, landing early", "4:00 PM"),
        ("what time is checkout tuesday, hoping to rest a bit", "11:00 AM"),
    ],
)
def test_a_clause_that_opens_asking_is_judged_alone(
    concierge: GraphConcierge, question: str, expected: str
) -> None:
    _, reply = reply_of(concierge, question, "+15550300004")
    assert expected in reply


@pytest.mark.parametrize(
    "question",
    [
        "what time is sunrise sunday, trying to catch it",
        "when is the eclipse, thinking of watching from the garage roof",
    ],
)
def test_a_clause_asking_what_no_item_holds_is_still_declined(
    concierge: GraphConcierge, question: str
) -> None:
    _, reply = reply_of(concierge, question, "+15550300005")
    assert "don't have that information" in reply


@pytest.mark.parametrize(
    "question",
    [
        "our train home isnt till 7 and checkout is noon, can we stash our suitcases",
        "checked out already but the bus is at 5, can we drop our suitcases somewhere",
    ],
)
def test_a_scene_clause_does_not_answer_what_is_asked(
    concierge: GraphConcierge, question: str
) -> None:
    _, reply = reply_of(concierge, question, "+15550300006")
    assert "don't have that information" in reply


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("the cabaret theatre, how many seats does it have", "350"),
        ("cheap burgers near the arena, where should we go", "Bobby's Burgers"),
    ],
)
def test_a_clause_that_leans_on_the_scene_keeps_it(
    concierge: GraphConcierge, question: str, expected: str
) -> None:
    _, reply = reply_of(concierge, question, "+15550300007")
    assert expected in reply


@pytest.mark.parametrize(
    ("question", "item_id", "counted"),
    [
        # A kind named in the plural in a list of games counts none of it.
        ("how many table games does the wind casino have", "casino-casino-of-the-wind", False),
        ("how many party rooms does novelle have", "entertainment-novelle", False),
        # Names listed one by one still answer ("Sky Tower and Earth Tower").
        ("how many hotel towers do you have", "overview-mohegan-sun", True),
        ("how many poker rooms are in the wind", "casino-casino-of-the-wind", True),
    ],
)
def test_a_count_is_given_by_a_number_or_by_names_listed(
    index: KnowledgeIndex, question: str, item_id: str, counted: bool
) -> None:
    assert counts_what_is_asked(question, _item(index, item_id), index) is counted


def test_a_named_venue_keeps_the_lead_of_a_count(index: KnowledgeIndex) -> None:
    wind, earth = (
        _item(index, "casino-casino-of-the-wind"),
        _item(index, "casino-casino-of-the-earth"),
    )
    question = "how many slots does the wind casino have"
    assert counting_first(question, [wind, earth], index, named=wind)[0] is wind
    assert counting_first(question, [wind, earth], index)[0] is earth


def test_a_count_the_named_venue_lacks_is_declined(concierge: GraphConcierge) -> None:
    _, reply = reply_of(
        concierge, "how many blackjack tables in the casino of the sky", "+15550300008"
    )
    assert "don't have" in reply


@pytest.mark.parametrize(
    "question",
    [
        "does mohegan sun pocono have a buffet too",
        "is the vegas mohegan sun casino las vegas open 24 hours",
        "how far is fallsview casino from here",
    ],
)
def test_the_brands_other_properties_are_other_casinos(
    index: KnowledgeIndex, question: str
) -> None:
    assert other_casino(question, index.kb.items) is not None


@pytest.mark.parametrize(
    "question",
    ["does mohegan sun have a buffet", "is the mohegan sun arena far from the pool"],
)
def test_our_own_names_are_no_other_casino(index: KnowledgeIndex, question: str) -> None:
    assert other_casino(question, index.kb.items) is None


@pytest.mark.parametrize(
    "question",
    [
        "who was samson occom?",
        "who was metacomet, just curious",
        "is the river named after someone",
        "who is the thames named after",
    ],
)
def test_who_someone_of_the_past_was_is_a_world_fact(question: str) -> None:
    assert asks_a_world_fact(question)


@pytest.mark.parametrize(
    "question",
    [
        "who was playing at the wolf den last night",
        "who was on stage at the arena saturday",
        "who is the chef at tuscany",
        "which restaurant is named after michael jordan",
    ],
)
def test_who_played_or_cooks_here_is_no_world_fact(question: str) -> None:
    assert not asks_a_world_fact(question)


def test_a_landmark_beside_an_item_is_no_subject_of_it(index: KnowledgeIndex) -> None:
    grill = _item(index, "dining-soltoro-tequila-grill")
    center = _item(index, "amenities-convention-and-expo-center")
    question = "what does a banquet hall cost for a conference"
    subject = facet_subject(question, "price", index)
    assert not fits_subject(question, subject, grill, index)
    assert fits_subject(question, subject, center, index)
    assert "convention" not in without_landmarks(grill).lower()


def test_the_place_beside_a_landmark_is_still_found(concierge: GraphConcierge) -> None:
    _, reply = reply_of(
        concierge, "which restaurant sits next to the indoor waterfall", "+155503009"
    )
    assert "Tuscany" in reply
    _, reply = reply_of(concierge, "how much is a wedding in the ballroom", "+155503010")
    assert "SolToro" not in reply


def test_a_short_english_word_of_a_kb_word_is_content(index: KnowledgeIndex) -> None:
    assert "bed" in index.terms.content_terms("how big is the bed in the suite")
    assert "wat" not in index.terms.content_terms("wat time is the buffet")  # shorthand still


@pytest.mark.parametrize(
    "question",
    [
        "what's the bed configuration in the royal suites",
        "whats the room layout like in the earth tower king",
    ],
)
def test_how_a_thing_is_arranged_is_no_missing_thing(index: KnowledgeIndex, question: str) -> None:
    assert missing_thing(question, index.terms) is None


def test_a_thing_unknown_before_an_arrangement_word_is_still_missing(index: KnowledgeIndex) -> None:
    assert missing_thing("whats the trampoline setup at the pool", index.terms) == "trampoline"


def test_the_bed_setup_of_a_room_is_its_beds(concierge: GraphConcierge) -> None:
    _, reply = reply_of(
        concierge, "what is the bed setup in the earth tower two queens", "+15550300011"
    )
    assert "Queen" in reply or "queen" in reply


def test_words_no_item_uses_weigh_nothing_in_choosing_the_sentence(index: KnowledgeIndex) -> None:
    room = _item(index, "hotel-earth-tower-king")
    question = "any usb plugs in the room for my tablet and kindle"
    focus = focus_sentence(room, question, index.terms, said="Earth Tower King (Earth Tower).")
    assert focus is not None
    assert "USB" in focus


@pytest.mark.parametrize(
    "question",
    [
        "has anyone turned in a grey beanie from the buffet",
        "was my leather wallet found in the garage",
        "did security find a pink umbrella near the arena",
    ],
)
def test_whether_a_belonging_was_turned_in_is_live(question: str) -> None:
    assert asks_live_status(question)


@pytest.mark.parametrize(
    "question",
    [
        "what is the number for lost and found",
        "has anyone seen the comedy show, is it good",
        "where can i find the buffet",
    ],
)
def test_the_lost_and_found_desk_or_a_search_is_no_live_status(question: str) -> None:
    assert not asks_live_status(question)


def test_a_garment_lost_is_no_dress_question() -> None:
    assert topic_of("did someone hand in my denim jacket at the bar") is None
    assert topic_of("i left my jeans in the room, who do i call") is None
    assert topic_of("do i need a jacket for dinner at tao") == "dress code"
    assert topic_of("are jeans ok at the steakhouse") == "dress code"


def test_a_number_counts_only_within_its_bracket(index: KnowledgeIndex) -> None:
    king = _item(index, "hotel-sky-tower-deluxe-king")
    assert not counts_what_is_asked("how many elevators does the sky tower have", king, index)
    assert counts_what_is_asked("how many stories is the sky tower", king, index)


def test_a_one_word_name_typed_as_two_is_joined(index: KnowledgeIndex) -> None:
    assert "soltoro" in index.terms.correct("does sol toro do happy hour")
    assert "lansdowne" in index.terms.correct("is the lans downe pub loud")
    # Two words that make no name of ours stay apart.
    assert index.terms.correct("sun porch and toro sauce") == "sun porch and toro sauce"


def test_a_name_typed_in_pieces_is_no_foreign_word(index: KnowledgeIndex) -> None:
    assert mixed_in_language("sol toro tables for a party of 10", index.terms.words) is None
    assert mixed_in_language("cuanto cuesta el buffet", index.terms.words) == "es"
