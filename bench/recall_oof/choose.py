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


def f1(t, cat):
    f, lab, said, fa = t[cat]
    if not f:
        return 0
    p, r = f / (f + fa), f / lab
    return 2 * p * r / (p + r)


cal = shipped()
for k in SEVEN:
    cal["margins"][Guardrail(k)] = cal["margin"]
mask = None
if len(sys.argv) > 1:  # fold restriction: choose on a subset of sources
    keep = set(sys.argv[1].split(","))
    mask = np.array([s in keep for s in src])
for rnd in range(2):
    for cat in SEVEN:
        C = Guardrail(cat)
        best = None
        for m in (0.02, 0.04, 0.06, 0.08, 0.10):
            for th in [round(0.34 + 0.04 * i, 2) for i in range(9)]:
                c2 = copy.deepcopy(cal)
                c2["margins"][C] = m
                c2["thresholds"][C] = th
                t = table(verdicts(c2), mask, QW)
                key = (round(f1(t, cat), 6), m, -abs(th - 0.5))  # ties: larger margin
                if best is None or key > best[0]:
                    best = (key, m, th, t[cat])
        cal["margins"][C], cal["thresholds"][C] = best[1], best[2]
        print(
            rnd, cat, "margin", best[1], "threshold", best[2], best[3], "F1", best[0][0], flush=True
        )
t = table(verdicts(cal))
print({k: v for k, v in t.items()})
print(
    json.dumps({str(k): v for k, v in cal["thresholds"].items()}),
    json.dumps({str(k): v for k, v in cal["margins"].items()}),
)
