"""A small linear model over static embeddings, hashed token pairs and character n-grams.

Ridge regression on +1/-1 targets, one column per label, solved in closed form in its dual
(fewer exemplars than features) with balanced class weights: a fraction of a second for a few
hundred exemplars, so the model is always the one the exemplar file describes; nothing is
pickled. A label's score is its column's output mapped from [-1, 1] to [0, 1].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from agent.semantic.char_grams import char_gram_counts
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
# Texts per block when the ridge is solved in its primal form.
PRIMAL_BLOCK = 2048
# Weight of each of the linear model's own texts (agent/semantic/linear_texts.csv) against an
# exemplar's 1: chosen on five author batches no fit had seen (AUTHORS31-35, 1,400 texts):
# against the exemplars alone, 0.5 found 4 more crisis texts and 2 more of the other
# categories and flagged no more look-alikes; 1.0 found 2 more crisis texts still but flagged
# 6 more look-alikes.
LINEAR_TEXT_WEIGHT = 0.5


@dataclass(frozen=True, slots=True)
class TextFeatures:
    """One text's features kept sparse: the scaled embedding and each bag's filled slots.

    The same values as the text's row of `LinearClassifier.features`, without the zeros.
    """

    vector: np.ndarray
    bag_slots: np.ndarray
    bag_values: np.ndarray
    char_slots: np.ndarray
    char_values: np.ndarray


def token_counts(ids: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """The filled slots of the hashed bag of `ids` and how often each is filled (empty: none)."""
    if not ids:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    tokens = np.asarray(ids, dtype=np.int64)
    slots = np.concatenate([tokens, tokens[:-1] * 31 + tokens[1:]]) % HASH_DIM
    counts = np.bincount(slots, minlength=HASH_DIM)
    filled = (counts > 0).nonzero()[0]  # `np.flatnonzero`'s, from booleans: a third of its time
    return filled, counts[filled]


def token_bag(ids: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """The filled slots of the hashed bag of `ids` and their scaled values (empty: none)."""
    filled, counts = token_counts(ids)
    if not len(filled):
        return filled, np.zeros(0, np.float32)
    # Sums of squared small integers are exact in float32: the same norm as over all slots
    # (np.linalg.norm's own formula, without its checks).
    values = counts.astype(np.float32)
    return filled, values * (BAG_SCALE / float(np.sqrt(values.dot(values))))


class LinearClassifier:
    """Ridge classifier, one column per label."""

    def __init__(self, embedder: StaticEmbedder, labels: Sequence[str]) -> None:
        self._embedder = embedder
        self.labels = tuple(labels)
        width = embedder.dim + HASH_DIM + CHAR_DIM + 1
        self._weights = np.zeros((width, len(self.labels)), np.float32)

    def text_features(self, text: str) -> TextFeatures:
        """The features of one text, sparse (what `features([text])` holds)."""
        ids = self._embedder.token_ids([text])[0]
        vector = self._embedder.embed_ids([ids])[0] * EMBEDDING_SCALE
        char_slots, char_values = char_gram_counts(text, CHAR_DIM)
        return TextFeatures(vector, *token_bag(ids), char_slots, char_values * CHAR_SCALE)

    def features(self, texts: list[str]) -> np.ndarray:
        """Scaled embedding, scaled hashed token bag, scaled character n-grams, a bias column.

        The nearest-exemplar index reads only the first two groups.
        """
        dim = self._embedder.dim
        out = np.zeros((len(texts), self._weights.shape[0]), np.float32)
        out[:, -1] = 1.0
        token_ids = self._embedder.token_ids(texts)
        out[:, :dim] = self._embedder.embed_ids(token_ids) * EMBEDDING_SCALE
        for row, (text, ids) in enumerate(zip(texts, token_ids, strict=True)):
            slots, values = token_bag(ids)
            out[row, dim + slots] = values
            slots, values = char_gram_counts(text, CHAR_DIM)
            out[row, dim + HASH_DIM + slots] = values * CHAR_SCALE
        return out

    def fit(self, texts: list[str], labels: list[str]) -> LinearClassifier:
        """Fit on `texts`, each label one of `self.labels`."""
        return self.fit_features(self.features(texts), labels)

    def bag_counts(self, texts: list[str]) -> list[tuple[np.ndarray, np.ndarray]]:
        """Each text's filled bag slots and their counts (`token_counts`)."""
        return [token_counts(ids) for ids in self._embedder.token_ids(texts)]

    def fit_features(
        self,
        features: np.ndarray,
        labels: list[str],
        sample_weight: np.ndarray | None = None,
    ) -> LinearClassifier:
        """Fit on `features(texts)` (left unchanged), each text weighing `sample_weight` (1).

        Classes are balanced by their summed weights. Ridge has one solution, found in
        whichever form is smaller: the dual (texts x texts) while there are fewer texts than
        features, else the primal (features x features), accumulated a block of texts at a
        time. Float32 throughout and the weighting applied in place keep the scratch to a few
        hundred MiB.
        """
        y = np.array([self.labels.index(label) for label in labels])
        weight = np.ones(len(y)) if sample_weight is None else np.asarray(sample_weight, float)
        totals = np.bincount(y, weights=weight, minlength=len(self.labels))
        balance = weight.sum() / (len(self.labels) * np.maximum(totals, 1e-9))
        root_weight = np.sqrt(weight * balance[y]).astype(np.float32)
        tw = (np.eye(len(self.labels), dtype=np.float32)[y] * 2 - 1) * root_weight[:, None]
        if len(y) > features.shape[1]:
            self._weights = _primal_ridge(features, root_weight, tw)
            return self
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
    def width(self) -> int:
        """Width of `features` rows, the bias column included."""
        return int(self._weights.shape[0])

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

    def text_scores(self, features: TextFeatures) -> np.ndarray:
        """The label scores of one text from its `text_features`: only filled slots are read."""
        dim, weights = self._embedder.dim, self._weights
        raw = features.vector @ weights[:dim] + weights[-1]
        # Rows by `take` from each group's slice: the same rows as indexing picks, in half its
        # time, and no shifted copy of the slots.
        raw += features.bag_values @ weights[dim:].take(features.bag_slots, axis=0)
        raw += features.char_values @ weights[dim + HASH_DIM :].take(features.char_slots, axis=0)
        return np.clip((raw + 1.0) / 2.0, 0.0, 1.0)


