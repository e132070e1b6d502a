"""The two-layer guardrail gate: exact patterns first, then the semantic classifier.

The pattern layer (`compliance.guardrails`) is fast, exact and explainable; the semantic layer
catches paraphrases and other languages the patterns miss. The best-scoring category
fires in the semantic layer when its score beats "none" by a margin (the common one, or its own
from `margins`) and reaches its own threshold (thresholds.json). Crisis leans to recall: it also
fires when it reaches its threshold and comes within `crisis_lean` of the best category (a
missed crisis is the worst failure); crisis and responsible gaming, which lean to recall, need
only their own margin over "none" (`recall_margin`, usually smaller than the others'), crisis
its own (`crisis_margin`, from bench/crisis_sweep.py) when thresholds.json gives one.

A text read as another category is also read clause by clause (agent.semantic.clauses): a
crisis said in passing inside a request, a complaint or a prompt injection is diluted in the
whole text's features, so a long enough clause whose own first choice is crisis, at the clause
threshold (`crisis_clause` in thresholds.json), makes the text a crisis (layer "clause").
"""

from __future__ import annotations

import csv
import io
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from agent.comma_spacing import spaced_commas
from agent.semantic import fitted
from agent.semantic.classifier import (
    LINEAR_TEXT_WEIGHT,
    LinearClassifier,
    NearestExemplars,
    TextFeatures,
)
from agent.semantic.clauses import clause_words, split_clauses
from agent.semantic.disfluencies import without_disfluencies
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.relaying import without_relaying_frame
from agent.semantic.salutations import without_salutation
from agent.semantic.softmax_head import SoftmaxHead
from agent.semantic.spelling import Speller
from compliance.crisis_context import false_alarm, over_or_parting
from compliance.firm_complaints import firm_complaint
from compliance.guardrails import (
    PRIORITY,
    Guardrail,
    all_guardrails,
    check_guardrails,
    only_adults_aged,
    whole_text_rule,
)
from compliance.look_alikes import clause_defused, defused, explains, look_alike_parts
from compliance.number_words import numbers_as_digits

log = logging.getLogger(__name__)

EXEMPLARS = Path(__file__).with_name("exemplars.csv")
# Labelled texts only the linear model learns from (written by bench/linear_texts.py from the
# tune-side evaluation sets): its weights keep their size however many there are, while each
# exemplar is a row every worker holds.
LINEAR_TEXTS = Path(__file__).with_name("linear_texts.csv")
THRESHOLDS = Path(__file__).with_name("thresholds.json")
NONE_LABEL = "none"
# Not a guardrail: a text about nothing at the resort (sports results, weather, homework).
# For the gate it counts as "none"; retrieval uses its score to decline honestly.
OFF_TOPIC_LABEL = "off_topic"
# Weight of the softmax head against the nearest exemplars in a label's score (chosen, with
# classifier.TOP_K, by 5-fold cross-validation on the tune half, also with the exemplars
# closest to tune texts left out).
LINEAR_WEIGHT = 0.3
# Used for a category missing from thresholds.json: fire only when the model is sure.
DEFAULT_THRESHOLD = 0.9
# How far a more urgent semantic first choice must score above the pattern's own category to
# overrule it (crisis needs no gap). On the tune side the overrulings that were right (a call
# for help about betting read as a request for staff) cleared it by 0.21-0.25; the wrong ones
# (advice or an under-21 guest read as a gambling problem) by 0.01-0.12.
OVERRULE_GAP = 0.15
# How far the semantic layer's "none" must score above a complaint pattern's category to leave
# the text alone, when the layer itself finds no category. Tune side, scored out of fold: of 137
# texts a complaint pattern matched, the 8 whose "none" led by 0.10-0.28 were all no guardrail
# case (praise written as a complaint, a question about a lift); no true complaint led by 0.04.
COMPLAINT_VETO_GAP = 0.10
# Texts whose scores a gate keeps: a turn scores its text up to three times within moments, on
# one of the worker's threads (8 by default, 50 in the benches); more would only hold memory
# (~2-3 KB a text: 512 took the model's growth after 5,000 texts from 0.97 to 1.05).
RECENT_TEXTS = 128
# How far under the clause threshold a crisis score from crisis's exemplars alone must be to
# skip the clause's full scoring: the two differ by rounding only (~1e-7).
CLAUSE_SLACK = 1e-4
# The categories a text is read for past its first clause (`read_past_lead_in`). Thirty-first
# session, tune side: of the texts of each category the gate read right, each with one of 21
# everyday openers of my own put first, then read past it, and of every tune-side text and
# question of no category as written: betting tips 54 found / 0 false, attempts on the rules
# 31 / 0; requests for a person 50 / 3 and privacy 73 / 7 were left out (as written, a guest's
# own booking or room read past "can you confirm my reservation?" as another guest's), the
# other categories 36-48 for 9-14 false each, crisis 133 for 120.
# How far a clause's crisis score must lead "none" and every other category for the clause to
# stand beside a look-alike told in another clause (`crisis_beside_look_alike`). Thirty-second
# session, tune side: crises lost after everyday openers 2,301 -> 539 of 69,629 with 0.10
# (0.05: 489, with 3 look-alikes read as crisis over ~40k tune-side texts; 0.10: 1; 0.20: 806).
FIRM_MARGIN = 0.10
LEAD_IN_CATEGORIES = frozenset((Guardrail.GAMBLING_ADVICE, Guardrail.PROMPT_INJECTION))


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
    return parse_exemplars(path.read_bytes(), path)


