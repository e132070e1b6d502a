import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sms.encoding import (
    SINGLE_PART_UNITS,
    count_parts,
    count_units,
    detect_encoding,
    fits_one_part,
    smart_encode,
)
from sms.segmentation import (
    ELLIPSIS,
    SplitResult,
    normalize_whitespace,
    split_for_sms,
    split_for_sms_detailed,
)

EMOJI = "\U0001f3b0"  # slot machine, astral
FLAG_US = "\U0001f1fa\U0001f1f8"
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"


def sentence(words: int, seed: str = "word") -> str:
    """A GSM sentence of `words` words ending with a period, e.g. 'Word1 word2 ... wordN.'."""
    body = " ".join(f"{seed}{i}" for i in range(words))
    return body[0].upper() + body[1:] + "."


def sentence_of(length: int, letter: str) -> str:
    """A GSM sentence of exactly `length` characters: 'Xxxxx xxxxx ... xx.'."""
    body = ((letter * 5 + " ") * length)[: length - 1]
    if body.endswith(" "):
        body = body[:-1] + letter
    return body[0].upper() + body[1:] + "."


def assert_one_part_each(texts: list[str]) -> None:
    assert texts, "expected at least one text"
    for text in texts:
        assert text and text == text.strip()
        assert count_parts(text) == 1, (count_units(text), detect_encoding(text), text)


def assert_nothing_lost(texts: list[str], original: str) -> None:
    assert " ".join(texts) == normalize_whitespace(smart_encode(original))


# --- basics -----------------------------------------------------------------------------------


def test_short_reply_is_one_text_after_smart_encoding():
    assert split_for_sms("We\u2019re open \u2014 see you\u2026") == ["We're open - see you..."]


@pytest.mark.parametrize("text", ["", "   ", "\n\t \u00a0"])
def test_blank_reply_gives_no_texts(text):
    assert split_for_sms_detailed(text) == SplitResult(texts=[], dropped="")


def test_whitespace_is_normalized():
    assert split_for_sms("  Hello\n\nthere.\tBye  ") == ["Hello there. Bye"]


def test_smart_off_keeps_characters():
    assert split_for_sms("\u201cHi\u201d", smart=False) == ["\u201cHi\u201d"]


def test_no_part_counters_are_added():
    texts = split_for_sms(" ".join(sentence(12, f"s{i}w") for i in range(5)), max_texts=10)
    assert len(texts) > 1
    assert not any(re.search(r"\(\d+/\d+\)|\d+/\d+$", text) for text in texts)


def test_max_texts_must_be_positive():
    with pytest.raises(ValueError, match="max_texts"):
        split_for_sms("Hi.", max_texts=0)


# --- capacity and encoding per text -----------------------------------------------------------


def test_exactly_160_gsm_chars_stay_one_text_and_161_do_not():
    words_160 = " ".join(["abcdefghi"] * 16)  # 16 * 9 + 15 spaces = 159
    assert len(words_160 + "j") == 160
    assert split_for_sms(words_160 + "j") == [words_160 + "j"]
    texts = split_for_sms(words_160 + "j k", max_texts=5)
    assert texts == [words_160 + "j", "k"]


def test_smart_quotes_keep_gsm_capacity():
    text = "\u201cYes\u201d, " + " ".join(["lorem"] * 24)  # 151 chars once smart-encoded
    texts = split_for_sms(text)
    assert len(texts) == 1
    assert detect_encoding(texts[0]) == "GSM-7"
    raw = split_for_sms(text, smart=False, max_texts=10)
    assert len(raw) == 2
    assert detect_encoding(raw[0]) == "UCS-2"
    assert count_units(raw[0]) <= 70


def test_extension_chars_count_double():
    text = " ".join(["{€}"] * 40)  # 40 * 6 septets + 39 spaces = 279
    texts = split_for_sms(text, max_texts=5)
    assert_one_part_each(texts)
    assert_nothing_lost(texts, text)
    assert len(texts) == 2
    assert max(count_units(t) for t in texts) <= SINGLE_PART_UNITS["GSM-7"]


def test_encoding_is_decided_per_text():
    plain = sentence(20)  # GSM, > 70 chars
    emoji_sentence = f"Good luck {EMOJI} tonight."
    text = f"{plain} {emoji_sentence}"
    texts = split_for_sms(text)
    assert texts == [plain, emoji_sentence]
    assert len(plain) > SINGLE_PART_UNITS["UCS-2"]
    assert detect_encoding(texts[0]) == "GSM-7"
    assert detect_encoding(texts[1]) == "UCS-2"


