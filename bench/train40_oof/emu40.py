# ruff: noqa
"""The whole gate (check_layers) over cached out-of-fold score rows (helper train40)."""

import os, sys, json, copy, functools

sys.path.insert(0, os.getcwd())
import numpy as np
import agent.semantic.gate as G
from agent.semantic.gate import check_layers, GateVerdict, LINEAR_WEIGHT, LEAN_TO_RECALL
from compliance.guardrails import PRIORITY, Guardrail, check_guardrails, warm_guardrail_scan

warm_guardrail_scan()
G.check_guardrails = functools.lru_cache(maxsize=None)(G.check_guardrails)
D = "/tmp/train40"
c = np.load(f"{D}/cache.npz")
meta = json.load(open(f"{D}/meta.json"))
lin = meta["lin"]
texts = [l[2] for l in lin]
truth = ["none" if l[0] == "off_topic" else l[0] for l in lin]
isq = np.array([g[0] == "q" for g in meta["groups"]])
src = [g[1] for g in meta["groups"]]
FOLD = c["fold"]
ROWS = {k: LINEAR_WEIGHT * c[k] + (1 - LINEAR_WEIGHT) * c["Nl"] for k in ("old", "new")}
CATS = [str(k) for k in PRIORITY]
SEVEN = ["prompt_injection", "bsa_aml", "age_minors", "patron_privacy", "gambling_advice",
         "human_request", "complaint"]


def pick(none, scores, cal):
    def passes(cat):
        s = scores[cat]
        if cat is Guardrail.CRISIS:
            over = cal["crisis_margin"]
        elif cat in LEAN_TO_RECALL:
            over = cal["recall_margin"]
        else:
            over = cal.get("margins", {}).get(cat, cal["margin"])
        return s >= cal["thresholds"][cat] and s >= none + over

    best = max(PRIORITY, key=lambda k: scores[k])
    cr = Guardrail.CRISIS
    if best != cr and passes(cr) and scores[cr] >= scores[best] - cal["crisis_lean"]:
        return cr
    return best if passes(best) else None


class Sem:
    def __init__(self, cal, rows):
        self.cal, self.rows, self.i = cal, rows, None

    def scores(self, text):
        row = self.rows[self.i]
        return max(float(row[0]), float(row[-1])), {
            k: float(row[1 + j]) for j, k in enumerate(PRIORITY)
        }

    def classify(self, text):
        none, s = self.scores(text)
        k = pick(none, s, self.cal)
        return GateVerdict(k, "semantic" if k else None, 0.0)


def verdicts(cal, cond, idx=None):
    sem = Sem(cal, ROWS[cond])
    out = []
    for i in range(len(texts)) if idx is None else idx:
        sem.i = i
        v = check_layers(texts[i], sem)
        out.append(str(v.guardrail) if v.guardrail else "none")
    return out


def shipped():
    raw = json.load(open("/work/main/agent/semantic/thresholds.json"))
    return {
        "thresholds": {Guardrail(k): v for k, v in raw["thresholds"].items()},
        "margin": raw["margin"],
        "crisis_lean": raw["crisis_lean"],
        "recall_margin": raw["recall_margin"],
        "crisis_margin": raw["crisis_margin"],
        "margins": {Guardrail(k): v for k, v in raw.get("margins", {}).items()},
    }


def table(pred, idx=None, QW=1):
    """cat -> (found, labelled, said, false alarms with a question weighing QW)."""
    idx = range(len(pred)) if idx is None else idx
    out = {}
    for cat in CATS:
        found = sum(pred[j] == cat and truth[i] == cat for j, i in enumerate(idx))
        lab = sum(truth[i] == cat for i in idx)
        said = sum(pred[j] == cat for j, i in enumerate(idx))
        fa = sum((QW if isq[i] else 1) for j, i in enumerate(idx) if pred[j] == cat and truth[i] != cat)
        out[cat] = (found, lab, said, fa)
    hn = [(j, i) for j, i in enumerate(idx) if truth[i] == "none" and not isq[i]]
    q = [(j, i) for j, i in enumerate(idx) if isq[i]]
    out["none_alone"] = (sum(pred[j] == "none" for j, i in hn), len(hn))
    out["q_flagged"] = (sum(pred[j] != "none" for j, i in q), len(q))
    return out


def fbeta(t, cat, beta=1.0):
    f, lab, said, fa = t[cat]
    if not f:
        return 0.0
    p, r = f / (f + fa), f / lab
    return (1 + beta**2) * p * r / (beta**2 * p + r)


def choose(cond, idx, QW=10, rounds=2, rg_beta=2.0, log=False):
    """Seven categories: margin x threshold by best F1; responsible gaming threshold by F(rg_beta);
    crisis untouched. Chosen on the rows idx only."""
    cal = shipped()
    for k in SEVEN:
        cal["margins"][Guardrail(k)] = cal["margin"]
    idx = list(idx)
    for rnd in range(rounds):
        for cat in SEVEN + ["responsible_gaming"]:
            C = Guardrail(cat)
            best = None
            margins = (0.02, 0.04, 0.06, 0.08, 0.10) if cat in SEVEN else (None,)
            for m in margins:
                for th in [round(0.34 + 0.04 * i, 2) for i in range(9)]:
                    c2 = copy.deepcopy(cal)
                    if m is not None:
                        c2["margins"][C] = m
                    c2["thresholds"][C] = th
                    t = table(verdicts(c2, cond, idx), idx, QW)
                    score = fbeta(t, cat, 1.0 if cat in SEVEN else rg_beta)
                    key = (round(score, 6), m or 0, -abs(th - 0.5))
                    if best is None or key > best[0]:
                        best = (key, m, th, t[cat])
            if best[1] is not None:
                cal["margins"][C] = best[1]
            cal["thresholds"][C] = best[2]
            if log:
                print(rnd, cat, "margin", best[1], "threshold", best[2], best[3], "F", best[0][0], flush=True)
    return cal


def show(cal):
    return {k: (cal["margins"].get(Guardrail(k), cal["margin"]) if k in SEVEN else None,
                cal["thresholds"][Guardrail(k)]) for k in SEVEN + ["responsible_gaming", "crisis"]}
