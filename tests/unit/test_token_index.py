"""The tokenizer's index: a text's small tokenizer gives exactly the whole tokenizer's ids."""

from __future__ import annotations

import csv
import itertools
import json
import random
import re
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from agent.semantic import token_index
from agent.semantic.bpe import CompactTokenizer
from agent.semantic.embedder import WEIGHTS, StaticEmbedder
from agent.semantic.gate import EXEMPLARS, SemanticGate, load_exemplars
from agent.semantic.token_index import (
    KnownTextsTokenizer,
    TokenIndex,
    UnsupportedTokenizerError,
    compact_tokenizer,
    tokenizer_for,
)
from agent.semantic.tokenizer_file import TOKENIZER, load_tokenizer, packaged_model_dir
from bench.tokenizer_identity import variants
from concierge.cli import main

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data"
# Tune-side splits only: the held-back halves and the blind sets are never read.
TUNE_SIDE = {
    "tune",
    "fresh_tune",
    "probe",
    "authors14",
    "crisis_fit",
    "crisis_check",
    "tune2",
    "tune3",
    "tune4",
    "ml_tune",
    "ml_tune2",
}
GUARDRAIL_SETS = (
    "guardrail_heldout.csv",
    "guardrail_fresh.csv",
    "guardrail_probe.csv",
    "guardrail_crisis_tune.csv",
    "guardrail_authors14.csv",
    "language_heldout.csv",
)
ANSWER_SETS = (
    "answer_heldout.jsonl",
    "answer_fresh.jsonl",
    "answer_multilingual.jsonl",
    "answer_multilingual_tune2.jsonl",
    "answer_probe.jsonl",
    "answer_tune2.jsonl",
    "answer_tune3.jsonl",
    "answer_tune4.jsonl",
)
# Texts at the edges of the argument: special tokens' text (split off before BPE), the word
# marker itself, byte fallback, whitespace other than spaces, a text past MAX_TOKENS.
EDGES = [
    "",
    " ",
    "   ",
    "  leading and trailing  ",
    "\u2581",
    "\u2581\u2581x \u2581",
    "<s> hi",
    "hi </s> there",
    "<unk>",
    "<0x41> is a byte token's text",
    "tab\tand\nnewline\r\n",
    "🙏🏽 pls help 🎰🎰",
    "cafe\u0301 with a combining accent",
    "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ",
    "我想找人工客服，谢谢",
    "مرحبا، أين المطعم؟",
    "שלום",
    "Ελληνικά κείμενα",
    "\x00\x01 control",
    "a" * 600,
    " ".join(["buffet"] * 400),
]


def corpus_texts() -> list[str]:
    """Every text of the project's corpora and the tune side of the bench sets, deduplicated."""
    texts = [row["text"] for row in _csv_rows(EXEMPLARS)]
    for name in ("guardrail_corpus.csv", "keyword_corpus.csv"):
        texts += [row["text"] for row in _csv_rows(ROOT / "tests" / "data" / name)]
    for name in GUARDRAIL_SETS:
        texts += [row["text"] for row in _csv_rows(DATA / name) if row["split"] in TUNE_SIDE]
    for name in ANSWER_SETS:
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            item = json.loads(line) if line.strip() else None
            if item is not None and item["split"] in TUNE_SIDE:
                texts.append(item["question"])
    questions = json.loads((ROOT / "bench" / "questions.json").read_text(encoding="utf-8"))
    texts += [question["text"] for question in questions["questions"]]
    return list(dict.fromkeys(texts))


def _csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


@pytest.fixture(scope="module")
def whole() -> Tokenizer:
    return load_tokenizer(packaged_model_dir() / TOKENIZER)


@pytest.fixture(scope="module")
def index() -> TokenIndex:
    loaded = TokenIndex.load(packaged_model_dir() / TOKENIZER)
    assert loaded is not None
    return loaded


def ids(tokenizer: Tokenizer | KnownTextsTokenizer | CompactTokenizer, text: str) -> list[int]:
    return tokenizer.encode_batch([text], add_special_tokens=False)[0].ids


def test_the_shipped_index_was_made_from_the_installed_tokenizer():
    assert TokenIndex.load(packaged_model_dir() / TOKENIZER) is not None, (
        "agent/semantic/token_index.npz is stale: run `python -m agent.semantic.fit`, commit it"
    )


def test_each_texts_small_tokenizer_gives_the_whole_ones_ids(whole, index):
    texts = corpus_texts()
    assert len(texts) > 10_000  # the corpora were all read
    differing = []
    for text in texts:
        small = index.tokenizer_of([text])
        assert small is not None, text
        if ids(small, text) != ids(whole, text):
            differing.append(text)
    assert differing == []


def test_variants_and_edge_texts_get_the_whole_ones_ids(whole, index):
    rng = random.Random(14)
    texts = rng.sample(corpus_texts(), 300)
    variants = [text.upper() for text in texts] + [f"{a} {b}" for a, b in itertools.pairwise(texts)]
    for text in variants:
        small = index.tokenizer_of([text])
        assert small is not None
        assert ids(small, text) == ids(whole, text), text
    for text in EDGES:
        assert ids(tokenizer_for([text]), text) == ids(whole, text), text


def test_a_text_with_a_special_tokens_text_is_read_with_the_whole_tokenizer(index):
    assert index.tokenizer_of(["hi </s> there"]) is None
    assert isinstance(tokenizer_for(["<s> hi"]), Tokenizer)
    assert isinstance(tokenizer_for(["hi"]), KnownTextsTokenizer)


