"""How much the offline model adds to a worker's memory.

Run: `.venv/bin/python bench/model_memory.py`

Imports what a worker imports, builds the knowledge index without embeddings, then reads the
static model, loads the gate (its shipped fit, agent/semantic/fitted.npz), scores a few texts
with it (as a worker's first turns do) and builds the fused index, printing the resident set
size (RSS, from /proc/self/statm) after each step beside the model's files on disk. The gate's
fit and the tokenizer's index (agent.semantic.bpe) are memory-mapped, so their pages are file
pages shared by every worker process on a machine; the token table is not mapped but read a
row at a time (agent.semantic.table_file), so its pages stay in the kernel's page cache and a
worker holds only the rows of the text it is embedding (a mapping of it grew by ~1 MiB folios
per row touched, nearly the whole table after a few thousand texts) and the rows of the most
used tokens it keeps (agent.semantic.frequent_tokens, counted here). The growth is given
against the embedding model's files alone (the issue's target) and against the model plus the
shipped fit. Last, the gate reads `--texts` distinct guest texts (pairs of bench/questions.json
questions, as a worker meets new texts all day) and the growth that leaves behind is printed:
a worker's memory must not grow with its traffic.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import concierge.worker_wiring  # noqa: E402, F401  (the worker's imports)
from agent.retrieval import KnowledgeIndex  # noqa: E402
from agent.semantic.embedder import (  # noqa: E402
    STATIC_MIN_SIMILARITY,
    TOKENIZER,
    WEIGHTS,
    StaticEmbedder,
    packaged_model_dir,
    release_freed_heap,
)
from agent.semantic.fitted import FITTED  # noqa: E402
from agent.semantic.gate import SemanticGate  # noqa: E402
from data.kb.loader import default_kb_root, load_knowledge_base  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")
QUESTIONS = ROOT / "bench" / "questions.json"
# Texts the gate scores before the last reading: every text reads all of the fit's dense part
# and the bag part at its slots, so the mapped pages a worker keeps are counted.
WARM_TEXTS = (
    "what time does the buffet open tomorrow",
    "i lost everything at the tables and i can't stop, please help",
    "¿dónde puedo estacionar el coche?",
    "my friend collapsed near the slots and is not breathing",
)


def rss_mib() -> float:
    with open("/proc/self/statm", encoding="ascii") as handle:
        return int(handle.read().split()[1]) * PAGE / 2**20


def rss_parts() -> dict[str, float]:
    """RssAnon (private memory) and RssFile (file pages, e.g. the mapped table) in MiB."""
    parts = {}
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            name, _, value = line.partition(":")
            if name in ("RssAnon", "RssFile"):
                parts[name] = int(value.split()[0]) / 1024
    return parts


def distinct_texts(count: int) -> list[str]:
    """`count` different guest texts of up to 160 characters: two questions joined."""
    questions = [q["text"] for q in json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]]
    pairs = list(itertools.permutations(questions, 2))
    random.Random(5).shuffle(pairs)
    return [f"{first} {second}"[:160] for first, second in pairs[:count]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=5000, help="distinct texts read at the end")
    args = parser.parse_args()
    kb = load_knowledge_base(default_kb_root(), "mohegan_sun")
    KnowledgeIndex(kb)
    gc.collect()
    base, base_parts = rss_mib(), rss_parts()
    model_dir = packaged_model_dir()
    on_disk = (
        (model_dir / WEIGHTS).stat().st_size + (model_dir / TOKENIZER).stat().st_size
    ) / 2**20
    print(f"worker imports + BM25 index: RSS {base:.1f} MiB")
    embedder = StaticEmbedder.load()
    loaded = rss_mib()
    print(
        f"+ static model read:         RSS {loaded:.1f} MiB (+{loaded - base:.1f}; "
        f"{embedder.kept_nbytes // 1024} KiB of frequent tokens' rows kept)"
    )
    gate = SemanticGate.load(embedder)
    for text in WARM_TEXTS:
        gate.classify(text)
    gated = rss_mib()
    print(
        f"+ gate loaded, {len(WARM_TEXTS)} texts scored: RSS {gated:.1f} MiB (+{gated - base:.1f})"
    )
    KnowledgeIndex(kb, embedder=embedder, min_similarity=STATIC_MIN_SIMILARITY)
    gc.collect()
    fused, parts = rss_mib(), rss_parts()
    print(f"+ fused knowledge index:     RSS {fused:.1f} MiB (+{fused - base:.1f})")
    anon = parts["RssAnon"] - base_parts["RssAnon"]
    mapped = parts["RssFile"] - base_parts["RssFile"]
    print(
        f"  of which private (RssAnon) +{anon:.1f} MiB, file pages (RssFile: the mapped fit and "
        f"tokenizer index, shared by worker processes) +{mapped:.1f} MiB"
    )
    fit = FITTED.stat().st_size / 2**20
    growth = fused - base
    print(
        f"model on disk: {on_disk:.1f} MiB (token table {embedder.nbytes / 2**20:.1f} MiB fp16 "
        f"+ tokenizer JSON); growth / model size = {growth / on_disk:.2f} (the target)"
    )
    print(
        f"model + shipped fit on disk: {on_disk + fit:.1f} MiB ({FITTED.name} {fit:.1f} MiB); "
        f"growth / (model + fit) = {growth / (on_disk + fit):.2f}"
    )
    texts = distinct_texts(args.texts)
    before = rss_mib()
    for text in texts:
        gate.classify(text)
    gate.forget()  # the gate's own bounded cache of recent scores is not growth
    gc.collect()
    release_freed_heap()
    after = rss_mib()
    print(
        f"after the gate read {len(texts)} distinct texts: RSS {after:.1f} MiB "
        f"(+{after - before:.1f} MiB since the index was built; growth / model size "
        f"{(after - base) / on_disk:.2f})"
    )


if __name__ == "__main__":
    main()
