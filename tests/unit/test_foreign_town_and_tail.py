"""Another town in Spanish or Portuguese; a question before an asking tail is no scene."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from agent.context import Context
from agent.nodes.retrieve import _asking_tail, focused
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


def test_a_text_that_opens_asking_sets_no_scene_before_its_tail(index: KnowledgeIndex) -> None:
    # The words before the tail ask a question of their own: the whole text is searched, so
    # "one game" stays the arcade's, not any casino's.
    ctx = Context(prop=load_registry().default(), now=NOW, index=index)
    asked = "does the arcade for kids accept apple pay, how much does one game cost"
    assert focused(ctx, asked) == asked
    scene = "my kids love video games and prizes, how much does one game cost"
    assert _asking_tail(scene, ctx) == "how much does one game cost"
