"""Offline static embeddings: the 256-dimension WordLlama token table shipped in its wheel.

A text's vector is the mean of its tokens' rows, L2-normalized. Nothing is downloaded: the
weights and the tokenizer are read from the installed `wordllama` package's own files, found
without importing the package (its import configures the root logger). Build one
`StaticEmbedder` per process in the composition root and pass it in.
"""

from __future__ import annotations

import json
import mmap
import struct
from pathlib import Path

import numpy as np

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
    "map_tensor",
    "release_mapped",
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


def map_tensor(path: Path, name: str) -> np.ndarray:
    """One tensor of a safetensors file, memory-mapped read-only (no copy).

    The format: an 8-byte little-endian header length, a JSON header giving each tensor's
    dtype, shape and byte offsets, then the raw data. Mapping keeps only the rows the texts
    use resident, so the 16 MB table costs a worker the pages it touches.
    """
    with path.open("rb") as handle:
        (length,) = struct.unpack("<Q", handle.read(8))
        header = json.loads(handle.read(length))
    entry = header[name]
    if entry["dtype"] != "F16":
        raise ModelMissingError(f"{path}: expected F16 {name}, found {entry['dtype']}")
    start, _ = entry["data_offsets"]
    with path.open("rb") as handle:
        mapped = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    shape = tuple(entry["shape"])
    return np.ndarray(shape, dtype=np.float16, buffer=mapped, offset=8 + length + start)


def release_mapped(array: np.ndarray) -> None:
    """Drop the pages of the file mapping under `array` from this process's resident set.

    The page cache keeps them (shared by every process mapping the file), so a row read
    later is mapped back in by a minor fault, with no disk read. No-op for an array over
    no mapping, or where madvise is missing.
    """
    base: object = array
    while isinstance(base, np.ndarray):
        base = base.base
    if isinstance(base, mmap.mmap) and hasattr(mmap, "MADV_DONTNEED"):
        base.madvise(mmap.MADV_DONTNEED)


class StaticEmbedder:
    """Mean-pooled static token embeddings; also a `TextEmbedder` (LangChain's two methods).

    Not a LangChain subclass: importing langchain_core costs a one-off CLI check ~0.4 s.
    """

    def __init__(self, table: np.ndarray, tokenizer: BatchEncoder) -> None:
        # Kept in float16 (half the memory, summed in float32) and as a plain array over the
        # mapping (indexing a np.memmap pays its subclass hooks on every row gathered).
        self._table = np.asarray(table)
        self._tokenizer = tokenizer
        self.dim = int(table.shape[1])

    @classmethod
    def load(
        cls, model_dir: Path | None = None, tokenizer: BatchEncoder | None = None
    ) -> StaticEmbedder:
        """Read the table and tokenizer from the installed package; never downloads.

        The tokenizer is agent.semantic.bpe's over the shipped token index (same ids, file
        pages instead of ~10 MiB of private maps), or the whole one when the index is stale.
        `tokenizer`: one made from the package's file already, used instead of reading it
        (a one-off command's, from `agent.semantic.token_index.tokenizer_for`).
        """
        root = model_dir or packaged_model_dir()
        weights, tokenizer_path = root / WEIGHTS, root / TOKENIZER
        if not weights.is_file() or not tokenizer_path.is_file():
            raise ModelMissingError(f"embedding model files missing under {root}")
        table = map_tensor(weights, "embedding.weight")
        if tokenizer is None:
            # Imported here: the index is read through agent.semantic.fitted, which imports
            # the classifier, which imports this module.
            from agent.semantic.token_index import compact_tokenizer

            tokenizer = compact_tokenizer(tokenizer_path) or load_tokenizer(tokenizer_path)
        return cls(table, tokenizer)

    @property
    def nbytes(self) -> int:
        """Size of the token table in memory."""
        return int(self._table.nbytes)

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
            rows = np.clip(np.asarray(ids, dtype=np.int64), 0, last)
            vector = self._table[rows].sum(axis=0, dtype=np.float32)
            norm = float(np.linalg.norm(vector))
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
        table's pages they touched are then dropped from the process's resident set, and
        guest texts map back in only the rows they read.
        """
        vectors = self.embed(list(texts)).tolist()
        release_mapped(self._table)
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """LangChain interface: the vector of a query."""
        return self.embed_one(text).tolist()
