"""Tokenize one text without reading the whole tokenizer: a small BPE built for that text.

Reading the embedding model's tokenizer (32,000 tokens, 61,249 merges, 1.8 MB of JSON) costs a
fresh process ~45 ms of CPU, a fifth of a one-off `concierge classify`. This tokenizer has no
pre-tokenizer, so BPE sees each text (normalized: "▁" before it, "▁" for each space) as one
word, and it only ever merges two adjacent symbols into the token they spell: every symbol it
builds is a substring of that word. A tokenizer that holds the vocabulary entries that are
substrings of the word (with the same ids), the byte-fallback and special tokens, and the merges
whose result is such a substring (in the same order) therefore applies the same merges in the
same order and gives the same ids; it is built from this index in ~2 ms.

The index (`token_index.npz`, written by `python -m agent.semantic.fit` beside the fit and in
the fit's container, see agent.semantic.fitted) holds the tokens in id order, the merges as
(left, right, result) ids in rank order, the tokenizer's JSON without its vocabulary and merges,
keyed by the digest of the tokenizer file it was made from. A stale or absent index, a text
that holds a special token's text, or a tokenizer the argument above does not cover (checked
when the index is built) means the whole tokenizer is read.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from tokenizers import Encoding, Tokenizer

from agent.semantic import fitted
from agent.semantic.tokenizer_file import (
    TOKENIZER,
    ModelMissingError,
    load_tokenizer,
    packaged_model_dir,
    without_word_cache,
)

TOKEN_INDEX = Path(__file__).with_name("token_index.npz")
# Part of the digest: an index of another layout is stale.
FORMAT = 1
WORD_START = "\u2581"
# The only normalization the substring argument allows for: "▁" first, "▁" for each space.
NORMALIZER = {
    "type": "Sequence",
    "normalizers": [
        {"type": "Prepend", "prepend": WORD_START},
        {"type": "Replace", "pattern": {"String": " "}, "content": WORD_START},
    ],
}
# BPE options under which a symbol is always a substring of the word.
PLAIN_BPE = {
    "type": "BPE",
    "dropout": None,
    "continuing_subword_prefix": None,
    "end_of_word_suffix": None,
    "ignore_merges": False,
    "byte_fallback": True,
}


class UnsupportedTokenizerError(ValueError):
    """The tokenizer is not one the small tokenizers reproduce exactly (no index is built)."""


def digest(tokenizer_bytes: bytes) -> str:
    """What an index is keyed by: the tokenizer file's bytes and this module's layout."""
    return hashlib.sha256(tokenizer_bytes + f"\nformat {FORMAT}".encode()).hexdigest()


def build(tokenizer_bytes: bytes) -> dict[str, np.ndarray]:
    """The index arrays of the tokenizer JSON `tokenizer_bytes`.

    Raises UnsupportedTokenizerError when the tokenizer is outside the substring argument
    (another normalizer, a pre-tokenizer, BPE options that build other symbols).
    """
    config = json.loads(tokenizer_bytes)
    model = config["model"]
    _require(config.get("pre_tokenizer") is None, "a pre-tokenizer")
    _require(config.get("normalizer") == NORMALIZER, "another normalizer")
    for key, value in PLAIN_BPE.items():
        _require(model.get(key) == value, f"model {key} = {model.get(key)!r}")
    vocab: dict[str, int] = model["vocab"]
    tokens = sorted(vocab, key=vocab.__getitem__)
    _require([vocab[token] for token in tokens] == list(range(len(tokens))), "gaps in the ids")
    _require(len(tokens) <= 2**16, "more ids than 16 bits hold")
    _require(not any("\n" in token for token in tokens), "a token with a newline")
    merges = []
    for merge in model["merges"]:
        parts = merge.split(" ") if isinstance(merge, str) else list(merge)
        _require(len(parts) == 2 and all(part in vocab for part in parts), f"merge {merge!r}")
        left, right = parts
        _require(left + right in vocab, f"merge {merge!r} of no token")
        merges.append((vocab[left], vocab[right], vocab[left + right]))
    special = [added["content"] for added in config.get("added_tokens", [])]
    # Symbols that are not substrings of the word: byte fallback and special tokens.
    always = [i for i, token in enumerate(tokens) if _is_byte_token(token) or token in special]
    shell = dict(config, model={k: v for k, v in model.items() if k not in ("vocab", "merges")})
    return {
        "tokens": np.frombuffer("\n".join(tokens).encode(), dtype=np.uint8),
        "longest": np.array(max(map(len, tokens))),
        "merges": np.array(merges, dtype=np.uint16).reshape(-1, 3),
        "always": np.array(always, dtype=np.uint16),
        "special": np.array(special),
        "shell": np.array(json.dumps(shell, ensure_ascii=False)),
    }


def _require(condition: bool, what: str) -> None:
    if not condition:
        raise UnsupportedTokenizerError(f"the tokenizer has {what}")


def _is_byte_token(token: str) -> bool:
    return len(token) == 6 and token.startswith("<0x") and token.endswith(">")


def write(tokenizer_path: Path, path: Path = TOKEN_INDEX) -> None:
    """Build the index of the tokenizer at `tokenizer_path` and save it at `path`."""
    data = tokenizer_path.read_bytes()
    fitted.save(path, digest(data), build(data))


class TokenIndex:
    """The index, loaded: builds the small tokenizer of one text."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        self._tokens = arrays["tokens"].tobytes().decode().split("\n")
        self._ids = dict(zip(self._tokens, range(len(self._tokens)), strict=True))
        self._longest = int(arrays["longest"])
        self._merges = arrays["merges"]
        self._always = arrays["always"]
        self._special = [str(token) for token in arrays["special"]]
        self._shell: dict[str, Any] = json.loads(str(arrays["shell"]))

    @classmethod
    def load(cls, tokenizer_path: Path, path: Path = TOKEN_INDEX) -> TokenIndex | None:
        """The index at `path` if it was made from the tokenizer at `tokenizer_path`, else None."""
        try:
            arrays = fitted.load(path, digest(tokenizer_path.read_bytes()))
            return None if arrays is None else cls(arrays)
        except (OSError, ValueError, KeyError):
            return None

    def tokenizer_of(self, texts: Sequence[str]) -> Tokenizer | None:
        """A tokenizer that encodes each of `texts` as the whole one does.

        None if a text holds a special token's text, which the tokenizer splits off before BPE.
        """
        if any(special in text for special in self._special for text in texts):
            return None
        ids, longest = self._ids, self._longest
        keep = np.zeros(len(self._tokens), dtype=bool)
        keep[self._always] = True
        for text in texts:
            word = WORD_START + text.replace(" ", WORD_START)
            found = [
                ids[piece]
                for start in range(len(word))
                for end in range(start + 1, min(len(word), start + longest) + 1)
                if (piece := word[start:end]) in ids
            ]
            keep[found] = True
        tokens = self._tokens
        merges = self._merges[keep[self._merges[:, 2]]]
        model = dict(self._shell["model"])
        model["vocab"] = {tokens[i]: i for i in np.flatnonzero(keep).tolist()}
        model["merges"] = [f"{tokens[left]} {tokens[right]}" for left, right, _ in merges.tolist()]
        tokenizer = Tokenizer.from_str(json.dumps(dict(self._shell, model=model)))
        tokenizer.no_padding()
        tokenizer.no_truncation()
        without_word_cache(tokenizer)
        return tokenizer