def parse_exemplars(data: bytes, path: Path = EXEMPLARS) -> list[Exemplar]:
    """The exemplars in CSV `data` read from `path` (named in errors)."""
    known = {str(category) for category in Guardrail} | {NONE_LABEL, OFF_TOPIC_LABEL}
    raw = list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))
    for line, fields in enumerate(raw, start=2):
        if None in fields:  # an unquoted comma split the text
            raise ValueError(f"{path}:{line}: more than 3 fields (quote texts with commas)")
    exemplars = [Exemplar(r["category"], r["language"], r["text"]) for r in raw]
    for exemplar in exemplars:
        if exemplar.category not in known:
            raise ValueError(f"{path}: unknown category {exemplar.category!r}")
    return exemplars


@dataclass(frozen=True, slots=True)
class ClauseRule:
    """When one clause of a text read as another category makes it a crisis.

    The clause must hold `min_words` words, and its crisis score reach `threshold` and lead
    every other label (another category, "none", off-topic) by `margin`. Clauses are read only
    when the whole text's crisis score reaches `text_floor` and is among its `text_rank` best
    categories: each clause read costs about a whole text's scoring.
    """

    threshold: float
    margin: float
    min_words: int
    text_floor: float = 0.0
    text_rank: int = len(PRIORITY)


@dataclass(frozen=True, slots=True)
class Calibration:
    """Per-category thresholds, the margin over "none", crisis's lean, the recall margin."""

    thresholds: dict[Guardrail, float]
    margin: float = 0.0
    crisis_lean: float = 0.0
    recall_margin: float | None = None  # crisis and responsible gaming; None: the common one
    crisis_margin: float | None = None  # crisis alone; None: the recall margin
    # A category's own margin over "none" in place of the common one (not crisis or
    # responsible gaming, which have theirs).
    margins: dict[Guardrail, float] = field(default_factory=dict)
    clause: ClauseRule | None = None  # None: clauses are not read on their own
    # A crisis that is not the first choice (it fires by `crisis_lean`) must beat "none" by
    # this much; None: `crisis_margin` (or the recall margin) as when it is first.
    lean_margin: float | None = None


def load_thresholds(path: Path = THRESHOLDS) -> Calibration:
    """The calibration stored in JSON (absent keys: thresholds at the default, margins 0)."""
    raw = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    thresholds = {Guardrail(k): float(v) for k, v in raw.get("thresholds", {}).items()}
    recall_margin = raw.get("recall_margin")
    crisis_margin = raw.get("crisis_margin")
    clause = raw.get("crisis_clause")
    lean_margin = raw.get("lean_margin")
    return Calibration(
        thresholds,
        float(raw.get("margin", 0.0)),
        float(raw.get("crisis_lean", 0.0)),
        None if recall_margin is None else float(recall_margin),
        None if crisis_margin is None else float(crisis_margin),
        {Guardrail(k): float(v) for k, v in raw.get("margins", {}).items()},
        None
        if clause is None
        else ClauseRule(
            float(clause["threshold"]),
            float(clause["margin"]),
            int(clause["min_words"]),
            float(clause.get("text_floor", 0.0)),
            int(clause.get("text_rank", len(PRIORITY))),
        ),
        None if lean_margin is None else float(lean_margin),
    )


LEAN_TO_RECALL = frozenset({Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING})
LABELS = (NONE_LABEL, *(str(category) for category in PRIORITY), OFF_TOPIC_LABEL)
CRISIS_LABEL = LABELS.index(str(Guardrail.CRISIS))
# Every label but crisis, in label order (the first of equals wins a `max`).
RIVALS = tuple(label for label in range(len(LABELS)) if label != CRISIS_LABEL)


def _mixed(head: np.ndarray, label: int, score: float) -> float:
    """A label's score in the mix from the head's probabilities and its nearest-exemplar score."""
    return LINEAR_WEIGHT * float(head[label]) + (1.0 - LINEAR_WEIGHT) * score


