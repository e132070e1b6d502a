"""A text that tells first and asks last is searched by its closing question."""

from agent.nodes.retrieve import _last_question


def test_the_closing_question_after_a_told_scene() -> None:
    text = "Our flight lands late tonight. Is the front desk staffed after midnight?"
    assert _last_question(text) == "Is the front desk staffed after midnight?"


def test_no_closing_question_when_the_text_asks_earlier_or_not_at_all() -> None:
    assert _last_question("Is the pool heated? We love to swim.") is None
    assert _last_question("Is the pool heated? Is it open late?") is None
    assert _last_question("how late is the pool open?") is None
    assert _last_question("We arrive friday. Party of six.") is None


def test_a_bare_closing_word_is_no_question_of_its_own() -> None:
    assert _last_question("I could eat a whole cake right now. Where?") is None
    assert _last_question("Craving noodles after the show. Any ideas?") is None
