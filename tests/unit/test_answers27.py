"""Answers of the twenty-seventh session: a "no" that goes on to where a thing is allowed; a
runner-up that holds the whole question (a bet, not only the game); a belonging left at a named
place; food asked for in the small hours; food made at the table, a flight of a drink, giant
portions, a "joint" named by its food, boredom and "an arcade type place" read as guests mean
them."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.nodes.retrieve import _points_back
from agent.query_gloss import english_query
from agent.retrieval import KnowledgeIndex
from agent.staff_schedule import asks_a_staff_schedule
from agent.yes_no import answer_yes_no
from data.kb.loader import default_kb_root, load_knowledge_base
from data.kb.schemas import KbItem
from tests.unit.reply_support import offline_concierge, reply_of

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


@pytest.fixture
def concierge(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge (no chat model) over the fused index, with fresh memory."""
    return offline_concierge(fused_index)


def _item(item_id: str) -> KbItem:
    item = KB.get(item_id)
    assert item is not None
    return item


@pytest.mark.parametrize(
    "question",
    [
        "can i have a smoke at the roulette table",
        "am i allowed to vape while i play the slots",
        "can we smoke indoors on the gaming floor or not",
    ],
)
def test_a_no_goes_on_to_where_it_is_allowed_instead_written_for_this_test(question: str) -> None:
    smoking = _item("faq-smoking")
    reply = answer_yes_no(question, smoking, smoking.summary())
    assert reply.startswith("No. Mohegan Sun's indoor casino floors")
    assert "designated outdoor areas" in reply
    assert len(reply) <= 300


@pytest.mark.parametrize(
    ("question", "item_id", "reply"),
    [
        # A "no" whose next sentence allows nothing, and a "yes", stay as they were.
        (
            "can my dog stay with us in the room",
            "faq-pets",
            "No. The hotel does not accept pets; trained service animals are welcome. Policies "
            "can change, so call 1-888-226-7711 to confirm before you travel.",
        ),
        (
            "is it ok to smoke out on the patio outside",
            "faq-smoking",
            "Yes. Smoking and vaping are only allowed in designated outdoor areas; hotel rooms "
            "are non-smoking.",
        ),
        (
            "can i smoke in our suite",
            "faq-smoking",
            "No. Smoking and vaping are only allowed in designated outdoor areas; hotel rooms "
            "are non-smoking.",
        ),
    ],
)
def test_a_no_with_nothing_allowed_after_it_is_unchanged_written_for_this_test(
    question: str, item_id: str, reply: str
) -> None:
    item = _item(item_id)
    assert answer_yes_no(question, item, item.summary()) == reply


@pytest.mark.parametrize(
    "question",
    [
        "where can i bet on hockey",
        "where can i place a bet on basketball",
        "can i bet on the nfl here",
    ],
)
def test_a_bet_on_a_sport_leads_with_the_sportsbook_written_for_this_test(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552701")
    assert route == "answer"
    assert "FanDuel" in reply


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        # Look-alikes: watching a game is the sports bar's; comedy is the comedy club's.
        ("where can we watch the hockey game with wings", "MJ23"),
        ("where can we go see some standup this weekend", "Comix"),
    ],
)
def test_watching_a_game_or_a_show_keeps_its_place_written_for_this_test(
    concierge: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552702")
    assert route == "answer"
    assert wanted in reply


@pytest.mark.parametrize(
    "question",
    [
        "forgot my sunglasses at the Lansdowne yesterday, who should I call about it",
        "i dropped my scarf by the Cabaret Theatre. who do we contact?",
        "misplaced my phone at a blackjack table last night. who can i talk to?",
    ],
)
def test_a_belonging_left_at_a_named_place_is_the_lost_and_found_written_for_this_test(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552703")
    assert route == "answer"
    assert "Lost and Found" in reply


@pytest.mark.parametrize(
    ("clause", "leans_back"),
    [
        ("who do i contact?", True),
        ("so who should we call about it", True),
        ("who can i talk to", True),
        # A clause that names its own matter asks on its own.
        ("who do i contact for a wedding quote", False),
        ("who should i call for a table at tao", False),
    ],
)
def test_whom_to_ask_leans_on_the_matter_before_it_written_for_this_test(
    clause: str, leans_back: bool
) -> None:
    assert _points_back(clause) is leans_back


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        # A venue named, or another kind of place, is answered of itself at that hour.
        ("is the lansdowne open at 1am on saturday", "Lansdowne"),
        ("is the spa open at midnight", "Mandara Spa"),
        ("can we swim in the pool at 11pm", "Pool"),
    ],
)
def test_a_late_hour_asked_of_a_place_keeps_that_place_written_for_this_test(
    concierge: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552704")
    assert route == "answer"
    assert wanted in reply
    assert "Late options" not in reply


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("who carves the beef right at your table", "who carves the beef tableside"),
        ("a place that tosses the salad at the table", "a place that tosses the salad tableside"),
        ("anywhere doing a whiskey flight tonight", "anywhere doing a whiskey tonight"),
        ("we want huge portions of pasta", "we want oversized portions of pasta"),
        ("the burger joint near the arena", "the burger place near the arena"),
        ("an arcade type place for the kids", "an arcade place for the kids"),
        ("the kids are bored out of their minds, any pool", "the kids , any pool"),
    ],
)
def test_guest_phrases_read_as_the_plain_thing_written_for_this_test(text: str, plain: str) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        # Look-alikes that must read as they are.
        "can i order a drink at the table",
        "what time does my flight land at bradley",
        "is the arena huge",
        "can i smoke a joint on my balcony",
        "what kind of place is tao",
        "what type of room is best for four",
        "is there a board game night",
    ],
)
def test_look_alikes_of_those_phrases_are_unchanged_written_for_this_test(text: str) -> None:
    assert plain_words(text) == text


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("anything to eat around here at 1am", "Late options"),
        ("hungry, what serves food at midnight on a tuesday", "Late options"),
    ],
)
def test_food_in_the_small_hours_finds_the_late_night_item_written_for_this_test(
    concierge: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552705")
    assert route == "answer"
    assert wanted in reply


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("when did the casino of the sky open", "2001"),
        ("what year did the casino of the wind open", "2008"),
    ],
)
def test_a_named_place_that_states_the_facet_itself_answers_it_written_for_this_test(
    concierge: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552706")
    assert route == "answer"
    assert wanted in reply


def test_a_place_inside_a_named_casino_still_leads_for_its_own_dish_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(concierge, "pizza in the casino of the earth", "+12035552707")
    assert route == "answer"
    assert "Frank Pepe" in reply


@pytest.mark.parametrize(
    "question",
    ["how old must you be to book a hotel room", "what is the age to rent a room"],
)
def test_an_age_asked_of_a_room_is_the_check_in_age_written_for_this_test(
    concierge: GraphConcierge, question: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552708")
    assert route == "answer"
    assert "21 or older" in reply


def test_an_age_asked_of_a_place_with_none_stays_declined_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    route, _ = reply_of(concierge, "is there an age limit at the indoor pool", "+12035552709")
    assert route == "dont_know"


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("这个赌场开了几年", "how many years"),
        ("你们一共有几年历史", "in total"),
    ],
)
def test_chinese_how_many_years_is_read_written_for_this_test(text: str, english: str) -> None:
    assert english in english_query(text, "zh")


