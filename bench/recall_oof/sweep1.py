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
base = shipped()
bp = verdicts(base)
bt = table(bp)
cats = sys.argv[1].split(",") if len(sys.argv) > 1 else SEVEN
for cat in cats:
    C = Guardrail(cat)
    print(
        "==",
        cat,
        "shipped",
        base["thresholds"][C],
        bt[cat],
        "none_alone",
        bt["none_alone"],
        "q",
        bt["q_flagged"],
    )
    for m in (0.0, 0.02, 0.04, 0.06, 0.08, 0.10):
        line = []
        for th in (0.38, 0.42, 0.46, 0.50, 0.54, 0.58, 0.62):
            cal = copy.deepcopy(base)
            cal["margins"] = {C: m}
            cal["thresholds"][C] = th
            p = verdicts(cal)
            t = table(p)
            f, lab, said, fa = t[cat]
            # total wrong verdicts anywhere vs shipped (other categories' recall lost)
            lost = sum(1 for i in range(len(p)) if bp[i] == truth[i] and p[i] != truth[i])
            gain = sum(1 for i in range(len(p)) if bp[i] != truth[i] and p[i] == truth[i])
            line.append(f"t{th}:{f}/{said} +{gain}-{lost} q{t['q_flagged'][0]}")
        print(f" m{m}: " + " | ".join(line), flush=True)
