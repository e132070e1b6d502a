"""Conversations that hit the per-guest turn limit: safety texts are still answered.

Offline and with the fake Gemini, through the deployed shape on a stack that answers two
turns a minute per guest.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import Stack
from tests.fakes.gemini import FakeGemini
from tests.integration.conversation_support import (
    careless_model,
    conversation_ids,
    conversation_stack,
    run_conversation,
)
from tests.integration.conversations import LIMITED_CONVERSATIONS


@pytest.fixture(scope="module", params=["offline", "gemini"])
def stack(
    request: pytest.FixtureRequest, redis_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    tmp = tmp_path_factory.mktemp(f"limited-{request.param}")
    with FakeGemini() as gemini:
        gemini.respond_with(careless_model)
        model = gemini if request.param == "gemini" else None
        with conversation_stack(redis_server_url, tmp, model, turns_per_minute=2) as running:
            yield running


@pytest.mark.parametrize(
    "conversation", LIMITED_CONVERSATIONS, ids=conversation_ids(LIMITED_CONVERSATIONS)
)
def test_limited_conversation(stack: Stack, conversation) -> None:
    run_conversation(stack, conversation)
