# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emu import *
import agent.semantic.gate as G

SEVEN = [
    "prompt_injection",
    "bsa_aml",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
]


def mk(th=None, mg=None):
    cal = shipped()
    for k, v in (th or {}).items():
        cal["thresholds"][Guardrail(k)] = v
    for k, v in (mg or {}).items():
        cal["margins"][Guardrail(k)] = v
    return cal


V = {
    "shipped": mk(),
    "privacy": mk({"patron_privacy": 0.5}, {"patron_privacy": 0.06}),
    "full": mk(
        {"patron_privacy": 0.5, "complaint": 0.5, "gambling_advice": 0.54},
        {"patron_privacy": 0.06, "complaint": 0.06, "bsa_aml": 0.08},
    ),
}
gap = G.COMPLAINT_VETO_GAP
for veto in (False, True):
    G.COMPLAINT_VETO_GAP = gap if veto else 9.0
    for name, cal in V.items():
        t = table(verdicts(cal))
        tot_f = sum(t[k][0] for k in SEVEN)
        tot_l = sum(t[k][1] for k in SEVEN)
        tot_s = sum(t[k][2] for k in SEVEN)
        print(
            f"veto={veto} {name:8} seven found {tot_f}/{tot_l} said {tot_s} | "
            + " ".join(f"{k[:6]}={t[k][0]}/{t[k][2]}" for k in SEVEN)
            + f" crisis={t['crisis'][:3]} rg={t['responsible_gaming'][:3]} alone={t['none_alone']} q={t['q_flagged']}",
            flush=True,
        )
