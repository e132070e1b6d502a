"""Per-run configuration, read by nodes through `Runtime[Context]`; nodes never read os.environ."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from langchain_core.language_models import BaseChatModel

from agent.circuit import CircuitBreaker
from agent.language import LanguageDetector
from agent.retrieval import KnowledgeIndex
from agent.semantic.gate import SemanticGate
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
    session_gap: timedelta = timedelta(hours=12)
    """A quiet gap this long ends a conversation: its turn and fallback counters start over."""
    history_window: int = 10
    """Recent messages the model sees."""
    min_score: float = 1.0
    """Retrieval score below which the concierge says it does not know."""
    semantic_gate: SemanticGate | None = None
    """The gate's semantic layer under the patterns, or None for patterns only."""
    on_llm_call: Callable[[bool], None] | None = None
    """Told of every LLM call and whether it succeeded (metrics)."""
    detector: LanguageDetector | None = None
    """Detects the guest's language; None keeps every conversation in English."""
    structured_outputs: dict[str, Any] = field(default_factory=dict)
    """Structured-output runnables of `chat_model` by schema name, shared across turns."""
