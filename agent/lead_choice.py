"""Which of the first two hits leads: the ranking's first, unless it cannot answer and the next can.

Fused ranking rewards one shared word: "where do i turn my chips into cash" ranks the ATM FAQ
(it says "cash") above the cashier cages, whose text holds both "chips" and "cash". When the
first hit holds too little of the question to be answered from and the runner-up holds
clearly more, the runner-up leads. A first hit that holds enough keeps its place: coverage
alone is a noisy ranking (a golf club's "pro shop ... practice area" holds all of "shopping
area").
"""

from __future__ import annotations

from agent.retrieval import Hit, KnowledgeIndex

# How much more of the question's content (weighted share, 0..1) the runner-up must hold.
CLEARLY_MORE = 0.3


def fuller_first(hits: list[Hit], question: str, index: KnowledgeIndex, floor: float) -> list[Hit]:
    """`hits`, the runner-up first when the first is too weak and the runner-up fuller.

    Too weak: the first holds less than `floor` of `question`; fuller: the runner-up holds
    `CLEARLY_MORE` more of it.
    """
    if len(hits) < 2:
        return hits
    first, second = hits[0], hits[1]
    held = index.coverage(question, first.item)
    if held < floor and index.coverage(question, second.item) >= held + CLEARLY_MORE:
        return [second, first, *hits[2:]]
    return hits
