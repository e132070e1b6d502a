"""Fixtures shared by the unit tests that answer from the packaged knowledge base."""

import pytest

from agent.concierge import GraphConcierge
from agent.retrieval import KnowledgeIndex
from agent.semantic.embedder import STATIC_MIN_SIMILARITY, StaticEmbedder
from data.kb.loader import default_kb_root, load_knowledge_base
from tests.unit.reply_support import offline_concierge


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    """The default property's knowledge base, indexed once per module."""
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


@pytest.fixture
def concierge(index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge (no chat model) over that index, with fresh memory."""
    return offline_concierge(index)


@pytest.fixture(scope="module")
def fused_index() -> KnowledgeIndex:
    """The knowledge base fused with the static embeddings, as the offline worker runs it."""
    kb = load_knowledge_base(default_kb_root(), "mohegan_sun")
    return KnowledgeIndex(kb, embedder=StaticEmbedder.load(), min_similarity=STATIC_MIN_SIMILARITY)


@pytest.fixture
def fused(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge (no chat model) over the fused index, with fresh memory."""
    return offline_concierge(fused_index)
