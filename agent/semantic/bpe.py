"""The embedding model's tokenizer in Python over the mapped token index: same ids, ~no heap.

Reading the whole tokenizer (agent.semantic.tokenizer_file) keeps ~10 MiB of private memory in
every worker: its vocabulary and merge maps. This one reads the merges from a hash table in
`token_index.npz` (file pages, shared by every process on a machine, only the touched pages
resident) and keeps only the ~2,100 one-character tokens in a dict.

It does what the tokenizer does (agent.semantic.token_index checks the tokenizer's shape):
special tokens' text is split off first; each other piece gets "▁" before it and "▁" for each
space; a character that is no token becomes its UTF-8 byte tokens; then, over and over, the
adjacent pair whose merge ranks lowest (the leftmost of equals) is merged. No token holds "▁"
after another character, so no merge crosses the start of a "▁" after such a character: the
pieces between those points ("words") are merged apart, and a bounded cache keeps the ids of
recent words (a guest's words recur; a text's own merges do not cross them).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

WORD_START = "\u2581"
# Words whose ids are kept (~200 bytes each): common words are merged once per process.
WORD_CACHE = 4096
# The merge table: open addressing on left << 16 | right, multiplicative hashing (the top bits
# of key * HASH_MULTIPLIER mod 2**32), NO_MERGE in an empty slot.
HASH_MULTIPLIER = 2654435761
NO_MERGE = 0xFFFFFFFF
# The word table: the tokens that are their own word's encoding, by the CRC-32 of their UTF-8;
# NO_WORD in an empty slot's id.
NO_WORD = 0xFFFF
# The start of a word: a "▁" after any other character.
_WORD_BREAK = re.compile(f"(?<=[^{WORD_START}])(?={WORD_START})")
# Above every packed (rank, id) of a merge: "no merge" in the list of a word's pairs.
_NEVER = 1 << 48


def merge_table(merges: list[tuple[int, int, int]]) -> dict[str, np.ndarray]:
    """The hash table of merges (rank order): key left << 16 | right, value rank << 16 | id."""
    bits = max(4, (2 * len(merges)).bit_length())  # at most half full
    keys = np.full(1 << bits, NO_MERGE, dtype=np.uint32)
    values = np.zeros(1 << bits, dtype=np.uint32)
    for rank, (left, right, result) in enumerate(merges):
        key = left << 16 | right
        slot = ((key * HASH_MULTIPLIER) & 0xFFFFFFFF) >> (32 - bits)
        while keys[slot] != NO_MERGE:
            if int(keys[slot]) == key:
                raise ValueError(f"pair {left} {right} merged twice")
            slot = (slot + 1) & ((1 << bits) - 1)
        keys[slot], values[slot] = key, rank << 16 | result
    return {"merge_keys": keys, "merge_values": values}


def word_table(
    tokens: Sequence[str], merge_word: Callable[[str], tuple[int, ...]]
) -> dict[str, np.ndarray]:
    """The word table and the tokens' UTF-8 (token i is `tokens[i]`).

    `merge_word`: a word's ids by merging; a token whose own ids are itself is entered.
    """
    encoded = [token.encode() for token in tokens]
    offsets = np.cumsum([0, *map(len, encoded)]).astype(np.uint32)
    whole = [i for i, token in enumerate(tokens) if merge_word(token) == (i,)]
    bits = max(4, (2 * len(whole)).bit_length())
    keys = np.zeros(1 << bits, dtype=np.uint32)
    ids = np.full(1 << bits, NO_WORD, dtype=np.uint16)
    for i in whole:
        key = zlib.crc32(encoded[i])
        slot = key & ((1 << bits) - 1)
        while ids[slot] != NO_WORD:
            slot = (slot + 1) & ((1 << bits) - 1)
        keys[slot], ids[slot] = key, i
    blob = np.frombuffer(b"".join(encoded), dtype=np.uint8)
    return {"word_keys": keys, "word_ids": ids, "token_bytes": blob, "token_offsets": offsets}


@dataclass(frozen=True, slots=True)
class Encoded:
    """A text's token ids (what the embedder reads of a tokenizers.Encoding)."""

    ids: list[int]


