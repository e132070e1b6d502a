"""The token table's rows read from its safetensors file on demand, not mapped.

A mapped table costs a worker every page its texts touch, and this kernel maps a file's page
cache a large folio (up to ~1 MiB) at a time: a few thousand guest texts left nearly the whole
16 MB table resident in each worker. Rows read with `pread` land in a private array that lives
as long as the text's embedding; the file's pages stay in the kernel's page cache, shared by
every process and never counted in a worker's resident set. Values are the file's own bytes,
so vectors are bit-identical to a mapped table's.

A read costs ~0.7-2 us, a guest text ~50 of them; the rows of the tokens guest texts use most
(`keep`, a few hundred: agent.semantic.frequent_tokens) are held in memory instead, half or
more of a text's tokens for ~128 KiB, and the last few hundred rows read (RECENT_ROWS, as
much again), so a text's clauses, read just after the text, cost no reads of their own.
"""

from __future__ import annotations

import json
import os
import struct
import weakref
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

# 2**112: a half's exponent bias (15) raised to a single's (127), applied by one exact multiply.
_HALF_TO_SINGLE = np.float32(2.0**112)
# A half's bits shifted left once (sign dropped) from here up: an infinity or a NaN.
_HALF_NOT_FINITE = 0x7C00 << 1
# Keeps a single's sign, exponent and mantissa bits, clears the three the shift filled.
_SINGLE_BITS = np.int32(-0x70000001)  # 0x8FFFFFFF
# Rows read from the file that a table also holds for a while (all dropped when this many are
# held: 128 KiB): a crisis check reads the clauses of a text it has just read whole, nearly
# all of their rows among the text's own, each a system call again without them. Too few to
# keep a text's rows until it comes round again in a stream of other texts.
RECENT_ROWS = 256


def widen(rows: np.ndarray) -> np.ndarray:
    """Float16 `rows` as a new float32 array, exactly (the values numpy's cast gives).

    numpy's float16 cast is not vectorized here (~2.5 ns a value, ~30 us a text); integer
    shifts give the same values in a few us: a half's sign, exponent and mantissa bits moved
    into a single's places are the value times 2**-112 (subnormal halves included), and the
    multiply by 2**112 is exact. Infinities and NaNs, which the table does not hold, take
    numpy's cast.
    """
    halves = rows.view(np.uint16)
    if int((halves << 1).max(initial=0)) >= _HALF_NOT_FINITE:
        return rows.astype(np.float32)
    bits = halves.astype(np.int32)
    bits <<= 16
    bits >>= 3  # arithmetic: the sign also fills the single's top three exponent bits
    bits &= _SINGLE_BITS
    single = bits.view(np.float32)
    single *= _HALF_TO_SINGLE
    return single


class TableFileError(ValueError):
    """The file is not a safetensors file holding the named F16 matrix."""


class TokenTable:
    """A 2-D float16 tensor of a safetensors file, read by rows (`rows`)."""

    def __init__(self, path: Path, name: str) -> None:
        """Read the file's header and keep the file open (pread needs no shared position).

        The descriptor is closed when the table is collected.
        """
        with path.open("rb") as handle:
            (length,) = struct.unpack("<Q", handle.read(8))
            header = json.loads(handle.read(length))
        entry = header.get(name)
        if entry is None or entry["dtype"] != "F16" or len(entry["shape"]) != 2:
            raise TableFileError(f"{path}: expected a 2-D F16 {name}, found {entry}")
        start, _ = entry["data_offsets"]
        self._start = 8 + length + start
        self.shape: tuple[int, int] = (int(entry["shape"][0]), int(entry["shape"][1]))
        self._row_bytes = self.shape[1] * 2
        self._fd = os.open(path, os.O_RDONLY)
        weakref.finalize(self, os.close, self._fd)
        # Rows held in memory (`keep`), by id: each the file's own bytes.
        self._kept: dict[int, bytes] = {}
        # Rows read lately (`_read`), by id, the same bytes: at most RECENT_ROWS.
        self._recent: dict[int, bytes] = {}

    @property
    def nbytes(self) -> int:
        """The table's size."""
        return self.shape[0] * self._row_bytes

    @property
    def kept_nbytes(self) -> int:
        """The size of the rows held in memory."""
        return len(self._kept) * self._row_bytes

    def keep(self, ids: Iterable[int]) -> None:
        """Hold the rows at `ids` in memory from now on (read here; ids outside are skipped).

        Replaces the rows kept before. Only where a row comes from changes, never its value.
        """
        fd, size, start = self._fd, self._row_bytes, self._start
        wanted = {int(i) for i in ids if 0 <= int(i) < self.shape[0]}
        kept = {i: os.pread(fd, size, start + i * size) for i in sorted(wanted)}
        if any(len(row) != size for row in kept.values()):
            raise TableFileError("the table file is shorter than its header says")
        self._kept = kept

    def rows(self, ids: Sequence[int]) -> np.ndarray:
        """The rows at `ids` (in their order, repeats included) as a new float16 array.

        A kept or recently read row is copied from memory, any other read (one read each: a
        text's few dozen ids cost less so than finding runs of neighbouring ids would).
        Python's own loop: a dictionary look-up per id costs less than numpy's calls on a few
        dozen ids.
        """
        if ids and (min(ids) < 0 or max(ids) >= self.shape[0]):
            raise IndexError("token id outside the table")
        kept, recent, read = self._kept, self._recent, self._read
        data = b"".join([kept.get(i) or recent.get(i) or read(i) for i in ids])
        if len(data) != len(ids) * self._row_bytes:
            raise TableFileError("the table file is shorter than its header says")
        return np.frombuffer(data, np.float16).reshape(len(ids), self.shape[1])

    def _read(self, index: int) -> bytes:
        """Row `index` read from the file, and held among the recent rows (RECENT_ROWS).

        A short read is not held: `rows` refuses it.
        """
        size = self._row_bytes
        row = os.pread(self._fd, size, self._start + index * size)
        if len(row) == size:
            recent = self._recent
            if len(recent) >= RECENT_ROWS:
                recent.clear()  # one call, safe between threads, where dropping the oldest is not
            recent[index] = row
        return row
