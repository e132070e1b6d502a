"""Retrieval over one property's knowledge base: BM25 (bm25s), fused with Gemini embeddings.

With an embedder, the lexical and the semantic rankings are fused by reciprocal rank; an
embedding failure (at build or per query) leaves plain BM25, never an error for the guest.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import cached_property

import bm25s
import numpy as np
import Stemmer

from agent.english_words import common_english_words
from agent.guest_vocabulary import GuestVocabulary, packaged_vocabulary
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
    somewhere anywhere spot spots grab really nice recommend suggest looking wondering
    til till until far morning mornings evening evenings afternoon buy purchase
    mon tue tues wed thu thur thurs fri sat
    here also just very much many lot lots thing things stuff way ever even still yet else
    maybe probably actually basically literally gonna wanna gotta kinda sorta pretty quite
    from with without into than then them they their our ours his her him she he its
    that's what's where's who's how's don't doesn't didn't can't won't isn't aren't i'd i'll
    i've we're we'll you're u ur pls plz please thx every all each other another same such
    so too only more most less few several am pm hr hrs min mins ok ya yo
    before after up down put pick guy guys yall folks kind sort back site onsite squeeze
    lately recently sometime while earliest latest soonest
    crave craves craving cravin starving bored heard catch nothing right
    honestly obviously seriously totally definitely truly little bit ppl ugh
    """.split()
)

# Words that wrap a question without saying what it is about ("what are the different tiers
# called", "how many rooms in total", "where exactly", "roughly how expensive", "a bunch of
# tvs", "lol suggestions", "which is the highest": a superlative that picks among what the
# item lists). Kept apart from QUESTION_WORDS: a short word is never read as shorthand for one
# of these ("rain" is no "recommendation", "eat" no "exactly").
FILLER_WORDS = frozenset(
    """
    one ones something someone somebody anyone anybody everyone everybody exactly total overall
    altogether inside
    different various called suggestions suggestion recommendations recommendation ideas
    highest lowest roughly approximately approx proper decent legit
    exact precise precisely actual actually specific bunch tons loads plenty
    """.split()
)

log = logging.getLogger(__name__)

