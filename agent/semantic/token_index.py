"""Tokenize known texts without reading the whole tokenizer: a small BPE built for them.

Reading the embedding model's tokenizer (32,000 tokens, 61,249 merges, 1.8 MB of JSON) costs a
fresh process ~45 ms of CPU, a fifth of a one-off `concierge classify`. This tokenizer has no
pre-tokenizer, so BPE sees each text (normalized: "▁" before it, "▁" for each space) as one
word, and it only ever merges two adjacent symbols into the token they spell: every symbol it
builds is a substring of that word. A tokenizer that holds the vocabulary entries that are
substrings of the word (with the same ids), the byte-fallback and special tokens, and the merges
whose result is such a substring (in the same order) therefore applies the same merges in the
same order and gives the same ids. (An entry kept that is no substring can never be built, so
keeping more than needed is harmless.) Checking the index and building the small tokenizer of
one text takes ~3 ms.

The index (`token_index.npz`, written by `python -m agent.semantic.fit` beside the fit and in
the fit's container, see agent.semantic.fitted) holds the tokens sorted by their UTF-8 bytes in
two fixed-width arrays (searched with `np.searchsorted`) with their ids, the merges as (left,
right, result) ids in rank order and the tokenizer's JSON without its vocabulary and merges,
keyed by the SHA-256 of the tokenizer file it was made from. A stale or absent index, a text
that holds a special token's text (split off before BPE), or a tokenizer outside the argument
above (checked when the index is built) means the whole tokenizer is read.
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
from agent.semantic.bpe import WORD_START, CompactTokenizer, merge_table, word_table
from agent.semantic.tokenizer_file import (
    TOKENIZER,
    ModelMissingError,
    load_tokenizer,
    packaged_model_dir,
    without_word_cache,
)

TOKEN_INDEX = Path(__file__).with_name("token_index.npz")
# Part of the digest: an index of another layout is stale.
FORMAT = 3
# Tokens of at most this many UTF-8 bytes (all but ~200) are searched in a narrower array.
SHORT_BYTES = 16
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
    hashed = hashlib.sha256(tokenizer_bytes)
    hashed.update(f"\nformat {FORMAT}".encode())
    return hashed.hexdigest()


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
    _require(sorted(vocab.values()) == list(range(len(vocab))), "gaps in the ids")
    _require(len(vocab) < 2**16, "more ids than 16 bits hold")
    # Fixed-width byte strings drop trailing NULs: a token ending in one would be found wrongly.
    _require(not any(token.endswith("\0") for token in vocab), "a token ending in NUL")
    merges = []
    for merge in model["merges"]:
        parts = merge.split(" ") if isinstance(merge, str) else list(merge)
        _require(len(parts) == 2 and all(part in vocab for part in parts), f"merge {merge!r}")
        left, right = parts
        _require(left + right in vocab, f"merge {merge!r} of no token")
        merges.append((vocab[left], vocab[right], vocab[left + right]))
    special = [added["content"] for added in config.get("added_tokens", [])]
    # agent.semantic.bpe merges the words between these points apart, and never needs <unk>.
    _require(not any(_breaks_words(token) for token in vocab), "a token with a word start inside")
    bytes_ = [f"<0x{byte:02X}>" for byte in range(256)]
    _require(all(token in vocab for token in bytes_), "byte tokens missing")
    _require(len(merges) < 2**16, "more merges than 16 bits hold")
    _require(
        all(added["normalized"] is False for added in config.get("added_tokens", [])),
        "normalized added tokens",
    )
    chars = sorted(token for token in vocab if len(token) == 1)
    # Symbols that are not substrings of the word: byte fallback and special tokens.
    always = sorted(t for t in vocab if _is_byte_token(t) or t in special)
    shell = dict(config, model={k: v for k, v in model.items() if k not in ("vocab", "merges")})
    encoded = sorted((token.encode(), vocab[token]) for token in vocab)
    short = [(token, i) for token, i in encoded if len(token) <= SHORT_BYTES]
    long = [(token, i) for token, i in encoded if len(token) > SHORT_BYTES]
    widths = [len(token) for token, _ in long]
    arrays = {
        "short_tokens": np.array([t for t, _ in short], dtype=f"S{SHORT_BYTES}"),
        "short_ids": np.array([i for _, i in short], dtype=np.uint16),
        "long_tokens": np.array([t for t, _ in long], dtype=f"S{max(widths, default=1)}"),
        "long_ids": np.array([i for _, i in long], dtype=np.uint16),
        "longest": np.array(max(map(len, vocab))),
        "size": np.array(len(vocab)),
        "merges": np.array(merges, dtype=np.uint16).reshape(-1, 3),
        "always_tokens": np.array(always),
        "always_ids": np.array([vocab[t] for t in always], dtype=np.uint16),
        "special": np.array(special),
        "special_ids": np.array([vocab[token] for token in special], dtype=np.uint16),
        "char_tokens": np.array(chars),
        "char_ids": np.array([vocab[token] for token in chars], dtype=np.uint16),
        "byte_ids": np.array([vocab[token] for token in bytes_], dtype=np.uint16),
        **merge_table(merges),
        "shell": np.array(json.dumps(shell, ensure_ascii=False)),
    }
    tokens = sorted(vocab, key=vocab.__getitem__)
    return arrays | word_table(tokens, CompactTokenizer(arrays).merge_word)


def _breaks_words(token: str) -> bool:
    """Whether `token` holds WORD_START after another character."""
    return any(a != WORD_START and b == WORD_START for a, b in zip(token, token[1:], strict=False))


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
    """The index, loaded: builds the small tokenizer of known texts."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        self._short = (arrays["short_tokens"], arrays["short_ids"])
        self._long = (arrays["long_tokens"], arrays["long_ids"])
        self._longest = int(arrays["longest"])
        self._size = int(arrays["size"])
        self._merges = arrays["merges"]
        self._always = dict(
            zip(arrays["always_ids"].tolist(), arrays["always_tokens"].tolist(), strict=True)
        )
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
        pieces: set[bytes] = set()
        for text in texts:
            word = WORD_START + text.replace(" ", WORD_START)
            for start in range(len(word)):
                end = min(len(word), start + self._longest)
                pieces.update(word[start:stop].encode() for stop in range(start + 1, end + 1))
        strings = dict(self._always)  # id -> token, of every token kept
        for tokens, ids in (self._short, self._long):
            if len(tokens) == 0:
                continue
            width = tokens.dtype.itemsize
            query = np.array([piece for piece in pieces if len(piece) <= width], dtype=tokens.dtype)
            at = np.minimum(np.searchsorted(tokens, query), len(tokens) - 1)
            hit = tokens[at] == query
            strings.update(zip(ids[at[hit]].tolist(), query[hit].tolist(), strict=True))
        keep = np.zeros(self._size, dtype=bool)
        keep[list(strings)] = True
        # A merge's parts are substrings of its result, so kept results have kept parts.
        merges = self._merges[keep[self._merges[:, 2]]].tolist()
        text_of = {i: s if isinstance(s, str) else s.decode() for i, s in strings.items()}
        model = dict(self._shell["model"])
        model["vocab"] = {token: i for i, token in text_of.items()}
        model["merges"] = [f"{text_of[left]} {text_of[right]}" for left, right, _ in merges]
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


def compact_tokenizer(tokenizer_path: Path, path: Path = TOKEN_INDEX) -> CompactTokenizer | None:
    """The tokenizer of the index at `path` if it was made from `tokenizer_path`, else None."""
    try:
        arrays = fitted.load(path, digest(tokenizer_path.read_bytes()))
        return None if arrays is None else CompactTokenizer(arrays)
    except (OSError, ValueError, KeyError):
        return None


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
