# ruff: noqa
"""Per new batch: shipped calibration over base (shipped-fit head) vs leave-one-batch-out head."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu40 import *

L = np.load(f"{D}/loo.npz")
for k in ("base", "loo"):
    ROWS[k] = LINEAR_WEIGHT * L[k] + (1 - LINEAR_WEIGHT) * c["Nl"]
s = shipped()
tot = {}
for b in ("authors32", "authors33", "authors34", "authors39", "authors40"):
    idx = [i for i in range(len(texts)) if src[i] == b]
    ta, tb = table(verdicts(s, "base", idx), idx), table(verdicts(s, "loo", idx), idx)
    print(b, {k: (ta[k][0], tb[k][0], ta[k][1]) for k in CATS if ta[k][1]},
          "false alarms", sum(ta[k][3] for k in CATS), "->", sum(tb[k][3] for k in CATS),
          "none_alone", ta["none_alone"], "->", tb["none_alone"])
    for k in CATS:
        a, bb = tot.get(k, (0, 0, 0, 0, 0)) , None
        tot[k] = (a[0] + ta[k][0], a[1] + tb[k][0], a[2] + ta[k][1], a[3] + ta[k][3], a[4] + tb[k][3])
for k in CATS:
    print(f"  {k:20} found {tot[k][0]} -> {tot[k][1]} of {tot[k][2]}, false {tot[k][3]} -> {tot[k][4]}")
