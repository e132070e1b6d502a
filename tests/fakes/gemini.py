"""A fake Gemini API (generativelanguage v1beta) on loopback, for the real google-genai client.

Serves `POST /v1beta/models/{model}:generateContent`, `:streamGenerateContent` (one chunk),
`:batchEmbedContents` and `:embedContent`, and records every request.

Chat replies are scripted. Queued replies (`reply_turn` for the concierge's structured turn
call, `reply_verdict` for its validator, `reply_text`, `reply_json`, `reply_function_call`,
`fail`) are served first, in order; when the queue is empty, the function given to
`respond_with` decides; without one, every call gets `default_text`. `delay` makes the next
calls wait before answering, to simulate a slow model.

Embeddings default to a feature-hashed bag of words: deterministic, a fixed dimension (or the
request's `outputDimensionality`), and texts sharing words point in similar directions.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import sys
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.fakes.http import RecordedRequest, RecordingServer, Reply

_PATH = re.compile(r"^/(?P<version>v1\w*)/models/(?P<model>[^:/?]+):(?P<method>\w+)")
_WORD = re.compile(r"\w+")
_STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
}


@dataclass
class GeminiReply:
    """One scripted answer: an HTTP status and a JSON body in the API's shape."""

    status: int
    body: dict[str, Any]


def text_reply(text: str, *, finish_reason: str = "STOP") -> GeminiReply:
    """A candidate whose single part is `text` (json_schema structured output: JSON text)."""
    return _candidate({"text": text}, finish_reason)


def json_reply(value: Any) -> GeminiReply:
    """`value` serialized as the answer text, as Gemini answers in JSON (json_schema) mode."""
    return text_reply(json.dumps(value))


def turn_reply(
    intent: str = "property_question",
    answer: str = "",
    cited_ids: list[str] | tuple[str, ...] = (),
    *,
    confident: bool = True,
) -> GeminiReply:
    """The concierge's one structured turn call answered: intent, answer, cited item ids."""
    return json_reply(
        {"intent": intent, "answer": answer, "cited_ids": list(cited_ids), "confident": confident}
    )


def verdict_reply(valid: bool, reason: str = "") -> GeminiReply:
    """The LLM validator's structured answer."""
    return json_reply({"valid": valid, "reason": reason})


_FACT_LINE = re.compile(r"^- \[(?P<id>[^\]]+)\] (?P<facts>.*)$", re.MULTILINE)


def fact_lines(system_text: str) -> list[tuple[str, str]]:
    """The (item id, fact sheet) lines a turn call's system prompt shows the model, in order."""
    _, _, facts = system_text.partition("Facts:\n")
    return [(match["id"], match["facts"].strip()) for match in _FACT_LINE.finditer(facts)]


def function_call_reply(name: str, args: dict[str, Any]) -> GeminiReply:
    """A candidate calling `name(**args)`: function_calling structured output and tools."""
    return _candidate({"functionCall": {"name": name, "args": args}}, "STOP")


def error_reply(status: int, message: str | None = None) -> GeminiReply:
    """An error in Google's JSON error shape, e.g. 429 RESOURCE_EXHAUSTED."""
    name = _STATUS_NAMES.get(status, "UNKNOWN")
    text = message or f"fake Gemini error {status} {name}"
    return GeminiReply(status, {"error": {"code": status, "message": text, "status": name}})


def _candidate(part: dict[str, Any], finish_reason: str) -> GeminiReply:
    return GeminiReply(
        200,
        {
            "candidates": [
                {
                    "content": {"role": "model", "parts": [part]},
                    "finishReason": finish_reason,
                    "index": 0,
                }
            ],
            "usageMetadata": {
                "promptTokenCount": 10,
                "candidatesTokenCount": 5,
                "totalTokenCount": 15,
            },
            "modelVersion": "fake-gemini",
        },
    )


Scripted = GeminiReply | str | dict[str, Any] | list[Any]
"""What `respond_with` may return: a full reply, answer text, or a value sent as JSON text."""


