"""Fit the semantic gate on the exemplars and ship the arrays: `python -m agent.semantic.fit`.

Run it after editing exemplars.csv (or a classifier constant); tests/unit fails while the
shipped fit is stale. Prints the file written and its size.
"""

from __future__ import annotations

import sys

from agent.semantic import fitted
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import EXEMPLARS, LABELS, SemanticGate, load_exemplars


def main() -> int:
    """Fit on the packaged exemplars and write agent/semantic/fitted.npz."""
    data = EXEMPLARS.read_bytes()
    gate = SemanticGate(StaticEmbedder.load(), load_exemplars(), {})
    fitted.save(fitted.FITTED, fitted.fingerprint(data, LABELS), gate.state())
    size = fitted.FITTED.stat().st_size / 1024
    print(f"wrote {fitted.FITTED} ({size:.0f} KiB) from {EXEMPLARS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
