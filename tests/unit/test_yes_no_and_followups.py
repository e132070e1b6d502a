"""Yes/no only from a fact; follow-ups read against the conversation's subject; short replies."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from agent.dates import parse_when
from agent.followup import resolve
from agent.reply_shape import texts_for_reply
from agent.yes_no import answer_yes_no, own_faq_first, verdict_problem
from data.kb.loader import default_kb_root, load_knowledge_base

MONDAY_10AM = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))
KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


def faq(item_id: str):
    item = KB.get(item_id)
    assert item is not None
    return item


@pytest.mark.parametrize(
    ("question", "item_id", "start"),
    [
        ("can I bring my dog?", "faq-pets", "No. The hotel does not accept pets"),
        ("can I bring my service dog?", "faq-pets", "Yes. The hotel does not accept pets"),
        ("can I smoke in my room?", "faq-smoking", "No. Smoking and vaping"),
        ("is parking free?", "faq-parking-cost", "Yes. Self-parking in the garages is free"),
        ("can I bring my kids?", "faq-kids-and-under-21", "Yes. Guests under 21"),
        ("can my 20 year old check in?", "faq-hotel-check-in-age", "No. The guest registering"),
        ("can I bring my dog?", "faq-kids-and-under-21", "Guests under 21"),  # not its question
        ("is smoking allowed?", "faq-smoking", "Mohegan Sun's indoor casino floors"),
        # Not a yes/no question: the FAQ's own "Yes." does not lead the fact.
        ("what is there to do for kids?", "faq-kids-and-under-21", "Guests under 21"),
        ("what's the wifi password?", "faq-wifi", "Complimentary Wi-Fi"),
    ],
)
def test_a_verdict_only_from_a_fact_that_states_it(question, item_id, start) -> None:
    item = faq(item_id)
    assert answer_yes_no(question, item, item.summary()).startswith(start)


def test_a_model_yes_that_no_fact_states_is_sent_back() -> None:
    kids = {
        "title": faq("faq-kids-and-under-21").title(),
        "facts": faq("faq-kids-and-under-21").summary(),
    }
    pets = {"title": faq("faq-pets").title(), "facts": faq("faq-pets").summary()}
    assert "facts say no" in verdict_problem(
        "can I bring my dog?", "Yes. Guests under 21...", [kids, pets]
    )
    assert (
        verdict_problem("can I bring my dog?", "No. The hotel does not accept pets.", [pets])
        is None
    )
    assert verdict_problem("can I bring my kids?", "Yes, they are welcome.", [kids]) is None
    assert "no fact states" in verdict_problem("is the spa open?", "Yes. It opens at 9.", [pets])
    assert (
        verdict_problem(
            "is there a spa?",
            "Yes: Mandara Spa, open 9-8.",
            [{"title": "Mandara Spa", "facts": ""}],
        )
        is None
    )


SPA_SUBJECT = {
    "item_id": "amenities-mandara-spa",
    "title": "Mandara Spa",
    "when": parse_when("tomorrow", MONDAY_10AM).as_dict(),
    "hours": True,
}


def test_a_day_alone_keeps_the_venue() -> None:
    resolved = resolve("what about saturday?", SPA_SUBJECT, MONDAY_10AM)
    assert resolved.follow_up and resolved.query == "Mandara Spa"
    assert resolved.when is not None and resolved.when.label == "Saturday"


def test_a_venue_alone_keeps_the_day_and_the_hours_question() -> None:
    resolved = resolve("and the pool?", SPA_SUBJECT, MONDAY_10AM)
    assert resolved.query == "the pool hours"
    assert resolved.when is not None and resolved.when.label == "tomorrow"


def test_a_pronoun_keeps_venue_and_day() -> None:
    resolved = resolve("is it open late?", SPA_SUBJECT, MONDAY_10AM)
    assert resolved.query == "Mandara Spa"
    assert resolved.when is not None and resolved.when.label == "tomorrow" and resolved.when.late


def test_a_new_question_starts_a_new_subject() -> None:
    resolved = resolve("where is the poker room?", SPA_SUBJECT, MONDAY_10AM)
    assert not resolved.follow_up and resolved.query is None and resolved.when is None


def test_answers_take_one_text_when_one_holds_them_and_never_split_a_sentence() -> None:
    dress = faq("faq-dress-code").summary()
    texts = texts_for_reply(dress, question="is there a dress code?", answer=True, max_texts=3)
    assert len(texts) == 2 and all(text.endswith(".") for text in texts)
    listed = texts_for_reply(dress, question="list the dress rules", answer=True, max_texts=3)
    assert len(listed) == 3
    verdict = "No. " + faq("faq-cannabis").summary().removeprefix("No. ")
    texts = texts_for_reply(verdict, question="can I smoke weed?", answer=True, max_texts=3)
    assert texts[0].startswith("No, cannabis") and len(texts) == 2


def test_the_part_the_guest_asked_about_is_worth_a_third_text() -> None:
    dress = faq("faq-dress-code").summary()
    question = "can i wear my gym clothes to novelle"
    texts = texts_for_reply(dress, question=question, answer=True, max_texts=3)
    assert len(texts) == 3 and texts[-1].endswith("athletic wear.")


def test_an_faq_leads_only_when_the_top_item_does_not_already_name_the_topic() -> None:
    kids_faq = faq("faq-kids-and-under-21")
    kids_quest = next(item for item in KB.items if "Kids Quest" in item.title())
    spa = next(item for item in KB.items if "Mandara" in item.title())
    question = "what is there to do for kids?"
    assert own_faq_first(question, [kids_quest, kids_faq])[0] is kids_quest
    assert own_faq_first(question, [spa, kids_faq])[0] is kids_faq
