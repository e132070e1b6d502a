"""Per-run configuration, read by nodes through `Runtime[Context]`; nodes never read os.environ."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from langchain_core.language_models import BaseChatModel

from agent.circuit import CircuitBreaker
from agent.retrieval import KnowledgeIndex
from data.properties import Property


@dataclass(kw_only=True)
class Context:
    """What a turn needs besides its state."""

    prop: Property
    """The property the guest texted."""
    now: datetime
    """The current instant in the property's time zone."""
    index: KnowledgeIndex
    """The property's knowledge-base index (one per published version)."""
    chat_model: BaseChatModel | None = None
    """Gemini, or None when no key is set: then every answer comes from the knowledge base."""
    circuit: CircuitBreaker | None = None
    """Shared LLM circuit breaker; when open the turn runs without the LLM."""
    max_texts: int = 3
    """Most SMS texts one reply may use."""
    max_turns: int = 40
    """Turns per conversation before the concierge suggests calling the property."""
    history_window: int = 10
    """Recent messages the model sees."""
    min_score: float = 1.0
    """Retrieval score below which the concierge says it does not know."""
    on_llm_call: Callable[[bool], None] | None = None
    """Told of every LLM call and whether it succeeded (metrics)."""
