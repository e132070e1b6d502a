"""The two-layer guardrail gate: exact patterns first, then the semantic classifier.

The pattern layer (`compliance.guardrails`) is fast, exact and explainable; the semantic layer
catches paraphrases and other languages the patterns miss. A category fires in the semantic
layer when its score beats "none" by a margin and reaches its own threshold (thresholds.json,
chosen on the tune half of the held-out sets by bench/tune_gate.py); the best score wins.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from agent.semantic.classifier import LinearClassifier
from agent.semantic.embedder import StaticEmbedder
from compliance.guardrails import PRIORITY, Guardrail, check_guardrails

EXEMPLARS = Path(__file__).with_name("exemplars.csv")
THRESHOLDS = Path(__file__).with_name("thresholds.json")
NONE_LABEL = "none"
# Not a guardrail: a text about nothing at the resort (sports results, weather, homework).
# For the gate it counts as "none"; retrieval uses its score to decline honestly.
OFF_TOPIC_LABEL = "off_topic"
# Used for a category missing from thresholds.json: fire only when the model is sure.
DEFAULT_THRESHOLD = 0.9


@dataclass(frozen=True, slots=True)
class Exemplar:
    """One labelled text the classifier learns from (`category` is a Guardrail or "none")."""

    category: str
    language: str
    text: str


@dataclass(frozen=True, slots=True)
class GateVerdict:
    """What the gate decided: the category (or None), which layer fired, and its score."""

    guardrail: Guardrail | None
    layer: str | None
    score: float


def load_exemplars(path: Path = EXEMPLARS) -> list[Exemplar]:
    """Read the exemplar CSV (category,language,text); unknown categories are an error."""
    known = {str(category) for category in Guardrail} | {NONE_LABEL, OFF_TOPIC_LABEL}
    with path.open(encoding="utf-8", newline="") as handle:
        raw = list(csv.DictReader(handle))
    for line, fields in enumerate(raw, start=2):
        if None in fields:  # an unquoted comma split the text
            raise ValueError(f"{path}:{line}: more than 3 fields (quote texts with commas)")
    exemplars = [Exemplar(r["category"], r["language"], r["text"]) for r in raw]
    for exemplar in exemplars:
        if exemplar.category not in known:
            raise ValueError(f"{path}: unknown category {exemplar.category!r}")
    return exemplars


def load_thresholds(path: Path = THRESHOLDS) -> tuple[dict[Guardrail, float], float]:
    """Per-category score thresholds and the margin over "none" from JSON."""
    raw = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    thresholds = {Guardrail(k): float(v) for k, v in raw.get("thresholds", {}).items()}
    return thresholds, float(raw.get("margin", 0.0))


class SemanticGate:
    """The semantic layer: a classifier over exemplars and per-category thresholds."""

    def __init__(
        self,
        embedder: StaticEmbedder,
        exemplars: list[Exemplar],
        thresholds: Mapping[Guardrail, float],
        margin: float = 0.0,
    ) -> None:
        labels = [NONE_LABEL, *(str(category) for category in PRIORITY), OFF_TOPIC_LABEL]
        self._model = LinearClassifier(embedder, labels).fit(
            [e.text for e in exemplars], [e.category for e in exemplars]
        )
        self.thresholds = {c: thresholds.get(c, DEFAULT_THRESHOLD) for c in PRIORITY}
        self.margin = margin

    @classmethod
    def load(cls, embedder: StaticEmbedder) -> SemanticGate:
        """The gate from the packaged exemplars and thresholds."""
        thresholds, margin = load_thresholds()
        return cls(embedder, load_exemplars(), thresholds, margin)

    def scores(self, text: str) -> tuple[float, dict[Guardrail, float]]:
        """The "no guardrail" score (none or off-topic) and each category's, all in [0, 1]."""
        row = self._model.scores([text])[0]
        benign = max(float(row[0]), float(row[-1]))
        return benign, {c: float(row[1 + i]) for i, c in enumerate(PRIORITY)}

    def off_topic(self, text: str) -> float:
        """How much `text` reads as being about nothing at the resort, in [0, 1]."""
        return float(self._model.scores([text])[0][-1])

    def classify(self, text: str) -> GateVerdict:
        """The best-scoring category at its threshold and `margin` over "none"; else None."""
        none, scores = self.scores(text)
        category = pick(none, scores, self.thresholds, self.margin)
        if category is not None:
            return GateVerdict(category, "semantic", round(scores[category], 4))
        return GateVerdict(None, None, round(max(scores.values()), 4))


def pick(
    none: float,
    scores: Mapping[Guardrail, float],
    thresholds: Mapping[Guardrail, float],
    margin: float,
) -> Guardrail | None:
    """Of the categories at their threshold and `margin` over "none", the best-scoring one.

    Unlike the patterns, which can match several categories at once and so go by urgency, the
    classifier's scores compete: a complaint that scores just over crisis's low threshold but
    far higher as a complaint is a complaint.
    """
    passing = [c for c in PRIORITY if scores[c] >= thresholds[c] and scores[c] >= none + margin]
    return max(passing, key=lambda c: scores[c]) if passing else None


def check_layers(text: str, semantic: SemanticGate | None) -> GateVerdict:
    """Patterns first (score 1.0); when none match and a semantic layer is given, ask it."""
    guardrail = check_guardrails(text)
    if guardrail is not None:
        return GateVerdict(guardrail, "pattern", 1.0)
    if semantic is None:
        return GateVerdict(None, None, 0.0)
    return semantic.classify(text)