def _primal_ridge(features: np.ndarray, root_weight: np.ndarray, targets: np.ndarray) -> np.ndarray:
    """Weights w minimizing |diag(root_weight) (features w) - targets|^2 + RIDGE |w|^2."""
    width = features.shape[1]
    normal = np.zeros((width, width), np.float32)
    right = np.zeros((width, targets.shape[1]), np.float32)
    for start in range(0, len(features), PRIMAL_BLOCK):
        block = (
            features[start : start + PRIMAL_BLOCK] * root_weight[start : start + PRIMAL_BLOCK, None]
        )
        normal += block.T @ block
        right += block.T @ targets[start : start + PRIMAL_BLOCK]
    normal.flat[:: width + 1] += RIDGE
    return np.linalg.solve(normal.astype(np.float64), right.astype(np.float64)).astype(np.float32)


# Nearest-exemplar score of a label: MAX_WEIGHT * best cosine + the rest * mean of the best
# TOP_K (one lucky neighbour counts, a crowd of close ones counts more). Chosen by
# cross-validation on the tune half of bench/data/guardrail_heldout.csv (bench/tune_gate.py).
TOP_K = 3
MAX_WEIGHT = 0.5
# Blocks a label's exemplars are cut into to find its TOP_K best (`Segments`): more blocks
# leave fewer exemplars to sort, for a slightly larger grid of block maxima.
BLOCKS = 16


# The element type of each array of a NearestExemplars state.
STATE_TYPES = {
    "dense": np.float32,
    "starts": np.int64,
    "rows": np.uint16,
    "bag_scale": np.float32,
    "ends": np.int64,
    "label_runs": np.int32,
}
# Exemplars a state's uint16 rows can number.
MAX_EXEMPLARS = 2**16
# How far `NearestExemplars.label_floor` is lowered to cover the rounding of its formula
# (float32 sums of TOP_K similarities of at most ~2: under 1e-6 apart in any order).
FLOOR_SLACK = 1e-5
# Added under the square root of each exemplar's bag norm in `NearestExemplars.label_ceiling`:
# a unit row's two parts' squares sum to 1 but for float32 rounding (~1e-7).
CEILING_SLACK = 1e-5
# A text's unit feature row split as the exemplars' are: the embedding part, the filled bag
# slots and their values.
Query = tuple[np.ndarray, np.ndarray, np.ndarray]


