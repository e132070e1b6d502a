"""A word the knowledge base itself uses is read as the KB's word in an English question, not
as a sign that the guest writes Spanish or Portuguese ("pai gow" is a game, not "dad gow")."""

from __future__ import annotations

from agent.concierge import GraphConcierge
from agent.query_gloss import english_query, mixed_in_language
from agent.retrieval import KnowledgeIndex
from tests.unit.reply_support import reply_of


def test_a_kb_word_is_no_sign_of_another_language(index: KnowledgeIndex) -> None:
    text = "any tables for pai gow tonight"
    assert mixed_in_language(text) == "pt"  # without the KB's words, "pai" reads as "dad"
    assert mixed_in_language(text, index.terms.words) is None
    assert "pai gow" in english_query(text, "en", index.terms.words)


def test_a_foreign_word_the_kb_lacks_still_marks_a_mixed_in_question(
    index: KnowledgeIndex,
) -> None:
    assert mixed_in_language("the steakhouse is caro?", index.terms.words) == "es"


def test_an_english_question_naming_a_game_the_kb_lists_is_answered(
    concierge: GraphConcierge,
) -> None:
    route, reply = reply_of(concierge, "where can i play pai gow poker", "+12035550941")
    assert route == "answer"
    assert "Pai gow" in reply
