"""The concierge agent: a guardrail-gated LangGraph graph over the property's knowledge base."""

from agent.concierge import GraphConcierge, TurnResult
from agent.graph import build_graph

__all__ = ["GraphConcierge", "TurnResult", "build_graph"]
