"""Words read as guests write them and places that are not ours: a word spelled by ear in
Spanish or Portuguese ("pissina", "prosimo", "ondi"), a slip inside a phrase ("fines de
semna"), an official website and a check-in typed by sound in Chinese, "i" and "e" swapped
("thier"), a jacket and tie for the dress code, wins and losses for the win/loss statement;
a yes settled by our own policy FAQ is no answer about another casino or a town far away."""

from __future__ import annotations

import pytest

from agent.concierge import GraphConcierge
from agent.guest_idioms import plain_words
from agent.query_gloss import gloss
from tests.unit.reply_support import reply_of


@pytest.mark.parametrize(
    ("question", "language", "english"),
    [
        ("a pissina abre cedo?", "pt", "pool"),
        ("qual o hospital mais prosimo?", "pt", "nearest"),
        ("ondi tem estacionamento", "pt", "where"),
        ("la pissina esta abierta?", "es", "pool"),
        ("el buffet abre los fines de semna?", "es", "weekends"),
        ("o spa abre no fim de semna?", "pt", "weekend"),
        ("官方网站", "zh", "official website"),
        ("几点可以入主", "zh", "check-in"),
        ("开车走哪个出口", "zh", "which exit"),
    ],
)
def test_words_spelled_by_ear_or_slipped_in_a_phrase_written_for_this_test(
    question: str, language: str, english: str
) -> None:
    assert english in gloss(question, language).query


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("is thier valet at the arena", "their"),
        ("did you recieve my email", "receive"),
        ("should i wear a jacket and tie to the steakhouse", "dress code"),
        ("are blazers required at dinner", "dress code"),
        ("do we have to bring a sport coat for the supper club", "dress code"),
        ("i need a record of my winnings and losses for my taxes", "win/loss statement"),
        ("how do i see what we won and lost this year", "win/loss statement"),
    ],
)
def test_everyday_words_read_plainly_written_for_this_test(text: str, plain: str) -> None:
    assert plain in plain_words(text)


@pytest.mark.parametrize(
    "text",
    [
        "i lost my jacket at the bar",
        "win or lose, we had fun",
        "where is the win/loss statement desk",
    ],
)
def test_look_alikes_keep_their_words_written_for_this_test(text: str) -> None:
    read = plain_words(text)
    assert "dress code" not in read and "win/loss statement win" not in read


@pytest.mark.parametrize(
    ("question", "route", "needle"),
    [
        ("is self parking free at resorts world catskills?", "dont_know", "1-888-226-7711"),
        ("is the sun city casino in south africa any good", "dont_know", "1-888-226-7711"),
        ("is self parking free here?", "answer", "free"),
        ("do i need a jacket and tie at the steakhouse", "answer", "smart casual"),
        ("need a statement of my wins and losses for taxes", "answer", "win/loss statement"),
        ("is thier a dress code at the supper club beauty and essex", "answer", "Smart casual"),
    ],
)
def test_declines_and_answers_end_to_end_written_for_this_test(
    concierge: GraphConcierge, question: str, route: str, needle: str
) -> None:
    got_route, reply = reply_of(concierge, question, "+12035552501")
    assert got_route == route and needle in reply, reply
