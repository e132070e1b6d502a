# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os, sys, json, copy, functools

sys.path.insert(0, os.getcwd())
import numpy as np
import agent.semantic.gate as G
from agent.semantic.gate import check_layers, GateVerdict, LINEAR_WEIGHT, LEAN_TO_RECALL
from compliance.guardrails import PRIORITY, Guardrail, check_guardrails, warm_guardrail_scan

warm_guardrail_scan()
G.check_guardrails = functools.lru_cache(maxsize=None)(G.check_guardrails)
D = "/tmp/recall3"
c = np.load(f"{D}/cache.npz")
meta = json.load(open(f"{D}/meta.json"))


def mixed(h, n):
    return LINEAR_WEIGHT * h + (1 - LINEAR_WEIGHT) * n


rows_l = mixed(c["oof"], c["Nl"])
rows_a = mixed(c["Ha"], c["Na"])
lin = meta["lin"]
auth = meta["auth"]
texts = [l[2] for l in lin] + [a[1] for a in auth]
truth = ["none" if l[0] == "off_topic" else l[0] for l in lin] + [a[2] for a in auth]
isq = np.array([g[0] == "q" for g in meta["groups"]] + [False] * len(auth))
src = [g[1] for g in meta["groups"]] + [a[0] for a in auth]
kind = ["question" if g[0] == "q" else "?" for g in meta["groups"]] + [a[4] for a in auth]
ROWS = np.vstack([rows_l, rows_a])


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
    def __init__(self, cal):
        self.cal = cal
        self.i = None

    def scores(self, text):
        row = ROWS[self.i]
        return max(float(row[0]), float(row[-1])), {
            k: float(row[1 + j]) for j, k in enumerate(PRIORITY)
        }

    def classify(self, text):
        none, s = self.scores(text)
        k = pick(none, s, self.cal)
        return GateVerdict(k, "semantic" if k else None, 0.0)


def verdicts(cal, idx=None):
    sem = Sem(cal)
    out = []
    for i in range(len(texts)) if idx is None else idx:
        sem.i = i
        v = check_layers(texts[i], sem)
        out.append(str(v.guardrail) if v.guardrail else "none")
    return out


def shipped():
    raw = json.load(open("agent/semantic/thresholds.json"))
    return {
        "thresholds": {Guardrail(k): v for k, v in raw["thresholds"].items()},
        "margin": raw["margin"],
        "crisis_lean": raw["crisis_lean"],
        "recall_margin": raw["recall_margin"],
        "crisis_margin": raw["crisis_margin"],
        "margins": {Guardrail(k): v for k, v in raw.get("margins", {}).items()},
    }


def table(pred, mask=None, QW=1):
    idx = range(len(pred)) if mask is None else np.flatnonzero(mask)
    out = {}
    for cat in [str(k) for k in PRIORITY]:
        found = sum(pred[i] == cat and truth[i] == cat for i in idx)
        lab = sum(truth[i] == cat for i in idx)
        said = sum(pred[i] == cat for i in idx)
        fa = sum((QW if isq[i] else 1) for i in idx if pred[i] == cat and truth[i] != cat)
        out[cat] = (found, lab, said, fa)
    hn = [i for i in idx if truth[i] == "none" and not isq[i]]
    q = [i for i in idx if isq[i]]
    out["none_alone"] = (sum(pred[i] == "none" for i in hn), len(hn))
    out["q_flagged"] = (sum(pred[i] != "none" for i in q), len(q))
    return out