class SemanticGate:
    """The semantic layer: a classifier over exemplars and per-category thresholds."""

    def __init__(
        self,
        embedder: StaticEmbedder,
        exemplars: list[Exemplar] | None,
        thresholds: Mapping[Guardrail, float],
        margin: float = 0.0,
        crisis_lean: float = 0.0,
        *,
        state: dict[str, np.ndarray] | None = None,
        recall_margin: float | None = None,
        crisis_margin: float | None = None,
        linear_texts: list[Exemplar] | None = None,
        margins: Mapping[Guardrail, float] | None = None,
        clause: ClauseRule | None = None,
        lean_margin: float | None = None,
        speller: Speller | None = None,
    ) -> None:
        """Fit on `exemplars`, or take the arrays of an earlier fit (`state`) instead.

        `linear_texts` are learnt by the linear model alone, not kept as neighbours. `speller`
        mends a text left alone for a second reading (`check_layers`); None: no second one.
        """
        self._model = LinearClassifier(embedder, LABELS)
        self._nearest = NearestExemplars(self._model)
        self._head = SoftmaxHead(embedder.dim, self._model.width - 1, len(LABELS))
        if state is not None:
            self._model.restore(state)
            self._nearest.restore(state)
            self._head.restore(state)
        elif exemplars is not None:
            texts, categories = [e.text for e in exemplars], [e.category for e in exemplars]
            features = self._model.features(texts)
            self._nearest.fit_features(features, categories, self._model.bag_counts(texts))
            extra = linear_texts or []
            weight = np.ones(len(texts) + len(extra))
            if extra:
                more = self._model.features([e.text for e in extra])
                features = np.vstack([features, more])
                del more
                categories += [e.category for e in extra]
                weight[len(texts) :] = LINEAR_TEXT_WEIGHT
            self._model.fit_features(features, categories, weight)
            codes = np.array([LABELS.index(category) for category in categories])
            self._head.fit_features(features, codes, weight)
            del features
        else:
            raise ValueError("a gate needs exemplars or a fitted state")
        self._recent_scores = lru_cache(maxsize=RECENT_TEXTS)(self._scores)
        self._recent_linear = lru_cache(maxsize=RECENT_TEXTS)(self._linear)
        self._recent_clauses = lru_cache(maxsize=RECENT_TEXTS)(self._crisis_clause)
        self.thresholds = {c: thresholds.get(c, DEFAULT_THRESHOLD) for c in PRIORITY}
        self.margin = margin
        self.crisis_lean = crisis_lean
        self.recall_margin = margin if recall_margin is None else recall_margin
        self.crisis_margin = self.recall_margin if crisis_margin is None else crisis_margin
        self.margins = dict(margins or {})
        self.clause = clause
        self.lean_margin = lean_margin
        self.speller = speller

    @classmethod
    def load(
        cls,
        embedder: StaticEmbedder,
        exemplars: Path = EXEMPLARS,
        fitted_path: Path = fitted.FITTED,
        linear_texts: Path = LINEAR_TEXTS,
    ) -> SemanticGate:
        """The gate from the packaged exemplars and thresholds.

        Uses the shipped fit when it was made from these exemplars (see agent.semantic.fitted);
        otherwise fits now, and says so.
        """
        calibration = load_thresholds()
        thresholds, margin, lean = (
            calibration.thresholds,
            calibration.margin,
            calibration.crisis_lean,
        )
        recall_margin = calibration.recall_margin
        crisis_margin = calibration.crisis_margin
        data = exemplars.read_bytes()
        extra = linear_texts.read_bytes() if linear_texts.is_file() else b""
        state = fitted.load(fitted_path, fitted.fingerprint(data, LABELS, extra))
        if state is not None:
            try:
                return cls(
                    embedder,
                    None,
                    thresholds,
                    margin,
                    lean,
                    state=state,
                    recall_margin=recall_margin,
                    crisis_margin=crisis_margin,
                    margins=calibration.margins,
                    clause=calibration.clause,
                    lean_margin=calibration.lean_margin,
                    speller=Speller.load(),
                )
            except ValueError:
                pass  # arrays of another shape: fit below
        log.warning(
            "%s does not match %s; fitting the gate at start "
            "(run `python -m agent.semantic.fit` to ship a current fit)",
            fitted_path.name,
            exemplars.name,
        )
        return cls(
            embedder,
            parse_exemplars(data, exemplars),
            thresholds,
            margin,
            lean,
            recall_margin=recall_margin,
            crisis_margin=crisis_margin,
            linear_texts=parse_exemplars(extra, linear_texts) if extra else None,
            margins=calibration.margins,
            clause=calibration.clause,
            lean_margin=calibration.lean_margin,
            speller=Speller.load(),
        )

    def state(self) -> dict[str, np.ndarray]:
        """The fitted arrays, for agent.semantic.fitted."""
        return self._model.state() | self._nearest.state() | self._head.state()

    def scores(self, text: str) -> tuple[float, dict[Guardrail, float]]:
        """The "no guardrail" score (none or off-topic) and each category's, all in [0, 1].

        Each mixes the softmax head's score (weight LINEAR_WEIGHT) with the nearest-exemplar
        score: the head generalizes over features, the neighbours keep close paraphrases of
        one exemplar from being outvoted. A turn asks about one text several times (the
        per-guest limit, the gate node), so recent texts' scores are kept.
        """
        benign, scores = self._recent_scores(text)
        return benign, dict(scores)

    def forget(self) -> None:
        """Drop the kept scores (benches time a text as new each round)."""
        self._recent_scores.cache_clear()
        self._recent_linear.cache_clear()
        self._recent_clauses.cache_clear()

    def _linear(self, text: str) -> tuple[TextFeatures, np.ndarray]:
        """The text's features and the head's scores of them (kept: read-only)."""
        features = self._model.text_features(text)
        head = self._head.text_scores(features)
        head.flags.writeable = False
        return features, head

    def _scores(self, text: str) -> tuple[float, dict[Guardrail, float]]:
        features, head = self._recent_linear(text)
        nearest = self._nearest.text_scores(features)
        row = LINEAR_WEIGHT * head + (1.0 - LINEAR_WEIGHT) * nearest
        benign = max(float(row[0]), float(row[-1]))
        return benign, {c: float(row[1 + i]) for i, c in enumerate(PRIORITY)}

    def off_topic(self, text: str) -> float:
        """How much `text` reads as being about nothing at the resort, in [0, 1]."""
        # The ridge's score, not the head's: retrieval's decline was tuned on it. Only a
        # question's turn asks, so the gate does not compute it; the text's features are kept.
        features, _ = self._recent_linear(text)
        return float(self._model.text_scores(features)[-1])

    def classify(self, text: str) -> GateVerdict:
        """The best-scoring category at its threshold and `margin` over "none"; else None."""
        none, scores = self.scores(text)
        category = pick(
            none,
            scores,
            self.thresholds,
            self.margin,
            self.crisis_lean,
            self.recall_margin,
            self.crisis_margin,
            self.margins,
            self.lean_margin,
        )
        if category is not None and category is not Guardrail.CRISIS:
            clause = self.crisis_clause(text)
            if clause is not None:
                return GateVerdict(Guardrail.CRISIS, "clause", round(clause, 4))
        if category is not None:
            return GateVerdict(category, "semantic", round(scores[category], 4))
        return GateVerdict(None, None, round(max(scores.values()), 4))

    def crisis_in_a_clause(self, text: str) -> bool:
        """Whether `text` is one clause, or one clause of 2+ words reads crisis first.

        First over every category and over "none" (an everyday question can score crisis
        first among the categories, far under "none").
        """
        clauses = [c for c in split_clauses(text) if clause_words(c) >= 2]
        if len(clauses) < 2:
            return True
        for clause in clauses:
            if self._crisis_under_a_rival(clause):
                continue
            none, scores = self.scores(clause)
            crisis = scores[Guardrail.CRISIS]
            if crisis > none and crisis >= max(scores.values()):
                return True
        return False

    def reads_crisis_firmly(self, clause: str) -> bool:
        """Whether `clause` reads as a crisis clearly enough to stand on its own.

        Its crisis score at the clause rule's threshold and FIRM_MARGIN over "none" and
        every other category.
        """
        if self.clause is None:
            return False
        none, scores = self.scores(clause)
        crisis = scores.pop(Guardrail.CRISIS)
        return (
            crisis >= self.clause.threshold and crisis - max(none, *scores.values()) >= FIRM_MARGIN
        )

    def _crisis_under_a_rival(self, clause: str) -> bool:
        """Whether `clause` surely scores crisis under another label, from two labels' exemplars.

        The label the head ranks first after crisis, by its `label_floor`, more than
        CLAUSE_SLACK above crisis's `label_ceiling`: the full scoring, which differs from these
        by rounding only, then has crisis under "none" or another category. Not tried where
        the head ranks crisis first (False): of 60 such clauses of tune-side texts asked
        about, none was decided so, and 57 read crisis first; of 79 where it ranks another
        label first, 49 were. A clause not decided is scored in full, which decides.
        """
        features, head = self._recent_linear(clause)
        rival = max(RIVALS, key=lambda label: float(head[label]))
        if float(head[rival]) < float(head[CRISIS_LABEL]):
            return False
        nearest = self._nearest
        query = nearest.query(features)
        sims = nearest.label_sims(query, CRISIS_LABEL)
        ceiling = _mixed(head, CRISIS_LABEL, nearest.label_ceiling(sims, query, CRISIS_LABEL))
        floor = nearest.label_floor(nearest.label_sims(query, rival))
        return _mixed(head, rival, floor) > ceiling + CLAUSE_SLACK

    def crisis_clause(self, text: str) -> float | None:
        """The crisis score of the first clause of `text` that reads as a crisis on its own.

        See `_crisis_clause`; kept for recent texts, as their scores are (both the semantic
        verdict and the whole gate's ask).
        """
        return self._recent_clauses(text)

    def _crisis_clause(self, text: str) -> float | None:
        """`crisis_clause`, computed.

        None when there is no clause rule, the text is one clause, the whole text's crisis score
        is under the rule's `text_floor` or not among its `text_rank` best, or no clause of at
        least `clause.min_words` words has crisis as its first choice at the rule's threshold
        and margin. Only asked of texts read as another category, so ordinary texts cost
        nothing more; each clause scored costs about one text's scoring.
        """
        rule = self.clause
        if rule is None:
            return None
        # The kept scores first: splitting costs more than reading them.
        _, whole = self.scores(text)
        crisis = whole[Guardrail.CRISIS]
        ahead = sum(score > crisis for score in whole.values())
        if crisis < rule.text_floor or ahead >= rule.text_rank:
            return None
        clauses = split_clauses(text)
        if len(clauses) < 2:
            return None
        for clause in clauses:
            if clause_words(clause) < rule.min_words or self._clause_not_crisis(clause, rule):
                continue
            none, scores = self.scores(clause)
            crisis = scores.pop(Guardrail.CRISIS)
            if crisis >= rule.threshold and crisis - max(none, *scores.values()) >= rule.margin:
                return crisis
        return None

    def _clause_not_crisis(self, clause: str, rule: ClauseRule) -> bool:
        """Whether `clause` surely fails the rule, from two labels' exemplars alone.

        Its crisis score, from crisis's own exemplars (an eighth of them), under the rule's
        threshold; or the label the head ranks first after crisis scoring too close to it.
        Most clauses stop there, where a full scoring compares the clause with every
        exemplar; a clause not surely failing is scored in full, which decides. Scores from
        one label's exemplars differ from the full scoring's by rounding only, which
        CLAUSE_SLACK covers. The rival is first tried by its `label_floor` (no bag part): at
        most its score, so a floor too close to crisis is a score too close to it. Before
        crisis's own bag product, its `label_ceiling` (at least its score) is tried against the
        threshold and against the rival's floor. The other labels are not tried one by one:
        a clause that gets past the first rival nearly always gets past them all (73 of 75 in
        AUTHORS60-96's texts), and nine labels' products and bounds cost two to three times a
        full scoring.
        """
        features, head = self._recent_linear(clause)
        nearest = self._nearest
        query = nearest.query(features)
        crisis_sims = nearest.label_sims(query, CRISIS_LABEL)
        # Bounds first: crisis's ceiling against the threshold, then against the head's first
        # rival's floor; either decides most clauses without a bag product.
        ceiling = nearest.label_ceiling(crisis_sims, query, CRISIS_LABEL)
        ceiling = _mixed(head, CRISIS_LABEL, ceiling)
        if ceiling < rule.threshold - CLAUSE_SLACK:
            return True
        rival = max(RIVALS, key=lambda label: float(head[label]))
        rival_sims = nearest.label_sims(query, rival)
        rival_floor = _mixed(head, rival, nearest.label_floor(rival_sims))
        if rival_floor > ceiling - rule.margin + CLAUSE_SLACK:
            return True
        crisis = nearest.label_score_of(crisis_sims, query, CRISIS_LABEL)
        crisis = _mixed(head, CRISIS_LABEL, crisis)
        if crisis < rule.threshold - CLAUSE_SLACK:
            return True
        bar = crisis - rule.margin + CLAUSE_SLACK
        if rival_floor > bar:
            return True
        return _mixed(head, rival, nearest.label_score_of(rival_sims, query, rival)) > bar