class KnownTextsTokenizer:
    """Encodes the texts it was made for with their small tokenizer, any other with the whole one.

    The whole tokenizer is read the first time another text comes (a gate fitted at start, for
    instance, tokenizes its exemplars), so no answer depends on which one was used.
    """

    def __init__(
        self, texts: Sequence[str], small: Tokenizer, whole: Callable[[], Tokenizer]
    ) -> None:
        self._texts = frozenset(texts)
        self._small = small
        self._whole_factory = whole
        self._whole: Tokenizer | None = None

    def encode_batch(
        self, input: Sequence[str], /, *, add_special_tokens: bool = True
    ) -> list[Encoding]:
        """As `Tokenizer.encode_batch` (texts only)."""
        if self._texts.issuperset(input):
            return self._small.encode_batch(input, add_special_tokens=add_special_tokens)
        if self._whole is None:
            self._whole = self._whole_factory()
        return self._whole.encode_batch(input, add_special_tokens=add_special_tokens)


def tokenizer_for(
    texts: Sequence[str], model_dir: Path | None = None, index_path: Path = TOKEN_INDEX
) -> KnownTextsTokenizer | Tokenizer:
    """The cheapest exact tokenizer for a process that tokenizes `texts` (and rarely others).

    The whole one when the index is stale or absent, or a text holds a special token's text.
    """
    path = (model_dir or packaged_model_dir()) / TOKENIZER
    if not path.is_file():
        raise ModelMissingError(f"tokenizer file missing: {path}")
    index = TokenIndex.load(path, index_path)
    small = index.tokenizer_of(texts) if index is not None else None
    if small is None:
        return load_tokenizer(path)
    return KnownTextsTokenizer(texts, small, lambda: load_tokenizer(path))
