"""A small linear model over static embeddings, hashed token pairs and character n-grams.

Ridge regression on +1/-1 targets, one column per label, solved in closed form in its dual
(fewer exemplars than features) with balanced class weights: a fraction of a second for a few
hundred exemplars, so the model is always the one the exemplar file describes; nothing is
pickled. A label's score is its column's output mapped from [-1, 1] to [0, 1].
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from agent.semantic.char_grams import char_gram_bags
from agent.semantic.embedder import StaticEmbedder

# Hashed bag of token ids and adjacent id pairs: exact wording the averaged vector blurs.
HASH_DIM = 2048
# Weights of the two feature groups, the ridge penalty and the softmax sharpness
# (chosen by accuracy on the project's own guardrail corpus, not the held-out sets).
EMBEDDING_SCALE = 5.0
BAG_SCALE = 3.0
# Character n-grams (linear model only): misspellings, Spanish and Portuguese word forms and
# Chinese characters, which the tokenizer splits into bytes, share n-grams with the exemplars.
CHAR_SCALE = 3.0
CHAR_DIM = 4096
RIDGE = 1.0


class LinearClassifier:
    """Ridge classifier, one column per label."""

    def __init__(self, embedder: StaticEmbedder, labels: Sequence[str]) -> None:
        self._embedder = embedder
        self.labels = tuple(labels)
        width = embedder.dim + HASH_DIM + CHAR_DIM + 1
        self._weights = np.zeros((width, len(self.labels)), np.float32)

    def features(self, texts: list[str]) -> np.ndarray:
        """Scaled embedding, scaled hashed token bag, scaled character n-grams, a bias column.

        The nearest-exemplar index reads only the first two groups (`NEAREST_WIDTH`).
        """
        token_ids = self._embedder.token_ids(texts)
        vectors = self._embedder.embed_ids(token_ids) * EMBEDDING_SCALE
        bag = np.zeros((len(texts), HASH_DIM), dtype=np.float32)
        for row, ids in enumerate(token_ids):
            if not ids:
                continue
            tokens = np.asarray(ids, dtype=np.int64)
            slots = np.concatenate([tokens, tokens[:-1] * 31 + tokens[1:]]) % HASH_DIM
            counts = np.bincount(slots, minlength=HASH_DIM).astype(np.float32)
            bag[row] = counts * (BAG_SCALE / float(np.linalg.norm(counts)))
        chars = char_gram_bags(texts, CHAR_DIM) * CHAR_SCALE
        return np.hstack([vectors, bag, chars, np.ones((len(texts), 1), np.float32)])

    def fit(self, texts: list[str], labels: list[str]) -> LinearClassifier:
        """Fit on `texts`, each label one of `self.labels`."""
        return self.fit_features(self.features(texts), labels)

    def fit_features(self, features: np.ndarray, labels: list[str]) -> LinearClassifier:
        """Fit on `features(texts)` (left unchanged).

        Float32 throughout and the weighting applied in place keep the scratch of a few
        thousand exemplars to a few tens of MiB.
        """
        y = np.array([self.labels.index(label) for label in labels])
        counts = np.bincount(y, minlength=len(self.labels))
        root_weight = np.sqrt(len(y) / (len(self.labels) * np.maximum(counts, 1)))[y]
        root_weight = root_weight.astype(np.float32)
        tw = (np.eye(len(self.labels), dtype=np.float32)[y] * 2 - 1) * root_weight[:, None]
        gram = features @ features.T  # the weighted gram, scaled in place
        gram *= root_weight[:, None]
        gram *= root_weight[None, :]
        gram.flat[:: len(y) + 1] += RIDGE
        dual = np.linalg.solve(gram, tw)
        del gram
        self._weights = features.T @ (dual * root_weight[:, None])
        return self

    def state(self) -> dict[str, np.ndarray]:
        """The fitted weights, for `restore` (see agent.semantic.fitted)."""
        return {"linear_weights": self._weights}

    def restore(self, state: dict[str, np.ndarray]) -> LinearClassifier:
        """Take the weights `state()` returned instead of fitting."""
        weights = state["linear_weights"]
        if weights.shape != self._weights.shape:
            raise ValueError(f"fitted weights {weights.shape}, expected {self._weights.shape}")
        self._weights = weights.astype(np.float32, copy=False)
        return self

    @property
    def embedding_dim(self) -> int:
        """Width of the embedding part of the features (the hashed bag follows it)."""
        return self._embedder.dim

    def scores(self, texts: list[str]) -> np.ndarray:
        """One row of label scores in [0, 1] per text (0.5 is the regression's boundary)."""
        return self.scores_of(self.features(texts))

    def scores_of(self, features: np.ndarray) -> np.ndarray:
        """`scores` from `features(texts)`."""
        raw = features @ self._weights
        return np.clip((raw + 1.0) / 2.0, 0.0, 1.0)


# Nearest-exemplar score of a label: MAX_WEIGHT * best cosine + the rest * mean of the best
# TOP_K (one lucky neighbour counts, a crowd of close ones counts more). Chosen by
# cross-validation on the tune half of bench/data/guardrail_heldout.csv (bench/tune_gate.py).
TOP_K = 3
MAX_WEIGHT = 0.5


class NearestExemplars:
    """Per-label similarity of a text to its closest exemplars, in the classifier's features.

    The exemplars' unit feature rows are kept split: the dense embedding part (transposed),
    and the hashed-bag part as a sparse matrix by slot (each exemplar fills a few dozen of
    2048 slots), read only at the slots a text's own bag fills.
    """

    def __init__(self, classifier: LinearClassifier) -> None:
        self._classifier = classifier
        self.labels = classifier.labels
        self._dim = classifier.embedding_dim
        self._dense = np.zeros((self._dim, 0), np.float32)
        # The bag part by slot, compressed: exemplars `rows[starts[s]:starts[s + 1]]` fill
        # slot s with `values[...]`.
        self._starts = np.zeros(HASH_DIM + 1, np.int64)
        self._rows = np.zeros(0, np.int64)
        self._values = np.zeros(0, np.float32)
        self._slots = np.zeros((0, TOP_K), np.int64)
        self._present = np.zeros(0, bool)
        self._counts = np.ones(0, np.float32)
        # Each label's slice of the exemplars, which are kept label by label (see _arrange).
        self._bounds: list[tuple[int, int]] = []

    def fit(self, texts: list[str], labels: list[str]) -> NearestExemplars:
        """Keep the unit feature vectors of `texts`, grouped by label."""
        return self.fit_features(self._classifier.features(texts), labels)

    def fit_features(self, features: np.ndarray, labels: list[str]) -> NearestExemplars:
        """`fit` from the classifier's `features(texts)` (left unchanged)."""
        body = features[:, : self._dim + HASH_DIM]
        norms = np.sqrt(np.einsum("ij,ij->i", body, body))
        scale = (1.0 / np.maximum(norms, 1e-12)).astype(np.float32)
        self._dense = np.ascontiguousarray((body[:, : self._dim] * scale[:, None]).T)
        bag = body[:, self._dim :]
        slots, rows = np.nonzero(bag.T)  # sorted by slot
        self._starts = np.searchsorted(slots, np.arange(HASH_DIM + 1)).astype(np.int64)
        self._rows = rows.astype(np.int64)
        self._values = (bag[rows, slots] * scale[rows]).astype(np.float32)
        codes = np.array([self.labels.index(label) for label in labels])
        groups = [np.flatnonzero(codes == i) for i in range(len(self.labels))]
        # One row of exemplar indices per label, padded with an index past the end (a
        # similarity of -inf), so every label's top k comes from one partition.
        width = max(TOP_K, *(len(g) for g in groups))
        self._slots = np.full((len(groups), width), len(codes), dtype=np.int64)
        for index, group in enumerate(groups):
            self._slots[index, : len(group)] = group
        self._present = np.array([len(g) > 0 for g in groups])
        self._counts = np.array([max(1, min(TOP_K, len(g))) for g in groups], np.float32)
        return self._arrange()

    def _arrange(self) -> NearestExemplars:
        """Renumber the exemplars label by label (the same exemplars, in another order).

        A text's similarities then come out with each label's exemplars side by side, and a
        label's top k is a partition of its own slice: a few times faster than gathering a
        padded row per label. Done in place, so no second copy of the arrays is kept.
        """
        count = self._dense.shape[1]
        groups = [row[row < count] for row in self._slots]
        order = np.concatenate([*groups, np.zeros(0, np.int64)]).astype(np.int64)
        if len(order) != count:  # every exemplar belongs to exactly one label
            raise ValueError("fitted exemplar arrays do not match this classifier")
        position = np.empty(count, np.int64)
        position[order] = np.arange(count)
        self._dense = np.ascontiguousarray(self._dense[:, order])
        self._rows = position[self._rows]
        ends = np.cumsum([len(group) for group in groups]).astype(np.int64)
        self._bounds = [(int(end - len(g)), int(end)) for end, g in zip(ends, groups, strict=True)]
        slots = np.full_like(self._slots, count)
        for label, (start, end) in enumerate(self._bounds):
            slots[label, : end - start] = np.arange(start, end)
        self._slots = slots
        return self

    NAMES = ("dense", "starts", "rows", "values", "slots", "present", "counts")

    def state(self) -> dict[str, np.ndarray]:
        """The exemplars' arrays, for `restore` (see agent.semantic.fitted)."""
        return {f"nearest_{name}": getattr(self, f"_{name}") for name in self.NAMES}

    def restore(self, state: dict[str, np.ndarray]) -> NearestExemplars:
        """Take the arrays `state()` returned instead of fitting."""
        for name in self.NAMES:
            setattr(self, f"_{name}", state[f"nearest_{name}"])
        if self._dense.shape[0] != self._dim or len(self._slots) != len(self.labels):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        return self._arrange()

    def scores(self, texts: list[str]) -> np.ndarray:
        """One row of label scores in [0, 1] per text (0 for a label with no exemplars)."""
        return self.scores_of(self._classifier.features(texts))

    def scores_of(self, features: np.ndarray) -> np.ndarray:
        """`scores` from the classifier's features of the texts."""
        queries = unit_rows(features[:, : self._dim + HASH_DIM])
        out = np.zeros((len(queries), len(self.labels)), np.float32)
        for row, query in enumerate(queries):
            bag = query[self._dim :]
            slots = np.flatnonzero(bag)
            sims = query[: self._dim] @ self._dense + self._bag_product(bag, slots)
            for label, (start, end) in enumerate(self._bounds):
                if end - start > TOP_K:
                    own = sims[start:end]
                    own.partition(end - start - TOP_K)  # in place: slices never overlap
                    top = own[-TOP_K:].tolist()
                else:
                    top = sims[start:end].tolist()
                if top:
                    # A label with fewer than TOP_K exemplars averages over the ones it has.
                    mean = sum(top) / len(top)
                    out[row, label] = MAX_WEIGHT * max(top) + (1 - MAX_WEIGHT) * mean
        return np.clip(out, 0.0, 1.0)

    def _bag_product(self, bag: np.ndarray, slots: np.ndarray) -> np.ndarray:
        """The bag part of the cosine with every exemplar, from the text's filled slots."""
        starts, ends = self._starts[slots], self._starts[slots + 1]
        lengths = ends - starts
        total = int(lengths.sum())
        if not total:
            return np.zeros(self._dense.shape[1], np.float32)
        # Positions starts[i] .. ends[i] - 1 for every filled slot i, in one array.
        offsets = np.repeat(starts - np.cumsum(lengths) + lengths, lengths)
        positions = offsets + np.arange(total)
        weights = self._values[positions] * np.repeat(bag[slots], lengths)
        return np.bincount(
            self._rows[positions], weights=weights, minlength=self._dense.shape[1]
        ).astype(np.float32)


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Each row scaled to unit length (a zero row stays zero)."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.maximum(norms, 1e-12)).astype(np.float32)
