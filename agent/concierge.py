"""Run one turn of the graph for a guest: the entry point the worker and the CLI call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from langchain_core.language_models import BaseChatModel

from agent.circuit import CircuitBreaker
from agent.comma_spacing import spaced_commas
from agent.context import Context
from agent.language import DEFAULT_LANGUAGE, LanguageDetector, follow_language
from agent.llm import LLM_CALL_HOOK
from agent.retrieval import KnowledgeIndex
from agent.semantic.gate import SemanticGate, check_layers
from compliance.always_answered import ALWAYS_ANSWERED, answered_whatever_the_limit
from data.properties import Property


@dataclass(frozen=True)
class TurnResult:
    """The texts to send and the branch that produced them."""

    segments: list[str]
    route: str
    handoff: bool = False
    handoff_reason: str = ""
    llm_calls: int = 0
    language: str = DEFAULT_LANGUAGE.value


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
        semantic_gate: SemanticGate | None = None,
        session_gap: timedelta = timedelta(hours=12),
        detector: LanguageDetector | None = None,
    ) -> None:
        self._graph = graph
        self._index_for = index_for
        self._chat_model = chat_model
        self._circuit = circuit
        self._max_texts = max_texts
        self._on_llm_call = on_llm_call
        self._semantic_gate = semantic_gate
        # Built once per concierge, not per call: the JSON schema costs ~3 ms each time.
        self._structured_outputs: dict[str, Any] = {}
        self._session_gap = session_gap
        self._detector = detector

    def reply(
        self,
        prop: Property,
        guest: str,
        text: str,
        *,
        message_id: str,
        now: datetime,
        covers: Sequence[str] = (),
    ) -> TurnResult:
        """Answer `text`; running the same message id twice returns the saved answer.

        `covers` names the guest's texts joined in `text`; what an abandoned turn over any of
        them left in the conversation is removed first.
        """
        text = spaced_commas(text)  # "sky tower,my wife": the comma's space given back
        calls: list[bool] = []

        def on_llm_call(ok: bool) -> None:
            calls.append(ok)
            if self._on_llm_call is not None:
                self._on_llm_call(ok)

        context = Context(
            prop=prop,
            now=now.astimezone(prop.zone),
            index=self._index_for(prop.id),
            chat_model=self._chat_model,
            circuit=self._circuit,
            max_texts=self._max_texts,
            on_llm_call=on_llm_call,
            semantic_gate=self._semantic_gate,
            session_gap=self._session_gap,
            detector=self._detector,
            structured_outputs=self._structured_outputs,
        )
        hook = LLM_CALL_HOOK.set(on_llm_call)  # query embeddings count too
        try:
            result = self._graph.invoke(
                {"guest_text": text, "message_id": message_id, "covers": list(covers)},
                {"configurable": {"thread_id": thread_id(prop, guest)}},
                context=context,
                # One checkpoint write at the end of the turn: a failed turn is retried whole by
                # Celery anyway, and Firestore then costs two calls per turn instead of six.
                durability="exit",
            )
        finally:
            LLM_CALL_HOOK.reset(hook)
        return TurnResult(
            segments=list(result.get("segments", [])),
            route=result.get("route", ""),
            handoff=bool(result.get("handoff", False)),
            handoff_reason=result.get("handoff_reason", ""),
            llm_calls=len(calls),
            language=result.get("language") or DEFAULT_LANGUAGE.value,
        )

    def needs_an_answer(self, text: str) -> bool:
        """Whether `text` asks for crisis or gambling help, or a person, by either gate layer.

        A per-guest limit must not silence such a text; the semantic layer catches the
        paraphrases and other languages the patterns miss.
        """
        if answered_whatever_the_limit(text):
            return True
        if self._semantic_gate is None:
            return False
        return check_layers(text, self._semantic_gate).guardrail in ALWAYS_ANSWERED

    def language_for(self, prop: Property, guest: str, text: str) -> str:
        """The conversation's language after `text`, without running (or saving) a turn.

        For texts answered outside the graph (STOP/START/HELP, notices): the language kept in
        the conversation's checkpoint, followed to `text` by the same rule a turn uses.
        """
        config = {"configurable": {"thread_id": thread_id(prop, guest)}}
        previous = self._graph.get_state(config).values.get("language")
        if self._detector is None:
            return str(previous or DEFAULT_LANGUAGE.value)
        return follow_language(previous, text, self._detector).value
