# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu import *

base = shipped()
bp = verdicts(base)
cal = copy.deepcopy(base)
for spec in sys.argv[1:]:
    k, m, t = spec.split(":")
    cal["margins"][Guardrail(k)] = float(m)
    cal["thresholds"][Guardrail(k)] = float(t)
p = verdicts(cal)
for i in range(len(p)):
    if p[i] != bp[i]:
        row = ROWS[i]
        none = max(row[0], row[-1])
        s = {str(k): row[1 + j] for j, k in enumerate(PRIORITY)}
        top = sorted(s.items(), key=lambda x: -x[1])[:2]
        print(
            f"{'GAIN' if p[i] == truth[i] else ('LOSS' if bp[i] == truth[i] else 'SWAP')} {src[i]} true={truth[i]} {bp[i]}->{p[i]} none={none:.2f} {top} | {texts[i][:140]!r}"
        )
print(table(p))
