"""Gemini clients for the graph: a chat model and an embedder, built only when called.

Errors a caller should treat as "the LLM failed" are collected in `LLM_ERRORS`.
"""

from __future__ import annotations

import importlib
import typing
from collections.abc import Callable
from contextvars import ContextVar

from google.genai import Client, types
from google.genai.errors import APIError
from google.genai.types import HttpOptions
from langchain_core.embeddings import Embeddings
from langchain_core.exceptions import ModelError, OutputParserException
from langchain_google_genai import ChatGoogleGenerativeAI, GoogleGenerativeAIEmbeddings
from langchain_google_genai._common import GoogleGenerativeAIError
from pydantic import BaseModel, SecretStr


def _http_transport_errors() -> tuple[type[BaseException], ...]:
    """Timeout and connection errors of every HTTP library google-genai may send with.

    google-genai sends with httpx up to 2.x and with its fork httpx2 from 3.0, whose errors
    are not httpx's; a timeout missing from `LLM_ERRORS` would escape the turn's fallback.
    """
    errors: list[type[BaseException]] = []
    for library in ("httpx", "httpx2"):
        try:
            module = importlib.import_module(library)
        except ImportError:
            continue
        errors.append(module.TransportError)
    return tuple(errors)


HTTP_TRANSPORT_ERRORS = _http_transport_errors()
"""Timeouts and refused connections, whichever HTTP library google-genai was built on."""

LLM_ERRORS: tuple[type[BaseException], ...] = (
    ModelError,  # classified HTTP errors: GoogleRateLimitError (429), GoogleAPIError (5xx), ...
    APIError,  # raw google-genai HTTP errors, should one escape the wrapper's classification
    GoogleGenerativeAIError,  # other wrapper errors (not exported publicly), all embedding errors
    *HTTP_TRANSPORT_ERRORS,  # timeouts and refused connections: the wrapper does not wrap them
    OutputParserException,  # structured output that does not parse or validate
)
"""Exceptions that mean "no usable answer from Gemini": fall back, count a circuit failure."""


def build_chat_model(
    *,
    api_key: str,
    model: str,
    base_url: str | None = None,
    timeout: float = 20.0,
    max_retries: int = 0,
    temperature: float = 0.3,
    thinking_budget: int | None = 0,
) -> ChatGoogleGenerativeAI:
    """A Gemini chat model on the Gemini Developer API.

    google-genai still reads GOOGLE_GENAI_USE_VERTEXAI from the environment and, when it is
    true, sends requests to Vertex AI paths instead; deployments must leave it unset.

    Args:
        api_key: Gemini API key, sent as the `x-goog-api-key` header.
        model: Model name, e.g. "gemini-2.5-flash".
        base_url: API root, e.g. "http://127.0.0.1:PORT" for a local fake; None for Google's.
        timeout: Seconds per HTTP attempt; a slower answer raises a timeout in
            `HTTP_TRANSPORT_ERRORS`.
        max_retries: Retries after the first attempt, on 408/429/5xx and transport errors,
            with exponential backoff from 1 s. 0 means one attempt.
        temperature: Sampling temperature.
        thinking_budget: Gemini 2.5 thinking tokens per call: 0 (the default) turns thinking
            off, which the turn's structured call and the validator do not need and which
            costs seconds; None leaves it to the model.
    """
    return ChatGoogleGenerativeAI(
        model=model,
        api_key=SecretStr(api_key),
        base_url=base_url,
        vertexai=False,
        timeout=timeout,
        # The library's `max_retries` is the google-genai attempt count, the first included.
        max_retries=max_retries + 1,
        temperature=temperature,
        thinking_budget=thinking_budget,
    )


def build_embeddings(
    *,
    api_key: str,
    model: str = "gemini-embedding-001",
    base_url: str | None = None,
    timeout: float = 10.0,
) -> GoogleGenerativeAIEmbeddings:
    """A Gemini embedder; `embed_documents` and `embed_query` call `:batchEmbedContents`.

    One attempt per batch of up to 100 texts, each bounded by `timeout` seconds; every
    failure, a timeout included, surfaces as `GoogleGenerativeAIError`.
    """
    embeddings = GoogleGenerativeAIEmbeddings(
        model=model, api_key=SecretStr(api_key), base_url=base_url, vertexai=False
    )
    # The wrapper offers no timeout (its `request_options` is never read, and a per-request
    # timeout of None overrides httpx client defaults), so it gets a client that has one.
    embeddings.client = Client(
        vertexai=False,
        api_key=api_key,
        http_options=HttpOptions(base_url=base_url, timeout=int(timeout * 1000)),
    )
    return embeddings


LLM_CALL_HOOK: ContextVar[Callable[[bool], None] | None] = ContextVar("llm_call_hook", default=None)
"""Set by `GraphConcierge.reply` for the turn it runs: every Gemini call of the turn reports."""


class CountedEmbeddings(Embeddings):
    """Gemini embeddings whose query embeddings count as LLM calls of the running turn."""

    def __init__(self, inner: Embeddings) -> None:
        self._inner = inner

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed knowledge-base items (at start-up or publish, not a guest's turn)."""
        return self._inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        """Embed a guest's query, telling the running turn (and its metrics) of the call."""
        hook = LLM_CALL_HOOK.get()
        try:
            vector = self._inner.embed_query(text)
        except Exception:
            if hook is not None:
                hook(False)
            raise
        if hook is not None:
            hook(True)
        return vector


# The request and response types of a `generateContent` call (and those they hold).
_CALL_TYPES = ("_GenerateContentParameters", "GenerateContentResponse", "Tool")


def warm_chat_client() -> int:
    """Build google-genai's models for a `generateContent` call now; return how many.

    The SDK builds each model on first use (pydantic `defer_build`): ~50 ms of CPU in a
    worker's first call, paid by every thread that makes a first call at the same time.
    A worker process calls this at start-up, before it takes a turn.
    """
    namespace = vars(types)
    pending = [getattr(types, name) for name in _CALL_TYPES if hasattr(types, name)]
    seen: set[type[BaseModel]] = set()
    while pending:
        model = pending.pop()
        if model in seen:
            continue
        seen.add(model)
        model.model_rebuild(raise_errors=False)
        try:
            hints = typing.get_type_hints(model, namespace)
        except (NameError, TypeError):  # a hint the SDK cannot resolve: built on first use
            continue
        pending.extend(_models_in(list(hints.values())))
    return len(seen)


def _models_in(hints: list[object]) -> list[type[BaseModel]]:
    found: list[type[BaseModel]] = []
    while hints:
        hint = hints.pop()
        if isinstance(hint, type) and issubclass(hint, BaseModel):
            if hint.__module__ == types.__name__:
                found.append(hint)
        hints.extend(typing.get_args(hint))
    return found
