"""Fit the semantic gate on the exemplars and ship the arrays: `python -m agent.semantic.fit`.

Run it after editing exemplars.csv or linear_texts.csv (or a classifier constant, or upgrading
`wordllama`); tests/unit fails while the shipped fit is stale. Also writes the tokenizer's index
(agent/semantic/token_index.py), stale too when the tokenizer file changes, the tokens the
exemplars use most (agent/semantic/frequent_tokens.py) and the words of both files with their
counts (agent/semantic/spelling.py). Prints the files written and their sizes.
"""

from __future__ import annotations

import json
import sys

from agent.semantic import fitted, frequent_tokens, spelling, token_index
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import EXEMPLARS, LABELS, LINEAR_TEXTS, SemanticGate, load_exemplars
from agent.semantic.tokenizer_file import TOKENIZER, packaged_model_dir


def main() -> int:
    """Fit on the packaged exemplars; write the fit, the token index and both word lists."""
    data = EXEMPLARS.read_bytes()
    extra = LINEAR_TEXTS.read_bytes()
    embedder = StaticEmbedder.load()
    exemplars = load_exemplars()
    linear_texts = load_exemplars(LINEAR_TEXTS)
    gate = SemanticGate(embedder, exemplars, {}, linear_texts=linear_texts)
    fitted.save(fitted.FITTED, fitted.fingerprint(data, LABELS, extra), gate.state())
    size = fitted.FITTED.stat().st_size / 1024
    print(f"wrote {fitted.FITTED} ({size:.0f} KiB) from {EXEMPLARS.name}, {LINEAR_TEXTS.name}")
    tokenizer = packaged_model_dir() / TOKENIZER
    token_index.write(tokenizer)
    size = token_index.TOKEN_INDEX.stat().st_size / 1024
    print(f"wrote {token_index.TOKEN_INDEX} ({size:.0f} KiB) from {tokenizer.name}")
    frequent = frequent_tokens.most_frequent(embedder.token_ids([e.text for e in exemplars]))
    frequent_tokens.write(frequent)
    print(f"wrote {frequent_tokens.FREQUENT_TOKENS} ({len(frequent)} ids) from {EXEMPLARS.name}")
    tokens = json.loads(tokenizer.read_text(encoding="utf-8"))["model"]["vocab"]
    words = spelling.vocabulary((e.text for e in exemplars + linear_texts), tokens)
    spelling.write(words)
    print(f"wrote {spelling.KNOWN_WORDS} ({len(words)} words) from both")
    return 0


if __name__ == "__main__":
    sys.exit(main())
