"""The softmax head: learns separable labels, reads only filled slots, restores its arrays."""

import numpy as np
import pytest

from agent.semantic import softmax_head
from agent.semantic.classifier import CHAR_DIM, HASH_DIM, TextFeatures
from agent.semantic.softmax_head import SoftmaxHead

DIM = 8
WIDTH = DIM + HASH_DIM + CHAR_DIM  # without the bias column


def _toy(seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Three labels, each marked by its own bag slot and a shifted embedding."""
    rng = np.random.default_rng(seed)
    codes = np.repeat(np.arange(3), 40)
    features = np.zeros((len(codes), WIDTH + 1), np.float32)
    features[:, :DIM] = rng.normal(0, 0.3, (len(codes), DIM))
    features[np.arange(len(codes)), codes] += 1.0
    features[np.arange(len(codes)), DIM + 5 + codes] = 2.0
    features[:, -1] = 1.0
    return features, codes


@pytest.fixture(scope="module")
def fitted() -> SoftmaxHead:
    features, codes = _toy()
    return SoftmaxHead(DIM, WIDTH, 3).fit_features(features, codes, np.ones(len(codes)))


def test_it_learns_labels_it_was_shown_and_its_rows_are_probabilities(fitted):
    features, codes = _toy(seed=2)  # new texts of the same labels
    scores = fitted.scores_of(features)
    assert np.allclose(scores.sum(axis=1), 1.0, atol=1e-5)
    assert (scores.argmax(axis=1) == codes).mean() > 0.95


def test_a_rare_label_is_not_drowned_by_the_common_one():
    features, codes = _toy()
    keep = np.flatnonzero((codes != 2) | (np.arange(len(codes)) % 10 == 0))  # 4 of label 2
    head = SoftmaxHead(DIM, WIDTH, 3).fit_features(features[keep], codes[keep], np.ones(len(keep)))
    test, test_codes = _toy(seed=3)
    rare = test_codes == 2
    assert (head.scores_of(test[rare]).argmax(axis=1) == 2).mean() > 0.9


def test_the_sparse_text_scores_equal_the_dense_ones(fitted):
    features, _ = _toy(seed=4)
    row = features[7]
    bag = np.flatnonzero(row[DIM : DIM + HASH_DIM])
    chars = np.flatnonzero(row[DIM + HASH_DIM : -1])
    sparse = TextFeatures(row[:DIM], bag, row[DIM + bag], chars, row[DIM + HASH_DIM + chars])
    assert np.allclose(fitted.text_scores(sparse), fitted.scores_of(features[7:8])[0], atol=1e-6)


def test_the_fit_is_deterministic_and_restores_from_its_state(fitted):
    features, codes = _toy()
    again = SoftmaxHead(DIM, WIDTH, 3).fit_features(features, codes, np.ones(len(codes)))
    assert np.array_equal(again.state()["head_weights"], fitted.state()["head_weights"])
    restored = SoftmaxHead(DIM, WIDTH, 3).restore(fitted.state())
    assert np.array_equal(restored.scores_of(features), fitted.scores_of(features))


def test_a_state_of_another_shape_is_refused(fitted):
    with pytest.raises(ValueError):
        SoftmaxHead(DIM, WIDTH, 4).restore(fitted.state())
    with pytest.raises(ValueError):
        SoftmaxHead(DIM, WIDTH, 3).restore({"head_weights": fitted.state()["head_weights"]})


def test_the_temperature_flattens_but_keeps_the_order(fitted, monkeypatch):
    features, _ = _toy(seed=5)
    flat = fitted.scores_of(features[:5])
    monkeypatch.setattr(softmax_head, "TEMPERATURE", 1.0)
    sharp = fitted.scores_of(features[:5])
    assert np.array_equal(flat.argmax(axis=1), sharp.argmax(axis=1))
    assert (flat.max(axis=1) < sharp.max(axis=1)).all()
