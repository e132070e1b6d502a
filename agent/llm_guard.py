"""Every LLM call goes through here: no model, an open circuit, or a failure means no answer."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.runnables import Runnable

from agent.context import Context

log = logging.getLogger(__name__)
T = TypeVar("T")


def structured(ctx: Context, model: BaseChatModel, schema: type[T]) -> Runnable[Any, T]:
    """`model` answering in `schema` (json_schema mode), built once per concierge."""
    runnable = ctx.structured_outputs.get(schema.__name__)
    if runnable is None:
        runnable = model.with_structured_output(schema, method="json_schema")
        ctx.structured_outputs[schema.__name__] = runnable
    return runnable  # type: ignore[return-value]


def guarded_call(ctx: Context, call: Callable[[BaseChatModel], T]) -> tuple[T | None, bool]:
    """Run `call` on the chat model: (result, attempted); result None when unavailable or failed.

    The caller then answers from the knowledge base; the shared circuit breaker records the
    outcome so every worker stops calling a failing model together.
    """
    if ctx.chat_model is None:
        return None, False
    if ctx.circuit is not None and not ctx.circuit.allow():
        return None, False
    try:
        result = call(ctx.chat_model)
    # Any failure of the model (HTTP errors, timeouts, unparseable output) has the same answer:
    # fall back to the knowledge base. Catching narrowly would let one odd error reach a guest.
    except Exception as exc:
        log.warning("LLM call failed: %s: %s", type(exc).__name__, exc)
        if ctx.circuit is not None:
            ctx.circuit.record_failure()
        if ctx.on_llm_call is not None:
            ctx.on_llm_call(False)
        return None, True
    if ctx.circuit is not None:
        ctx.circuit.record_success()
    if ctx.on_llm_call is not None:
        ctx.on_llm_call(True)
    return result, True
