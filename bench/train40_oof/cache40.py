# ruff: noqa
"""OOF cache (helper train40): two folds by author batch / question set over the NEW linear texts.
For each fold f, the head fitted on exemplars + (OLD or NEW linear texts outside fold f) scores
fold f; nearest-exemplar scores from the shipped fit (exemplars unchanged)."""

import os, sys, json, time, csv

os.environ.setdefault("OPENBLAS_NUM_THREADS", "2")
sys.path.insert(0, os.getcwd())
import numpy as np
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, load_exemplars, EXEMPLARS, LABELS
from agent.semantic.softmax_head import SoftmaxHead
from agent.semantic.classifier import LINEAR_TEXT_WEIGHT
from bench import linear_texts as lt
from bench.gate_data import load_half

D = "/tmp/train40"
t0 = time.time()
emb = StaticEmbedder.load()
gate = SemanticGate.load(emb)  # shipped fit: only its nearest-exemplar part is used
model, nearest = gate._model, gate._nearest
ex = load_exemplars(EXEMPLARS)
new = load_exemplars(__import__("pathlib").Path(f"{D}/new_linear.csv"))
old_keys = {e.text.strip().lower() for e in load_exemplars(__import__("pathlib").Path(f"{D}/old_linear.csv"))}
src = {}
for path, split in lt.TUNE_SIDE_GUARDRAILS:
    for r in load_half(split, path):
        src.setdefault(r.text.strip().lower(), ("g", split))
for path, split in lt.TUNE_SIDE_QUESTIONS:
    lt._check_tune_side(split)
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line) if line.strip() else None
        if item is None or item["split"] != split:
            continue
        src.setdefault(item["question"].strip().lower(), ("q", split))
groups = [src.get(e.text.strip().lower(), ("?", "?")) for e in new]
print("unknown groups", sum(g[0] == "?" for g in groups), flush=True)
FOLD_A = {"authors21", "authors25", "authors26", "authors29", "tune", "fresh_tune",
          "authors32", "authors34", "authors40"}
QSETS = sorted({g[1] for g in groups if g[0] == "q"})
print("question sets", QSETS)


def fold_of(g):
    if g[0] == "g":
        return 0 if g[1] in FOLD_A else 1
    if g[0] == "q":
        return QSETS.index(g[1]) % 2
    return 0


fold = np.array([fold_of(g) for g in groups])
in_old = np.array([e.text.strip().lower() in old_keys for e in new])
print("new texts", len(new), "in old", in_old.sum(), "fold sizes", np.bincount(fold), flush=True)


def feats(texts):
    return np.vstack([model.features(texts[i : i + 2000]) for i in range(0, len(texts), 2000)])


Xe = feats([e.text for e in ex])
Xl = feats([e.text for e in new])
ye = np.array([LABELS.index(e.category) for e in ex])
yl = np.array([LABELS.index(e.category) for e in new])
print("feats", time.time() - t0, flush=True)
out = {}
for cond, pool in (("old", in_old), ("new", np.ones(len(new), bool))):
    oof = np.zeros((len(new), len(LABELS)), np.float32)
    for f in (0, 1):
        keep = (fold != f) & pool
        X = np.vstack([Xe, Xl[keep]])
        y = np.concatenate([ye, yl[keep]])
        w = np.concatenate([np.ones(len(ye)), np.full(int(keep.sum()), LINEAR_TEXT_WEIGHT)])
        head = SoftmaxHead(emb.dim, model.width - 1, len(LABELS)).fit_features(X, y, w)
        del X
        oof[fold == f] = head.scores_of(Xl[fold == f])
        print(cond, "fold", f, "train", int(keep.sum()), "acc",
              (oof[fold == f].argmax(1) == yl[fold == f]).mean(), time.time() - t0, flush=True)
    out[cond] = oof
    np.save(f"{D}/oof_{cond}.npy", oof)
Nl = np.array([nearest.text_scores(model.text_features(e.text)) for e in new], np.float32)
np.savez(f"{D}/cache.npz", old=out["old"], new=out["new"], Nl=Nl, fold=fold, in_old=in_old)
json.dump({"lin": [[e.category, e.language, e.text] for e in new], "groups": groups},
          open(f"{D}/meta.json", "w"))
print("done", time.time() - t0)
