"""The semantic gate's fitted arrays, shipped beside the exemplars they were fitted on.

Fitting the ridge model on a few thousand exemplars costs a second of CPU and tens of MiB of
scratch that the allocator keeps; a worker, `concierge classify` and every test would pay it
at each start. The fit is deterministic, so it is done once (`python -m agent.semantic.fit`)
and its arrays saved with a fingerprint of everything that decides them: the exemplar file's
bytes, the classifier's constants, the file's layout and the embedding package's version. A
file whose fingerprint does not match is ignored (the gate fits at start instead), so a stale
file can slow a start but never change a verdict.

The file is an uncompressed .npz whose arrays start on 64-byte boundaries, and it is
memory-mapped, not read: the arrays are file pages shared by every worker on a machine (and
only the pages a text touches are resident), not a private copy per process.
"""

from __future__ import annotations

import hashlib
import io
import mmap
import struct
import zipfile
from importlib import metadata
from pathlib import Path
from typing import Literal

import numpy as np

from agent.semantic import classifier, softmax_head

FITTED = Path(__file__).with_name("fitted.npz")
FINGERPRINT_KEY = "fingerprint"
# The arrays' layout: 7 = a softmax head beside the ridge, the exemplars arranged label by
# label, mapped, only the embedding dense, the bag entries 16-bit rows named once per count,
# times a factor per exemplar (6: no head; 5: 8-bit counts beside the rows, the most filled
# slots dense; 4: float32 values; 3: 32-bit rows; 1: compressed, renumbered at load). Part of
# the fingerprint: a file of another is stale.
LAYOUT = 7
ALIGN = 64
# Local file header of a zip member: fixed part, and where its name and extra lengths sit.
_LOCAL_HEADER = 30
_NAME_LENGTHS_AT = 26
# Extra field id that zipalign uses for padding; zip readers skip unknown ids.
_PADDING_ID = 0xD935


def fingerprint(exemplars: bytes, labels: tuple[str, ...], linear_texts: bytes = b"") -> str:
    """A digest of the exemplars, the linear model's own texts and every fit constant."""
    digest = hashlib.sha256()
    digest.update(exemplars)
    if linear_texts:
        digest.update(b"\0linear texts\0" + linear_texts)
    constants = (
        classifier.HASH_DIM,
        classifier.EMBEDDING_SCALE,
        classifier.BAG_SCALE,
        classifier.CHAR_DIM,
        classifier.CHAR_SCALE,
        classifier.RIDGE,
        classifier.TOP_K,
        classifier.MAX_WEIGHT,
        classifier.LINEAR_TEXT_WEIGHT,
        softmax_head.L2,
        softmax_head.EPOCHS,
        softmax_head.STEP,
        softmax_head.BATCH,
        softmax_head.SEED,
        softmax_head.TEMPERATURE,
        labels,
        LAYOUT,
        metadata.version("wordllama"),
    )
    digest.update(repr(constants).encode())
    return digest.hexdigest()


def save(path: Path, print_: str, arrays: dict[str, np.ndarray]) -> None:
    """Write `arrays` and their fingerprint to `path` (aligned .npz, written atomically)."""
    temporary = path.with_suffix(".tmp")
    members = {FINGERPRINT_KEY: np.array(print_), **arrays}
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_STORED) as archive:
        for name, array in members.items():
            _write_aligned(archive, f"{name}.npy", array)
    temporary.replace(path)


def _write_aligned(archive: zipfile.ZipFile, name: str, array: np.ndarray) -> None:
    """Add `array` as a .npy member whose data starts on an ALIGN-byte boundary.

    The .npy header pads itself to a multiple of 64 bytes, so padding the zip member's own
    header (in its extra field) to ALIGN aligns the data.
    """
    buffer = io.BytesIO()
    np.lib.format.write_array(buffer, np.asarray(array), allow_pickle=False)
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    start = archive.fp.tell() if archive.fp is not None else 0
    fixed = _LOCAL_HEADER + len(name.encode()) + 4
    padding = -(start + fixed) % ALIGN
    info.extra = struct.pack("<HH", _PADDING_ID, padding) + bytes(padding)
    archive.writestr(info, buffer.getvalue(), zipfile.ZIP_STORED)


def load(path: Path, print_: str) -> dict[str, np.ndarray] | None:
    """The arrays saved at `path`, mapped read-only, if their fingerprint is `print_`.

    None if the file is absent, stale or damaged.
    """
    if not path.is_file():
        return None
    try:
        with path.open("rb") as handle:
            members = _members(handle)
            mapped = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
            arrays = {name: _view(handle, mapped, start) for name, start in members.items()}
    except (OSError, ValueError, KeyError, struct.error, zipfile.BadZipFile):
        return None
    fingerprint_ = arrays.pop(FINGERPRINT_KEY, None)
    if fingerprint_ is None or str(fingerprint_) != print_:
        return None
    return arrays


def _members(handle: io.BufferedReader) -> dict[str, int]:
    """Where each stored .npy member of the zip open in `handle` starts, by array name."""
    starts = {}
    with zipfile.ZipFile(handle) as archive:
        for info in archive.infolist():
            if info.compress_type != zipfile.ZIP_STORED or not info.filename.endswith(".npy"):
                raise ValueError(f"{info.filename}: not a stored .npy member")
            handle.seek(info.header_offset + _NAME_LENGTHS_AT)
            name_length, extra_length = struct.unpack("<HH", handle.read(4))
            start = info.header_offset + _LOCAL_HEADER + name_length + extra_length
            starts[info.filename.removesuffix(".npy")] = start
    return starts


def _view(handle: io.BufferedReader, mapped: mmap.mmap, start: int) -> np.ndarray:
    """The .npy array at `start` of the file, a read-only view of `mapped` (aligned)."""
    handle.seek(start)
    version = np.lib.format.read_magic(handle)
    readers = {(1, 0): np.lib.format.read_array_header_1_0}
    readers[2, 0] = np.lib.format.read_array_header_2_0
    if version not in readers:
        raise ValueError(f".npy format {version} is not read here")
    shape, fortran, dtype = readers[version](handle)
    if dtype.hasobject:
        raise ValueError("object arrays are not loaded")
    order: Literal["F", "C"] = "F" if fortran else "C"
    array = np.ndarray(shape, dtype, buffer=mapped, offset=handle.tell(), order=order)
    return np.require(array, requirements="A")  # a copy only if a writer left it unaligned
