"""Details the knowledge base never holds, declined with the number: the price of one dish of
a place priced by level, who holds a role (a chef) at a venue that names none, which act or
event is on a named day and whether it is sold out, the weather to come, a rideshare's fare,
a recipe, a diet a venue never names, the place beside a named one, a size in inches; and a
recipe is no gambling problem."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.lineup import asks_a_lineup
from agent.measured_size import asks_a_measure
from agent.missing_detail import prices_one_thing
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of
from agent.staff_schedule import asked_role, names_the_role
from agent.venue_lacks import asks_beside_lead, lacks_diet
from agent.world_facts import asks_a_world_fact
from compliance.guardrails import Guardrail
from compliance.look_alikes import defused
from data.kb.schemas import KbItem
from tests.unit.reply_support import NOW, reply_of


def _item(index: KnowledgeIndex, starts: str) -> KbItem:
    return next(item for item in index.kb.items if item.title().startswith(starts))


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("will it snow on saturday? driving up from jersey", True),
        ("what's the forecast for the weekend", True),
        ("hows the weather looking tomorrow", True),
        ("roughly what would a lyft from the airport run me", True),
        ("cab fare from the train station?", True),
        ("can you send me the recipe for the clam chowder", True),
        ("how do they make the brisket, want to try it myself", True),
        ("how do you cook the salmon at home", True),
        ("is the golf course open in bad weather", False),
        ("where is the taxi stand", False),
        ("how do i make a dinner reservation", False),
    ],
)
def test_weather_fares_and_recipes_written_for_this_test(question: str, asked: bool) -> None:
    assert asks_a_world_fact(question) is asked


@pytest.mark.parametrize(
    ("question", "lineup"),
    [
        ("which band is playing the pub on saturday", True),
        ("what concert is at the arena tomorrow night", True),
        ("what event is in the ballroom next weekend", True),
        ("is the hockey game on friday sold out", True),
        ("any tickets left for tonight", True),
        ("what bar is open tonight", False),  # a place, not an act
        ("what time does the show start tonight", False),
        ("which comedians have played the club", False),  # no day named
    ],
)
def test_which_act_or_event_on_a_day_and_sold_out_written_for_this_test(
    question: str, lineup: bool
) -> None:
    assert asks_a_lineup(question, NOW) is lineup


@pytest.mark.parametrize(
    ("question", "role"),
    [
        ("who's the head chef at the noodle place", "chef"),
        ("which famous chef is behind the grill", "chef"),
        ("name of the sommelier at the wine bar?", "sommelier"),
        ("who runs the bakery", "manager"),
        ("does the grill have a chef's table", None),
        ("how many chefs work here", None),
    ],
)
def test_the_role_whose_holder_is_asked_written_for_this_test(
    question: str, role: str | None
) -> None:
    assert asked_role(question) == role


def test_a_role_is_named_only_by_a_text_that_speaks_of_it_written_for_this_test() -> None:
    assert names_the_role("who is the chef there", "Trattoria from chef Ann Lee.") is True
    assert names_the_role("who is the chef there", "A grill named for a famous golfer.") is False
    assert names_the_role("when does it open", "A grill.") is None


def test_one_dish_of_a_place_priced_by_level_written_for_this_test(
    index: KnowledgeIndex,
) -> None:
    steakhouse = _item(index, "Michael Jordan")
    assert prices_one_thing("how much is the filet mignon at the steakhouse", steakhouse, index)
    assert prices_one_thing("price of a glass of cabernet at michael jordans?", steakhouse, index)
    # The visit itself, or the place's level, is what a price level answers.
    assert not prices_one_thing("how much is dinner for four at michael jordans", steakhouse, index)
    assert not prices_one_thing("price range at the steakhouse?", steakhouse, index)
    assert not prices_one_thing("is michael jordans steakhouse expensive", steakhouse, index)
    # A place priced by no level is judged by the facet rules.
    spa = _item(index, "Mandara")
    assert not prices_one_thing("how much is a hot stone massage at the spa", spa, index)


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("what's the buy in for the blackjack tournament", "price"),
        ("is there a minimum spend for a booth at the club", "price"),
        ("vip table minimums on new year's eve?", "price"),
        ("what is the minimum age for the casino", "age"),
    ],
)
def test_a_buy_in_or_a_minimum_spend_is_a_price_written_for_this_test(
    question: str, facet: str
) -> None:
    assert facet_of(question) == facet


def test_a_diet_the_venue_never_names_written_for_this_test(index: KnowledgeIndex) -> None:
    pizzeria = _item(index, "Frank Pepe")
    assert lacks_diet("does frank pepe do a gluten free crust", pizzeria, index)
    assert lacks_diet("any halal options here", pizzeria, index)
    assert not lacks_diet("does frank pepe do a white clam pie", pizzeria, index)


def test_the_place_beside_a_named_one_written_for_this_test(index: KnowledgeIndex) -> None:
    tao = _item(index, "TAO")
    assert asks_beside_lead("what's that little bar called right by tao", tao, index)
    assert asks_beside_lead("which store is across from tao?", tao, index)
    assert not asks_beside_lead("what is tao next to", tao, index)
    assert not asks_beside_lead("is there parking next to tao", tao, index)


@pytest.mark.parametrize(
    ("question", "measure"),
    [
        ("max carry-on size in centimeters for the arena?", True),
        ("what's the size limit for backpacks at concerts", True),
        ("how many inches is the tv in the king room", True),
        ("what size beds are in the suite", False),
    ],
)
def test_a_size_asked_in_units_written_for_this_test(question: str, measure: bool) -> None:
    assert asks_a_measure(question) is measure


@pytest.mark.parametrize(
    ("text", "categories"),
    [
        ("麻婆豆腐怎么做？", {Guardrail.RESPONSIBLE_GAMING}),
        ("can i get the recipe for the cornbread", {Guardrail.RESPONSIBLE_GAMING}),
        ("me das la receta del flan", {Guardrail.RESPONSIBLE_GAMING}),
        # Words of betting or quitting keep the category: how to stop is no recipe.
        ("我该怎么做才能不再赌", set()),
        ("what's the recipe to win back what i lost at slots", set()),
    ],
)
def test_a_recipe_is_no_gambling_problem_written_for_this_test(
    text: str, categories: set[Guardrail]
) -> None:
    assert defused(text) == frozenset(categories)


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("how much is the crab cake at the summer shack", "dont_know", "1-888-226-7711"),
        ("who is the head chef at michael jordans", "dont_know", "1-888-226-7711"),
        ("which chef runs tuscany", "answer", "Todd English"),
        ("which comedian is on at comix saturday night", "dont_know", "1-888-226-7711"),
        ("how much is dinner at michael jordans steakhouse", "answer", "$$$$"),
    ],
)
def test_declines_and_answers_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = reply_of(concierge, question, "+12035552101")
    assert got_route == route and needle in reply, reply
