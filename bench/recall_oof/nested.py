# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu import *

SEVEN = [
    "prompt_injection",
    "bsa_aml",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
]
QW = 10
fold = np.concatenate(
    [c["fold"], np.array([0 if a[0] in ("authors32", "authors34") else 1 for a in auth])]
)


def f1(t, cat):
    f, lab, said, fa = t[cat]
    if not f:
        return 0
    p, r = f / (f + fa), f / lab
    return 2 * p * r / (p + r)


for F in (0, 1):
    cal = shipped()
    for k in SEVEN:
        cal["margins"][Guardrail(k)] = cal["margin"]
    mask = fold == F
    for rnd in range(2):
        for cat in SEVEN:
            C = Guardrail(cat)
            best = None
            for m in (0.02, 0.04, 0.06, 0.08, 0.10):
                for th in [round(0.34 + 0.04 * i, 2) for i in range(9)]:
                    c2 = copy.deepcopy(cal)
                    c2["margins"][C] = m
                    c2["thresholds"][C] = th
                    t = table(
                        verdicts(
                            c2,
                        ),
                        mask,
                        QW,
                    )
                    key = (round(f1(t, cat), 6), m, -abs(th - 0.5))
                    if best is None or key > best[0]:
                        best = (key, m, th)
            cal["margins"][C], cal["thresholds"][C] = best[1], best[2]
    print(
        "chosen on fold",
        F,
        {k: (cal["margins"][Guardrail(k)], cal["thresholds"][Guardrail(k)]) for k in SEVEN},
    )
    other = fold != F
    ts, tn = table(verdicts(shipped()), other), table(verdicts(cal), other)
    for k in SEVEN + ["none_alone", "q_flagged"]:
        print(f"  eval fold {1 - F} {k}: shipped {ts[k]} -> chosen {tn[k]}")
