# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
"""OOF cache: head fitted without one fold of linear texts scores that fold (exemplars in both);
nearest scores from the shipped fit; AUTHORS32-34,39 scored by the shipped fit (in no fit)."""

import os, sys, json, time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "2")
sys.path.insert(0, os.getcwd())
import numpy as np
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, load_exemplars, LINEAR_TEXTS, EXEMPLARS, LABELS
from agent.semantic.softmax_head import SoftmaxHead
from agent.semantic.classifier import LINEAR_TEXT_WEIGHT
from bench import linear_texts as lt
from bench.gate_data import load_half, source_of

D = "/tmp/recall3"
os.makedirs(D, exist_ok=True)
t0 = time.time()
emb = StaticEmbedder.load()
gate = SemanticGate.load(emb)
model, nearest = gate._model, gate._nearest
ex = load_exemplars(EXEMPLARS)
lin = load_exemplars(LINEAR_TEXTS)
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
groups = [src.get(e.text.strip().lower(), ("?", "?")) for e in lin]
print("unknown groups", sum(g[0] == "?" for g in groups), flush=True)
FOLD_A = {"authors21", "authors25", "authors26", "authors29", "tune", "fresh_tune"}
QSETS = sorted({g[1] for g in groups if g[0] == "q"})


def fold_of(g):
    if g[0] == "g":
        return 0 if g[1] in FOLD_A else 1
    if g[0] == "q":
        return QSETS.index(g[1]) % 2
    return 0


fold = np.array([fold_of(g) for g in groups])


def feats(texts):
    return np.vstack([model.features(texts[i : i + 2000]) for i in range(0, len(texts), 2000)])


Xe = feats([e.text for e in ex])
Xl = feats([e.text for e in lin])
print("feats", time.time() - t0, flush=True)
ye = np.array([LABELS.index(e.category) for e in ex])
yl = np.array([LABELS.index(e.category) for e in lin])
oof = np.zeros((len(lin), len(LABELS)), np.float32)
for f in (0, 1):
    keep = fold != f
    X = np.vstack([Xe, Xl[keep]])
    y = np.concatenate([ye, yl[keep]])
    w = np.concatenate([np.ones(len(ye)), np.full(int(keep.sum()), LINEAR_TEXT_WEIGHT)])
    head = SoftmaxHead(emb.dim, model.width - 1, len(LABELS)).fit_features(X, y, w)
    del X
    oof[fold == f] = head.scores_of(Xl[fold == f])
    print(
        "fold",
        f,
        "acc",
        (oof[fold == f].argmax(1) == yl[fold == f]).mean(),
        time.time() - t0,
        flush=True,
    )
Nl = np.array([nearest.text_scores(model.text_features(e.text)) for e in lin], np.float32)
# unseen tune-side author sets, shipped fit
auth = []
for sp in ("authors32", "authors33", "authors34", "authors39"):
    for r in load_half(sp, source_of(sp)):
        auth.append((sp, r))
Ha = np.array([gate._head.text_scores(model.text_features(r.text)) for _, r in auth], np.float32)
Na = np.array([nearest.text_scores(model.text_features(r.text)) for _, r in auth], np.float32)
np.savez(f"{D}/cache.npz", oof=oof, Nl=Nl, Ha=Ha, Na=Na, fold=fold)
json.dump(
    {
        "lin": [[e.category, e.language, e.text] for e in lin],
        "groups": groups,
        "auth": [[sp, r.text, r.category, r.language, r.kind] for sp, r in auth],
    },
    open(f"{D}/meta.json", "w"),
)
print("done", time.time() - t0)
