"""The real langchain-google-genai clients, built by agent.llm, against the local fake Gemini."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import pytest
from google.genai import types
from langchain_core.exceptions import ModelRateLimitError, OutputParserException
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_google_genai import ChatGoogleGenerativeAI
from langchain_google_genai._common import GoogleGenerativeAIError
from langchain_google_genai.chat_models import GoogleAPIError, GoogleRateLimitError
from pydantic import BaseModel, Field

from agent.llm import (
    HTTP_TRANSPORT_ERRORS,
    LLM_ERRORS,
    build_chat_model,
    build_embeddings,
    warm_chat_client,
)
from tests.fakes.gemini import FakeGemini, hashed_embedding

API_KEY = "AIza-test-key"
MODEL = "gemini-2.5-flash"


class Route(BaseModel):
    """How the router classifies a guest's text."""

    intent: Literal["dining", "shows", "rooms", "other"] = Field(description="The topic.")
    needs_human: bool


@pytest.fixture
def fake_gemini() -> Iterator[FakeGemini]:
    with FakeGemini(embedding_dimension=64) as fake:
        yield fake


def chat(fake: FakeGemini, *, timeout: float = 5.0, max_retries: int = 0) -> ChatGoogleGenerativeAI:
    return build_chat_model(
        api_key=API_KEY, model=MODEL, base_url=fake.url, timeout=timeout, max_retries=max_retries
    )


def test_invoke_returns_the_scripted_text_and_sends_key_and_messages(
    fake_gemini: FakeGemini,
) -> None:
    fake_gemini.reply_text("Todd English's Tuscany opens at 5 PM.")
    answer = chat(fake_gemini).invoke(
        [SystemMessage("You are the Mohegan Sun concierge."), HumanMessage("When is Tuscany open?")]
    )
    assert answer.content == "Todd English's Tuscany opens at 5 PM."
    [call] = fake_gemini.calls()
    assert call.model == MODEL
    assert call.method == "generateContent"
    assert call.api_key == API_KEY
    assert call.system_text == "You are the Mohegan Sun concierge."
    assert call.texts("user") == ["When is Tuscany open?"]
    assert call.generation_config["temperature"] == 0.3


def test_history_is_sent_as_user_and_model_turns(fake_gemini: FakeGemini) -> None:
    fake_gemini.reply_text("Yes, until 11 PM.")
    chat(fake_gemini).invoke(
        [HumanMessage("Is the spa open?"), AIMessage("Yes, from 9 AM."), HumanMessage("Late?")]
    )
    [call] = fake_gemini.calls()
    assert call.texts("user") == ["Is the spa open?", "Late?"]
    assert call.texts("model") == ["Yes, from 9 AM."]


def test_stream_yields_the_scripted_text(fake_gemini: FakeGemini) -> None:
    fake_gemini.reply_text("Streaming works.")
    chunks = [chunk.content for chunk in chat(fake_gemini).stream("hello")]
    assert "".join(str(chunk) for chunk in chunks) == "Streaming works."
    assert fake_gemini.calls()[0].method == "streamGenerateContent"


def test_structured_output_json_schema_parses_the_scripted_json(fake_gemini: FakeGemini) -> None:
    fake_gemini.reply_json({"intent": "shows", "needs_human": False})
    router = chat(fake_gemini).with_structured_output(Route, method="json_schema")
    assert router.invoke("Who is playing the arena tonight?") == Route(
        intent="shows", needs_human=False
    )
    config = fake_gemini.calls()[0].generation_config
    assert config["responseMimeType"] == "application/json"
    schema = config["responseJsonSchema"]
    assert schema["required"] == ["intent", "needs_human"]
    assert schema["properties"]["intent"]["enum"] == ["dining", "shows", "rooms", "other"]
    assert schema["properties"]["intent"]["description"] == "The topic."


def test_warming_builds_the_call_types_and_calls_still_parse(fake_gemini: FakeGemini) -> None:
    assert warm_chat_client() > 50  # the request, the response and what they hold
    for model in (types.GenerateContentResponse, types.GenerateContentConfig, types.Part):
        assert model.__pydantic_complete__
    fake_gemini.reply_json({"intent": "rooms", "needs_human": True})
    router = chat(fake_gemini).with_structured_output(Route, method="json_schema")
    assert router.invoke("A room for tonight?") == Route(intent="rooms", needs_human=True)