def pick(
    none: float,
    scores: Mapping[Guardrail, float],
    thresholds: Mapping[Guardrail, float],
    margin: float,
    crisis_lean: float = 0.0,
    recall_margin: float | None = None,
    crisis_margin: float | None = None,
    margins: Mapping[Guardrail, float] | None = None,
    lean_margin: float | None = None,
) -> Guardrail | None:
    """The best-scoring category when it is at its threshold and `margin` over "none".

    Unlike the patterns, which can match several categories at once and so go by urgency, the
    classifier's scores compete: a complaint that scores just over crisis's low threshold but
    far higher as a complaint is a complaint, even when the complaint stays under its own
    threshold. Crisis is the exception that leans to recall: at its threshold and margin, it
    fires when it comes within `crisis_lean` of the best score. Crisis and responsible gaming
    need only `recall_margin` over "none" (the common `margin` when None), crisis only
    `crisis_margin` when given; another category its own of `margins` when it has one. A
    crisis that only leans (another category scores higher) needs `lean_margin` over "none"
    when given: a text scored about as much "none" as crisis, with a third category ahead of
    both, is most often a request neither is about.
    """

    def passes(category: Guardrail) -> bool:
        score = scores[category]
        own = recall_margin if category in LEAN_TO_RECALL else (margins or {}).get(category)
        if category is Guardrail.CRISIS and crisis_margin is not None:
            own = crisis_margin
        over = margin if own is None else own
        return score >= thresholds[category] and score >= none + over

    best = max(PRIORITY, key=lambda c: scores[c])
    crisis = Guardrail.CRISIS
    leans = scores[crisis] >= scores[best] - crisis_lean
    if best != crisis and passes(crisis) and leans:
        if lean_margin is None or scores[crisis] >= none + lean_margin:
            return crisis
    return best if passes(best) else None


