# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""Build the feature cache for the head experiment (tune side + AUTHORS31-36 only)."""

import os, sys, json, time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
sys.path.insert(0, "/work/wt/head")
import numpy as np
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, load_exemplars, LINEAR_TEXTS, EXEMPLARS, LABELS
from bench import linear_texts as lt
from bench.gate_data import load_half, DATA, NONE
from compliance.guardrails import check_guardrails, warm_guardrail_scan

t0 = time.time()
warm_guardrail_scan()
emb = StaticEmbedder.load()
gate = SemanticGate.load(emb)
model, nearest = gate._model, gate._nearest
ex = load_exemplars(EXEMPLARS)
lin = load_exemplars(LINEAR_TEXTS)
# source group of each linear text, as bench/linear_texts.py wrote them
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
print("unknown groups", sum(g[0] == "?" for g in groups))
auth = []
for n in range(31, 37):
    for r in load_half(f"authors{n}", DATA / f"guardrail_authors{n}.csv"):
        auth.append((n, r))


def feats(texts):
    return np.vstack([model.features(texts[i : i + 2000]) for i in range(0, len(texts), 2000)])


Xe = feats([e.text for e in ex])
print("ex", Xe.shape, np.count_nonzero(Xe), time.time() - t0)
Xl = feats([e.text for e in lin])
print("lin", Xl.shape, time.time() - t0)
Xa = feats([r.text for _, r in auth])
print("auth", Xa.shape, time.time() - t0)


def near(texts):
    return np.array([nearest.text_scores(model.text_features(t)) for t in texts], np.float32)


Nl = near([e.text for e in lin])
Na = near([r.text for _, r in auth])
print("near", time.time() - t0)
Ra = model.scores([r.text for _, r in auth])
Rl = model.scores([e.text for e in lin])
Pl = [str(check_guardrails(e.text) or "") for e in lin]
Pa = [str(check_guardrails(r.text) or "") for _, r in auth]
np.save("/tmp/headexp/Xe.npy", Xe)
np.save("/tmp/headexp/Xl.npy", Xl)
np.save("/tmp/headexp/Xa.npy", Xa)
np.savez("/tmp/headexp/meta.npz", Nl=Nl, Na=Na, Ra=Ra, Rl_in=Rl)
json.dump(
    {
        "labels": list(LABELS),
        "ye": [e.category for e in ex],
        "yl": [e.category for e in lin],
        "lin_text": [e.text for e in lin],
        "lin_group": groups,
        "lin_lang": [e.language for e in lin],
        "Pl": Pl,
        "auth": [[n, r.text, r.category, r.language, r.kind] for n, r in auth],
        "Pa": Pa,
    },
    open("/tmp/headexp/meta.json", "w"),
)
print("done", time.time() - t0)
