"""What the offline concierge answers a guest, for tests that read its replies."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from langgraph.checkpoint.memory import InMemorySaver

from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.language import LanguageDetector
from agent.retrieval import KnowledgeIndex
from agent.semantic.gate import SemanticGate
from data.properties import load_registry

PROP = load_registry().default()
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


def reply_of(concierge: GraphConcierge, text: str, phone: str) -> tuple[str, str]:
    """The route taken and the reply's texts joined, for `text` from `phone` at NOW."""
    result = concierge.reply(PROP, phone, text, message_id=text, now=NOW)
    return result.route, " ".join(result.segments)


def offline_concierge(
    index: KnowledgeIndex,
    detector: LanguageDetector | None = None,
    semantic_gate: SemanticGate | None = None,
) -> GraphConcierge:
    """The offline concierge (no chat model) over `index`, with fresh memory; `detector`
    answers guests in their own language (None: English); `semantic_gate` also judges what is
    off topic, as deployed (None: the patterns alone)."""
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: index,
        chat_model=None,
        circuit=None,
        max_texts=3,
        detector=detector,
        semantic_gate=semantic_gate,
    )
