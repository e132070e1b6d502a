"""The thirty-fourth answers session's concepts, each with look-alikes that must keep working.

- A question asking a measure is answered by the item's sentence that states one.
- The landmark of "a bar next to the steakhouse" may be named by its own kind of food; of
  several places beside it, the one whose kind ("ultra-lounge") is the kind asked for.
- A venue's initials alone ("fp") stand for its name beside a word of its own text.
- "exact", "precise", "actual", "specific" only say how precisely something is asked; "a
  bunch of", "tons of", "loads of", "plenty of" only how many.
- Keeping or holding on to the room until a time asks the check-out time.
- What replaced a place or took over its space is the place in the former one.
- "who do I ask about getting it back" leans on the words before it.
- A trip to another town, then a question about "there", asks about that town.
- Which room number: the knowledge base keeps room types, never numbers.
- "atm" sought ("where is there atm", "need atm") is a cash machine, not "at the moment".
- Chinese words for an electric car and a charging post are read (the KB names neither).
- Portuguese and Spanish words for booking a time slot ("marcar horário") read as booking;
  Spanish, Portuguese and Chinese words for a lifeguard are read (the KB names none).
- A car park filling up ("if the garages fill up", "the lot is full") is a busy night for it.
- A field the question names by its name ("tier": `tiers`) is the sentence that answers.
- An "-ing" word typed without its g ("comin") is that word, no slip for a name ("comix");
  without a car, a guest asks how to come by train or bus.
- "how many dollar signs" asks the price range, no count of dollars in the text.
- "actually", "really" between "who" and "owns" still ask the owner; "what time do they
  open" leans on what the words before it name, as "it" does.
- Portuguese "chique" is read (upscale); a Spanish word written by ear with
  "v" for "b" (or the reverse) and its silent "h" left out is mended ("avitacion").
- Which building or part of the resort a place is in asks where it is.
- A place dated by a sentence of its own text may be named by a highlight ("Original 1996
  casino"), not by another item's sentence that shares the words ("original hotel").
- A named venue with its own field the question names ("smoke": `smoking_policy`) answers
  from it, before the general FAQ that settles the topic.
- A machine sought for cash is an ATM; rolling in is arriving; "is there a set time" asks a
  time, so what is open at the hour named does not lead.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.concierge import GraphConcierge
from agent.dates import strip_when
from agent.extractive import short_answer
from agent.focus import focus_sentence
from agent.query_gloss import gloss
from agent.retrieval import KnowledgeIndex
from data.kb.schemas import KbItem
from tests.unit.reply_support import reply_of

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


def _item(index: KnowledgeIndex, item_id: str) -> KbItem:
    item = index.kb.get(item_id)
    assert item is not None
    return item


# --- a measure asked: the sentence that states one --------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "how wide is the tv at the fanduel sportsbook",
        "fanduel sportsbook - what's the width of the main display",
        "how tall is the screen in the sportsbook",
    ],
)
def test_a_measure_asked_in_other_words_gets_the_sentence_stating_it(
    index: KnowledgeIndex, question: str
) -> None:
    item = _item(index, "casino-fanduel-sportsbook")
    focus = focus_sentence(item, question, index.terms)
    assert focus is not None
    assert "140-foot" in focus
    assert "140-foot" in short_answer(item, NOW, question, terms=index.terms)


def test_no_measure_asked_no_measure_pushed(index: KnowledgeIndex) -> None:
    item = _item(index, "casino-fanduel-sportsbook")
    # A question that asks no measure and shares no word with a measuring sentence.
    assert focus_sentence(item, "fanduel sportsbook, when did it open", index.terms) != (
        "Highlights: 140-foot video wall, Full bar and menu, Racing simulcast area, "
        "Big-game watch parties."
    )


# --- a landmark named by its kind of food; a place of the kind asked beside it ------------------


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("is there a sports bar beside the steakhouse?", "MJ23"),
        ("is there a bar right next door to the steakhouse", "MJ23"),
        ("what's the name of the lounge next door to the steakhouse", "novelle"),
        ("which lounge is next to michael jordan's steak house", "novelle"),
    ],
)
def test_the_place_beside_a_landmark_named_by_its_food(
    fused: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550341")
    assert route == "answer"
    assert reply.startswith(wanted), reply


def test_beside_a_kind_of_food_several_serve_names_no_landmark(fused: GraphConcierge) -> None:
    # Two venues serve Italian food: "the italian place" names neither as the landmark.
    route, reply = reply_of(fused, "which bar is next to the italian place", "+12035550342")
    assert "MJ23" not in reply and "novelle" not in reply


# --- initials alone beside a word of the venue's own text --------------------------------------


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("fp pizza - til what time tonight?", "Frank Pepe"),
        ("hh pancakes, when do they open", "Hash House"),
        ("is kq open for the kids today", "Kids Quest"),
    ],
)
def test_initials_beside_a_word_of_the_venue_name_it(
    fused: GraphConcierge, text: str, wanted: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550343")
    assert route == "answer"
    assert reply.startswith(wanted), reply


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("my bf is hungry for pizza", "bf"),  # a word of no venue's own text beside it
        ("is fp open", "fp"),  # "open" is anyone's
        ("ct sun tickets", "ct"),  # a word the items use
        ("be there at 8, table for pizza", "be"),  # an English word
    ],
)
def test_initials_without_a_telling_word_stay_as_typed(
    index: KnowledgeIndex, text: str, kept: str
) -> None:
    assert kept in index.terms.correct(text).split()


def test_initials_read_as_the_name(index: KnowledgeIndex) -> None:
    assert index.terms.correct("fp pizza hours") == "frank pepe pizza hours"


# --- words of precision ------------------------------------------------------------------------


def test_words_of_precision_are_no_content(index: KnowledgeIndex) -> None:
    assert index.terms.content_terms("the precise actual address") == ["address"]


def test_words_of_quantity_are_no_content(index: KnowledgeIndex) -> None:
    assert index.terms.content_terms("loads of tvs and tons of wings") == ["tvs", "wing"]


def test_a_bunch_of_screens_finds_the_sports_bar(fused: GraphConcierge) -> None:
    text = "somewhere with a bunch of tvs to watch the game and eat wings?"
    route, reply = reply_of(fused, text, "+12035550357")
    assert route == "answer"
    assert reply.startswith("MJ23"), reply


@pytest.mark.parametrize(
    "text", ["whats the exact street address for my uber", "what is the precise address"]
)
def test_an_exact_address_is_the_address(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550344")
    assert route == "answer"
    assert "1 Mohegan Sun Boulevard" in reply


# --- keeping the room is checking out ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "how late can we keep our room on sunday",
        "how long can we hold on to our room sunday morning",
    ],
)
def test_keeping_the_room_asks_the_check_out_time(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550345")
    assert route == "answer"
    assert "11:00 AM" in reply


# --- what replaced a place ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["what took over the ballo space", "what place took over where ballo used to be"],
)
def test_what_replaced_a_place_is_the_one_in_its_former_space(
    fused: GraphConcierge, text: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550346")
    assert route == "answer"
    assert reply.startswith("The Farm Italy"), reply


# --- whom to ask about getting it back ---------------------------------------------------------


def test_whom_to_ask_about_getting_it_back_leans_on_the_lost_thing(
    fused: GraphConcierge,
) -> None:
    text = "lost my hat at the bar last night, who do we talk to about getting it back"
    route, reply = reply_of(fused, text, "+12035550347")
    assert route == "answer"
    assert "Lost and Found" in reply


# --- a trip to another town, asked about there -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "planning a trip to new york in may, what are the best things to do there?",
        "we're visiting new haven next week, where should we eat there",
    ],
)
def test_a_trip_elsewhere_asked_about_there_is_declined(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550348")
    assert "don't have that information" in reply


def test_a_trip_elsewhere_before_a_question_about_here_is_answered(fused: GraphConcierge) -> None:
    text = "we're heading to boston after our stay, is the buffet open tonight"
    route, reply = reply_of(fused, text, "+12035550349")
    assert reply.startswith("Seasons Buffet"), reply


# --- which room number -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "what room number has the nicest river view, i want to ask for it",
        "which specific room # is quietest",
    ],
)
def test_which_room_number_is_declined(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550350")
    assert "don't have that information" in reply


def test_which_room_type_is_still_answered(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "which room has a river view", "+12035550351")
    assert route == "answer"
    assert "View" in reply


# --- "atm" sought is a cash machine ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("where is there atm on this floor", True),
        ("wheres atm", True),
        ("need atm asap", True),
        ("is the buffet crowded atm", False),
        ("are they open atm", False),
    ],
)
def test_atm_sought_is_a_cash_machine(text: str, kept: bool) -> None:
    assert ("atm" in strip_when(text).split()) is kept


def test_a_cash_machine_asked_in_portuguese(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "onde tem caixa eletronico perto do cassino?", "+12035550352")
    assert route == "answer"
    assert "ATM" in reply


# --- an electric car's charging post, in Chinese -----------------------------------------------


def test_chinese_electric_car_charging_is_read() -> None:
    read = gloss("酒店有没有电动汽车充电站", "zh")
    assert "electric car" in read.translated
    assert "charging station" in read.translated
    assert not read.untranslated


def test_chinese_charging_post_asked_is_declined(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "车库里有没有电动车充电桩", "+12035550353")
    assert route == "dont_know" or "没有这方面的信息" in reply


# --- booking a time slot, in Portuguese and Spanish --------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [("dá pra marcar horário na quadra?", "pt"), ("puedo reservar hora mañana?", "es")],
)
def test_booking_a_time_slot_is_read(text: str, language: str) -> None:
    assert "book a time" in gloss(text, language).translated


def test_a_phone_to_book_golf_in_portuguese_gets_the_booking_line(fused: GraphConcierge) -> None:
    route, reply = reply_of(
        fused, "preciso marcar horario no golfe, qual telefone?", "+12035550354"
    )
    assert route == "answer"
    assert "1-888-226-7711" in reply


# --- a car park filling up ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "what do we do if the garage fills up before the show",
        "where do we park when the parking lots are full?",
    ],
)
def test_a_full_car_park_gets_the_busy_night_parking(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550355")
    assert route == "answer"
    assert "Thames" in reply and "shuttle" in reply


def test_whether_the_garage_is_full_now_asks_a_live_status(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "is the winter garage full right now?", "+12035550356")
    assert "Thames garage and outer lots open" not in reply


# --- a field named by its name -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("momentum rewards program: what's the top tier called?", "Tiers:"),
        ("what are the perks and benefits of the momentum rewards program", "Benefits:"),
        ("momentum rewards program eligibility", "Eligibility:"),
    ],
)
def test_a_field_named_by_its_name_is_the_focus(
    index: KnowledgeIndex, question: str, wanted: str
) -> None:
    item = _item(index, "promotions-momentum-rewards")
    focus = focus_sentence(item, question, index.terms, said=item.title())
    assert focus is not None and focus.startswith(wanted), focus


# --- a named venue's own field, named by the question ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "poker room - are we allowed to smoke at the tables?",
        "any smoking in the fanduel sportsbook",
    ],
)
def test_a_named_venue_answers_from_the_field_the_question_names(
    fused: GraphConcierge, text: str
) -> None:
    route, reply = reply_of(fused, text, "+12035550358")
    assert route == "answer"
    assert "Smoking policy: Smoke-free" in reply, reply


def test_no_venue_named_the_general_faq_still_answers(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "is smoking allowed in the hotel rooms", "+12035550359")
    assert "non-smoking" in reply


# --- a cash machine; rolling in; a set time ----------------------------------------------------


@pytest.mark.parametrize(
    "text", ["gotta get some cash out, any machine near here?", "wheres a money machine"]
)
def test_a_machine_for_cash_is_an_atm(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550360")
    assert route == "answer"
    assert "ATM" in reply, reply


def test_a_set_time_asked_with_an_arrival_hour_gets_check_in(fused: GraphConcierge) -> None:
    text = "we roll in at 1pm, can we go into our room right away or is there a fixed time"
    route, reply = reply_of(fused, text, "+12035550361")
    assert route == "answer"
    assert "4:00 PM" in reply, reply


# --- a lifeguard, in Spanish, Portuguese and Chinese -------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("hay salvavidas en la piscina?", "es"),
        ("tem guarda-vidas na piscina", "pt"),
        ("泳池有救生员", "zh"),
    ],
)
def test_a_lifeguard_is_read(text: str, language: str) -> None:
    assert "lifeguard" in gloss(text, language).translated


def test_a_lifeguard_asked_in_spanish_with_more_said_is_declined(fused: GraphConcierge) -> None:
    text = "oye la alberca tiene salvavidas? mis hijos nadan solos a veces"
    route, reply = reply_of(fused, text, "+12035550365")
    assert route == "dont_know" or "no tengo esa información" in reply, reply


# --- a dropped g; without a car ----------------------------------------------------------------


@pytest.mark.parametrize(("typed", "meant"), [("comin", "coming"), ("headin", "heading")])
def test_a_dropped_g_is_the_ing_word(index: KnowledgeIndex, typed: str, meant: str) -> None:
    assert index.terms.correct(f"{typed} from boston tonight") == f"{meant} from boston tonight"


def test_a_name_typed_whole_is_kept(index: KnowledgeIndex) -> None:
    assert index.terms.correct("comix tonight") == "comix tonight"


@pytest.mark.parametrize(
    "text",
    [
        "comin up from new york city with no car, how do we get there",
        "we don't have a car, we're in nyc - best way to get to you?",
    ],
)
def test_without_a_car_from_a_city_gets_the_train(fused: GraphConcierge, text: str) -> None:
    route, reply = reply_of(fused, text, "+12035550366")
    assert route == "answer"
    assert "Amtrak" in reply, reply


# --- dollar signs are the price range ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("the shed: how many dollar signs is it?", "($$)"),
        ("how many dollar signs is michael jordan's steak house", "($$$$)"),
    ],
)
def test_dollar_signs_ask_the_price_range(fused: GraphConcierge, text: str, wanted: str) -> None:
    route, reply = reply_of(fused, text, "+12035550367")
    assert route == "answer"
    assert wanted in reply, reply


# --- who actually owns it; what "they" are ------------------------------------------------------


def test_who_really_runs_the_place_is_the_operator(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "so who actually runs the casino, the state?", "+12035550368")
    assert route == "answer"
    assert "Mohegan Tribe" in reply, reply


def test_they_in_the_asking_clause_lean_on_the_words_before(fused: GraphConcierge) -> None:
    text = "thinking about a facial on sunday. when do they open on weekends?"
    route, reply = reply_of(fused, text, "+12035550369")
    assert route == "answer"
    assert reply.startswith("Mandara Spa"), reply


# --- more words read; Spanish "b" and "v" --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "wanted"),
    [
        ("um restaurante chique pro jantar", "pt", "upscale"),
        ("la avitacion tiene caja fuerte?", "es", "room"),
        ("hay tobogan en la pissina", "es", "pool"),
    ],
)
def test_more_words_are_read(text: str, language: str, wanted: str) -> None:
    assert wanted in gloss(text, language).translated.split()


def test_a_fancy_steak_asked_in_portuguese_finds_the_steakhouse(fused: GraphConcierge) -> None:
    text = "queria um lugar chique pra comer bife no sábado"
    route, reply = reply_of(fused, text, "+12035550370")
    assert route == "answer"
    assert "Michael Jordan" in reply, reply


# --- which building is it in -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("which building has the fitness center", "Fitness Center (Sky Tower hotel"),
        ("what part of the resort is the spa in?", "Mandara Spa (Sky Tower hotel"),
    ],
)
def test_which_building_asks_where(fused: GraphConcierge, text: str, wanted: str) -> None:
    route, reply = reply_of(fused, text, "+12035550371")
    assert route == "answer"
    assert reply.startswith(wanted), reply


# --- a date told in a highlight ----------------------------------------------------------------


def test_the_original_casino_is_dated_by_its_own_text(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what year did the original casino open?", "+12035550372")
    assert route == "answer"
    assert "1996" in reply, reply


def test_a_tower_is_still_dated_by_its_rooms(fused: GraphConcierge) -> None:
    route, reply = reply_of(fused, "what year was the earth tower built", "+12035550373")
    assert "2016" in reply, reply
