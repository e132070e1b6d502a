# ruff: noqa
"""(a) old-data OOF + shipped calibration, (b) new-data OOF + shipped, (c) new-data OOF + chosen
on the pooled OOF rows; then the fold-crossed figures (choose on one fold, score the other)."""

import os, sys, pickle

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu40 import *

ALL = list(range(len(texts)))
KEYS = CATS + ["none_alone", "q_flagged"]
what = sys.argv[1] if len(sys.argv) > 1 else "pooled"


def fmt(t):
    return {k: t[k] for k in KEYS}


if what == "pooled":
    ship = shipped()
    ta = table(verdicts(ship, "old"))
    tb = table(verdicts(ship, "new"))
    cal_new = choose("new", ALL, log=True)
    cal_old = choose("old", ALL)
    pickle.dump({"new": cal_new, "old": cal_old}, open(f"{D}/chosen_pooled.pkl", "wb"))
    tc = table(verdicts(cal_new, "new"))
    td = table(verdicts(cal_old, "old"))
    print("chosen on pooled new:", show(cal_new))
    print("chosen on pooled old:", show(cal_old))
    print(f"{'':20} {'(a) old+shipped':>20} {'(b) new+shipped':>20} {'(c) new+chosen':>20} {'old+chosen-on-old':>20}")
    for k in KEYS:
        print(f"{k:20} {str(ta[k]):>20} {str(tb[k]):>20} {str(tc[k]):>20} {str(td[k]):>20}")
else:  # nested: "nested old" / "nested new"
    cond = sys.argv[2]
    for F in (0, 1):
        choose_idx = [i for i in ALL if FOLD[i] == F]
        eval_idx = [i for i in ALL if FOLD[i] != F]
        cal = choose(cond, choose_idx)
        ts = table(verdicts(shipped(), cond, eval_idx), eval_idx)
        tn = table(verdicts(cal, cond, eval_idx), eval_idx)
        print(f"[{cond}] chosen on fold {F}:", show(cal))
        for k in KEYS:
            print(f"  [{cond}] eval fold {1 - F} {k:20} shipped {str(ts[k]):>20} -> chosen {str(tn[k]):>20}")
        sys.stdout.flush()
