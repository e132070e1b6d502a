"""Character n-grams of the semantic gate's linear model: stable, accent-blind, CJK-aware."""

import subprocess
import sys
import unicodedata

import numpy as np

from agent.semantic.char_grams import CHAR_DIM, char_gram_bags, gram_slots, normalized


def test_accents_case_and_spacing_do_not_change_the_grams():
    assert normalized("  Está   ABIERTA la piscina? ") == " esta abierta la piscina? "
    assert np.array_equal(gram_slots("não consigo parar"), gram_slots("NAO consigo  parar"))


def test_a_misspelling_shares_most_grams_with_the_word():
    right, typo, other = char_gram_bags(["overdose", "overdosed", "buffet"])
    assert float(right @ typo) > 0.6
    assert float(right @ other) < 0.2


def test_each_chinese_character_counts_on_its_own():
    slots = gram_slots("我想死")
    # 3 characters, plus the bigrams to 4-grams of the padded text (5 code points).
    assert len(slots) == 3 + 4 + 3 + 2


def test_the_hash_is_the_same_in_another_process():
    text = "mi esposo tomó demasiadas pastillas 我朋友昏倒了"
    here = gram_slots(text).tolist()
    code = f"from agent.semantic.char_grams import gram_slots;print(gram_slots({text!r}).tolist())"
    there = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert there.strip() == str(here)


def test_rows_are_unit_length():
    bags = char_gram_bags(["where is the spa", "ok"])
    assert bags.shape == (2, CHAR_DIM)
    assert np.allclose(np.linalg.norm(bags, axis=1), 1.0, atol=1e-5)


def test_accents_are_dropped_from_every_latin_1_and_extended_a_letter_alone():
    text = "".join(chr(code) for code in range(0x20, 0x250)) + " Ação ÉL 浴室"

    def plain(char: str) -> str:
        base = unicodedata.normalize("NFKD", char)[:1]
        keep = not 0xC0 <= ord(char) < 0x180 or not (base.isascii() and base.isalpha())
        return char if keep else base

    expected = "".join(plain(char) for char in text.lower())
    assert normalized(text) == " " + " ".join(expected.split()) + " "
