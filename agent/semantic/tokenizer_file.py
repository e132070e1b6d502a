"""The embedding model's tokenizer, read from the installed `wordllama` package's own file.

Shared by the embedder (which reads it whole) and agent.semantic.token_index (which builds a
small one for known texts, and reads the whole one when it cannot).
"""

from __future__ import annotations

import ctypes
import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from tokenizers import Tokenizer

TOKENIZER = Path("tokenizers") / "l2_supercat_tokenizer_config.json"


class HasIds(Protocol):
    """What the embedder reads of an encoding: its ids."""

    @property
    def ids(self) -> list[int]:
        """The token ids."""
        ...


class BatchEncoder(Protocol):
    """What the embedder asks of a tokenizer: `Tokenizer.encode_batch`."""

    def encode_batch(
        self, input: Sequence[str], /, *, add_special_tokens: bool = True
    ) -> Sequence[HasIds]:
        """The encodings of the texts of `input`."""
        ...


class ModelMissingError(RuntimeError):
    """The packaged embedding model's files are not installed."""


def packaged_model_dir() -> Path:
    """The installed `wordllama` package directory (not imported), or ModelMissingError."""
    spec = importlib.util.find_spec("wordllama")
    if spec is None or not spec.submodule_search_locations:
        raise ModelMissingError("the 'wordllama' package is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def release_freed_heap() -> None:
    """Hand memory freed by the tokenizer's JSON parse back to the OS (glibc only; else no-op).

    Parsing the 1.8 MB tokenizer file leaves ~6 MiB of freed heap that glibc keeps; every
    worker would carry it for its lifetime.
    """
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return
    trim = getattr(libc, "malloc_trim", None)
    if trim is not None:
        trim(0)


def without_word_cache(tokenizer: Tokenizer) -> None:
    """Turn off the BPE model's word cache (tokens are unchanged; only memory and time differ).

    This tokenizer has no pre-tokenizer, so its "word" is the whole text: the cache (10,000
    entries by default) keeps every new guest text and almost never hits, and a worker grew by
    ~60 MiB over 12,000 distinct texts. `_resize_cache` is the tokenizers maintainers' way to
    set it on a tokenizer read from a file (huggingface/tokenizers#1675, since 0.21).
    """
    tokenizer.model._resize_cache(0)


def load_tokenizer(path: Path) -> Tokenizer:
    """The tokenizer at `path`, set up as the embedder uses it (no padding, truncation or cache).

    Raises ModelMissingError when the file is absent.
    """
    if not path.is_file():
        raise ModelMissingError(f"tokenizer file missing: {path}")
    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    without_word_cache(tokenizer)
    release_freed_heap()
    return tokenizer
