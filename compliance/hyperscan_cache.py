"""Compiled Hyperscan databases kept on disk between processes, one file per database.

A file is named by `database_key`: a hash of everything the compiled database depends on (the
expressions, their ids and flags, the mode, the Hyperscan library's and package's versions and
this CPU's features), so a changed pattern or another machine simply misses. `save` writes a
temporary file and renames it into place, so a reader (another worker starting at the same
moment) sees a whole file or none. `load` checks the file's own digest before Hyperscan reads
it, and answers None for a missing, unreadable, corrupt or foreign file; `save` gives up quietly
when the folder cannot be written. Either way the caller compiles, as without a cache.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import platform
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import hyperscan
import hyperscan._hs_ext as _hs_ext
import hyperscan._version as _version

_LOG = logging.getLogger(__name__)
_MAGIC = b"concierge-hyperscan 1\n"
_SUFFIX = ".hsdb"
_MODE_NAMES = {
    hyperscan.HS_MODE_BLOCK: "Mode: BLOCK",
    hyperscan.HS_MODE_STREAM: "Mode: STREAM",
    hyperscan.HS_MODE_VECTORED: "Mode: VECTORED",
}
# Each changed pattern set leaves a file behind (megabytes each); saving a new one removes
# those nobody has loaded for this long (a load refreshes the file's time).
_STALE_SECONDS = 30 * 24 * 3600


@functools.cache
def _platform() -> str:
    """What a database compiled here is tuned for: the machine type and the CPU's features."""
    lines: list[str] = []
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if not line.strip():
                    break  # the first processor's block says it for all
                if line.split(":", 1)[0].strip() in {"vendor_id", "cpu family", "model", "flags"}:
                    lines.append(line.strip())
    except OSError:
        lines.append(platform.processor())
    return "\n".join([platform.machine(), *lines])


def database_key(
    expressions: Sequence[bytes], ids: Sequence[int], flags: Sequence[int], mode: int
) -> str:
    """A hex digest naming the database these inputs compile to on this machine."""
    described = {
        "expressions": [expression.hex() for expression in expressions],
        "ids": list(ids),
        "flags": list(flags),
        "mode": mode,
        "hyperscan": _hs_ext.__version__,  # the library's own version string and date
        "package": _version.__version__,
        "platform": _platform(),
    }
    return hashlib.sha256(json.dumps(described, sort_keys=True).encode()).hexdigest()


def _path(directory: Path, key: str) -> Path:
    return directory / f"{key}{_SUFFIX}"


def load(directory: Path, key: str, mode: int) -> tuple[Any, list[int]] | None:
    """The database saved under `key` and the ints saved with it, or None to compile."""
    path = _path(directory, key)
    try:
        content = path.read_bytes()
    except OSError:
        return None
    try:
        if not content.startswith(_MAGIC):
            raise ValueError("not a database file of this format")
        header, payload = content[len(_MAGIC) :].split(b"\n", 1)
        meta = json.loads(header)
        if meta["key"] != key or meta["sha256"] != hashlib.sha256(payload).hexdigest():
            raise ValueError("digest or key does not match")
        extra = [int(value) for value in meta["extra"]]
        database = hyperscan.loadb(payload, mode)  # takes `mode` on trust: check the database's
        info = database.info()  # bytes, whatever the package's stubs say
        if _MODE_NAMES.get(mode, "?") not in (info.decode() if isinstance(info, bytes) else info):
            raise ValueError("compiled for another mode")
    except (ValueError, KeyError, TypeError, hyperscan.error) as exc:
        _LOG.warning("ignoring cached Hyperscan database %s: %s", path.name, exc)
        return None
    try:
        os.utime(path)  # in use: not stale
    except OSError:
        pass
    return database, extra


def save(directory: Path, key: str, database: Any, extra: Sequence[int] = ()) -> None:
    """Write `database` (and `extra` ints) under `key`, atomically; never raises for the disk."""
    payload = hyperscan.dumpb(database)
    meta = {"key": key, "sha256": hashlib.sha256(payload).hexdigest(), "extra": list(extra)}
    path = _path(directory, key)
    temporary = directory / f".{key}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with open(temporary, "wb") as handle:
            handle.write(_MAGIC + json.dumps(meta).encode() + b"\n" + payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except OSError as exc:
        _LOG.warning("cannot cache the Hyperscan database in %s: %s", directory, exc)
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass
        return
    _remove_stale(directory, keep=path)


def _remove_stale(directory: Path, keep: Path) -> None:
    now = time.time()
    try:
        for old in directory.glob(f"*{_SUFFIX}"):
            if old != keep and old.stat().st_mtime < now - _STALE_SECONDS:
                old.unlink(missing_ok=True)
        for partial in directory.glob(".*.tmp"):  # left by a process killed while writing
            if partial.stat().st_mtime < now - 3600:
                partial.unlink(missing_ok=True)
    except OSError:
        pass  # another process removed it first, or the folder is read-only: harmless