def test_an_faq_that_leads_keeps_the_lead_for_its_own_facet_written_for_this_test(
    concierge: GraphConcierge,
) -> None:
    # The FAQ about the small room's free shows leads; the arena's ticket FAQ does not take over.
    route, reply = reply_of(concierge, "wolf den shows, do we have to buy tickets", "+12035552710")
    assert route == "answer"
    assert "Wolf Den" in reply


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("the lansdowne's hours on friday", "Lansdowne"),
        ("what are novelle's hours tonight", "novelle"),
    ],
)
def test_a_venue_name_with_an_s_asks_its_hours_not_a_shift_written_for_this_test(
    concierge: GraphConcierge, question: str, wanted: str
) -> None:
    route, reply = reply_of(concierge, question, "+12035552711")
    assert route == "answer"
    assert wanted in reply


def test_a_named_person_s_hours_stay_a_shift_written_for_this_test() -> None:
    assert asks_a_staff_schedule("what are marco's hours at the bar", {"novell"}, lambda w: w[:6])
    assert not asks_a_staff_schedule("what are novelle's hours", {"novell"}, lambda w: w[:6])


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("is the steakhouse pricey? ballpark", "is the steakhouse pricey? roughly"),
        ("how many seets does the theater have", "how many seats does the theater have"),
        ("how erly does the pool open", "how early does the pool open"),
        ("where can i do cardio during our stay", "where can i do cardio "),
        ("a quick bite before the show tonight", "a quick bite "),
    ],
)
def test_more_guest_phrases_read_as_the_plain_thing_written_for_this_test(
    text: str, plain: str
) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "we watched from the ballpark seats",
        "who plays the dj sets at the club",
        "where to eat before the show at the arena",
    ],
)
def test_look_alikes_of_the_later_phrases_are_unchanged_written_for_this_test(text: str) -> None:
    assert plain_words(text) == text


def test_weights_lifted_find_the_gym_written_for_this_test(concierge: GraphConcierge) -> None:
    route, reply = reply_of(concierge, "any place to lift during our trip?", "+12035552712")
    assert route == "answer"
    assert "Fitness Center" in reply


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("最近嘅酒店入口系边个", "which"),
        ("最近嘅停车场", "nearest"),
        ("我哋喺大堂", "lobby"),
        ("泳池几时开", "when"),
    ],
)
def test_written_cantonese_reads_as_mandarin_written_for_this_test(text: str, english: str) -> None:
    assert english in english_query(text, "zh").split()


def test_cantonese_is_there_keeps_its_reading_written_for_this_test() -> None:
    # "有冇" asks whether there is one: its own term, not "have" and "have not".
    assert english_query("你哋有冇健身房", "zh").startswith("do you have")
