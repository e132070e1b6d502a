"""The token table's rows read from its safetensors file on demand, not mapped.

A mapped table costs a worker every page its texts touch, and this kernel maps a file's page
cache a large folio (up to ~1 MiB) at a time: a few thousand guest texts left nearly the whole
16 MB table resident in each worker. Rows read with `pread` land in a private array that lives
as long as the text's embedding; the file's pages stay in the kernel's page cache, shared by
every process and never counted in a worker's resident set. Values are the file's own bytes,
so vectors are bit-identical to a mapped table's.
"""

from __future__ import annotations

import json
import os
import struct
import weakref
from pathlib import Path

import numpy as np


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

    @property
    def nbytes(self) -> int:
        """The table's size."""
        return self.shape[0] * self._row_bytes

    def rows(self, ids: list[int]) -> np.ndarray:
        """The rows at `ids` (in their order, repeats included) as a new float16 array.

        One read per id: a text's few dozen ids cost ~1.5 us each, less than finding runs of
        neighbouring ids would.
        """
        if ids and (min(ids) < 0 or max(ids) >= self.shape[0]):
            raise IndexError("token id outside the table")
        fd, size, start = self._fd, self._row_bytes, self._start
        data = b"".join([os.pread(fd, size, start + i * size) for i in ids])
        if len(data) != len(ids) * size:
            raise TableFileError("the table file is shorter than its header says")
        return np.frombuffer(data, np.float16).reshape(len(ids), self.shape[1])
