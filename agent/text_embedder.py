"""What retrieval needs from an embedding model: LangChain's two `Embeddings` methods.

Gemini's LangChain embeddings and the offline `StaticEmbedder` both satisfy it.
"""

from __future__ import annotations

from typing import Protocol


class TextEmbedder(Protocol):
    """Vectors for documents and for a query."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """One vector per document."""

    def embed_query(self, text: str) -> list[float]:
        """The vector of a query."""