@dataclass
class GeminiCall:
    """One recorded request, decoded."""

    model: str
    method: str
    headers: dict[str, str]
    body: dict[str, Any] = field(default_factory=dict)

    @property
    def api_key(self) -> str | None:
        return self.headers.get("x-goog-api-key")

    @property
    def system_text(self) -> str:
        """The system instruction's text parts, joined by newlines."""
        parts = (self.body.get("systemInstruction") or {}).get("parts", [])
        return "\n".join(part["text"] for part in parts if "text" in part)

    def texts(self, role: str = "user") -> list[str]:
        """Text parts of the conversation turns with `role` ("user" or "model"), in order."""
        return [
            part["text"]
            for content in self.body.get("contents", [])
            if content.get("role") == role
            for part in content.get("parts", [])
            if "text" in part
        ]

    @property
    def is_turn_call(self) -> bool:
        """Whether this is the concierge's structured turn call (intent, answer, cited ids)."""
        return "cited_ids" in json.dumps(self.generation_config)

    @property
    def is_validator_call(self) -> bool:
        """Whether this is the LLM validator's call."""
        return any(text.startswith("You check an SMS answer") for text in self.texts())

    @property
    def facts(self) -> list[tuple[str, str]]:
        """The (item id, fact sheet) lines of a turn call's system prompt."""
        return fact_lines(self.system_text)

    @property
    def generation_config(self) -> dict[str, Any]:
        config: dict[str, Any] = self.body.get("generationConfig") or {}
        return config

    @property
    def function_names(self) -> list[str]:
        """Names of the function declarations offered as tools."""
        return [
            declaration["name"]
            for tool in self.body.get("tools", [])
            for declaration in tool.get("functionDeclarations", [])
        ]