def test_emoji_text_fits_70_units():
    text = " ".join([f"fun{EMOJI}"] * 30)
    texts = split_for_sms(text, max_texts=10)
    assert_one_part_each(texts)
    assert_nothing_lost(texts, text)
    assert all(count_units(t) <= 70 for t in texts)


@pytest.mark.parametrize("cluster", [EMOJI, FLAG_US, FAMILY, "\U0001f44d\U0001f3fd"])
def test_emoji_clusters_are_never_split(cluster):
    for filler in range(20, 40):
        text = "ab " * filler + cluster + " cd" * 10
        texts = split_for_sms(text, max_texts=10)
        assert_one_part_each(texts)
        assert_nothing_lost(texts, text)
        assert sum(t.count(cluster) for t in texts) == 1


# --- sentences and words ----------------------------------------------------------------------


def test_whole_sentences_are_packed_greedily():
    a, b, c = sentence_of(45, "a"), sentence_of(45, "b"), sentence_of(45, "c")
    d = sentence_of(80, "d")  # does not fit after a, b and c (137 chars)
    texts = split_for_sms(f"{a} {b} {c} {d}")
    assert texts == [f"{a} {b} {c}", d]


def test_long_sentence_starts_a_new_text_and_splits_between_words():
    short = sentence(5, "s")
    long = sentence(60, "w")  # ~ 360 chars
    text = f"{short} {long}"
    texts = split_for_sms(text, max_texts=10)
    assert texts[0] == short
    assert_one_part_each(texts)
    assert_nothing_lost(texts, text)
    words = set(long.split())
    assert all(set(t.split()) <= words for t in texts[1:])  # no word cut in two


def test_title_abbreviation_is_not_a_sentence_end():
    first = sentence_of(110, "f")
    second = "Dr. Smith hosts the poker night in the Arena tonight."
    texts = split_for_sms(f"{first} {second}")
    assert texts == [first, second]


def test_period_before_lowercase_is_not_a_sentence_end():
    first = sentence_of(100, "f")
    second = "Fans across the U.S. love our slots, our buffet and our shows every night."
    assert len(f"{first} {second}") > 160
    assert split_for_sms(f"{first} {second}") == [first, second]


def test_trailing_emoji_stays_with_its_sentence():
    first = "Enjoy the buffet tonight, it opens at six!"
    second = "Show tickets are at the box office now."
    texts = split_for_sms(f"{first} {EMOJI} {second}")
    assert texts == [f"{first} {EMOJI}", second]


# --- tokens that must stay whole --------------------------------------------------------------


@pytest.mark.parametrize(
    "phone",
    [
        "1-888-226-7711",
        "(860) 862-8000",
        "+18605550100",
        "+1 860 555 0100",
        "1 (860) 862-8000",
        "860.862.8000",
        "+44 20 7946 0958",
    ],
)
def test_phone_numbers_are_never_split(phone):
    for filler in range(0, 40):
        text = "x" * 100 + " call" * filler + f" {phone} now."
        texts = split_for_sms(text, max_texts=10)
        assert_one_part_each(texts)
        assert_nothing_lost(texts, text)
        assert sum(t.count(phone) for t in texts) == 1, (filler, texts)


@pytest.mark.parametrize("time", ["9 a.m.", "10:30 pm", "11 PM"])
def test_time_of_day_stays_together(time):
    for filler in range(0, 40):
        text = "y" * 100 + " open" * filler + f" until {time} daily."
        texts = split_for_sms(text, max_texts=10)
        assert sum(t.count(time) for t in texts) == 1, (filler, texts)


def test_long_url_that_fits_is_never_split():
    url = "https://mohegansun.com/dining/" + "a" * 90 + "?utm_source=sms&ref=concierge"
    assert len(url) < 160
    for filler in range(0, 40):
        text = "Menu" + " here" * filler + f" {url} enjoy."
        texts = split_for_sms(text, max_texts=10)
        assert_one_part_each(texts)
        assert_nothing_lost(texts, text)
        assert sum(t.count(url) for t in texts) == 1


def test_email_is_never_split():
    email = "vip.hosts-team@foxwoods-resort.example.com"
    for filler in range(0, 30):
        text = "z" * 110 + " write" * filler + f" to {email} today."
        texts = split_for_sms(text, max_texts=10)
        assert sum(t.count(email) for t in texts) == 1


