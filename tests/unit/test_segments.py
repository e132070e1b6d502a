"""Each label's top-k score from a similarity row equals a full sort's, on random rows."""

import numpy as np
import pytest

from agent.semantic.classifier import BLOCKS, MAX_WEIGHT, TOP_K, Segments


def _sorted_scores(ends: np.ndarray, sims: np.ndarray) -> np.ndarray:
    out = np.zeros(len(ends), np.float32)
    start = 0
    for label, end in enumerate(ends):
        best = np.sort(sims[start:end])[::-1][:TOP_K]
        if len(best):
            out[label] = MAX_WEIGHT * best[0] + (1 - MAX_WEIGHT) * (best.sum() / len(best))
        start = end
    return out


@pytest.mark.parametrize("seed", range(40))
def test_top_scores_equal_a_full_sort_of_each_label(seed):
    """Labels of every size (none, fewer than TOP_K, fewer than BLOCKS, many), tied values."""
    rng = np.random.default_rng(seed)
    sizes = rng.choice(
        [0, 1, 2, 3, 5, BLOCKS - 1, BLOCKS, BLOCKS + 1, 40, 300], rng.integers(1, 12)
    )
    ends = np.cumsum(sizes)
    sims = rng.normal(size=int(ends[-1]))
    if seed % 2:
        sims = np.round(sims, 1)  # many ties, also among each label's best
    if seed % 5 == 0:
        sims[:] = 0.25  # every similarity tied
    got = Segments(ends).top_scores(sims.copy())
    assert np.array_equal(got, _sorted_scores(ends, sims))


def test_top_scores_leave_the_row_unchanged():
    ends = np.array([0, 50, 50, 120])
    sims = np.random.default_rng(7).random(120)
    before = sims.copy()
    Segments(ends).top_scores(sims)
    assert np.array_equal(sims, before)


def test_no_exemplars_score_zero():
    assert np.array_equal(Segments(np.zeros(3, np.int64)).top_scores(np.zeros(0)), np.zeros(3))
