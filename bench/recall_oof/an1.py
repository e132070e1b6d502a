# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu import *
from collections import Counter

cal = shipped()
pred = verdicts(cal)
t = table(pred)
for k, v in t.items():
    print(k, v)
SEVEN = [
    "prompt_injection",
    "bsa_aml",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
]
conf = Counter()
why = Counter()
for i, (p, tr) in enumerate(zip(pred, truth)):
    if tr in SEVEN and p != tr:
        conf[(tr, p)] += 1
        row = ROWS[i]
        none = max(row[0], row[-1])
        s = {str(k): row[1 + j] for j, k in enumerate(PRIORITY)}
        pat = check_guardrails(texts[i])
        best = max(s, key=s.get)
        if pat is not None and str(pat) != tr:
            reason = "pattern_other"
        elif best != tr:
            reason = "sem_best_other"
        elif s[tr] < cal["thresholds"][Guardrail(tr)]:
            reason = "below_threshold"
        elif s[tr] < none + cal["margin"]:
            reason = "margin"
        else:
            reason = "other"
        why[(tr, reason)] += 1
        if tr == "patron_privacy" or len(sys.argv) > 1:
            print(
                f"{src[i]} {tr}->{p} {reason} pat={pat} none={none:.2f} {tr}={s[tr]:.2f} best={best}:{s[best]:.2f} | {texts[i][:150]!r}"
            )
print(sorted(conf.items(), key=lambda x: -x[1]))
print(sorted(why.items()))
