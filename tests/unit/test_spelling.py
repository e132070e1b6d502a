"""Misspelt words mended for the gate's second reading (agent.semantic.spelling)."""

import json

import pytest

from agent.semantic import spelling
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import LINEAR_TEXTS, SemanticGate, check_layers, load_exemplars
from agent.semantic.spelling import Speller, one_edit_away
from agent.semantic.tokenizer_file import TOKENIZER, packaged_model_dir
from compliance.guardrails import Guardrail
from concierge.cli import main


@pytest.fixture(scope="module")
def gate() -> SemanticGate:
    return SemanticGate.load(StaticEmbedder.load())


def test_one_edit_covers_a_dropped_swapped_changed_and_added_letter():
    edits = set(one_edit_away("cat", "abt"))
    assert {"ct", "act", "cbt", "cata"} <= edits  # dropped, swapped, changed, added
    assert "dog" not in edits and "tac" not in edits


def test_an_unknown_word_is_mended_to_the_most_frequent_known_word_one_edit_away():
    speller = Speller({"shower": 9, "shiver": 4, "bleeding": 5, "blending": 3})
    assert speller.mended("the showr is cold") == "the shower is cold"
    # "bleedng" is one edit from "bleeding" only; "blendng" from "blending" only.
    assert speller.mended("BLEEDNG badly") == "bleeding badly"
    assert speller.mended("blendng it") == "blending it"


def test_known_short_and_rarely_seen_words_are_left_as_written():
    speller = Speller({"shower": 9, "showers": 1, "knife": 2, "shout": 1})
    assert speller.mended("Showers and a shout") == "Showers and a shout"  # known, any count
    assert speller.mended("the knifr") == "the knifr"  # its mend is seen under MIN_COUNT times
    assert speller.mended("a shwr, 浴室") == "a shwr, 浴室"  # under MIN_LENGTH letters; Chinese
    assert Speller({}).mended("anything at all") == "anything at all"


def test_a_word_with_no_mend_is_told_from_its_deletion_keys_alone():
    speller = Speller({"shower": 9, "bleeding": 5, "shout": 1, "knife": 2})
    # Dropped, swapped, changed and added letters all share a key with the mend.
    for typo in ("showr", "sohwer", "shiwer", "showers", "bleedingg"):
        assert speller.may_mend(typo) and speller.mend(typo) is not None
    # Two edits away, or one from words seen too rarely or too short to be a mend.
    for word in ("shwoerr", "shoutt", "knifes", "xhowes", "gomez"):
        assert not speller.may_mend(word) and speller.mend(word) is None
    assert not Speller({}).may_mend("anything")


def test_the_tokenizers_whole_words_are_known_but_never_a_mend():
    words = spelling.vocabulary(
        ["shoot shoot shoot"], ["\u2581shout", "\u2581sh", "ing", "\u2581x1"]
    )
    assert words == {"shoot": 3, "shout": 1}
    assert Speller(words).mended("i want to shout him out") == "i want to shout him out"


def test_the_shipped_vocabulary_is_the_one_fit_writes():
    tokens = json.loads((packaged_model_dir() / TOKENIZER).read_text(encoding="utf-8"))
    texts = [e.text for e in load_exemplars() + load_exemplars(LINEAR_TEXTS)]
    expected = spelling.vocabulary(texts, tokens["model"]["vocab"])
    assert spelling.read() == dict(expected), (
        "agent/semantic/known_words.txt is stale: run `python -m agent.semantic.fit`, commit it"
    )


@pytest.mark.parametrize(
    "text",
    [
        "overdsoe room 1410 hurry",
        "my husband is chokign at the steakhouse",
        "amublance to the arena entrance now",
    ],
)
def test_a_crisis_with_a_typo_in_its_key_word_is_found_on_the_second_reading(gate, text):
    assert check_layers(text, gate).guardrail is Guardrail.CRISIS
    without = SemanticGate.load(StaticEmbedder.load())
    without.speller = None
    assert check_layers(text, without).guardrail is None  # what the mend adds


def test_a_request_for_staff_with_a_typo_is_found(gate):
    assert check_layers("can i speak with a maneger about my bill", gate).guardrail is (
        Guardrail.HUMAN_REQUEST
    )


def test_texts_with_real_words_only_are_read_once_as_written(gate):
    for text in ("i want to shout out our bartender, she was great", "what time is the show"):
        assert gate.speller is not None and gate.speller.mended(text) == text
        assert check_layers(text, gate).guardrail is None


def test_the_cli_says_what_it_read_when_only_the_mended_text_is_a_category(capsys):
    assert main(["classify", "overdsoe room 1410 hurry", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["guardrail"] == "crisis"
    assert result["read_as"] == "overdose room 1410 hurry"
    assert main(["classify", "someone collapsed and is not breathing", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["read_as"] is None  # found as written
