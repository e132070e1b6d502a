# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
import os
import sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *


def report(name, oof):
    acc = (oof.argmax(1) == yl).mean()
    ll = -np.mean(np.log(np.maximum(oof[np.arange(len(yl)), yl], 1e-9)))
    # gate-like: positives (not none/off_topic) argmax right; none rows argmax in none/off_topic
    pos = ~np.isin(yl, [0, K - 1])
    am = oof.argmax(1)
    print(
        f"{name:28} acc {acc:.4f} logloss {ll:.3f} pos-right {(am[pos] == yl[pos]).mean():.4f} none-kept {np.isin(am[~pos], [0, K - 1]).mean():.4f} q-kept {np.isin(am[is_q], [0, K - 1]).mean():.4f}",
        flush=True,
    )


r = np.load(f"{D}/scores_ridge.npz")["oof"]
report("ridge", r)
cfgs = sys.argv[1:]
for c in cfgs:
    kind, *o = c.split(":")
    for e in map(int, o[1].split(",")):
        pass
for c in cfgs:
    kind, *o = c.split(":")
    oofs = {}
    # train once per fold up to max epochs, snapshotting at each listed epoch count: retrain (cheap)
    for e in map(int, o[1].split(",")):
        oof = np.zeros((len(yl), K), np.float32)
        for f in (0, 1):
            X, y, w = training(fold != f)
            if kind == "soft":
                sc = fit_mlp(X, y, w, hidden=0, epochs=e, lr=float(o[2]), l2=float(o[0]))[0]
            else:
                sc = fit_mlp(X, y, w, hidden=int(o[0]), epochs=e, lr=float(o[2]), l2=0.0)[0]
            del X
            oof[fold == f] = sc(Xl[fold == f])
        report(f"{kind}:{o[0]}:{e}:{o[2]}", oof)
