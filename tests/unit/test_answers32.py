"""The thirty-second answers session's concepts, each with look-alikes that must keep working.

- A drive told as the cause of how one feels ("stiff from the long drive") is the scene, not
  a question about directions; "anywhere on site to get ..." asks for a thing.
- How one travels ("riding amtrak up", "heading over") asks of no item; "which highway" or
  "which interstate" asks directions by car and names nothing the knowledge base lacks.
- A meal said big ("a massive breakfast") is oversized.
- How to look up one's own tally ("check how many dollars i have left") asks for the balance.
- "everyone", "everybody" name no thing.
- Parking for a place named by a word of its name ("a concert at the arena").
- A size asked of a place whose name holds the subject ("the shopping mall at mohegan sun") is
  that place's; among places with a size, the one whose size names the subject.
- An FAQ that asks the guest's own topic of the named venue leads.
- The model's facts lead with the item's sentence that holds what was asked.
- What is on television ("anything good on tv tonight") is a broadcast; a tv in the room is not.
- Praise before a thing ("a proper steak") is no thing; a room word is no suite's name.
- A note before a foreign reply never costs the answer a sentence.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from agent.broadcast import asks_a_broadcast
from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.missing_thing import asked_clause, missing_thing
from agent.nodes.retrieve import fact_sheet
from agent.parking_for import parking_for_venue
from agent.reply_shape import texts_for_reply, texts_with_lead
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of, facet_subject
from data.kb.loader import default_kb_root, load_knowledge_base
from tests.unit.reply_support import NOW, reply_of

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


@pytest.mark.parametrize(
    "question",
    [
        "my legs are stiff from the long drive, where can i get a massage",
        "beat from all that driving, is there a hot tub",
    ],
)
def test_a_drive_told_as_the_cause_is_no_directions_question(question: str) -> None:
    assert facet_of(question) != "driving"


@pytest.mark.parametrize(
    "question",
    ["how long is the drive from hartford", "is it a long drive from providence"],
)
def test_the_drive_asked_about_is_still_driving(question: str) -> None:
    assert facet_of(question) == "driving"


def test_anywhere_to_get_a_thing_starts_the_asking_clause() -> None:
    clause = asked_clause("beat from the trip, someplace nearby i can grab a coffee")
    assert clause is not None and clause.startswith("someplace")


def test_sore_from_the_drive_a_massage_is_the_spa(fused: GraphConcierge) -> None:
    _, reply = reply_of(
        fused, "shoulders are killing me from the drive, anywhere on site to get a massage?", "+1"
    )
    assert "Mandara Spa" in reply


@pytest.mark.parametrize("facet", ["train", "bus", "air"])
def test_how_one_travels_asks_of_no_item(index: KnowledgeIndex, facet: str) -> None:
    question = "riding up on the train, where do we get off" if facet == "train" else ""
    question = question or f"heading over by {'bus' if facet == 'bus' else 'plane'}, arriving when"
    assert not facet_subject(question, facet, index) - {"when"}


def test_which_stop_on_amtrak_is_new_london(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "we're coming up on the train, where do we get off?", "+2")
    assert "New London" in reply


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("heading over from providence, which interstate should we take?", "I-395"),
        ("coming down from boston, what's the best highway", "I-95"),
    ],
)
def test_which_highway_is_the_drive(fused: GraphConcierge, question: str, expected: str) -> None:
    _, reply = reply_of(fused, question, "+3")
    assert expected in reply


def test_a_highway_asked_of_nothing_here_is_still_declined(fused: GraphConcierge) -> None:
    route, _ = reply_of(fused, "which highway goes to the moon", "+4")
    assert route == "dont_know"


def test_a_meal_said_big_is_oversized() -> None:
    assert "oversized breakfast" in plain_words("anyone do a massive breakfast around here")
    assert "oversized dinner" not in plain_words("a huge thanks for dinner")


def test_a_massive_meal_is_hash_house(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "gonna get a massive brunch, who does big portions", "+5")
    assert "Hash House A Go Go" in reply


def test_ones_own_tally_is_a_balance() -> None:
    assert "check my momentum dollars balance" in plain_words(
        "how do i check how many momentum dollars we have left"
    )
    # A count the knowledge base may hold is no balance.
    assert plain_words("how many restaurants do you have") == "how many restaurants do you have"


def test_the_balance_is_checked_in_the_app(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "how can i find out how much i have left on my rewards card", "+6")
    assert "app" in reply


def test_everybody_names_no_thing(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "where's the big crystal mountain everybody takes pics of", "+7")
    assert "Wombi Rock" in reply


def test_parking_for_the_arena_named_by_one_word(index: KnowledgeIndex) -> None:
    found = parking_for_venue("which garage should we use for a concert at the arena", index)
    assert found is not None and "Riverview" in found.summary()


def test_parking_to_a_place_asks_which_garage(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "closest parking to the arena for a concert?", "+8")
    assert "Riverview" in reply


def test_a_size_asked_of_a_place_named_with_the_property(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "how big is the shopping mall at mohegan sun", "+9")
    assert "130,000" in reply


def test_a_size_whose_field_names_the_subject(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "how big is the gaming space at the resort", "+10")
    assert "300,000" in reply


def test_the_named_venues_own_faq_leads(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "are shows at the wolf den free", "+11")
    assert "first come, first served" in reply


@pytest.mark.parametrize(
    ("question", "absent"),
    [("how many seats in the wolf den", "first come"), ("when does the wolf den open", "Many")],
)
def test_a_facet_or_the_name_alone_keeps_the_venue(
    fused: GraphConcierge, question: str, absent: str
) -> None:
    _, reply = reply_of(fused, question, "+12")
    assert "Wolf Den" in reply and absent not in reply.split(".")[1]


def test_the_models_facts_lead_with_what_was_asked(index: KnowledgeIndex) -> None:
    earth = next(item for item in index.kb.items if item.id == "casino-casino-of-the-earth")
    ctx = SimpleNamespace(now=NOW, index=index)
    facts = fact_sheet(earth, ctx, "do they deal mini baccarat at the earth casino")  # type: ignore[arg-type]
    assert "Mini baccarat" in facts[:300]


@pytest.mark.parametrize(
    "question",
    ["anything decent on tv right now? bored in the room", "flipping through channels, nada"],
)
def test_whats_on_tv_is_a_broadcast(question: str) -> None:
    assert asks_a_broadcast(question)


@pytest.mark.parametrize(
    "question", ["is there a tv in the earth tower rooms", "do the rooms have a flat screen tv"]
)
def test_a_tv_in_the_room_is_no_broadcast(question: str) -> None:
    assert not asks_a_broadcast(question)


def test_praise_before_a_thing_is_no_thing(index: KnowledgeIndex) -> None:
    assert missing_thing("where can i get a proper steak tonight", index.terms) is None


def test_a_proper_steak_is_the_steak_house(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "where can i get a decent steak tonight", "+13")
    assert "Steak House" in reply


def test_a_room_word_is_no_suites_name(fused: GraphConcierge) -> None:
    _, reply = reply_of(fused, "how big are the rooms at mohegan sun", "+14")
    assert "Royal Suites" not in reply


def test_a_note_never_costs_the_answer_a_sentence() -> None:
    draft = (
        "Mohegan Sun (1 Mohegan Sun Boulevard, Uncasville, CT 06382): open 24 hours today. By car: "
        "Off I-395 (Exit 79A) and Route 2A in southeastern Connecticut: roughly 1 hour from "
        "Hartford and Providence, 1.5 to 2 hours from Boston, 2.5 hours from New York City."
    )
    question = "coming by car what is the exit highway directions there"
    english = texts_for_reply(draft, question=question, answer=True, max_texts=3)
    led = texts_with_lead(
        "Os detalhes seguem em inglês:", draft, question=question, answer=True, max_texts=3
    )
    assert "Exit 79A" in " ".join(led)
    assert " ".join(english) in " ".join(led)
