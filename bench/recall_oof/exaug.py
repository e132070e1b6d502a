# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os

"""Fold-wise: add one fold's missed positives (7 categories) as exemplars; score the other fold."""
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu import *
import emu
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, load_exemplars, EXEMPLARS
from agent.semantic.classifier import NearestExemplars

SEVEN = [
    "prompt_injection",
    "bsa_aml",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
]
fold = np.concatenate(
    [c["fold"], np.array([0 if a[0] in ("authors32", "authors34") else 1 for a in auth])]
)
emb = StaticEmbedder.load()
gate = SemanticGate.load(emb)
model = gate._model
ex = load_exemplars(EXEMPLARS)
Xe = np.vstack(
    [model.features([e.text for e in ex][i : i + 2000]) for i in range(0, len(ex), 2000)]
)
ye = [e.category for e in ex]
base = shipped()
bp = verdicts(base)
lab_all = ["none"] + [str(k) for k in PRIORITY] + ["off_topic"]
mode = sys.argv[1] if len(sys.argv) > 1 else "miss"
for F in (0, 1):
    if mode == "miss":
        add = [
            i for i in range(len(texts)) if fold[i] == F and truth[i] in SEVEN and bp[i] != truth[i]
        ]
    else:  # every positive of the seven in fold F
        add = [i for i in range(len(texts)) if fold[i] == F and truth[i] in SEVEN]
    print("fold", F, "adds", len(add), flush=True)
    at = [texts[i] for i in add]
    Xa = model.features(at)
    order = np.argsort([lab_all.index(l) for l in ye + [truth[i] for i in add]], kind="stable")
    X = np.vstack([Xe, Xa])
    cats = ye + [truth[i] for i in add]
    bags = model.bag_counts([e.text for e in ex] + at)
    nn = NearestExemplars(model)
    nn.fit_features(X, cats, bags)
    ev = np.flatnonzero(fold != F)
    newN = np.array([nn.text_scores(model.text_features(texts[i])) for i in ev], np.float32)
    saved = emu.ROWS.copy()
    print(
        "  max change",
        float(np.abs(newN - c["Nl"].tolist() and 0 or newN).max()) if False else "",
        float(
            np.abs(
                (LINEAR_WEIGHT * np.vstack([c["oof"], c["Ha"]])[ev] + (1 - LINEAR_WEIGHT) * newN)
                - emu.ROWS[ev]
            ).max()
        ),
    )
    H = np.vstack([c["oof"], c["Ha"]])
    emu.ROWS[ev] = LINEAR_WEIGHT * H[ev] + (1 - LINEAR_WEIGHT) * newN
    p = verdicts(base)
    emu.ROWS[:] = saved
    ts, tn = table(bp, fold != F), table(p, fold != F)
    for k in SEVEN + ["crisis", "responsible_gaming", "none_alone", "q_flagged"]:
        print(f"  eval fold {1 - F} {k}: {ts[k]} -> {tn[k]}")
    for i in ev:
        if p[i] != bp[i]:
            print(
                "   ",
                "GAIN" if p[i] == truth[i] else ("LOSS" if bp[i] == truth[i] else "SWAP"),
                src[i],
                truth[i],
                bp[i],
                "->",
                p[i],
                repr(texts[i][:100]),
            )
