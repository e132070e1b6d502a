# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
"""Crisis dial for a head on tune-side OOF scores: found vs false crisis (whole gate and semantic)."""

import os
import sys, copy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from analyze import *

ridge = np.load(f"{D}/scores_ridge.npz")


def cand(name):
    if name == "ridge":
        return ridge["oof"], Ra
    s = np.load(f"{D}/scores_{name.split('+')[0]}.npz")
    if name.endswith("+ridge"):
        return 0.5 * s["oof"] + 0.5 * ridge["oof"], 0.5 * s["auth"] + 0.5 * Ra
    return s["oof"], s["auth"]


def crisis_counts(pred, truth, q):
    found = sum(p == t == "crisis" for p, t in zip(pred, truth))
    false = sum(p == "crisis" and t != "crisis" for p, t in zip(pred, truth))
    qf = sum(p == "crisis" and qq for p, qq in zip(pred, q))
    return found, false, qf


if __name__ == "__main__":
    name = sys.argv[1]
    cal = (
        json.load(open(f"{D}/cal_{'current' if name == 'ridge' else name}.json"))
        if len(sys.argv) > 2
        else None
    )
    oofh, _ = cand(name)
    rows = mixed(oofh, Nl)
    base = shipped_cal()
    if cal:
        base["thresholds"].update({Guardrail(k): v for k, v in cal.items()})
    for th in (0.22, 0.26, 0.30, 0.34, 0.38, 0.42):
        for lean in (0.1, 0.2):
            for cm in (0.0, 0.02, 0.05):
                c = copy.deepcopy(base)
                c["thresholds"][Guardrail.CRISIS] = th
                c["crisis_lean"] = lean
                c["crisis_margin"] = cm
                w = crisis_counts(verdicts(lin_text, rows, c, True), ytrue, is_q)
                s = crisis_counts(verdicts(lin_text, rows, c, False), ytrue, is_q)
                print(
                    f"{name} th {th:.2f} lean {lean:.2f} cm {cm:.2f}: whole found {w[0]}/800 false {w[1]} (q {w[2]}); sem found {s[0]} false {s[1]} (q {s[2]})",
                    flush=True,
                )
