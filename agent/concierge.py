"""Run one turn of the graph for a guest: the entry point the worker and the CLI call."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from langchain_core.language_models import BaseChatModel

from agent.circuit import CircuitBreaker
from agent.context import Context
from agent.retrieval import KnowledgeIndex
from data.properties import Property


@dataclass(frozen=True)
class TurnResult:
    """The texts to send and the branch that produced them."""

    segments: list[str]
    route: str
    handoff: bool = False
    handoff_reason: str = ""


def thread_id(prop: Property, guest: str) -> str:
    """One conversation per property and guest number."""
    return f"{prop.id}:{guest}"


class GraphConcierge:
    """Runs the compiled graph with a per-turn `Context`; state lives in the checkpointer."""

    def __init__(
        self,
        graph: Any,
        *,
        index_for: Callable[[str], KnowledgeIndex],
        chat_model: BaseChatModel | None,
        circuit: CircuitBreaker | None,
        max_texts: int,
        on_llm_call: Callable[[bool], None] | None = None,
    ) -> None:
        self._graph = graph
        self._index_for = index_for
        self._chat_model = chat_model
        self._circuit = circuit
        self._max_texts = max_texts
        self._on_llm_call = on_llm_call

    def reply(
        self, prop: Property, guest: str, text: str, *, message_id: str, now: datetime
    ) -> TurnResult:
        """Answer `text`; running the same message id twice returns the saved answer."""
        context = Context(
            prop=prop,
            now=now.astimezone(prop.zone),
            index=self._index_for(prop.id),
            chat_model=self._chat_model,
            circuit=self._circuit,
            max_texts=self._max_texts,
            on_llm_call=self._on_llm_call,
        )
        result = self._graph.invoke(
            {"guest_text": text, "message_id": message_id},
            {"configurable": {"thread_id": thread_id(prop, guest)}},
            context=context,
            # One checkpoint write at the end of the turn: a failed turn is retried whole by
            # Celery anyway, and Firestore then costs two calls per turn instead of six.
            durability="exit",
        )
        return TurnResult(
            segments=list(result.get("segments", [])),
            route=result.get("route", ""),
            handoff=bool(result.get("handoff", False)),
            handoff_reason=result.get("handoff_reason", ""),
        )