class CompactTokenizer:
    """Encodes texts as the model's tokenizer does, from the token index's arrays."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        keys, values = arrays["merge_keys"], arrays["merge_values"]
        if keys.dtype != np.uint32 or values.dtype != np.uint32 or keys.shape != values.shape:
            raise ValueError("merge table of another layout")
        # Over memoryviews: indexing one gives plain ints, fast.
        self._merge = _pair_lookup(keys.data, values.data)
        self._chars = dict(
            zip(arrays["char_tokens"].tolist(), arrays["char_ids"].tolist(), strict=True)
        )
        self._bytes = arrays["byte_ids"].tolist()
        special = [str(token) for token in arrays["special"]]
        self._special = dict(zip(special, arrays["special_ids"].tolist(), strict=True))
        pattern = "|".join(re.escape(token) for token in sorted(special, key=len, reverse=True))
        self._split = re.compile(f"({pattern})") if special else None
        self._word_ids = lru_cache(maxsize=WORD_CACHE)(self._ids_of_word)
        # The word table, when the arrays hold one (agent.semantic.token_index builds the
        # table with this class before it has one).
        words = arrays.get("word_ids")
        self._words = None if words is None else words.data
        if words is not None:
            self._word_keys = arrays["word_keys"].data
            self._word_mask = len(arrays["word_keys"]) - 1
            self._token_bytes = arrays["token_bytes"].data
            self._token_offsets = arrays["token_offsets"].data

    def encode_batch(
        self, input: Sequence[str], /, *, add_special_tokens: bool = True
    ) -> list[Encoded]:
        """As `Tokenizer.encode_batch` of the model's tokenizer (it adds no special tokens)."""
        return [Encoded(self.encode(text)) for text in input]

    def encode(self, text: str) -> list[int]:
        """The ids of one text."""
        if self._split is None:
            return self._piece_ids(text)
        ids: list[int] = []
        for piece in self._split.split(text):
            special = self._special.get(piece)
            if special is not None:
                ids.append(special)
            elif piece:
                ids += self._piece_ids(piece)
        return ids

    def forget(self) -> None:
        """Drop the kept words' ids (a bench times a text as new)."""
        self._word_ids.cache_clear()

    def _piece_ids(self, piece: str) -> list[int]:
        if not piece:
            return []
        ids: list[int] = []
        for word in _WORD_BREAK.split(WORD_START + piece.replace(" ", WORD_START)):
            ids += self._word_ids(word)
        return ids

    def _ids_of_word(self, word: str) -> tuple[int, ...]:
        """The ids of one word: one token if the word table has it, else merged."""
        if self._words is not None:
            encoded = word.encode()
            key = zlib.crc32(encoded)
            slot = key & self._word_mask
            while (found := self._words[slot]) != NO_WORD:
                if self._word_keys[slot] == key:
                    start, end = self._token_offsets[found], self._token_offsets[found + 1]
                    if self._token_bytes[start:end] == encoded:
                        return (found,)
                slot = (slot + 1) & self._word_mask
        return self.merge_word(word)

    def merge_word(self, word: str) -> tuple[int, ...]:
        """The ids of one word: its characters' tokens, merged lowest rank first."""
        ids: list[int] = []
        for char in word:
            found = self._chars.get(char)
            if found is None:
                ids += [self._bytes[byte] for byte in char.encode()]
            else:
                ids.append(found)
        pair = self._merge
        ranks = [pair(left, right) for left, right in zip(ids, ids[1:], strict=False)]
        while ranks:
            best = min(ranks)
            if best == _NEVER:
                break
            at = ranks.index(best)  # the leftmost of equal ranks, as the tokenizer does
            ids[at : at + 2] = [best & 0xFFFF]
            del ranks[at]
            if at < len(ranks):
                ranks[at] = pair(ids[at], ids[at + 1])
            if at:
                ranks[at - 1] = pair(ids[at - 1], ids[at])
        return tuple(ids)


def _pair_lookup(keys: memoryview, values: memoryview) -> Callable[[int, int], int]:
    """The merge of a pair in the table as rank << 16 | resulting id, or _NEVER."""
    mask = len(keys) - 1
    shift = 32 - (len(keys).bit_length() - 1)

    def merge(left: int, right: int) -> int:
        key = left << 16 | right
        slot = ((key * HASH_MULTIPLIER) & 0xFFFFFFFF) >> shift
        while (found := keys[slot]) != key:
            if found == NO_MERGE:
                return _NEVER
            slot = (slot + 1) & mask
        return int(values[slot])

    return merge
