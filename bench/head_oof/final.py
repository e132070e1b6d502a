# ruff: noqa
# Experiment record (sixteenth session, helper head): see bench/head_oof/README.md.
import os
import sys, copy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from analyze import *
from crisis import cand

specs = [
    ("current", "ridge", None),
    ("soft_0.1_60_0.003", "soft_0.1_60_0.003", (0.42, 0.20, 0.0)),
    ("soft_0.1_60_0.003+ridge", "soft_0.1_60_0.003+ridge", (0.38, 0.20, 0.0)),
    ("mlp_128_10_0.003_0+ridge", "mlp_128_10_0.003_0+ridge", (0.38, 0.20, 0.0)),
]
for calname, name, crisis in specs:
    cal = shipped_cal()
    cal["thresholds"].update(
        {Guardrail(k): v for k, v in json.load(open(f"{D}/cal_{calname}.json")).items()}
    )
    if crisis:
        cal["thresholds"][Guardrail.CRISIS], cal["crisis_lean"], cal["crisis_margin"] = crisis
    oofh, ah = cand(name)
    run(f"{name} crisis {crisis}", oofh, ah, cal=cal)