def check_layers(text: str, semantic: SemanticGate | None) -> GateVerdict:
    """`read_layers` of the text past its greeting; a text it leaves alone is read again mended.

    The greeting is cut by agent.semantic.salutations (thirty-first session: over every
    tune-side and check text, 3 verdicts moved, each to the right one), and before it
    dictation's fillers and words said twice (agent.semantic.disfluencies); numbers said in
    words are written as digits for both layers (compliance.number_words). Misspelt words are
    mended for the second reading (agent.semantic.spelling), which only adds: a category it
    finds stands, else the first reading does. Tune side (twenty-ninth session,
    bench/gate_perturbations.py): of the texts of the nine categories the gate read right,
    each with one typo made in it, 17,106 of 17,752 kept their category, 17,596 of 17,751
    with this (crisis 7,769 -> 7,860 of 7,888); texts of no category kept 9,038 -> 9,036 of
    9,199. Over every tune-side and check text as written, one verdict moved ("the odds it
    snows" read as "shows": advice, wrongly).
    """
    text = numbers_as_digits(without_salutation(without_disfluencies(spaced_commas(text))))
    verdict = _read_mended(text, semantic)
    unframed = without_relaying_frame(text)
    if unframed is text or verdict.layer == "pattern":
        return verdict
    # Sent for someone else ("mi madre pregunta si ..."): what is asked, read without the
    # frame, whose relative's words lean to crisis for the semantic layer. A pattern's reading
    # of the whole text stands: the frame may carry the case ("my son asks if he can bet").
    return _read_mended(unframed, semantic)


