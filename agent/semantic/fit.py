"""Fit the semantic gate on the exemplars and ship the arrays: `python -m agent.semantic.fit`.

Run it after editing exemplars.csv (or a classifier constant, or upgrading `wordllama`);
tests/unit fails while the shipped fit is stale. Also writes the tokenizer's index
(agent/semantic/token_index.py), stale too when the tokenizer file changes. Prints the files
written and their sizes.
"""

from __future__ import annotations

import sys

from agent.semantic import fitted, token_index
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import EXEMPLARS, LABELS, SemanticGate, load_exemplars
from agent.semantic.tokenizer_file import TOKENIZER, packaged_model_dir


def main() -> int:
    """Fit on the packaged exemplars and write agent/semantic/fitted.npz and token_index.npz."""
    data = EXEMPLARS.read_bytes()
    gate = SemanticGate(StaticEmbedder.load(), load_exemplars(), {})
    fitted.save(fitted.FITTED, fitted.fingerprint(data, LABELS), gate.state())
    size = fitted.FITTED.stat().st_size / 1024
    print(f"wrote {fitted.FITTED} ({size:.0f} KiB) from {EXEMPLARS.name}")
    tokenizer = packaged_model_dir() / TOKENIZER
    token_index.write(tokenizer)
    size = token_index.TOKEN_INDEX.stat().st_size / 1024
    print(f"wrote {token_index.TOKEN_INDEX} ({size:.0f} KiB) from {tokenizer.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
