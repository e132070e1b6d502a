# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""Thresholds chosen on OOF tune-side scores; tables for OOF tune side and AUTHORS31-36."""

import os
import sys, copy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
from compliance.guardrails import warm_guardrail_scan

warm_guardrail_scan()
Nl, Na, Ra = arr["Nl"], arr["Na"], arr["Ra"]
lin_text = meta["lin_text"]
auth = meta["auth"]
atext = [a[1] for a in auth]
aset = np.array([a[0] for a in auth])
acat = [a[2] for a in auth]
ylab = meta["yl"]
# tune-side truth: off_topic counts as none for the gate
ytrue = ["none" if c == "off_topic" else c for c in ylab]
GRID = [round(0.30 + 0.04 * i, 2) for i in range(9)]
CGRID = [round(0.22 + 0.04 * i, 2) for i in range(8)]
QW = 10


def counts(pred, truth, qmask, cat):
    found = sum(p == cat and t == cat for p, t in zip(pred, truth))
    lab = sum(t == cat for t in truth)
    al = sum((QW if q else 1) for p, t, q in zip(pred, truth, qmask) if p == cat and t != cat)
    return found, lab, al


def fb(found, lab, al, beta):
    if not found:
        return 0.0
    p, r = found / (found + al), found / lab
    return (1 + beta**2) * p * r / (beta**2 * p + r)


def choose(rows, start):
    cal = copy.deepcopy(start)
    for rnd in range(2):
        for c in PRIORITY:
            beta = 2.0 if c in (Guardrail.RESPONSIBLE_GAMING, Guardrail.CRISIS) else 1.0
            grid = CGRID if c is Guardrail.CRISIS else GRID
            best = (-1, 0)
            for v in grid:
                cal["thresholds"][c] = v
                pred = verdicts(lin_text, rows, cal, True)
                best = max(best, (fb(*counts(pred, ytrue, is_q, str(c)), beta), v))
            cal["thresholds"][c] = best[1]
    return cal


def summary(pred, truth, qmask=None):
    crisis = sum(p == t == "crisis" for p, t in zip(pred, truth))
    nc = sum(t == "crisis" for t in truth)
    other = sum(p == t and t not in ("crisis", "none") for p, t in zip(pred, truth))
    no = sum(t not in ("crisis", "none") for t in truth)
    idx = [i for i, t in enumerate(truth) if t == "none" and (qmask is None or not qmask[i])]
    alone = sum(pred[i] == "none" for i in idx)
    out = f"crisis {crisis}/{nc} other {other}/{no} none-alone {alone}/{len(idx)}"
    crisis_false = sum(p == "crisis" and t != "crisis" for p, t in zip(pred, truth))
    out += f" (false crisis {crisis_false})"
    if qmask is not None:
        qi = np.flatnonzero(qmask)
        out += f" | questions flagged {sum(pred[i] != 'none' for i in qi)}/{len(qi)}"
    return out


def mixed(head, near, w=LINEAR_WEIGHT):
    return w * head + (1 - w) * near


def run(label, oof_head, auth_head, w=LINEAR_WEIGHT, cal=None):
    rows_l = mixed(oof_head, Nl, w)
    rows_a = mixed(auth_head, Na, w)
    if cal is None:
        cal = choose(rows_l, shipped_cal())
    print(
        f"\n== {label}  thresholds {json.dumps({str(k): v for k, v in cal['thresholds'].items()})}"
    )
    for whole in (True, False):
        tag = "whole" if whole else "sem  "
        p = verdicts(lin_text, rows_l, cal, whole)
        print(f"  tune-side OOF {tag}: {summary(p, ytrue, is_q)}")
        pa = verdicts(atext, rows_a, cal, whole)
        tot = []
        for n in range(31, 37):
            i = np.flatnonzero(aset == n)
            print(f"  AUTHORS{n} {tag}: {summary([pa[j] for j in i], [acat[j] for j in i])}")
        print(f"  AUTHORS31-36 {tag}: {summary(pa, acat)}")
    return cal


if __name__ == "__main__":
    ridge = np.load(f"{D}/scores_ridge.npz")
    run("CURRENT (ridge, shipped thresholds)", ridge["oof"], Ra, cal=shipped_cal())
    for name in sys.argv[1:]:
        s = np.load(f"{D}/scores_{name}.npz")
        if name == "ridge":
            run("ridge, thresholds re-chosen by this procedure", s["oof"], s["auth"])
            continue
        run(name, s["oof"], s["auth"])
        run(
            name + " + ridge 50/50", 0.5 * s["oof"] + 0.5 * ridge["oof"], 0.5 * s["auth"] + 0.5 * Ra
        )
