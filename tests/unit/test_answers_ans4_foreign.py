"""Answers in Spanish, Portuguese and Chinese (helper ans4), each with a look-alike.

- A venue named and asked whether it has a thing of several words it holds only in part.
- A sentence that asks, all read, after a greeting whose slang outnumbers the words read.
"""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.retrieval import KnowledgeIndex
from concierge.wiring import build_language_detector
from tests.unit.reply_support import offline_concierge, reply_of


@pytest.fixture
def multilingual(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge over the fused index, answering guests in their language."""
    return offline_concierge(fused_index, build_language_detector())


@pytest.mark.parametrize(
    ("question", "route"),
    [
        ("¿el Summer Shack tiene buffet de mariscos?", "dont_know"),
        ("o Summer Shack tem buffet de frutos do mar?", "dont_know"),
        ("el Summer Shack tiene rollos de langosta?", "answer"),
        ("o Summer Shack tem lagosta no vapor?", "answer"),
    ],
)
def test_a_named_venue_holding_a_thing_only_in_part(
    multilingual: GraphConcierge, question: str, route: str
) -> None:
    assert reply_of(multilingual, question, "+12035550134")[0] == route


@pytest.mark.parametrize(
    ("question", "route"),
    [
        (
            "holaaa ya llegamos con mi cuñada jajaja todo chido. a que hora hay que dejar el "
            "cuarto?",
            "answer",
        ),
        (
            "oiii chegamos agora com minha sogra kkkk tudo certo. que horas tem que sair do "
            "quarto?",
            "answer",
        ),
        ("我们从芝加哥飞过去，婆婆也一起。最近的机场是哪个？", "answer"),
        # A thing asked that the knowledge base lacks is still declined.
        ("holaaa mi cuñada y yo jajaja. hay cine en el casino?", "dont_know"),
    ],
)
def test_a_question_asked_plainly_after_a_chatty_greeting(
    multilingual: GraphConcierge, question: str, route: str
) -> None:
    assert reply_of(multilingual, question, "+12035550135")[0] == route
