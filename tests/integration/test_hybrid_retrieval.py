"""BM25 fused with embeddings: the real Gemini embeddings client on the fake, and the fusion."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from langchain_core.embeddings import Embeddings

from agent.llm import build_embeddings
from agent.retrieval import KnowledgeIndex
from data.kb.loader import default_kb_root, load_knowledge_base
from tests.fakes.gemini import FakeGemini

KB = load_knowledge_base(default_kb_root(), "mohegan_sun")


class ConceptEmbeddings(Embeddings):
    """Vectors over a few concepts, so synonyms BM25 cannot see land on the same axis."""

    CONCEPTS = {
        "spa": ("spa", "massage", "rubdown", "facial"),
        "poker": ("poker", "hold'em", "holdem"),
    }

    def _vector(self, text: str) -> list[float]:
        words = re.findall(r"[a-z']+", text.lower())
        concepts = [float(sum(word in terms for word in words)) for terms in self.CONCEPTS.values()]
        return [*concepts, 0.01 * len(words)]  # the rest of the text pulls a vector away

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


class BrokenEmbeddings(ConceptEmbeddings):
    def embed_query(self, text: str) -> list[float]:
        raise TimeoutError("embedding service down")


def test_semantic_hits_fill_in_where_bm25_has_none() -> None:
    lexical = KnowledgeIndex(KB)
    hybrid = KnowledgeIndex(KB, embedder=ConceptEmbeddings(), min_similarity=0.9)
    assert lexical.search("any place for a rubdown?") == []
    hits = hybrid.search("any place for a rubdown?")
    assert hits and hits[0].item.id == "amenities-mandara-spa"


def test_fusion_keeps_items_both_rankings_agree_on_first() -> None:
    hybrid = KnowledgeIndex(KB, embedder=ConceptEmbeddings(), min_similarity=0.9)
    assert hybrid.search("where is the poker room")[0].item.id == "casino-poker-room"


def test_a_failing_query_embedding_degrades_to_bm25() -> None:
    index = KnowledgeIndex(KB, embedder=BrokenEmbeddings(), min_similarity=0.9)
    assert index.semantic
    assert index.search("where is the poker room")[0].item.id == "casino-poker-room"


@pytest.fixture
def gemini() -> Iterator[FakeGemini]:
    with FakeGemini(embedding_dimension=64) as fake:
        yield fake


def test_the_gemini_embeddings_client_indexes_the_knowledge_base(gemini: FakeGemini) -> None:
    embedder = build_embeddings(api_key="test-key", base_url=gemini.url)
    index = KnowledgeIndex(KB, embedder=embedder)
    assert index.semantic
    embedded = sum(len(call.body["requests"]) for call in gemini.embedding_calls())
    assert embedded == len(KB.items)
    hits = index.search("where is the poker room")
    assert hits[0].item.id == "casino-poker-room"
    assert len(gemini.embedding_calls()) >= 2  # the corpus, then the query


def test_embedding_failure_at_build_leaves_a_working_bm25_index(gemini: FakeGemini) -> None:
    gemini.fail_embeddings(500, times=5)
    index = KnowledgeIndex(KB, embedder=build_embeddings(api_key="k", base_url=gemini.url))
    assert not index.semantic
    assert index.search("where is the poker room")[0].item.id == "casino-poker-room"