def test_structured_output_function_calling_parses_the_scripted_call(
    fake_gemini: FakeGemini,
) -> None:
    fake_gemini.reply_function_call("Route", {"intent": "rooms", "needs_human": True})
    router = chat(fake_gemini).with_structured_output(Route, method="function_calling")
    assert router.invoke("I need to talk to someone about my room") == Route(
        intent="rooms", needs_human=True
    )
    call = fake_gemini.calls()[0]
    assert call.function_names == ["Route"]
    assert call.body["toolConfig"]["functionCallingConfig"]["mode"] == "ANY"


@pytest.mark.parametrize(
    "answer_text",
    ['{"intent": "shows"}', '{"intent": "casino odds", "needs_human": false}', "not json"],
)
def test_structured_output_that_does_not_validate_raises_a_parser_error(
    fake_gemini: FakeGemini, answer_text: str
) -> None:
    fake_gemini.reply_text(answer_text)
    router = chat(fake_gemini).with_structured_output(Route, method="json_schema")
    with pytest.raises(OutputParserException) as raised:
        router.invoke("hi")
    assert isinstance(raised.value, LLM_ERRORS)


def test_a_429_raises_the_rate_limit_error_without_retrying(fake_gemini: FakeGemini) -> None:
    fake_gemini.fail(429, times=2)
    with pytest.raises(GoogleRateLimitError) as raised:
        chat(fake_gemini).invoke("hi")
    assert isinstance(raised.value, ModelRateLimitError)
    assert isinstance(raised.value, LLM_ERRORS)
    assert len(fake_gemini.calls()) == 1


def test_a_500_raises_the_api_error(fake_gemini: FakeGemini) -> None:
    fake_gemini.fail(500)
    with pytest.raises(GoogleAPIError) as raised:
        chat(fake_gemini).invoke("hi")
    assert isinstance(raised.value, LLM_ERRORS)


def test_max_retries_counts_retries_after_the_first_attempt(fake_gemini: FakeGemini) -> None:
    fake_gemini.fail(503).reply_text("second time lucky")
    assert chat(fake_gemini, max_retries=1).invoke("hi").content == "second time lucky"
    assert len(fake_gemini.calls()) == 2


def test_an_answer_slower_than_the_timeout_raises_a_timeout(fake_gemini: FakeGemini) -> None:
    fake_gemini.delay(5).reply_text("too late")
    with pytest.raises(HTTP_TRANSPORT_ERRORS) as raised:
        chat(fake_gemini, timeout=0.3).invoke("hi")
    assert "Timeout" in type(raised.value).__name__
    assert isinstance(raised.value, LLM_ERRORS)


def test_embeddings_return_vectors_of_the_fake_dimension_in_one_batch(
    fake_gemini: FakeGemini,
) -> None:
    texts = ["Sun Wing spa hours", "Mohegan Sun Arena tonight", "Sun Wing spa hours"]
    embedder = build_embeddings(api_key=API_KEY, base_url=fake_gemini.url)
    vectors = embedder.embed_documents(texts)
    assert [len(vector) for vector in vectors] == [64, 64, 64]
    assert vectors[0] == pytest.approx(hashed_embedding(texts[0], 64))
    assert vectors[0] != vectors[1]
    [call] = fake_gemini.embedding_calls()
    assert call.method == "batchEmbedContents"
    assert call.model == "gemini-embedding-001"
    assert call.api_key == API_KEY
    assert [each["content"]["parts"][0]["text"] for each in call.body["requests"]] == texts
    assert {each["taskType"] for each in call.body["requests"]} == {"RETRIEVAL_DOCUMENT"}


def test_embed_query_honours_the_requested_dimension(fake_gemini: FakeGemini) -> None:
    embedder = build_embeddings(api_key=API_KEY, base_url=fake_gemini.url)
    assert len(embedder.embed_query("spa", output_dimensionality=32)) == 32
    assert fake_gemini.embedding_calls()[0].body["requests"][0]["taskType"] == "RETRIEVAL_QUERY"


def test_embedding_errors_and_timeouts_raise_the_wrapper_error(fake_gemini: FakeGemini) -> None:
    embedder = build_embeddings(api_key=API_KEY, base_url=fake_gemini.url, timeout=0.3)
    fake_gemini.fail_embeddings(429)
    with pytest.raises(GoogleGenerativeAIError, match="429"):
        embedder.embed_documents(["spa"])
    fake_gemini.delay(5, embeddings=True)
    with pytest.raises(GoogleGenerativeAIError) as raised:
        embedder.embed_documents(["spa"])
    assert isinstance(raised.value.__cause__, HTTP_TRANSPORT_ERRORS)
    assert "Timeout" in type(raised.value.__cause__).__name__
