"""Another town in Spanish or Portuguese, another part of the resort, a question before a tail."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from agent.context import Context
from agent.nodes.retrieve import _asking_tail, focused
from agent.other_area import asked_area, lead_elsewhere, resort_areas
from agent.other_towns import other_town
from agent.retrieval import KnowledgeIndex
from data.properties import load_registry

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


def test_de_places_the_thing_in_another_town_unless_the_guest_travels(
    index: KnowledgeIndex,
) -> None:
    buffet = index.kb.get("dining-seasons-buffet")
    home = "Uncasville, CT"
    assert other_town("cual es el mejor hotel de boston", buffet, home) == "boston"
    # After anything but a kind of place, "de" says where the guest is from.
    assert other_town("somos de boston, donde hay langosta", buffet, home) is None
    # "de boston" says where from in a travel question, judged on its English reading.
    asked = "how long is the drive from boston"
    assert other_town("cuanto se tarda manejando de boston", buffet, home, asked) is None


def test_the_resorts_parts_are_where_several_items_are(index: KnowledgeIndex) -> None:
    areas = resort_areas(index.kb.items)
    assert {"sky tower", "earth tower", "casino of the sky", "casino of the earth"} <= set(areas)
    assert asked_area("a quiet bar in the casino of the sky", index.kb.items) == "casino of the sky"
    # Near or from a part says where the guest is, not where the thing is.
    assert asked_area("a quiet bar near the sky tower", index.kb.items) is None


def test_an_item_in_another_part_does_not_answer(index: KnowledgeIndex) -> None:
    pool = index.kb.get("amenities-sky-tower-pool")
    items = index.kb.items
    assert lead_elsewhere("do the earth tower rooms have a sauna", pool, items)
    assert not lead_elsewhere("does the sky tower have a pool", pool, items)
    # An FAQ speaks for the whole resort.
    faq = index.kb.get("faq-dress-code")
    assert not lead_elsewhere("whats the dress code in the earth tower", faq, items)


def test_a_text_that_opens_asking_sets_no_scene_before_its_tail(index: KnowledgeIndex) -> None:
    # The words before the tail ask a question of their own: the whole text is searched, so
    # "one game" stays the arcade's, not any casino's.
    ctx = Context(prop=load_registry().default(), now=NOW, index=index)
    asked = "does the arcade for kids accept apple pay, how much does one game cost"
    assert focused(ctx, asked) == asked
    scene = "my kids love video games and prizes, how much does one game cost"
    assert _asking_tail(scene, ctx) == "how much does one game cost"