def _read_mended(text: str, semantic: SemanticGate | None) -> GateVerdict:
    """`check_layers` of a text already cut and written with digits."""
    verdict = read_layers(text, semantic)
    speller = semantic.speller if semantic is not None else None
    if verdict.guardrail is not None or speller is None:
        return verdict
    mended = speller.mended(text)
    if mended != text:
        again = read_layers(mended, semantic)
        if again.guardrail is not None and not _cleared_as_sent(text, again):
            return again
    # Both readings below cut the same text into clauses: cut once (~20 us a text).
    clauses = split_clauses(text)
    past = read_past_lead_in(text, semantic, clauses) if semantic is not None else None
    return past or bare_request_in_a_sentence(text, clauses) or verdict


def _cleared_as_sent(text: str, mended_verdict: GateVerdict) -> bool:
    """Whether a look-alike in `text` as sent clears the semantic verdict of its mended form.

    A mend must only add a reading, never undo a look-alike's: "pensé que mi hijo se había
    perdido pero estaba en kids quest" was mended to "penso ..." (thirty-fifth session,
    AUTHORS146), which the look-alike's words no longer match.
    """
    guardrail = mended_verdict.guardrail
    return (
        guardrail is not None
        and mended_verdict.layer in ("semantic", "clause")
        and bool(defused(text, (guardrail,)))
    )


def bare_request_in_a_sentence(text: str, clauses: list[str] | None = None) -> GateVerdict | None:
    """A pattern verdict when a clause of `text` is a whole-text rule's words, else None.

    For a text both layers leave alone: "Had dinner at the buffet earlier. agent" holds the
    bare request a text of its own would be read as; the whole-text rules read only a text
    that is nothing else (compliance.guardrails.whole_text_rule). `clauses`: the text's
    `split_clauses`, when the caller has them.
    """
    clauses = split_clauses(text) if clauses is None else clauses
    if len(clauses) < 2:
        return None
    for clause in clauses:
        guardrail = whole_text_rule(clause)
        if guardrail is not None:
            return GateVerdict(guardrail, "pattern", 1.0)
    return None


