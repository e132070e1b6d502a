"""A multinomial logistic (softmax) head over the linear model's features.

Trained by minibatch Adam for a fixed number of epochs with a fixed seed (deterministic), on
the same texts, sample weights and class balance as the ridge. Out of fold (bench/data/README.md,
"A softmax head in place of the ridge") it separates the labels better than the ridge on ±1
targets: argmax accuracy on tune-side texts of authors left out 0.85 -> 0.90. Its probabilities
are flattened by TEMPERATURE before they are mixed with the nearest-exemplar scores:
unflattened, a sure "none" outvotes the neighbours and crisis texts are lost.
"""

from __future__ import annotations

import numpy as np

from agent.semantic.classifier import HASH_DIM, TextFeatures

# Chosen out of fold on tune-side texts only (bench/data/README.md): L2 penalty (as in
# sum w * CE + L2 / 2 |W|^2, the bias free), epochs, Adam's step, texts per step.
L2 = 0.1
EPOCHS = 60
STEP = 0.003
BATCH = 256
SEED = 0
TEMPERATURE = 2.0


class SoftmaxHead:
    """Label probabilities from a text's features (read only at its filled slots)."""

    def __init__(self, embedding_dim: int, width: int, labels: int) -> None:
        """`width`: the features' width without the bias column."""
        self._dim = embedding_dim
        self._weights = np.zeros((width, labels), np.float32)
        self._bias = np.zeros(labels, np.float32)

    def fit_features(
        self, features: np.ndarray, codes: np.ndarray, weight: np.ndarray
    ) -> SoftmaxHead:
        """Fit on `features` (the last column the bias, ignored), label `codes`, `weight`.

        Classes are balanced by their summed weights, as the ridge's are.
        """
        rng = np.random.default_rng(SEED)
        count, labels = len(codes), self._bias.shape[0]
        totals = np.bincount(codes, weights=weight, minlength=labels)
        weight = weight * (weight.sum() / (labels * np.maximum(totals, 1e-9)))[codes]
        scaled = (weight / weight.sum() * count).astype(np.float32)
        penalty = np.float32(L2 / weight.sum())
        params: list[np.ndarray] = [np.zeros_like(self._weights), np.zeros_like(self._bias)]
        first = [np.zeros_like(p) for p in params]
        second = [np.zeros_like(p) for p in params]
        step = 0
        for _ in range(EPOCHS):
            order = rng.permutation(count)
            for start in range(0, count, BATCH):
                rows = np.sort(order[start : start + BATCH])
                batch = features[rows, :-1]
                grad = _softmax(batch @ params[0] + params[1])
                grad[np.arange(len(rows)), codes[rows]] -= 1
                grad *= (scaled[rows] / len(rows))[:, None]
                grads = [batch.T @ grad + penalty * params[0], grad.sum(axis=0)]
                step += 1
                for param, g, m, v in zip(params, grads, first, second, strict=True):
                    m *= 0.9
                    m += 0.1 * g
                    v *= 0.999
                    v += 0.001 * g * g
                    m_hat = m / (1 - 0.9**step)
                    v_hat = v / (1 - 0.999**step)
                    param -= STEP * m_hat / (np.sqrt(v_hat) + 1e-8)
        self._weights, self._bias = params
        return self

    def state(self) -> dict[str, np.ndarray]:
        """The fitted arrays, for `restore`."""
        return {"head_weights": self._weights, "head_bias": self._bias}

    def restore(self, state: dict[str, np.ndarray]) -> SoftmaxHead:
        """Take the arrays `state()` returned instead of fitting."""
        weights, bias = state.get("head_weights"), state.get("head_bias")
        if weights is None or bias is None or weights.shape != self._weights.shape:
            raise ValueError("fitted head missing or of another shape")
        if bias.shape != self._bias.shape:
            raise ValueError("fitted head missing or of another shape")
        self._weights = weights.astype(np.float32, copy=False)
        self._bias = bias.astype(np.float32, copy=False)
        return self

    def scores_of(self, features: np.ndarray) -> np.ndarray:
        """Flattened probabilities, one row per row of features (bias column last)."""
        return _softmax((features[:, :-1] @ self._weights + self._bias) / TEMPERATURE)

    def text_scores(self, features: TextFeatures) -> np.ndarray:
        """`scores_of` one text from its sparse features."""
        dim, weights = self._dim, self._weights
        logits = features.vector @ weights[:dim] + self._bias
        # Rows by `take` from each group's slice: the same rows as indexing picks, in half its
        # time, and no shifted copy of the slots.
        logits += features.bag_values @ weights[dim:].take(features.bag_slots, axis=0)
        char_rows = weights[dim + HASH_DIM :].take(features.char_slots, axis=0)
        logits += features.char_values @ char_rows
        # `_softmax` of the one row, without its second axis: the same reductions.
        logits /= TEMPERATURE
        shifted = np.exp(logits - logits.max())
        return shifted / shifted.sum()


def _softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
    return shifted / shifted.sum(axis=1, keepdims=True)