class FakeGemini:
    """A scripted Gemini endpoint; point a client at `url` (its `base_url`)."""

    def __init__(self, *, embedding_dimension: int = 768, default_text: str = "OK") -> None:
        self.embedding_dimension = embedding_dimension
        self.default_text = default_text
        self._lock = threading.Lock()
        self._replies: deque[GeminiReply] = deque()
        self._delays: deque[float] = deque()
        self._embedding_delays: deque[float] = deque()
        self._embedding_failures: deque[GeminiReply] = deque()
        self._responder: Callable[[dict[str, Any]], Scripted | None] | None = None
        self._started = 0
        self._finished = 0
        self._stopping = threading.Event()
        self.server = RecordingServer(self._respond)
        self._quiet_when_client_hung_up()

    # lifecycle -------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> FakeGemini:
        self.server.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # ends any scripted delay still sleeping
        self.server.stop()

    def __enter__(self) -> FakeGemini:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # scripting -------------------------------------------------------------------------------

    def reply(self, *replies: GeminiReply) -> FakeGemini:
        """Queue full replies for the next chat calls, in order."""
        with self._lock:
            self._replies.extend(replies)
        return self

    def reply_text(self, *texts: str) -> FakeGemini:
        """Queue one plain-text answer per argument."""
        return self.reply(*(text_reply(text) for text in texts))

    def reply_json(self, value: Any) -> FakeGemini:
        """Queue `value` as JSON answer text (what json_schema structured output parses)."""
        return self.reply(json_reply(value))

    def reply_turn(
        self,
        intent: str = "property_question",
        answer: str = "",
        cited_ids: list[str] | tuple[str, ...] = (),
        *,
        confident: bool = True,
    ) -> FakeGemini:
        """Queue an answer to the concierge's structured turn call (see `turn_reply`)."""
        return self.reply(turn_reply(intent, answer, cited_ids, confident=confident))

    def reply_verdict(self, valid: bool, reason: str = "") -> FakeGemini:
        """Queue an answer to the LLM validator."""
        return self.reply(verdict_reply(valid, reason))

    def reply_function_call(self, name: str, args: dict[str, Any]) -> FakeGemini:
        """Queue a function call (what function_calling structured output parses)."""
        return self.reply(function_call_reply(name, args))

    def fail(self, status: int, times: int = 1, message: str | None = None) -> FakeGemini:
        """Queue `times` error replies with HTTP `status` for the next chat calls."""
        return self.reply(*(error_reply(status, message) for _ in range(times)))

    def fail_embeddings(self, status: int, times: int = 1) -> FakeGemini:
        """Make the next `times` embedding calls answer HTTP `status`."""
        with self._lock:
            self._embedding_failures.extend(error_reply(status) for _ in range(times))
        return self

    def delay(self, seconds: float, times: int = 1, *, embeddings: bool = False) -> FakeGemini:
        """Make the next `times` chat (or embedding) calls wait `seconds` before answering."""
        with self._lock:
            (self._embedding_delays if embeddings else self._delays).extend([seconds] * times)
        return self

    def respond_with(self, responder: Callable[[dict[str, Any]], Scripted | None]) -> FakeGemini:
        """Answer unqueued chat calls with `responder(request_json)`.

        It may return a `GeminiReply`, answer text, a dict or list (sent as JSON text), or
        None for `default_text`.
        """
        self._responder = responder
        return self

    # assertions ------------------------------------------------------------------------------

    def calls(self, method: str | None = "generateContent") -> list[GeminiCall]:
        """Recorded calls, in arrival order; `method=None` for every endpoint.

        Chat calls (`generateContent` and `streamGenerateContent`) both match the default.
        """
        decoded = [_decode(request) for request in self.server.requests]
        known = [call for call in decoded if call is not None]
        if method is None:
            return known
        if method == "generateContent":
            return [c for c in known if c.method in ("generateContent", "streamGenerateContent")]
        return [call for call in known if call.method == method]

    @property
    def started(self) -> int:
        """Chat calls that reached the fake, answered or still waiting out a `delay`."""
        with self._lock:
            return self._started

    @property
    def finished(self) -> int:
        """Chat calls the fake has answered (their `delay` waited out)."""
        with self._lock:
            return self._finished

    def embedding_calls(self) -> list[GeminiCall]:
        return [c for c in self.calls(None) if c.method in ("batchEmbedContents", "embedContent")]

    # serving ---------------------------------------------------------------------------------

    def _quiet_when_client_hung_up(self) -> None:
        # After a scripted delay the client may have timed out and closed the connection; the
        # broken pipe when the answer is written is expected, not a fault worth a traceback.
        server = self.server._server
        report = server.handle_error

        def handle_error(request: Any, client_address: Any) -> None:
            if not isinstance(sys.exc_info()[1], ConnectionError):
                report(request, client_address)

        server.handle_error = handle_error  # type: ignore[method-assign]

    def _respond(self, request: RecordedRequest) -> Reply:
        call = _decode(request)
        if call is None or request.method != "POST":
            return _as_http(error_reply(404, f"no route for {request.method} {request.path}"))
        if call.method in ("generateContent", "streamGenerateContent"):
            return _as_http(self._chat_reply(call))
        if call.method in ("batchEmbedContents", "embedContent"):
            return _as_http(self._embedding_reply(call))
        return _as_http(error_reply(404, f"fake Gemini does not serve :{call.method}"))

    def _chat_reply(self, call: GeminiCall) -> GeminiReply:
        with self._lock:
            self._started += 1
            pause = self._delays.popleft() if self._delays else 0.0
            queued = self._replies.popleft() if self._replies else None
        if pause:
            self._stopping.wait(pause)
        with self._lock:
            self._finished += 1
        if queued is not None:
            return queued
        scripted = self._responder(call.body) if self._responder is not None else None
        if scripted is None:
            return text_reply(self.default_text)
        if isinstance(scripted, GeminiReply):
            return scripted
        if isinstance(scripted, str):
            return text_reply(scripted)
        return json_reply(scripted)

    def _embedding_reply(self, call: GeminiCall) -> GeminiReply:
        with self._lock:
            pause = self._embedding_delays.popleft() if self._embedding_delays else 0.0
            failure = self._embedding_failures.popleft() if self._embedding_failures else None
        if pause:
            self._stopping.wait(pause)
        if failure is not None:
            return failure
        if call.method == "embedContent":
            return GeminiReply(200, {"embedding": {"values": self._embed(call.body)}})
        vectors = [{"values": self._embed(each)} for each in call.body.get("requests", [])]
        return GeminiReply(200, {"embeddings": vectors})

    def _embed(self, request: dict[str, Any]) -> list[float]:
        parts = (request.get("content") or {}).get("parts", [])
        text = " ".join(part.get("text", "") for part in parts)
        dimension = int(request.get("outputDimensionality") or self.embedding_dimension)
        return hashed_embedding(text, dimension)


def hashed_embedding(text: str, dimension: int) -> list[float]:
    """A unit vector of `dimension` floats: each lowercase word adds ±1 at a hashed index."""
    vector = [0.0] * dimension
    for word in _WORD.findall(text.lower()):
        digest = hashlib.blake2b(word.encode(), digest_size=8).digest()
        index = int.from_bytes(digest[:4], "big") % dimension
        vector[index] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(value * value for value in vector))
    return [value / norm for value in vector] if norm else vector


def _decode(request: RecordedRequest) -> GeminiCall | None:
    match = _PATH.match(request.path)
    if match is None:
        return None
    body = request.json() if request.body else {}
    return GeminiCall(match["model"], match["method"], request.headers, body)


def _as_http(reply: GeminiReply) -> Reply:
    return Reply(reply.status, reply.body)
