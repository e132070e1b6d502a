"""The concierge agent: a guardrail-gated LangGraph graph over the property's knowledge base.

The public names load on first use, so importing a light submodule (`agent.semantic`, used by
the compliance gate and the `classify` command) does not import LangChain and LangGraph.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agent.concierge import GraphConcierge, TurnResult
    from agent.graph import build_graph

__all__ = ["GraphConcierge", "TurnResult", "build_graph"]
_HOMES = {"GraphConcierge": "agent.concierge", "TurnResult": "agent.concierge"}


def __getattr__(name: str) -> Any:
    if name == "build_graph":
        return importlib.import_module("agent.graph").build_graph
    if name in _HOMES:
        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(f"module 'agent' has no attribute {name!r}")
