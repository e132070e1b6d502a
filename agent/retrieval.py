"""Retrieval over one property's knowledge base: BM25 (bm25s), fused with Gemini embeddings.

With an embedder, the lexical and the semantic rankings are fused by reciprocal rank; an
embedding failure (at build or per query) leaves plain BM25, never an error for the guest.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import bm25s
import numpy as np
import Stemmer

from agent.retrieval_terms import TermStats
from agent.text_embedder import TextEmbedder
from data.kb.loader import KnowledgeBase
from data.kb.schemas import KbItem

# Words that shape a guest's question but say nothing about what it is about.
QUESTION_WORDS = frozenset(
    """
    where when what which who whom whose why how can could would should will get got find
    tell me please is are was there any anything do does did you your yours have has had
    i im i'm we us my our want wanted like need go going place places near nearby around
    time times open opens opened close closes closed today tonight now hours hour hi hey
    hello thanks thank know let lets let's ok okay a an the some good best people
    """.split()
)

log = logging.getLogger(__name__)

# Below this BM25 score a hit is too weak to answer from; tuned on bench/eval_answers.py.
DEFAULT_MIN_SCORE = 1.0
# Below this cosine similarity a semantic match is too weak to answer from.
DEFAULT_MIN_SIMILARITY = 0.55
# The usual reciprocal-rank-fusion constant: later ranks still count, but less.
RRF_K = 60


@dataclass(frozen=True)
class Hit:
    """One retrieved knowledge-base item and its BM25 score."""

    item: KbItem
    score: float


class KnowledgeIndex:
    """A BM25 index of one knowledge-base version; build once per version, query per turn."""

    def __init__(
        self,
        kb: KnowledgeBase,
        *,
        embedder: TextEmbedder | None = None,
        min_similarity: float = DEFAULT_MIN_SIMILARITY,
    ) -> None:
        self.kb = kb
        self._embedder = embedder
        self._min_similarity = min_similarity
        self._items = list(kb.items)
        self._venue_names = tuple(item.title() for item in self._items if item.category != "faq")
        stopwords = sorted(set(bm25s.stopwords.STOPWORDS_EN) | QUESTION_WORDS)
        self._tokenizer = bm25s.tokenization.Tokenizer(
            stopwords=stopwords, stemmer=Stemmer.Stemmer("english").stemWord
        )
        corpus = [self._document(item) for item in self._items]
        self.terms = TermStats(
            corpus,
            titles=[item.title() for item in self._items],
            stopwords=stopwords,
            stem=Stemmer.Stemmer("english").stemWord,
        )
        self._position = {item.id: index for index, item in enumerate(self._items)}
        ids = self._tokenizer.tokenize(corpus, return_as="ids", show_progress=False)
        self._bm25 = bm25s.BM25()
        self._bm25.index(ids, show_progress=False)
        self._vectors = self._embed_corpus(corpus) if embedder is not None else None

    def _embed_corpus(self, corpus: list[str]) -> np.ndarray | None:
        assert self._embedder is not None
        try:
            vectors = np.asarray(self._embedder.embed_documents(corpus), dtype=np.float32)
        # Any embedding failure means lexical-only retrieval for this version, not an outage.
        except Exception as exc:
            log.warning("embedding the knowledge base failed, BM25 only: %s", exc)
            return None
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)

    @property
    def venue_names(self) -> tuple[str, ...]:
        """Every named item's title (FAQ questions excluded), for the grounding check."""
        return self._venue_names

    @property
    def semantic(self) -> bool:
        """Whether this index fuses embeddings with BM25."""
        return self._vectors is not None

    @staticmethod
    def _document(item: KbItem) -> str:
        # The title counts twice: guests ask for venues by name.
        return f"{item.title()} {item.title()} {item.category} {item.search_text()}"

    def search(self, query: str, *, k: int = 5, min_score: float = DEFAULT_MIN_SCORE) -> list[Hit]:
        """Items matching `query`, best first.

        Lexical hits need a BM25 score of `min_score`, semantic ones a cosine similarity of
        `min_similarity`; with both, the order is their reciprocal-rank fusion and `score`
        is the fused score. Words the knowledge base never uses are first repaired to the
        closest word it does, when one is close (typos).
        """
        query = self.terms.correct(query)
        lexical = self._lexical(query, k=k, min_score=min_score)
        semantic = self._semantic(query, k=k)
        if not semantic:
            return lexical
        fused: dict[str, float] = {}
        items: dict[str, KbItem] = {}
        for ranking in (lexical, semantic):
            for rank, hit in enumerate(ranking):
                fused[hit.item.id] = fused.get(hit.item.id, 0.0) + 1.0 / (RRF_K + rank + 1)
                items[hit.item.id] = hit.item
        order = sorted(fused, key=lambda item_id: fused[item_id], reverse=True)
        return [Hit(item=items[item_id], score=fused[item_id]) for item_id in order[:k]]

    def coverage(self, query: str, item: KbItem) -> float:
        """How much of the (repaired) query's content the item's text contains, 0..1."""
        position = self._position.get(item.id)
        if position is None:
            return 0.0
        return self.terms.coverage(self.terms.correct(query), position)

    def similarity(self, query: str, item: KbItem) -> float | None:
        """Cosine of the (repaired) query and the item, or None without embeddings."""
        position = self._position.get(item.id)
        if self._vectors is None or self._embedder is None or position is None:
            return None
        try:
            vector = np.asarray(self._embedder.embed_query(self.terms.correct(query)), np.float32)
        except Exception as exc:  # as in _semantic: no embedding means no evidence, not an error
            log.warning("embedding a query failed: %s", exc)
            return None
        norm = float(np.linalg.norm(vector))
        return float(self._vectors[position] @ (vector / norm)) if norm else None

    def _semantic(self, query: str, *, k: int) -> list[Hit]:
        if self._vectors is None or self._embedder is None or not query.strip():
            return []
        try:
            vector = np.asarray(self._embedder.embed_query(query), dtype=np.float32)
        except Exception as exc:  # see _embed_corpus: degrade to BM25, never fail the turn
            log.warning("embedding a query failed, BM25 only: %s", exc)
            return []
        norm = float(np.linalg.norm(vector))
        if norm == 0:
            return []
        similarities = self._vectors @ (vector / norm)
        best = np.argsort(-similarities)[:k]
        return [
            Hit(item=self._items[int(index)], score=float(similarities[index]))
            for index in best
            if similarities[index] >= self._min_similarity
        ]

    def _lexical(self, query: str, *, k: int, min_score: float) -> list[Hit]:
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
