# ruff: noqa
# Experiment record (seventeenth session, helper recall3): see bench/recall_oof/README.md.
"""Aggregates only: confusion counts (true -> said, layer) on the check sets; no text printed."""

import os, sys, collections

sys.path.insert(0, os.getcwd())
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from bench.gate_data import load_half, source_of, CHECK_GATE_SPLITS
from compliance.guardrails import warm_guardrail_scan, check_guardrails

warm_guardrail_scan()
gate = SemanticGate.load(StaticEmbedder.load())
c = collections.Counter()
for sp in CHECK_GATE_SPLITS:
    for r in load_half(sp, source_of(sp)):
        v = check_layers(r.text, gate)
        p = str(v.guardrail) if v.guardrail else "none"
        if p != r.category and r.category not in ("crisis",) and p != "crisis":
            pat = check_guardrails(r.text)
            c[(r.category, p, v.layer, str(pat))] += 1
for k, n in sorted(c.items()):
    print(k, n)
