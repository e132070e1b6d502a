# ruff: noqa
"""Leave one new batch out (helper train40): for each of AUTHORS32-34, 39, 40, the head fitted on
exemplars + every new linear text but that batch's scores it; baseline: the head fitted on
exemplars + the old linear texts (= the shipped fit, the batch in no fit). Gate emulated with the
shipped calibration. Writes /tmp/train40/loo.npz rows aligned with meta.json's texts."""

import os, sys, json, time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "2")
sys.path.insert(0, os.getcwd())
import numpy as np
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import load_exemplars, EXEMPLARS, LABELS
from agent.semantic.classifier import LinearClassifier
from agent.semantic.softmax_head import SoftmaxHead
from agent.semantic.classifier import LINEAR_TEXT_WEIGHT

D = "/tmp/train40"
t0 = time.time()
emb = StaticEmbedder.load()
model = LinearClassifier(emb, LABELS)
ex = load_exemplars(EXEMPLARS)
new = load_exemplars(Path(f"{D}/new_linear.csv"))
meta = json.load(open(f"{D}/meta.json"))
src = np.array([g[1] for g in meta["groups"]])
in_old = np.load(f"{D}/cache.npz")["in_old"]


def feats(texts):
    return np.vstack([model.features(texts[i : i + 2000]) for i in range(0, len(texts), 2000)])


Xe, Xl = feats([e.text for e in ex]), feats([e.text for e in new])
ye = np.array([LABELS.index(e.category) for e in ex])
yl = np.array([LABELS.index(e.category) for e in new])


def fit(keep):
    X = np.vstack([Xe, Xl[keep]])
    y = np.concatenate([ye, yl[keep]])
    w = np.concatenate([np.ones(len(ye)), np.full(int(keep.sum()), LINEAR_TEXT_WEIGHT)])
    return SoftmaxHead(emb.dim, model.width - 1, len(LABELS)).fit_features(X, y, w)


base = fit(in_old).scores_of(Xl)
print("base", time.time() - t0, flush=True)
loo = base.copy()
for b in ("authors32", "authors33", "authors34", "authors39", "authors40"):
    rows = src == b
    loo[rows] = fit(~rows).scores_of(Xl[rows])
    print(b, int(rows.sum()), time.time() - t0, flush=True)
np.savez(f"{D}/loo.npz", base=base, loo=loo)