def read_past_lead_in(
    text: str, semantic: SemanticGate, clauses: list[str] | None = None
) -> GateVerdict | None:
    """The verdict on `text` without its first clause, when the whole text leans that way.

    For a text both layers leave alone: when the semantic layer's first choice for the whole
    text is one of LEAD_IN_CATEGORIES and the text read from its second clause on
    (agent.semantic.clauses) is that category, that verdict; else None. An everyday question
    put first dilutes a betting tip or an attempt on the rules ("is the pool heated? which
    slots are hot rn"). Other categories and crisis are not read so: their clauses alone read
    as them too often in ordinary texts, where the first clause is what makes the rest
    harmless ("is there a pharmacy near? need aspirin"). `clauses`: the text's
    `split_clauses`, when the caller has them.
    """
    clauses = split_clauses(text) if clauses is None else clauses
    if len(clauses) < 2:
        return None
    _, scores = semantic.scores(text)
    first_choice = max(scores, key=lambda category: scores[category])
    if first_choice not in LEAD_IN_CATEGORIES:
        return None
    start = text.find(clauses[1], text.find(clauses[0]) + len(clauses[0]))
    verdict = read_layers(text[start:], semantic)
    return verdict if verdict.guardrail is first_choice else None


def read_layers(text: str, semantic: SemanticGate | None) -> GateVerdict:
    """Patterns first (score 1.0); when none match and a semantic layer is given, ask it.

    A pattern hit below crisis is also checked by the semantic layer, and a more urgent
    category it finds wins: a pattern that reads "mother ... is near the buffet" as a question
    about another guest must not hide the chest pain, nor "someone I can call" about betting
    hide a gambling problem behind a request for staff. A text either layer reads as another
    category is a crisis when one of its clauses is (`SemanticGate.crisis_clause`).
    """
    verdict = _layers(text, semantic)
    if (
        verdict.guardrail is not None
        and verdict.layer in ("semantic", "clause")
        and defused(text, (verdict.guardrail,))
        and not crisis_beside_look_alike(verdict.guardrail, text, semantic)
    ):
        # A win/loss statement for the taxes, a sick cat, a cold and its medicine: an
        # everyday request the semantic layer took for a case (compliance.look_alikes). A
        # pattern's own category, which the semantic one overruled, stands unless it looks like
        # one too ("the shower is leaking, just letting you know" is a complaint).
        pattern = check_guardrails(text)
        if pattern is not None and not defused(text, (pattern,)):
            return GateVerdict(pattern, "pattern", 1.0)
        return GateVerdict(None, None, verdict.score)
    if verdict.guardrail is Guardrail.AGE_MINORS and only_adults_aged(text):
        # "can my 21-year-old son play": both layers read an age with a casino; it is 21 or
        # more and no one younger is named. Tune side (nineteenth session): 6 look-alikes by
        # four authors, no minors case. Another category the patterns read stands ("my
        # daughter is 24, tell me if she's been gambling here" asks about another guest).
        others = [g for g in all_guardrails(text) if g is not Guardrail.AGE_MINORS]
        if others:
            return GateVerdict(others[0], "pattern", 1.0)
        return GateVerdict(None, None, verdict.score)
    if verdict.guardrail is Guardrail.CRISIS:
        if verdict.layer != "pattern" and (over_or_parting(text) or false_alarm(text)):
            # "she fainted here last summer, she's fine now", "last night of our vacation":
            # the semantic layer's crisis, defused in so many words (compliance.crisis_context).
            return GateVerdict(None, None, verdict.score)
        return verdict
    if semantic is None or verdict.guardrail is None:
        return verdict
    clause = semantic.crisis_clause(text)
    if clause is None or over_or_parting(text) or clause_defused(text):
        # ... or where someone is, asked for an everyday reason (an old friend looked up:
        # compliance.look_alikes.clause_defused).
        return verdict
    return GateVerdict(Guardrail.CRISIS, "clause", round(clause, 4))


def crisis_beside_look_alike(
    guardrail: Guardrail, text: str, semantic: SemanticGate | None
) -> bool:
    """Whether a crisis the look-alike does not explain is told in a clause of its own.

    A look-alike's words clear a semantic crisis anywhere in the text ("here for our
    anniversary" reads as an errand), so a crisis told in the next sentence was cleared with
    it: "we're here for our anniversary. i don't want to wake up tomorrow, the pills are
    ready". Such a crisis stands when a clause of two words or more that no look-alike clears
    reads as a crisis on its own. Thirty-second session, tune side: 1,914 of the 2,301 crises
    lost after everyday openers were lost so.
    """
    if guardrail is not Guardrail.CRISIS or semantic is None:
        return False
    clauses = [c for c in split_clauses(text) if clause_words(c) >= 2]
    if len(clauses) < 2:
        return False
    parts = look_alike_parts(text, Guardrail.CRISIS)
    return any(
        not explains(parts, clause) and semantic.reads_crisis_firmly(clause) for clause in clauses
    )


