# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""OOF scores of linear texts (2 group folds) and full-fit scores of AUTHORS31-36, per head."""

import os
import sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

name = sys.argv[1]
kind, *opts = name.split(":")


def fit(X, y, w):
    if kind == "ridge":
        return fit_ridge(X, y, w)
    if kind == "soft":  # soft:l2:epochs:lr
        return fit_mlp(
            X,
            y,
            w,
            hidden=0,
            epochs=int(opts[1]),
            lr=float(opts[2]),
            l2=float(opts[0]),
            seed=int(opts[3]) if len(opts) > 3 else 0,
        )[0]
    if kind == "mlp":  # mlp:hidden:epochs:lr:l2
        return fit_mlp(
            X,
            y,
            w,
            hidden=int(opts[0]),
            epochs=int(opts[1]),
            lr=float(opts[2]),
            l2=float(opts[3]),
            seed=int(opts[4]) if len(opts) > 4 else 0,
        )[0]


t0 = time.time()
oof = np.zeros((len(yl), K), np.float32)
for f in (0, 1):
    X, y, w = training(fold != f)
    score = fit(X, y, w)
    del X
    oof[fold == f] = score(Xl[fold == f])
    acc = (oof[fold == f].argmax(1) == yl[fold == f]).mean()
    print(
        name,
        "fold",
        f,
        "oof argmax acc",
        round(float(acc), 4),
        round(time.time() - t0),
        "s",
        flush=True,
    )
out = {"oof": oof}
if "--full" in sys.argv:
    X, y, w = training(np.ones(len(yl), bool))
    score = fit(X, y, w)
    del X
    out["auth"] = score(Xa)
np.savez(f"{D}/scores_{name.replace(':', '_')}.npz", **out)
print(name, "done", round(time.time() - t0), "s")
