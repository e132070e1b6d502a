# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""Head experiment: fits (ridge, softmax, MLP) on cached features; gate emulation."""

import os, sys, json

sys.path.insert(0, "/work/wt/head")
import numpy as np
from agent.semantic.classifier import _primal_ridge
from agent.semantic.gate import pick, check_layers, GateVerdict, LINEAR_WEIGHT
from compliance.guardrails import PRIORITY, Guardrail

D = "/tmp/headexp"
meta = json.load(open(f"{D}/meta.json"))
LABELS = meta["labels"]
arr = np.load(f"{D}/meta.npz")
Xe = np.load(f"{D}/Xe.npy", mmap_mode="r")
Xl = np.load(f"{D}/Xl.npy", mmap_mode="r")
Xa = np.load(f"{D}/Xa.npy", mmap_mode="r")
ye = np.array([LABELS.index(c) for c in meta["ye"]])
yl = np.array([LABELS.index(c) for c in meta["yl"]])
FOLD_A = {"authors21", "authors25", "authors26", "authors29", "tune", "fresh_tune"}
QSETS = sorted({g[1] for g in meta["lin_group"] if g[0] == "q"})


def fold_of(g):
    if g[0] == "g":
        return 0 if g[1] in FOLD_A else 1
    return QSETS.index(g[1]) % 2


fold = np.array([fold_of(g) for g in meta["lin_group"]])
is_q = np.array([g[0] == "q" for g in meta["lin_group"]])
K = len(LABELS)


def training(keep):
    """Features, labels and weights: exemplars (1) + linear texts where keep (0.5)."""
    X = np.vstack([Xe, Xl[keep]])
    y = np.concatenate([ye, yl[keep]])
    w = np.concatenate([np.ones(len(ye)), np.full(int(keep.sum()), 0.5)])
    totals = np.bincount(y, weights=w, minlength=K)
    balance = w.sum() / (K * np.maximum(totals, 1e-9))
    return X, y, w * balance[y]


def fit_ridge(X, y, w):
    rw = np.sqrt(w).astype(np.float32)
    tw = (np.eye(K, dtype=np.float32)[y] * 2 - 1) * rw[:, None]
    W = _primal_ridge(X, rw, tw)
    return lambda Z: np.clip((Z @ W + 1) / 2, 0, 1)


def softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def lbfgs(f, x0, iters, m=10):
    """Minimal L-BFGS with backtracking (Armijo); f returns (value, gradient)."""
    x = x0.copy()
    fx, g = f(x)
    S, Y = [], []
    for it in range(iters):
        q = g.copy()
        alphas = []
        for s, yv in reversed(list(zip(S, Y))):
            a = (s @ q) / (yv @ s)
            alphas.append(a)
            q -= a * yv
        if S:
            q *= (S[-1] @ Y[-1]) / (Y[-1] @ Y[-1])
        for (s, yv), a in zip(zip(S, Y), reversed(alphas)):
            b = (yv @ q) / (yv @ s)
            q += s * (a - b)
        d = -q
        step = 1.0 if S else 1.0 / max(1.0, np.abs(g).max())
        gd = g @ d
        if gd >= 0:
            d = -g
            gd = g @ d
            S, Y = [], []
        while True:
            xn = x + step * d
            fn, gn = f(xn)
            if fn <= fx + 1e-4 * step * gd or step < 1e-10:
                break
            step *= 0.5
        s, yv = xn - x, gn - g
        if s @ yv > 1e-10:
            S.append(s)
            Y.append(yv)
            if len(S) > m:
                S.pop(0)
                Y.pop(0)
        x, fx, g = xn, fn, gn
    return x, fx


def fit_softmax(X, y, w, l2=1.0, iters=300):
    """Multinomial logistic regression, L2 (bias unpenalized), weighted; float32 products."""
    n, d = X.shape
    Y = np.eye(K, dtype=np.float32)[y]
    wn = (w / w.sum()).astype(np.float32)
    lam = l2 / w.sum()

    def f(theta):
        W = theta.reshape(d, K).astype(np.float32)
        P = softmax(X @ W)
        loss = -float(wn @ np.log(np.maximum((P * Y).sum(1), 1e-12)))
        G = X.T @ ((P - Y) * wn[:, None])
        reg = W[:-1]
        loss += 0.5 * lam * float((reg.astype(np.float64) ** 2).sum())
        G[:-1] += lam * reg
        return loss, G.astype(np.float64).ravel()

    theta, fx = lbfgs(f, np.zeros(d * K), iters)
    W = theta.reshape(d, K).astype(np.float32)
    return (lambda Z: softmax(Z @ W)), W