def _repeated(weights: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Each slot's weight once per entry of its run, in float64 as the bag products sum them.

    Widened before they are repeated: the same values as a cast of the repeated float32
    weights, for a cast of a few dozen values instead of one as long as the runs (~10% of the
    bag product's time).
    """
    return np.repeat(weights.astype(np.float64), lengths)


def _top_score(sims: np.ndarray) -> float:
    """One label's score from its (non-empty) similarities, by `Segments.top_scores`'s formula.

    Its best are summed in another order, as Python floats (numpy's calls on three values
    cost more than the sort): the same score but for the last bits.
    """
    count = min(len(sims), TOP_K)
    best = np.partition(sims, len(sims) - count)[len(sims) - count :].tolist()
    score = MAX_WEIGHT * max(best) + (1 - MAX_WEIGHT) * sum(best) / count
    return min(max(score, 0.0), 1.0)


class NearestExemplars:
    """Per-label similarity of a text to its closest exemplars, in the classifier's features.

    The exemplars' unit feature rows are kept split: the embedding part dense (transposed),
    the hashed bag as a sparse matrix by slot (each exemplar fills a few dozen of 2048 slots),
    read only at the slots a text's own bag fills. An exemplar's bag entries are its slot
    counts times one factor of its own, so the sparse part keeps no values: a slot's entries
    name its exemplars, one once per time it fills the slot (2 bytes an entry), and each
    exemplar has its factor. Every worker keeps the whole fit mapped, so even the slots most
    exemplars fill ("the", "?", byte tokens: up to 37% of them) are sparse: as dense rows
    they took 4 bytes an exemplar (1.4 MiB for 32 slots, against 0.1 MiB of entries), and
    the wider matrix product cost as much time as their entries do. The exemplars are
    numbered label by label, so a label's exemplars are one slice of a text's similarities.
    """

    NAMES = tuple(STATE_TYPES)

    def __init__(self, classifier: LinearClassifier) -> None:
        self._classifier = classifier
        self.labels = classifier.labels
        self._dim = classifier.embedding_dim
        self._dense = np.zeros((self._dim, 0), np.float32)
        # The bag part by slot, compressed: exemplars `rows[starts[s]:starts[s + 1]]` fill
        # slot s, each as often as it is named there; exemplar i's entries are its counts *
        # bag_scale[i].
        self._starts = np.zeros(HASH_DIM + 1, np.int64)
        self._rows = np.zeros(0, np.uint16)  # half of int32's pages; bincount reads it as fast
        self._bag_scale = np.zeros(0, np.float32)
        # Label i's exemplars are ends[i - 1] .. ends[i] - 1.
        self._ends = np.zeros(len(self.labels), np.int64)
        self._segments = Segments(self._ends)
        # Where label i's entries start in slot s's run: label_runs[i, s] (`_runs_by_label`).
        self._label_runs = np.zeros((len(self.labels) + 1, HASH_DIM), np.int32)
        self._bag_norms = np.zeros(0, np.float32)  # `_bag_norm_bounds`

    def fit(self, texts: list[str], labels: list[str]) -> NearestExemplars:
        """Keep the unit feature vectors of `texts`, grouped by label."""
        features = self._classifier.features(texts)
        return self.fit_features(features, labels, self._classifier.bag_counts(texts))

    def fit_features(
        self,
        features: np.ndarray,
        labels: list[str],
        bags: list[tuple[np.ndarray, np.ndarray]],
    ) -> NearestExemplars:
        """`fit` from the classifier's `features(texts)` (left unchanged) and `bag_counts`."""
        codes = np.array([self.labels.index(label) for label in labels], np.int64)
        order = np.argsort(codes, kind="stable")  # label by label, in file order within one
        body = features[order, : self._dim + HASH_DIM]
        norms = np.sqrt(np.einsum("ij,ij->i", body, body))
        scale = (1.0 / np.maximum(norms, 1e-12)).astype(np.float32)
        bag = body[:, self._dim :]
        dense = body[:, : self._dim] * scale[:, None]
        self._dense = np.ascontiguousarray(dense.T)
        slots, rows = np.nonzero(bag.T)  # sorted by slot, then by exemplar
        if len(body) > MAX_EXEMPLARS:
            raise ValueError(f"more than {MAX_EXEMPLARS} exemplars")
        counts = np.zeros(bag.shape, np.int64)
        for row, text in enumerate(order):
            filled, times = bags[text]
            counts[row, filled] = times
        times = counts[rows, slots]
        self._rows = np.repeat(rows, times).astype(np.uint16)
        self._starts = np.searchsorted(np.repeat(slots, times), np.arange(HASH_DIM + 1)).astype(
            np.int64
        )
        # The bag's values are count * BAG_SCALE / |counts| (token_bag), times the unit scale.
        norms = np.sqrt(np.einsum("ij,ij->i", counts, counts).astype(np.float64))
        self._bag_scale = (BAG_SCALE / np.maximum(norms, 1.0) * scale).astype(np.float32)
        self._ends = np.cumsum(np.bincount(codes, minlength=len(self.labels))).astype(np.int64)
        self._segments = Segments(self._ends)
        self._label_runs = self._runs_by_label()
        self._bag_norms = self._bag_norm_bounds()
        return self

    def state(self) -> dict[str, np.ndarray]:
        """The exemplars' arrays, for `restore` (see agent.semantic.fitted)."""
        return {f"nearest_{name}": getattr(self, f"_{name}") for name in self.NAMES}

    def restore(self, state: dict[str, np.ndarray]) -> NearestExemplars:
        """Take the arrays `state()` returned instead of fitting (kept as given: no copy)."""
        arrays = {name: state.get(f"nearest_{name}") for name in self.NAMES}
        for name, array in arrays.items():
            if array is None or array.dtype != STATE_TYPES[name]:
                raise ValueError(f"fitted exemplar array {name} missing or of another type")
            setattr(self, f"_{name}", array)
        dense, ends, starts = self._dense, self._ends, self._starts
        if dense.shape[0] != self._dim or ends.shape != (len(self.labels),):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        if int(ends[-1]) != dense.shape[1] or starts.shape != (HASH_DIM + 1,):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        if int(starts[-1]) != len(self._rows):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        if self._bag_scale.shape != (dense.shape[1],):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        if self._label_runs.shape != (len(self.labels) + 1, HASH_DIM):
            raise ValueError("fitted exemplar arrays do not match this classifier")
        self._segments = Segments(self._ends)
        self._bag_norms = self._bag_norm_bounds()
        return self

    def scores(self, texts: list[str]) -> np.ndarray:
        """One row of label scores in [0, 1] per text (0 for a label with no exemplars)."""
        rows = [self.text_scores(self._classifier.text_features(text)) for text in texts]
        return np.array(rows, np.float32).reshape(len(texts), len(self.labels))

    def text_scores(self, features: TextFeatures) -> np.ndarray:
        """`scores` of one text from the classifier's `text_features` of it."""
        query, slots, weights = self._query(features)
        sims = self._bag_product(slots, weights)
        sims += query @ self._dense
        # np.clip's values by two ufuncs (its wrapper costs more than both).
        return np.minimum(np.maximum(self._segments.top_scores(sims), 0.0), 1.0)

    def label_score(self, features: TextFeatures, label: int, query: Query | None = None) -> float:
        """`text_scores(features)[label]`, comparing the text with that label's exemplars only.

        The same similarities and formula, so the same score but for rounding in the last
        bits (a slice of the exemplar matrix is multiplied on its own). `query`: the text's
        `query(features)`, when the caller has it already.
        """
        query = query or self.query(features)
        return self.label_score_of(self.label_sims(query, label), query, label)

    def label_sims(self, query: Query, label: int) -> np.ndarray:
        """The embedding part of the similarities with `label`'s exemplars (float32)."""
        end = int(self._ends[label])
        start = int(self._ends[label - 1]) if label else 0
        return query[0] @ self._dense[:, start:end]

    def label_score_of(self, sims: np.ndarray, query: Query, label: int) -> float:
        """`label_score` from its `label_sims` (their bag part is added to them in place)."""
        if not len(sims):
            return 0.0
        sims += self._label_bag_product(query[1], query[2], label)
        return _top_score(sims)

    @staticmethod
    def label_floor(sims: np.ndarray) -> float:
        """A lower bound of `label_score` from its `label_sims` alone (left unchanged).

        Its formula over the embedding part of the similarities, minus FLOOR_SLACK. The bag
        part of a similarity is never negative (counts, weights and factors are not), so each
        similarity, and each of a label's TOP_K best, is at least its embedding part; the
        formula only adds and halves them, so its rounding (the few float32 ulps FLOOR_SLACK
        covers) is all that could lift it above `label_score`. It skips the bag part's cost
        (most of a label's), for a score a little lower.
        """
        return _top_score(sims) - FLOOR_SLACK if len(sims) else 0.0

    def label_ceiling(self, sims: np.ndarray, query: Query, label: int) -> float:
        """An upper bound of `label_score` from its `label_sims` alone (left unchanged).

        A similarity's bag part is the dot product of the text's and the exemplar's bag parts,
        so at most the product of their norms (Cauchy-Schwarz): the formula over each
        embedding part plus that product is at least the score, without the bag product.
        """
        if not len(sims):
            return 0.0
        end = int(self._ends[label])
        start = int(self._ends[label - 1]) if label else 0
        bag = np.float32(np.sqrt(float(query[2] @ query[2])))
        return _top_score(sims + bag * self._bag_norms[start:end]) + FLOOR_SLACK

    def _bag_norm_bounds(self) -> np.ndarray:
        """Each exemplar's bag-part norm, from above: its unit row less its embedding part."""
        dense = self._dense.astype(np.float64)
        squares = 1.0 - np.einsum("ij,ij->j", dense, dense)
        return np.sqrt(np.maximum(squares, 0.0) + CEILING_SLACK).astype(np.float32)

    def query(self, features: TextFeatures) -> Query:
        """The text's unit feature row, split as the exemplars' are: dense, bag slots, values."""
        return self._query(features)

    def _query(self, features: TextFeatures) -> Query:
        """`query`."""
        vector, bag = features.vector, features.bag_values
        norm = np.sqrt(float(vector @ vector) + float(bag @ bag))
        scale = np.float32(1.0 / max(norm, 1e-12))
        return vector * scale, features.bag_slots, bag * scale

    def _bag_product(self, slots: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """The bag part of the cosine with every exemplar (float64), from the filled slots."""
        starts = self._starts[slots]
        ends = self._starts[slots + 1]
        sums = np.zeros(len(self._bag_scale))
        self._add_runs(sums, starts, ends, weights)
        sums *= self._bag_scale  # in place: the same products, no second row of sums
        return sums

    def _label_bag_product(self, slots: np.ndarray, weights: np.ndarray, label: int) -> np.ndarray:
        """`_bag_product` with one label's exemplars only, from their part of each slot's run."""
        first = int(self._ends[label - 1]) if label else 0
        size = int(self._ends[label]) - first
        sums = np.zeros(size)
        starts, ends = self._label_runs[label, slots], self._label_runs[label + 1, slots]
        self._add_runs(sums, starts, ends, weights, first)
        sums *= self._bag_scale[first : first + size]
        return sums

    def _add_runs(
        self,
        sums: np.ndarray,
        starts: np.ndarray,
        ends: np.ndarray,
        weights: np.ndarray,
        first: int = 0,
    ) -> None:
        """Add weights[k] to sums[e - first] for each exemplar e of entries starts[k]:ends[k].

        The runs are joined, copied once, from a memoryview of the entries (a tenth of a
        microsecond a run, half an array slice's; gathering them by position built and read an
        index as long as all of them), then summed by `np.add.at` in entry order from zero,
        as `np.bincount` sums (the same values), in about half its time: bincount's own loop
        pays a pass for the rows' range and ~1.2 ns an entry.
        """
        entries = self._rows.data  # a memoryview
        runs = zip(starts.tolist(), ends.tolist(), strict=True)
        rows = np.frombuffer(b"".join([entries[start:end] for start, end in runs]), np.uint16)
        if not len(rows):
            return
        exemplars = rows.astype(np.intp)
        if first:
            exemplars -= first
        np.add.at(sums, exemplars, _repeated(weights, ends - starts))

    def _runs_by_label(self) -> np.ndarray:
        """Where each label's entries start in each slot's run (labels + 1 rows by slot).

        A run names its exemplars in order and a label's exemplars are one range, so its
        entries in a run are one stretch: row `label` to row `label + 1` (the last row: the
        runs' ends). About 200 KiB, for `label_score`.
        """
        slot_of = np.repeat(np.arange(HASH_DIM, dtype=np.int64), np.diff(self._starts))
        key = slot_of * MAX_EXEMPLARS + self._rows
        bounds = np.concatenate([[0], self._ends]).astype(np.int64)
        runs = np.searchsorted(key, np.arange(HASH_DIM) * MAX_EXEMPLARS + bounds[:, None])
        return runs.astype(np.int32)


class Segments:
    """The labels' slices of a similarity row, and each label's top-k score over its slice.

    A label's score is MAX_WEIGHT * its best similarity + the rest * the mean of its best
    TOP_K (of all it has when fewer); 0 for a label with none. Each slice is cut into up to
    BLOCKS blocks: the maxima of TOP_K of its blocks are TOP_K of its exemplars'
    similarities, so the TOP_K-th largest block maximum is at most the label's TOP_K-th best
    similarity, and only the exemplars at or above it (a few a label) are sorted. One pass
    over the row finds the block maxima and one the exemplars above them, where finding each
    label's next best took two passes a rank.
    """

    def __init__(self, ends: np.ndarray) -> None:
        sizes = np.diff(ends, prepend=0)
        self._filled = np.flatnonzero(sizes)
        self._labels = len(ends)
        filled_sizes = sizes[self._filled]
        starts = (ends - sizes)[self._filled]
        # Block b of a slice of n exemplars cut into m blocks starts n * b // m into it; the
        # blocks' maxima fill a (filled labels x BLOCKS) grid, the cells of a label's missing
        # blocks left at -inf.
        blocks = np.minimum(filled_sizes, BLOCKS)
        self._block_starts = (
            np.concatenate(
                [
                    start + size * np.arange(count) // count
                    for start, size, count in zip(starts, filled_sizes, blocks, strict=True)
                ]
            ).astype(np.int64)
            if len(blocks)
            else np.zeros(0, np.int64)
        )
        self._block_cells = (
            np.concatenate(
                [row * BLOCKS + np.arange(count) for row, count in enumerate(blocks)]
            ).astype(np.int64)
            if len(blocks)
            else np.zeros(0, np.int64)
        )
        self._sizes = filled_sizes
        # Segment (index into the filled labels) of each exemplar.
        self._segment_of = np.repeat(np.arange(len(self._filled)), filled_sizes)
        self._counts = np.minimum(filled_sizes, TOP_K).astype(np.float64)
        # Every label cut into BLOCKS blocks: the block maxima fill the grid in order.
        self._whole_grid = bool(np.array_equal(self._block_cells, np.arange(len(blocks) * BLOCKS)))

    def top_scores(self, sims: np.ndarray) -> np.ndarray:
        """Each label's score from `sims` (one row of similarities; left unchanged)."""
        out = np.zeros(self._labels, np.float32)
        segments = len(self._filled)
        if not segments:
            return out
        if self._whole_grid:  # every cell a block's: the maxima are the grid
            grid = np.maximum.reduceat(sims, self._block_starts)
        else:
            grid = np.full(segments * BLOCKS, -np.inf)
            grid[self._block_cells] = np.maximum.reduceat(sims, self._block_starts)
        floor = np.partition(grid.reshape(segments, BLOCKS), BLOCKS - TOP_K, axis=1)
        hits = (sims >= np.repeat(floor[:, BLOCKS - TOP_K], self._sizes)).nonzero()[0]
        # The few exemplars above the floors are sorted label by label as Python floats
        # (numpy's calls on a few dozen values cost more): the same float64 operations in the
        # same order as over a (TOP_K x labels) array of the best, zeros where a label has
        # fewer (its best summed from the first down, then halved and added).
        best: list[list[float]] = [[] for _ in range(segments)]
        of = self._segment_of[hits].tolist()
        for segment, value in zip(of, sims[hits].tolist(), strict=True):
            best[segment].append(value)
        scores = []
        for values, count in zip(best, self._counts.tolist(), strict=True):
            values.sort(reverse=True)
            tops = values[:TOP_K] + [0.0] * (TOP_K - len(values))
            total = tops[0]
            for value in tops[1:]:
                total += value
            scores.append(MAX_WEIGHT * tops[0] + (1 - MAX_WEIGHT) * (total / count))
        out[self._filled] = scores
        return out
