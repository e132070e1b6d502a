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
import collections

res = collections.defaultdict(list)
for i in range(len(texts)):
    pat = check_guardrails(texts[i])
    if pat is None or str(pat) not in SEVEN:
        continue
    row = ROWS[i]
    none = max(row[0], row[-1])
    s = {str(k): row[1 + j] for j, k in enumerate(PRIORITY)}
    gap = none - s[str(pat)]
    res[str(pat)].append(
        (round(float(gap), 2), truth[i] == str(pat), truth[i], src[i], texts[i][:80])
    )
for k, v in res.items():
    v.sort(reverse=True)
    print("==", k, len(v), "right", sum(x[1] for x in v))
    for x in v[:12]:
        print("  ", x)
print()
for k in ("complaint",):
    v = res[k]
    for g in (0.04, 0.06, 0.08, 0.10, 0.12, 0.15):
        print(
            k,
            g,
            "true lost",
            sum(1 for x in v if x[0] >= g and x[1]),
            "false dropped",
            sum(1 for x in v if x[0] >= g and not x[1]),
            [x[2] for x in v if x[0] >= g and not x[1]],
        )