def fit_mlp(X, y, w, hidden=64, epochs=20, lr=2e-3, batch=256, seed=0, l2=0.0):
    """Softmax head trained by minibatch Adam for a fixed number of epochs, weighted CE.

    hidden=0: multinomial logistic regression (L2 `l2` as in sum w*CE + l2/2 |W|^2, bias free);
    else one hidden ReLU layer of `hidden` units.
    """
    rng = np.random.default_rng(seed)
    n, d = X.shape
    d -= 1  # the bias column is replaced by explicit biases
    if hidden:
        W1 = (rng.standard_normal((d, hidden)) * np.sqrt(2.0 / 60)).astype(np.float32)
        b1 = np.zeros(hidden, np.float32)
        W2 = (rng.standard_normal((hidden, K)) * np.sqrt(1.0 / hidden)).astype(np.float32)
        params = [W1, b1, W2, np.zeros(K, np.float32)]
    else:
        params = [np.zeros((d, K), np.float32), np.zeros(K, np.float32)]
    mom = [np.zeros_like(p) for p in params]
    vel = [np.zeros_like(p) for p in params]
    total = float(w.sum())
    wn = (w / total).astype(np.float32)  # loss = sum wn*CE + (l2/total)/2 |W|^2
    lam = l2 / total
    t = 0
    for ep in range(epochs):
        order = rng.permutation(n)
        for s in range(0, n, batch):
            idx = np.sort(order[s : s + batch])
            xb = X[idx, :-1]
            yb = y[idx]
            scale = n / len(idx)  # an unbiased estimate of the full gradient
            if hidden:
                W1, b1, W2, b2 = params
                h = np.maximum(xb @ W1 + b1, 0)
                P = softmax(h @ W2 + b2)
            else:
                P = softmax(xb @ params[0] + params[1])
            dz = P
            dz[np.arange(len(idx)), yb] -= 1
            dz *= (wn[idx] * scale)[:, None]
            if hidden:
                gW2 = h.T @ dz
                gb2 = dz.sum(0)
                dh = (dz @ W2.T) * (h > 0)
                grads = [xb.T @ dh + lam * W1, dh.sum(0), gW2 + lam * W2, gb2]
            else:
                grads = [xb.T @ dz + lam * params[0], dz.sum(0)]
            t += 1
            for p, g, m_, v_ in zip(params, grads, mom, vel):
                m_ *= 0.9
                m_ += 0.1 * g
                v_ *= 0.999
                v_ += 0.001 * g * g
                p -= lr * (m_ / (1 - 0.9**t)) / (np.sqrt(v_ / (1 - 0.999**t)) + 1e-8)
    P_ = [p.copy() for p in params]

    def score(Z):
        Z = np.asarray(Z)[:, :-1]
        if hidden:
            return softmax(np.maximum(Z @ P_[0] + P_[1], 0) @ P_[2] + P_[3])
        return softmax(Z @ P_[0] + P_[1])

    return score, P_


# ---- gate emulation -------------------------------------------------------------------------
CAT = [str(c) for c in PRIORITY]


class Sem:
    """A stand-in for SemanticGate backed by precomputed mixed score rows."""

    def __init__(self, rows_by_text, cal):
        self.rows = rows_by_text
        self.thresholds = dict(cal["thresholds"])
        self.margin = cal["margin"]
        self.crisis_lean = cal["crisis_lean"]
        self.recall_margin = cal["recall_margin"]
        self.crisis_margin = cal["crisis_margin"]

    def scores(self, text):
        row = self.rows[text]
        return max(float(row[0]), float(row[-1])), {
            c: float(row[1 + i]) for i, c in enumerate(PRIORITY)
        }

    def classify(self, text):
        none, s = self.scores(text)
        c = pick(
            none,
            s,
            self.thresholds,
            self.margin,
            self.crisis_lean,
            self.recall_margin,
            self.crisis_margin,
        )
        return GateVerdict(c, "semantic" if c else None, 0.0)


def shipped_cal():
    raw = json.load(open("/work/wt/head/agent/semantic/thresholds.json"))
    return {
        "thresholds": {Guardrail(k): v for k, v in raw["thresholds"].items()},
        "margin": raw["margin"],
        "crisis_lean": raw["crisis_lean"],
        "recall_margin": raw["recall_margin"],
        "crisis_margin": raw["crisis_margin"],
    }


def verdicts(texts, rows, cal, whole):
    sem = Sem(dict(zip(texts, rows)), cal)
    if whole:
        return [str(check_layers(t, sem).guardrail or "none") for t in texts]
    return [str(sem.classify(t).guardrail or "none") for t in texts]


import functools
import agent.semantic.gate as _gate_module

_gate_module.check_guardrails = functools.lru_cache(maxsize=None)(_gate_module.check_guardrails)