def test_giant_token_is_hard_split_without_losing_characters():
    url = "https://example.com/" + "q" * 400
    text = f"Link: {url} thanks."
    texts = split_for_sms(text, max_texts=10)
    assert_one_part_each(texts)
    assert texts[0] == "Link:"  # the giant token starts its own text
    assert "".join(texts).replace(" ", "") == text.replace(" ", "")
    assert texts[-1].endswith(" thanks.")


def test_giant_emoji_token_hard_split_keeps_clusters():
    token = FLAG_US * 50  # 200 units, one "word"
    texts = split_for_sms(token, max_texts=10)
    assert_one_part_each(texts)
    assert "".join(texts) == token
    assert all(len(t) % 2 == 0 and t == FLAG_US * (len(t) // 2) for t in texts)


# --- max_texts --------------------------------------------------------------------------------


def test_over_max_texts_drops_whole_trailing_sentences():
    sentences = [sentence(18, f"s{i}w") for i in range(5)]  # each ~130 chars: one text each
    text = " ".join(sentences)
    assert len(split_for_sms(text, max_texts=10)) == 5
    result = split_for_sms_detailed(text, max_texts=3)
    assert result.texts == sentences[:3]
    assert result.dropped == " ".join(sentences[3:])
    assert result.truncated
    assert split_for_sms(text, max_texts=3) == result.texts


def test_within_max_texts_nothing_dropped():
    text = " ".join(sentence(18, f"s{i}w") for i in range(3))
    result = split_for_sms_detailed(text, max_texts=3)
    assert len(result.texts) == 3
    assert result.dropped == ""
    assert not result.truncated


def test_cut_inside_an_overlong_first_sentence_ends_with_ellipsis():
    text = " ".join(["words"] * 120) + ". Second sentence."
    result = split_for_sms_detailed(text, max_texts=2)
    assert len(result.texts) == 2
    assert_one_part_each(result.texts)
    assert result.texts[-1].endswith("words" + ELLIPSIS)
    kept = " ".join(result.texts)[: -len(ELLIPSIS)]
    assert f"{kept} {result.dropped}" == normalize_whitespace(text)


@given(
    st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=12),
    st.integers(min_value=1, max_value=4),
)
def test_max_texts_property(sentence_lengths, max_texts):
    text = " ".join(sentence(n, f"s{i}w") for i, n in enumerate(sentence_lengths))
    result = split_for_sms_detailed(text, max_texts=max_texts)
    assert 1 <= len(result.texts) <= max_texts
    assert_one_part_each(result.texts)
    joined = " ".join(result.texts)
    if result.dropped:
        if joined.endswith(ELLIPSIS):
            joined = joined[: -len(ELLIPSIS)]
        else:
            assert joined.endswith(".")  # whole sentences kept
        assert f"{joined} {result.dropped}" == normalize_whitespace(text)
    else:
        assert joined == normalize_whitespace(text)


# --- property: arbitrary text ------------------------------------------------------------------

PIECES = st.sampled_from(
    [
        "a", "Zq", " ", "  ", "\n", ".", "!", "?", "\u201c", "\u2019", "\u2014", "\u2026", "€",
        "{", "\\", "á", EMOJI, FLAG_US, FAMILY, "\u0301", "\u200d", "\u200b", "\u00a0",
        "(860) 862-8000", "1-888-226-7711", "+18605550100", "9 a.m.", "https://x.co/abc",
        "Dr.", "e.g.", "b" * 90, "c" * 170,
    ]
)  # fmt: skip
ARBITRARY = st.one_of(st.text(max_size=600), st.lists(PIECES, max_size=120).map("".join))


@settings(max_examples=300)
@given(ARBITRARY)
def test_every_text_fits_one_part_and_nothing_is_lost(text):
    texts = split_for_sms(text, max_texts=10_000)
    normalized = normalize_whitespace(smart_encode(text))
    for piece in texts:
        assert piece and piece == piece.strip()
        assert count_parts(piece) == 1
    assert "".join(texts).replace(" ", "") == normalized.replace(" ", "")
    if all(fits_one_part(token) for token in normalized.split(" ") if token):
        assert " ".join(texts) == normalized


def test_a_chinese_reply_breaks_between_its_sentences_not_inside_a_name():
    reply = (
        "如有人身处危险,请立即拨打911。危机支持请拨打或发短信至988。"
        "Mohegan Sun保安:(860) 555-0199。我已通知我们的团队。"
    )
    texts = split_for_sms(reply)
    assert all(fits_one_part(text) for text in texts)
    assert not any(text.endswith("Mohegan") for text in texts)
    assert texts[-1] == "我已通知我们的团队。"