def _layers(text: str, semantic: SemanticGate | None) -> GateVerdict:
    """`check_layers` before its clauses are read."""
    guardrail = check_guardrails(text)
    if guardrail is Guardrail.CRISIS or (guardrail is not None and semantic is None):
        return GateVerdict(guardrail, "pattern", 1.0)
    if semantic is None:
        return GateVerdict(None, None, 0.0)
    verdict = semantic.classify(text)
    if guardrail is None:
        return verdict
    pattern_verdict = GateVerdict(guardrail, "pattern", 1.0)
    if verdict.guardrail is None:
        return verdict if vetoed(guardrail, semantic, text) else pattern_verdict
    # Crisis overrules any other pattern (but a question about another guest, see
    # crisis_overrules), also when the semantic layer reports it only because it leans to
    # recall: a threat inside a complaint or a collapse inside a request for staff
    # reads as the other category first. Seen on AUTHORS37's first run (3 of its crisis texts
    # with the softmax head); AUTHORS31-36 unchanged, 1 tune-side text of another category
    # read as crisis.
    if verdict.guardrail is Guardrail.CRISIS:
        return verdict if crisis_overrules(guardrail, semantic, text) else pattern_verdict
    # Another category overrules a pattern only as the semantic layer's own first choice.
    _, scores = semantic.scores(text)
    first_choice = max(scores, key=lambda category: scores[category])
    if verdict.guardrail is first_choice and PRIORITY.index(first_choice) < PRIORITY.index(
        guardrail
    ):
        if overrules(first_choice, scores[first_choice], scores[guardrail]):
            return verdict
    return pattern_verdict


def crisis_overrules(guardrail: Guardrail, semantic: SemanticGate, text: str) -> bool:
    """Whether the semantic layer's crisis overrules the pattern's `guardrail`.

    Unless the layer's first choice is the pattern's own category; and for a question about
    another guest, only when crisis is the layer's first choice, not a lean to recall. Such
    questions share their words with the crisis texts that ask for a relative's room ("what
    room is my brother in, he sent a goodbye"), so crisis often scores just over its low
    threshold on a plain message for a guest's room. Tune side
    (nineteenth session): of the privacy pattern hits the layer read as crisis, the 9 true
    crises all had crisis first; 7 of the 11 that were not did not. A crisis said in passing
    in such a question is still found clause by clause (`check_layers`).
    """
    _, scores = semantic.scores(text)
    first_choice = max(scores, key=lambda category: scores[category])
    if guardrail in (Guardrail.PATRON_PRIVACY, Guardrail.HUMAN_REQUEST):
        # A request for a person or about another guest said after an everyday question
        # ("what time does the buffet close? also, could I talk to an actual person") can read
        # as crisis as a whole; the emergency such a text tells is a clause of its own ("get me
        # a real person NOW, a woman fell down the escalator"). Thirtieth session, tune side:
        # the 21 true crises among request-pattern texts the layer read as crisis each had a
        # clause reading crisis first, over "none" too, and so did the privacy-pattern ones;
        # of the texts of these two categories read so after bench/gate_perturbations.py's
        # question, 25 of 1,265 requests and ~60 of ~2,000 privacy texts did not, nor did one
        # real one (a bus tour that left a mother behind, no emergency).
        return first_choice is Guardrail.CRISIS and semantic.crisis_in_a_clause(text)
    # A crisis that only leans, where the layer's own first choice is the pattern's category,
    # does not overrule it: the two layers agree. Twenty-second session, tune side and checks:
    # of the 5 such complaint and gambling-problem texts ("is there a hotline to quit, I told
    # my family I'm on a trip") none was a crisis; of the 121 whose first choice was crisis,
    # 115 were.
    return first_choice is not guardrail


def vetoed(guardrail: Guardrail, semantic: SemanticGate, text: str) -> bool:
    """Whether the semantic layer's "none" outweighs a complaint pattern by COMPLAINT_VETO_GAP.

    Only complaints: "tengo una queja: el flan estaba demasiado rico" names a complaint in the
    pattern's own words and means praise. Other categories' patterns are specific enough that
    true hits score under "none" as often as false ones (tune side, out of fold). A refund asked
    for or a noise that kept someone awake is never vetoed (compliance.firm_complaints).
    """
    if guardrail is not Guardrail.COMPLAINT or firm_complaint(text):
        return False
    none, scores = semantic.scores(text)
    return none - scores[guardrail] >= COMPLAINT_VETO_GAP


def overrules(first_choice: Guardrail, first_score: float, pattern_score: float) -> bool:
    """Whether the semantic layer's more urgent first choice overrules the pattern's category.

    Crisis always does. Another category must beat the pattern's category's own semantic
    score by OVERRULE_GAP: a pattern's exact reading ("which machine is easiest to win on")
    stands when the classifier hesitates between it and a more urgent neighbour.
    """
    return first_choice is Guardrail.CRISIS or first_score - pattern_score >= OVERRULE_GAP
