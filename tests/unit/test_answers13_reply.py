"""A drive told as the scene asks no directions; an everyday word keeps the sentence on it."""

import pytest


@pytest.mark.parametrize(
    ("question", "facet"),
    [
        ("somewhere for chowder before we drive home to maine", None),
        ("a quick bite after driving all night", None),
        ("how long is the drive from providence", "driving"),
        ("we're driving in from albany, which exit", "driving"),
    ],
)
def test_a_drive_mentioned_as_the_scene_asks_no_directions(question, facet) -> None:
    from agent.retrieval_facets import facet_of

    assert facet_of(question) == facet


def test_an_everyday_word_finds_its_groups_head() -> None:
    from agent.guest_vocabulary import packaged_vocabulary

    heads = packaged_vocabulary().heads("only brought my joggers, ok?")
    assert "athletic" in heads
    assert "athletic" not in packaged_vocabulary().heads("can i wear a suit")
    assert "family" not in packaged_vocabulary().heads("can i bring my kids")  # not the head


def test_a_dropped_sentence_on_the_guests_everyday_word_is_kept() -> None:
    from agent.reply_shape import texts_for_reply

    draft = (
        "Most of the property is relaxed about clothing and nobody minds what you wear there. "
        "The upscale dining rooms ask for smart casual clothing, with collared shirts preferred "
        "for the evening seatings on weekends and holidays at every one of them. "
        "Late-night lounges may refuse athletic wear at the door."
    )
    kept = texts_for_reply(draft, question="ok in yoga pants?", answer=True, max_texts=3)
    assert "athletic" in kept[-1]
