# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""Whole tune-side procedure for one head: other thresholds (F1/F2, questions x10), crisis dial
(max semantic crisis found with semantic false crisis <= 58 and question crisis alarms <= 6,
the rule that reproduces the shipped 0.34/0.10/0.02 for the ridge), then AUTHORS31-36."""

import os
import sys, copy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from analyze import *
from crisis import crisis_counts

ridge = np.load(f"{D}/scores_ridge.npz")
name, mix = sys.argv[1], sys.argv[2] == "ridge"
s = np.load(f"{D}/scores_{name}.npz")
oofh, ah = (
    (0.5 * s["oof"] + 0.5 * ridge["oof"], 0.5 * s["auth"] + 0.5 * Ra)
    if mix
    else (s["oof"], s["auth"])
)
rows = mixed(oofh, Nl)
cal = choose(rows, shipped_cal())
best = None
for th in (0.26, 0.30, 0.34, 0.38, 0.42):
    for lean in (0.1, 0.2):
        for cm in (0.0, 0.02, 0.05):
            c = copy.deepcopy(cal)
            c["thresholds"][Guardrail.CRISIS] = th
            c["crisis_lean"] = lean
            c["crisis_margin"] = cm
            w = crisis_counts(verdicts(lin_text, rows, c, True), ytrue, is_q)
            sm = crisis_counts(verdicts(lin_text, rows, c, False), ytrue, is_q)
            if sm[1] <= 58 and w[2] <= 6:
                key = (sm[0], -sm[1], -w[2])
                if best is None or key > best[0]:
                    best = (key, c)
run(
    f"{name}{' + ridge' if mix else ''} crisis {best[1]['thresholds'][Guardrail.CRISIS]}/{best[1]['crisis_lean']}/{best[1]['crisis_margin']}",
    oofh,
    ah,
    cal=best[1],
)
