"""Fixtures shared by the unit tests that answer from the packaged knowledge base."""

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.retrieval import KnowledgeIndex
from agent.semantic.embedder import STATIC_MIN_SIMILARITY, StaticEmbedder
from data.kb.loader import default_kb_root, load_knowledge_base


@pytest.fixture(scope="module")
def index() -> KnowledgeIndex:
    """The default property's knowledge base, indexed once per module."""
    return KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"))


@pytest.fixture
def concierge(index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge (no chat model) over that index, with fresh memory."""
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: index,
        chat_model=None,
        circuit=None,
        max_texts=3,
    )


@pytest.fixture(scope="module")
def fused_index() -> KnowledgeIndex:
    """The knowledge base fused with the static embeddings, as the offline worker runs it."""
    kb = load_knowledge_base(default_kb_root(), "mohegan_sun")
    return KnowledgeIndex(kb, embedder=StaticEmbedder.load(), min_similarity=STATIC_MIN_SIMILARITY)


@pytest.fixture
def fused(fused_index: KnowledgeIndex) -> GraphConcierge:
    """The offline concierge (no chat model) over the fused index, with fresh memory."""
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: fused_index,
        chat_model=None,
        circuit=None,
        max_texts=3,
    )
