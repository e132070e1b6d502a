"""A note in front of an answer never costs the answer a sentence."""

from agent.reply_shape import texts_for_reply, texts_with_lead

DRAFT = (
    "Seasons Buffet (Casino of the Earth). Mohegan Sun's long-running all-you-can-eat buffet "
    "with carving, comfort-food and dessert stations. Reservations: Not taken. Buffet days "
    "and hours have varied in recent years; call 1-888-226-7711 before you go."
)
LEAD = "Los detalles siguen en inglés:"


def test_the_lead_takes_a_text_of_its_own_rather_than_the_answers_last_sentence() -> None:
    english = texts_for_reply(DRAFT, question="is it still open", answer=True, max_texts=3)
    led = texts_with_lead(LEAD, DRAFT, question="is it still open", answer=True, max_texts=3)
    assert " ".join(led) == f"{LEAD} {' '.join(english)}"
    assert "1-888-226-7711" in led[-1]
    # Without the rule the lead pushes the phone number out of two texts.
    plain = texts_for_reply(f"{LEAD} {DRAFT}", question="is it", answer=True, max_texts=3)
    assert "1-888-226-7711" not in " ".join(plain)
