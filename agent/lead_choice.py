"""Which hit leads: the ranking's first, unless it cannot answer and a fuller one can.

Fused ranking rewards one shared word: "where do i turn my chips into cash" ranks the ATM FAQ
(it says "cash") above the cashier cages, whose text holds both "chips" and "cash". When the
first hit holds too little of the question to be answered from and the runner-up holds
clearly more, the runner-up leads. A first hit that holds enough keeps its place: coverage
alone is a noisy ranking (a golf club's "pro shop ... practice area" holds all of "shopping
area").
"""

from __future__ import annotations

import re

from agent.retrieval import Hit, KnowledgeIndex

# How much more of the question's content (weighted share, 0..1) the runner-up must hold.
CLEARLY_MORE = 0.3
_UNTIMED = re.compile(
    r"\b(?:late|early|tonight|tonite|night|nights|morning|afternoon|evening|midnight)\b", re.I
)


def fuller_first(hits: list[Hit], question: str, index: KnowledgeIndex, floor: float) -> list[Hit]:
    """`hits`, a later hit first when the first is too weak and that one fuller.

    Too weak: the first holds less than `floor` of `question`; fuller: the runner-up, or else
    the lexical ranking's first hit, holds `CLEARLY_MORE` more of it, or of it without its
    words for a time of day.
    """
    if len(hits) < 2:
        return hits
    held = index.coverage(question, hits[0].item)
    if held >= floor:
        return _whole_first(hits, question, index, held)
    # Besides the runner-up, the lexical ranking's own first hit, which fusion can bury when
    # the embeddings miss it ("tax form for my gambling winnings": the win/loss statement FAQ,
    # third behind two problem-gambling FAQs that hold only "gambling"). Any later hit would
    # be too loose: "tower of london opening hours" would lead with the Boston directions.
    lexical_first = index.lexical_first(question)
    candidates = [hits[1], *(h for h in hits[2:] if h.item is lexical_first)]
    # When it is wanted ("late friday night") is no thing wanted: "dancing with a DJ late
    # night" is the nightclub's, not the late-night food FAQ's, which holds only the when.
    untimed = _UNTIMED.sub(" ", question)
    if not index.terms.content_terms(untimed):
        untimed = question
    untimed_held = index.coverage(untimed, hits[0].item)
    fuller = next(
        (
            hit
            for hit in candidates
            if index.coverage(question, hit.item) >= held + CLEARLY_MORE
            or index.coverage(untimed, hit.item) >= untimed_held + CLEARLY_MORE
        ),
        None,
    )
    if fuller is None:
        return hits
    return [fuller, *(hit for hit in hits if hit is not fuller)]


# The runner-up holds the whole question: every content word, in its own words or a guest's.
WHOLE = 0.99
# ... and the ranking all but ties the two: its score at least this share of the first's.
NEAR_TIE = 0.95


def _whole_first(hits: list[Hit], question: str, index: KnowledgeIndex, held: float) -> list[Hit]:
    """`hits`, the runner-up first when it holds the whole question and the first clearly less.

    "where can i bet on baseball": the sports bar holds the game (its screens), not the bet;
    the sportsbook holds both. A first hit whose name the question uses keeps its place
    ("shopping area": the shops, though a golf club's "pro shop ... practice area" holds both),
    and so does one the ranking clearly prefers ("where can we go see some standup": the comedy
    club, first by far, though a theatre's text holds "see" too).
    """
    runner = hits[1]
    if held + CLEARLY_MORE > WHOLE or index.coverage(question, runner.item) < WHOLE:
        return hits
    if runner.score < NEAR_TIE * hits[0].score:
        return hits
    words = set(index.terms.content_terms(index.terms.correct(question)))
    if words & index.title_terms(hits[0].item):
        return hits
    return [runner, hits[0], *hits[2:]]
