"""Lexical retrieval (BM25 via bm25s) over one property's knowledge base."""

from __future__ import annotations

from dataclasses import dataclass

import bm25s
import Stemmer

from data.kb.loader import KnowledgeBase
from data.kb.schemas import KbItem

# Words that shape a guest's question but say nothing about what it is about.
QUESTION_WORDS = frozenset(
    """
    where when what which who whom whose why how can could would should will get got find
    tell me please is are was there any anything do does did you your yours have has had
    i im i'm we us my our want wanted like need go going place places near nearby around
    time times open opens opened close closes closed today tonight now hours hour hi hey
    hello thanks thank know let lets let's ok okay a an the some good best
    """.split()
)

# Below this BM25 score a hit is too weak to answer from; tuned on bench/eval_answers.py.
DEFAULT_MIN_SCORE = 1.0


@dataclass(frozen=True)
class Hit:
    """One retrieved knowledge-base item and its BM25 score."""

    item: KbItem
    score: float


class KnowledgeIndex:
    """A BM25 index of one knowledge-base version; build once per version, query per turn."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self.kb = kb
        self._items = list(kb.items)
        stopwords = sorted(set(bm25s.stopwords.STOPWORDS_EN) | QUESTION_WORDS)
        self._tokenizer = bm25s.tokenization.Tokenizer(
            stopwords=stopwords, stemmer=Stemmer.Stemmer("english").stemWord
        )
        corpus = [self._document(item) for item in self._items]
        ids = self._tokenizer.tokenize(corpus, return_as="ids", show_progress=False)
        self._bm25 = bm25s.BM25()
        self._bm25.index(ids, show_progress=False)

    @staticmethod
    def _document(item: KbItem) -> str:
        # The title counts twice: guests ask for venues by name.
        return f"{item.title()} {item.title()} {item.category} {item.search_text()}"

    def search(self, query: str, *, k: int = 5, min_score: float = DEFAULT_MIN_SCORE) -> list[Hit]:
        """Items matching `query`, best first, with scores at or above `min_score`."""
        if not self._items or not query.strip():
            return []
        tokens = self._tokenizer.tokenize(
            [query], return_as="ids", update_vocab="never", show_progress=False
        )
        if not tokens or not tokens[0]:
            return []
        k = min(k, len(self._items))
        results, scores = self._bm25.retrieve(tokens, k=k, show_progress=False)
        hits = [
            Hit(item=self._items[int(index)], score=float(score))
            for index, score in zip(results[0], scores[0], strict=True)
        ]
        return [hit for hit in hits if hit.score >= min_score]