# Below this BM25 score a hit is too weak to answer from; tuned on bench/eval_answers.py.
DEFAULT_MIN_SCORE = 1.0
# Below this cosine similarity a semantic match is too weak to answer from.
DEFAULT_MIN_SIMILARITY = 0.55
# Letters an inflection adds or drops ("concert"/"concerts", "taco"/"tacos").
MAX_INFLECTION = 2
# Words as bm25s splits them (its default pattern).
_TOKEN = re.compile(r"(?u)\b\w\w+\b")
# A word of a venue's name stands for the venue alone from this many letters, when at most
# this many items use it ("lansdowne": the pub and the late-night FAQ that names it).
DISTINCT_NAME_LETTERS = 5
DISTINCT_NAME_ITEMS = 3
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
        vocabulary: GuestVocabulary | None = None,
    ) -> None:
        self.kb = kb
        self._embedder = embedder
        self._min_similarity = min_similarity
        self._items = list(kb.items)
        self._venue_names = tuple(item.title() for item in self._items if item.category != "faq")
        stopwords = sorted(set(bm25s.stopwords.STOPWORDS_EN) | QUESTION_WORDS)
        self._tokenizer = bm25s.tokenization.Tokenizer(
            stopwords=sorted({*stopwords, *FILLER_WORDS}),
            stemmer=Stemmer.Stemmer("english").stemWord,
        )
        corpus = [self._document(item) for item in self._items]
        self.terms = TermStats(
            corpus,
            titles=[item.title() for item in self._items],
            stopwords=stopwords,
            stem=Stemmer.Stemmer("english").stemWord,
            vocabulary=vocabulary if vocabulary is not None else packaged_vocabulary(),
            english=common_english_words(),
            names=self._venue_names,
            fillers=FILLER_WORDS,
        )
        self._position = {item.id: index for index, item in enumerate(self._items)}
        ids = self._tokenizer.tokenize(corpus, return_as="ids", show_progress=False)
        # bm25s drops a query word it never saw even when its stem is indexed ("concert" when
        # the corpus says "concerts"): such words are swapped for a corpus word of that stem.
        self._corpus_word_of_stem = {
            stem: word for word, stem in sorted(self._tokenizer.word_to_stem.items())
        }
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
        closest word it does, when one is close (typos), and everyday words are searched with
        the knowledge base's words for them ("gym": "fitness").
        """
        query = self.searchable(query)
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

    def lexical_first(self, query: str, min_score: float = DEFAULT_MIN_SCORE) -> KbItem | None:
        """The item BM25 alone ranks first for `query` (None when none scores `min_score`)."""
        hits = self._lexical(self.searchable(query), k=1, min_score=min_score)
        return hits[0].item if hits else None

    def searchable(self, query: str) -> str:
        """The query with typos repaired and the KB's words for its everyday ones appended."""
        query = self.terms.correct(query)
        related = self.terms.related_words(query)
        return f"{query} {' '.join(related)}" if related else query

    def coverage(self, query: str, item: KbItem) -> float:
        """How much of the (repaired) query's content the item's text contains, 0..1."""
        position = self._position.get(item.id)
        if position is None:
            return 0.0
        return self.terms.coverage(self.terms.correct(query), position)

    def known_coverage(self, query: str, item: KbItem) -> float:
        """`coverage` of the (repaired) query's words that some item uses."""
        position = self._position.get(item.id)
        if position is None:
            return 0.0
        return self.terms.known_coverage(self.terms.correct(query), position)

    def shared_terms(self, query: str, item: KbItem) -> set[str]:
        """The (repaired) query's content words (stemmed) that the item holds."""
        position = self._position.get(item.id)
        if position is None:
            return set()
        return self.terms.held_terms(self.terms.correct(query), position)

    def title_terms(self, item: KbItem) -> set[str]:
        """The content words (stemmed) of the item's title."""
        return set(self.terms.content_terms(item.title()))

    @cached_property
    def name_words(self) -> frozenset[str]:
        """Every content word (stemmed) of a venue's name ("room", "casino", "spa", ...)."""
        return frozenset(t for name in self._venue_names for t in self.terms.content_terms(name))

    @cached_property
    def distinct_name_words(self) -> dict[str, str]:
        """Words of one venue's name that stand for it alone: word -> the venue's id.

        No other name holds the word (nor another form of it: "suites" is not the Royal
        Suites' alone), few items use it at all, and it is no everyday English word:
        "lansdowne", "mandara", "soltoro"; not "buffet" or "garages". A short word counts
        only when the name writes it in capitals, as a brand or an acronym ("TAO", "WNBA";
        not the "App" of "Mohegan Sun App").
        """
        english = common_english_words()
        owners: dict[str, set[str]] = {}
        for item in self._items:
            if item.category in ("faq", "overview"):
                continue
            for word in _TOKEN.findall(item.title().lower().replace("'", "")):
                owners.setdefault(self.terms.stem(word), set()).add(item.id)
        found = {}
        for item in self._items:
            if item.category in ("faq", "overview"):
                continue
            for written in _TOKEN.findall(item.title().replace("'", "")):
                word = written.lower()
                if (
                    (len(word) >= DISTINCT_NAME_LETTERS or written.isupper())
                    and word not in english
                    and len(owners[self.terms.stem(word)]) == 1
                    and self.terms.items_with(word) <= DISTINCT_NAME_ITEMS
                ):
                    found[word] = item.id
        return found

    @cached_property
    def property_words(self) -> frozenset[str]:
        """The words (stemmed) of the property's own name: no evidence about any one item."""
        overviews = [item for item in self._items if item.category == "overview"]
        return frozenset(t for item in overviews for t in self.terms.content_terms(item.title()))

    def similarity(self, query: str, item: KbItem) -> float | None:
        """Cosine of the (repaired) query and the item, or None without embeddings."""
        position = self._position.get(item.id)
        if self._vectors is None or self._embedder is None or position is None:
            return None
        try:
            vector = np.asarray(self._embedder.embed_query(self.searchable(query)), np.float32)
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

    def _in_corpus_words(self, query: str) -> str:
        """`query` with each word the corpus lacks swapped for a corpus word of its stem."""
        seen = self._tokenizer.word_to_id
        stem = self.terms.stem

        def swap(match: re.Match[str]) -> str:
            word = match.group(0)
            if word in seen:
                return word
            swapped = self._corpus_word_of_stem.get(stem(word), word)
            # An inflection, not a different word of one stem ("hospital", "hospitality").
            return swapped if abs(len(swapped) - len(word)) <= MAX_INFLECTION else word

        return _TOKEN.sub(swap, query.lower())

    def _lexical(self, query: str, *, k: int, min_score: float) -> list[Hit]:
        if not self._items or not query.strip():
            return []
        tokens = self._tokenizer.tokenize(
            [self._in_corpus_words(query)],
            return_as="ids",
            update_vocab="never",
            show_progress=False,
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
