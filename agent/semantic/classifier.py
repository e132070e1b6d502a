"""A small linear model over static embeddings and hashed token pairs, fitted at start-up.

Ridge regression on +1/-1 targets, one column per label, solved in closed form in its dual
(fewer exemplars than features) with balanced class weights: a fraction of a second for a few
hundred exemplars, so the model is always the one the exemplar file describes; nothing is
pickled. A label's score is its column's output mapped from [-1, 1] to [0, 1].
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from agent.semantic.embedder import StaticEmbedder

# Hashed bag of token ids and adjacent id pairs: exact wording the averaged vector blurs.
HASH_DIM = 2048
# Weights of the two feature groups, the ridge penalty and the softmax sharpness
# (chosen by accuracy on the project's own guardrail corpus, not the held-out sets).
EMBEDDING_SCALE = 5.0
BAG_SCALE = 3.0
RIDGE = 1.0


class LinearClassifier:
    """Ridge classifier, one column per label."""

    def __init__(self, embedder: StaticEmbedder, labels: Sequence[str]) -> None:
        self._embedder = embedder
        self.labels = tuple(labels)
        self._weights = np.zeros((embedder.dim + HASH_DIM + 1, len(self.labels)), np.float32)

    def features(self, texts: list[str]) -> np.ndarray:
        """Scaled embedding, scaled hashed bag, and a bias column."""
        token_ids = self._embedder.token_ids(texts)
        vectors = self._embedder.embed_ids(token_ids) * EMBEDDING_SCALE
        bag = np.zeros((len(texts), HASH_DIM), dtype=np.float32)
        for row, ids in enumerate(token_ids):
            if not ids:
                continue
            slots = [i % HASH_DIM for i in ids]
            slots += [(a * 31 + b) % HASH_DIM for a, b in zip(ids, ids[1:], strict=False)]
            np.add.at(bag[row], slots, 1.0)
            bag[row] *= BAG_SCALE / float(np.linalg.norm(bag[row]))
        return np.hstack([vectors, bag, np.ones((len(texts), 1), np.float32)])

    def fit(self, texts: list[str], labels: list[str]) -> LinearClassifier:
        """Fit on `texts`, each label one of `self.labels`."""
        y = np.array([self.labels.index(label) for label in labels])
        counts = np.bincount(y, minlength=len(self.labels))
        root_weight = np.sqrt(len(y) / (len(self.labels) * np.maximum(counts, 1)))[y][:, None]
        xw = self.features(texts) * root_weight.astype(np.float32)  # float32: less scratch
        tw = (np.eye(len(self.labels))[y] * 2 - 1) * root_weight
        gram = (xw @ xw.T).astype(np.float64) + RIDGE * np.eye(len(y))
        self._weights = xw.T @ np.linalg.solve(gram, tw).astype(np.float32)
        return self

    def scores(self, texts: list[str]) -> np.ndarray:
        """One row of label scores in [0, 1] per text (0.5 is the regression's boundary)."""
        raw = self.features(texts) @ self._weights
        return np.clip((raw + 1.0) / 2.0, 0.0, 1.0)
