"""The semantic gate's fitted arrays, shipped beside the exemplars they were fitted on.

Fitting the ridge model on a few thousand exemplars costs a second of CPU and tens of MiB of
scratch that the allocator keeps; a worker, `concierge classify` and every test would pay it
at each start. The fit is deterministic, so it is done once (`python -m agent.semantic.fit`)
and its arrays saved with a fingerprint of everything that decides them: the exemplar file's
bytes, the classifier's constants and the embedding package's version. A file whose
fingerprint does not match is ignored (the gate fits at start instead), so a stale file can
slow a start but never change a verdict.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from agent.semantic import classifier

FITTED = Path(__file__).with_name("fitted.npz")
FINGERPRINT_KEY = "fingerprint"


def fingerprint(exemplars: bytes, labels: tuple[str, ...]) -> str:
    """A digest of the exemplars and of every constant the fitted arrays depend on."""
    digest = hashlib.sha256()
    digest.update(exemplars)
    constants = (
        classifier.HASH_DIM,
        classifier.EMBEDDING_SCALE,
        classifier.BAG_SCALE,
        classifier.CHAR_DIM,
        classifier.CHAR_SCALE,
        classifier.RIDGE,
        classifier.TOP_K,
        classifier.MAX_WEIGHT,
        labels,
        metadata.version("wordllama"),
    )
    digest.update(repr(constants).encode())
    return digest.hexdigest()


def save(path: Path, print_: str, arrays: dict[str, np.ndarray]) -> None:
    """Write `arrays` and their fingerprint to `path` (compressed .npz, written atomically)."""
    buffer = io.BytesIO()
    payload: dict[str, Any] = {**arrays, FINGERPRINT_KEY: np.array(print_)}
    np.savez_compressed(buffer, **payload)
    temporary = path.with_suffix(".tmp")
    temporary.write_bytes(buffer.getvalue())
    temporary.replace(path)


def load(path: Path, print_: str) -> dict[str, np.ndarray] | None:
    """The arrays saved at `path` if their fingerprint is `print_`; None if absent or stale."""
    if not path.is_file():
        return None
    try:
        with np.load(path, allow_pickle=False) as saved:
            if str(saved[FINGERPRINT_KEY]) != print_:
                return None
            return {name: saved[name] for name in saved.files if name != FINGERPRINT_KEY}
    except (OSError, ValueError, KeyError, zipfile.BadZipFile):
        return None
