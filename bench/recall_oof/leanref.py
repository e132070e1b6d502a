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
for lean in (0.1, 0.05, 0.0):
    cal = shipped()
    cal["crisis_lean"] = lean
    t = table(verdicts(cal))
    print(
        lean,
        "seven",
        sum(t[k][0] for k in SEVEN),
        "/1125 privacy",
        t["patron_privacy"][:3],
        "crisis",
        t["crisis"][:3],
        "rg",
        t["responsible_gaming"][:3],
    )
