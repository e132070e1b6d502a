"""The first answerer: greetings from templates, everything else from the knowledge base."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from agent.extractive import answer_from_hits
from agent.retrieval import KnowledgeIndex
from agent.small_talk import greeting_reply, is_greeting, is_thanks, thanks_reply
from data.properties import Property


class Answerer(Protocol):
    """Turns a guest's text into the reply text (before SMS splitting)."""

    def answer(self, prop: Property, guest: str, text: str, *, now: datetime) -> str:
        """The reply to `text`; `now` is timezone-aware."""


class KnowledgeAnswerer:
    """Answers without an LLM: BM25 over the property's knowledge base, extractive replies."""

    def __init__(self, index_for: Callable[[str], KnowledgeIndex]) -> None:
        self._index_for = index_for

    def answer(self, prop: Property, guest: str, text: str, *, now: datetime) -> str:
        """Greeting, thanks, or the best knowledge-base match described in the property's time."""
        if is_greeting(text):
            return greeting_reply(prop)
        if is_thanks(text):
            return thanks_reply(prop)
        hits = self._index_for(prop.id).search(text, k=3)
        return answer_from_hits(hits, prop, now.astimezone(prop.zone), text)
