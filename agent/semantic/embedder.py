"""Offline static embeddings: the 256-dimension WordLlama token table shipped in its wheel.

A text's vector is the mean of its tokens' rows, L2-normalized. Nothing is downloaded: the
weights and the tokenizer are read from the installed `wordllama` package's own files, found
without importing the package (its import configures the root logger). Build one
`StaticEmbedder` per process in the composition root and pass it in.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from agent.semantic import frequent_tokens
from agent.semantic.table_file import TableFileError, TokenTable, widen
from agent.semantic.tokenizer_file import (
    TOKENIZER,
    BatchEncoder,
    ModelMissingError,
    load_tokenizer,
    packaged_model_dir,
    release_freed_heap,
    without_word_cache,
)

__all__ = [
    "MAX_TOKENS",
    "STATIC_MIN_SIMILARITY",
    "TOKENIZER",
    "WEIGHTS",
    "ModelMissingError",
    "StaticEmbedder",
    "packaged_model_dir",
    "release_freed_heap",
    "without_word_cache",
]

WEIGHTS = Path("weights") / "l2_supercat_256.safetensors"
# Long bursts are cut: the gate's cost must not grow with a pasted essay.
MAX_TOKENS = 256
# Below this cosine a knowledge-base item is too far from a question to count as a semantic
# match (static vectors sit closer together than Gemini's; chosen on the tune half of
# bench/data/answer_heldout.jsonl).
STATIC_MIN_SIMILARITY = 0.35


class StaticEmbedder:
    """Mean-pooled static token embeddings; also a `TextEmbedder` (LangChain's two methods).

    Not a LangChain subclass: importing langchain_core costs a one-off CLI check ~0.4 s.
    """

    def __init__(self, table: TokenTable, tokenizer: BatchEncoder) -> None:
        # Rows are read from the file as texts need them (float16, summed in float32): the
        # table is never resident in the worker, only its most used rows
        # (agent.semantic.table_file, agent.semantic.frequent_tokens).
        self._table = table
        self._tokenizer = tokenizer
        self.dim = int(table.shape[1])

    @classmethod
    def load(
        cls,
        model_dir: Path | None = None,
        tokenizer: BatchEncoder | None = None,
        frequent: Path = frequent_tokens.FREQUENT_TOKENS,
    ) -> StaticEmbedder:
        """Read the table and tokenizer from the installed package; never downloads.

        The tokenizer is agent.semantic.bpe's over the shipped token index (same ids, file
        pages instead of ~10 MiB of private maps), or the whole one when the index is stale.
        `tokenizer`: one made from the package's file already, used instead of reading it
        (a one-off command's, from `agent.semantic.token_index.tokenizer_for`). The rows of
        the tokens listed in `frequent` are kept in memory (agent.semantic.frequent_tokens).
        """
        root = model_dir or packaged_model_dir()
        weights, tokenizer_path = root / WEIGHTS, root / TOKENIZER
        if not weights.is_file() or not tokenizer_path.is_file():
            raise ModelMissingError(f"embedding model files missing under {root}")
        try:
            table = TokenTable(weights, "embedding.weight")
        except TableFileError as error:
            raise ModelMissingError(str(error)) from error
        table.keep(frequent_tokens.load(frequent))
        if tokenizer is None:
            # Imported here: the index is read through agent.semantic.fitted, which imports
            # the classifier, which imports this module.
            from agent.semantic.token_index import compact_tokenizer

            tokenizer = compact_tokenizer(tokenizer_path) or load_tokenizer(tokenizer_path)
        return cls(table, tokenizer)

    @property
    def nbytes(self) -> int:
        """Size of the token table (on disk: rows are read as texts need them)."""
        return int(self._table.nbytes)

    @property
    def kept_nbytes(self) -> int:
        """Size of the table's rows kept in memory (agent.semantic.frequent_tokens)."""
        return self._table.kept_nbytes

    def embed(self, texts: list[str]) -> np.ndarray:
        """One unit vector per text (a zero vector for a text with no tokens)."""
        return self.embed_ids(self.token_ids(texts))

    def embed_ids(self, token_ids: list[list[int]]) -> np.ndarray:
        """One unit vector per list of token ids."""
        out = np.zeros((len(token_ids), self.dim), dtype=np.float32)
        last = self._table.shape[0] - 1
        for row, ids in enumerate(token_ids):
            if not ids:
                continue
            rows = list(map(int, ids))
            if min(rows) < 0 or max(rows) > last:
                rows = [min(max(i, 0), last) for i in rows]
            # Summed row by row in float32, as `sum(axis=0, dtype=np.float32)` does.
            vector = widen(self._table.rows(rows)).sum(axis=0)
            norm = float(np.sqrt(vector.dot(vector)))  # np.linalg.norm's formula, unchecked
            if norm > 0:
                out[row] = vector / norm
        return out

    def token_ids(self, texts: list[str]) -> list[list[int]]:
        """The token ids of each text (at most MAX_TOKENS)."""
        encodings = self._tokenizer.encode_batch(texts, add_special_tokens=False)
        return [encoding.ids[:MAX_TOKENS] for encoding in encodings]

    def embed_one(self, text: str) -> np.ndarray:
        """The unit vector of one text."""
        return self.embed([text])[0]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """LangChain interface: vectors of documents.

        Documents are embedded once, at start (a knowledge base reads most of the table): the
        rows read are freed after, and the freed heap handed back to the OS.
        """
        vectors = self.embed(list(texts)).tolist()
        release_freed_heap()
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """LangChain interface: the vector of a query."""
        return self.embed_one(text).tolist()
