"""Whether the worker's compact tokenizer gives the model tokenizer's ids on every text here.

Run: `.venv/bin/python bench/tokenizer_identity.py [--variants N]`

Reads every text of bench/data (held-back sets included, which is why only counts are
printed: no text of a held-back row is ever shown), tests/data, the exemplars,
bench/questions.json and the knowledge base's documents, then perturbed variants (typos,
doubled spaces, special tokens' text, stray characters) and random strings, and encodes each
with agent.semantic.bpe (as a worker reads it: agent/semantic/token_index.npz) and with the
tokenizers library reading the model's own tokenizer file. Prints texts and differing texts
per source; exits 1 when any differ. (A lone surrogate is an error to both.)
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.retrieval import KnowledgeIndex  # noqa: E402
from agent.semantic.gate import EXEMPLARS  # noqa: E402
from agent.semantic.token_index import compact_tokenizer  # noqa: E402
from agent.semantic.tokenizer_file import TOKENIZER, load_tokenizer, packaged_model_dir  # noqa: E402
from data.kb.loader import default_kb_root, load_knowledge_base  # noqa: E402

ALPHABET = "abcxyz ÁéñçãõüßØ我们的é\u2581\t\n<>/s?!.,'0123456789🎰🙏🏽\u0301\x00"
SPECIAL = ("<s>", "</s>", "<unk>", "<s", "s>")


def file_texts(path: Path) -> list[str]:
    """The texts of one data file: a CSV's `text` column, a JSONL file's `question`s."""
    if path.suffix == ".csv":
        with path.open(encoding="utf-8", newline="") as handle:
            return [row["text"] for row in csv.DictReader(handle)]
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["question"] for line in lines if line.strip()]


class _Recorder:
    """An embedder that keeps the documents it is given (the knowledge base's texts)."""

    def __init__(self) -> None:
        self.documents: list[str] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.documents += texts
        return np.zeros((len(texts), 4)).tolist()

    def embed_query(self, text: str) -> list[float]:
        return [0.0] * 4


def sources() -> dict[str, list[str]]:
    """Every text, by where it came from."""
    out = {
        path.relative_to(ROOT).as_posix(): file_texts(path)
        for folder in (ROOT / "bench" / "data", ROOT / "tests" / "data")
        for path in sorted(folder.iterdir())
        if path.suffix in (".csv", ".jsonl")
    }
    out[EXEMPLARS.relative_to(ROOT).as_posix()] = file_texts(EXEMPLARS)
    questions = json.loads((ROOT / "bench" / "questions.json").read_text(encoding="utf-8"))
    out["bench/questions.json"] = [question["text"] for question in questions["questions"]]
    recorder = _Recorder()
    KnowledgeIndex(load_knowledge_base(default_kb_root(), "mohegan_sun"), embedder=recorder)
    out["knowledge base documents"] = recorder.documents
    return out


def variants(texts: list[str], count: int, rng: random.Random) -> list[str]:
    """`count` perturbed texts and `count` random strings."""
    out = []
    for text in rng.choices(texts, k=count):
        chars = list(text.upper() if rng.random() < 0.2 else text)
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(chars) + 1)
            op = rng.random()
            if op < 0.4:
                chars.insert(at, rng.choice(ALPHABET))
            elif op < 0.7 and at < len(chars):
                del chars[at]
            elif op < 0.85:
                chars.insert(at, "  ")
            else:
                chars.insert(at, rng.choice(SPECIAL))
        out.append("".join(chars))
    for _ in range(count):
        size = rng.randint(0, 80)
        if rng.random() < 0.5:
            out.append("".join(rng.choice(ALPHABET) for _ in range(size)))
        else:
            out.append("".join(chr(rng.randint(1, 0x2FFFF)) for _ in range(size)))
    return out


def outcome(encode: Callable[[str], list[int]], text: str) -> list[int] | str:
    """The ids of `text`, or "error" (neither tokenizer encodes a lone surrogate)."""
    try:
        return encode(text)
    except (TypeError, UnicodeEncodeError):
        return "error"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", type=int, default=20_000, help="perturbed and random")
    args = parser.parse_args()
    path = packaged_model_dir() / TOKENIZER
    compact, whole = compact_tokenizer(path), load_tokenizer(path)
    if compact is None:
        print("agent/semantic/token_index.npz is stale: run `python -m agent.semantic.fit`")
        return 1
    by_source = sources()
    every = [text for texts in by_source.values() for text in texts]
    by_source["perturbed and random"] = variants(every, args.variants, random.Random(27))
    total = differing = 0
    for name, texts in by_source.items():
        texts = list(dict.fromkeys(texts))
        wrong = sum(
            outcome(compact.encode, text)
            != outcome(lambda t: whole.encode(t, add_special_tokens=False).ids, text)
            for text in texts
        )
        total, differing = total + len(texts), differing + wrong
        print(f"  {name:44} {len(texts):6} texts  {wrong} differ")
    print(f"all: {total} distinct texts per source, {differing} with other ids")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