def test_the_small_tokenizer_holds_only_the_texts_pieces(index, whole):
    small = index.tokenizer_of(["what time does the buffet open"])
    assert small is not None
    assert 259 < small.get_vocab_size() < 400  # the byte and special tokens, then the pieces
    for token_id in ids(whole, "what time does the buffet open"):
        assert small.id_to_token(token_id) == whole.id_to_token(token_id)


def test_another_text_is_encoded_by_the_whole_tokenizer_read_on_demand(whole):
    read = []

    def reading() -> Tokenizer:
        read.append(True)
        return whole

    index = TokenIndex.load(packaged_model_dir() / TOKENIZER)
    assert index is not None
    small = index.tokenizer_of(["spa hours"])
    assert small is not None
    tokenizer = KnownTextsTokenizer(["spa hours"], small, reading)
    assert ids(tokenizer, "spa hours") == ids(whole, "spa hours")
    assert read == []
    other = "where do i park the car tonight"
    assert ids(tokenizer, other) == ids(whole, other)
    assert read == [True]


def test_an_index_of_another_tokenizer_file_is_ignored(tmp_path):
    model_dir = tmp_path / "wordllama"
    (model_dir / TOKENIZER).parent.mkdir(parents=True)
    source = (packaged_model_dir() / TOKENIZER).read_bytes()
    (model_dir / TOKENIZER).write_bytes(source)
    path = tmp_path / "token_index.npz"
    token_index.write(model_dir / TOKENIZER, path)
    assert TokenIndex.load(model_dir / TOKENIZER, path) is not None
    changed = source.replace('"\u2581the":'.encode(), '"\u2581thee":'.encode(), 1)
    assert changed != source
    (model_dir / TOKENIZER).write_bytes(changed)
    assert TokenIndex.load(model_dir / TOKENIZER, path) is None
    assert TokenIndex.load(model_dir / TOKENIZER, tmp_path / "absent.npz") is None


def test_a_tokenizer_outside_the_argument_gets_no_index():
    config = json.loads((packaged_model_dir() / TOKENIZER).read_bytes())
    config["pre_tokenizer"] = {"type": "Whitespace"}
    with pytest.raises(UnsupportedTokenizerError, match="pre-tokenizer"):
        token_index.build(json.dumps(config).encode())
    config["pre_tokenizer"] = None
    config["model"]["dropout"] = 0.1
    with pytest.raises(UnsupportedTokenizerError, match="dropout"):
        token_index.build(json.dumps(config).encode())


def test_classify_scores_as_the_gate_with_the_whole_tokenizer(capsys):
    gate = SemanticGate.load(StaticEmbedder.load())
    for text in (
        "what time does the buffet open",
        "mi hijo de 16 puede jugar tragamonedas conmigo?",
        "took a whole bottle of my pills, feeling strange",
    ):
        assert main(["classify", text, "--json"]) == 0
        printed = json.loads(capsys.readouterr().out)
        if printed["layer"] == "pattern":
            continue
        verdict = gate.classify(text)
        assert (printed["guardrail"], printed["layer"], printed["score"]) == (
            verdict.guardrail,
            verdict.layer,
            verdict.score,
        )


def test_a_gate_fitted_at_start_tokenizes_its_exemplars_with_the_whole_tokenizer():
    # A stale fit makes the gate fit at start: the exemplars are not the known text.
    text = "is the pool open late tonight"
    exemplars = load_exemplars()[::150]
    whole_gate = SemanticGate(StaticEmbedder.load(), exemplars, {})
    small_gate = SemanticGate(StaticEmbedder.load(tokenizer=tokenizer_for([text])), exemplars, {})
    assert small_gate.scores(text) == whole_gate.scores(text)
    assert small_gate.classify(text) == whole_gate.classify(text)


@pytest.fixture(scope="module")
def compact() -> CompactTokenizer:
    loaded = compact_tokenizer(packaged_model_dir() / TOKENIZER)
    assert loaded is not None
    return loaded


def encodable(text: str) -> bool:
    return text == text.encode("utf-8", "ignore").decode("utf-8")


def test_the_compact_tokenizer_gives_the_whole_ones_ids(whole, compact):
    rng = random.Random(13)
    texts = corpus_texts()
    texts += [text.upper() for text in texts[::7]] + EDGES
    # A lone surrogate is an error to both tokenizers (bench/tokenizer_identity.py counts those).
    texts += [text for text in variants(texts, len(texts), rng) if encodable(text)]
    assert len(texts) > 25_000
    differing = [text for text in texts if ids(compact, text) != ids(whole, text)]
    assert differing == []


def test_the_word_table_gives_the_ids_merging_gives(compact):
    # The word table and the word cache are shortcuts: merging each word gives the same ids.
    compact.forget()
    for text in corpus_texts()[::5]:
        words = re.split("(?<=[^\u2581])(?=\u2581)", "\u2581" + text.replace(" ", "\u2581"))
        merged = [i for word in words for i in compact.merge_word(word)]
        assert ids(compact, text) == merged or "<" in text, text


def test_the_embedder_reads_the_compact_tokenizer_unless_the_index_is_stale(tmp_path, whole):
    assert isinstance(StaticEmbedder.load()._tokenizer, CompactTokenizer)
    model_dir = tmp_path / "wordllama"
    for name in (TOKENIZER, WEIGHTS):
        (model_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (model_dir / name).symlink_to(packaged_model_dir() / name)
    assert isinstance(StaticEmbedder.load(model_dir)._tokenizer, CompactTokenizer)
    path = tmp_path / "token_index.npz"
    assert compact_tokenizer(model_dir / TOKENIZER, tmp_path / "absent.npz") is None
    token_index.write(model_dir / TOKENIZER, path)
    assert compact_tokenizer(model_dir / TOKENIZER, path) is not None
