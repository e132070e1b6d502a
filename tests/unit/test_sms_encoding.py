import pytest
from hypothesis import given
from hypothesis import strategies as st

from sms.encoding import (
    CONCAT_PART_UNITS,
    GSM_BASIC,
    GSM_EXTENSION,
    SmsInfo,
    count_parts,
    count_units,
    detect_encoding,
    fits_one_part,
    graphemes,
    smart_encode,
    sms_info,
    split_into_parts,
)

NON_GSM_BMP = "á"  # Latin, in the BMP, not in GSM 03.38
EMOJI = "\U0001f600"  # astral: two UTF-16 units
FLAG_US = "\U0001f1fa\U0001f1f8"
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man ZWJ woman ZWJ girl
THUMBS_UP_MEDIUM = "\U0001f44d\U0001f3fd"
KEYCAP_ONE = "1\ufe0f\u20e3"


# --- character tables ---------------------------------------------------------------------


def test_gsm_tables_have_the_03_38_sizes():
    assert len(GSM_BASIC) == 127  # 128 codes minus the escape
    assert len(GSM_EXTENSION) == 10
    assert not GSM_BASIC & GSM_EXTENSION


@pytest.mark.parametrize("char", list("^{}\\[]~|€\f"))
def test_extension_characters(char):
    assert char in GSM_EXTENSION
    assert count_units(char) == 2


def test_grave_accent_is_not_gsm():
    assert "`" not in GSM_BASIC | GSM_EXTENSION
    assert detect_encoding("a`b") == "UCS-2"


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("Hello, see you at 9!", "GSM-7"),
        ("Café é è à ñ ü ß Ø Δ Ω £ ¥ § ¿ ¡", "GSM-7"),
        ("Price: €20 {promo} [vip] ~x| ^", "GSM-7"),
        ("", "GSM-7"),
        (f"Hi {NON_GSM_BMP}", "UCS-2"),
        (f"Hi {EMOJI}", "UCS-2"),
        ("Hi \u201cthere\u201d", "UCS-2"),
        ("ç", "UCS-2"),  # only the capital Ç is in the table
    ],
)
def test_detect_encoding(text, encoding):
    assert detect_encoding(text) == encoding


# --- smart encoding ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("\u201cquoted\u201d", '"quoted"'),
        ("\u00abguillemets\u00bb", '"guillemets"'),
        ("it\u2019s \u2018x\u2019", "it's 'x'"),
        ("acute\u00b4 grave`", "acute' grave'"),
        ("a\u2014b\u2013c", "a-b-c"),
        ("wait\u2026", "wait..."),
        ("\u2022 item", "- item"),
        ("a\u00a0b\u2009c\u3000d\u202fe", "a b c d e"),
        ("tab\there", "tab here"),
        ("\uff21\uff22\uff23\uff01\uff11", "ABC!1"),
        ("zero\u200bwidth\ufeff\u2060", "zerowidth"),
        ("soft\u00adhyphen", "softhyphen"),
        ("cafe\u0301", "café"),  # NFC composes the GSM é
        ("join\u200der", "joiner"),  # a ZWJ between letters joins nothing
    ],
)
def test_smart_encode_maps_to_gsm(raw, expected):
    assert smart_encode(raw) == expected
    assert detect_encoding(smart_encode(raw)) == "GSM-7"


def test_smart_encode_keeps_zwj_inside_emoji_sequences():
    assert smart_encode(f"Family {FAMILY}!") == f"Family {FAMILY}!"
    assert len(graphemes(FAMILY)) == 1


def test_smart_encode_leaves_gsm_and_real_unicode_alone():
    text = f"Caf\u00e9 {{ok}} \u20ac5 {EMOJI} {NON_GSM_BMP}"
    assert smart_encode(text) == text


def test_smart_quotes_keep_capacity_at_160():
    text = "\u201cYes\u201d " + "a" * 150
    assert count_parts(text) == 3  # UCS-2: 156 units
    assert sms_info(text).parts == 1
    assert sms_info(text).encoding == "GSM-7"


# --- units ------------------------------------------------------------------------------------


def test_count_units():
    assert count_units("abc") == 3
    assert count_units("a€{") == 5
    assert count_units(f"a{NON_GSM_BMP}") == 2
    assert count_units(f"a{EMOJI}") == 3
    assert count_units("a€", "UCS-2") == 2
    assert count_units("") == 0


def test_forcing_gsm_on_non_gsm_text_raises():
    with pytest.raises(ValueError, match="GSM-7"):
        count_units(EMOJI, "GSM-7")


# --- parts: GSM-7 boundaries -----------------------------------------------------------------


def test_empty_text_has_no_parts():
    assert count_parts("") == 0
    assert split_into_parts("") == []
    assert not fits_one_part("")


@pytest.mark.parametrize(("length", "parts"), [(1, 1), (160, 1), (161, 2), (306, 2), (307, 3)])
def test_gsm_part_boundaries(length, parts):
    assert count_parts("a" * length) == parts


def test_161_gsm_chars_split_153_plus_8():
    assert [len(part) for part in split_into_parts("a" * 161)] == [153, 8]


def test_extension_char_at_single_part_edge():
    assert count_parts("a" * 158 + "€") == 1  # 160 septets
    assert count_units("a" * 159 + "€") == 161
    assert count_parts("a" * 159 + "€") == 2


def test_escape_pair_never_split_across_153_boundary():
    text = "a" * 152 + "€" + "b" * 10  # the euro would occupy septets 153 and 154
    parts = split_into_parts(text)
    assert parts == ["a" * 152, "€" + "b" * 10]
    assert all(count_units(part) <= CONCAT_PART_UNITS["GSM-7"] for part in parts)


# --- parts: UCS-2 boundaries -----------------------------------------------------------------


@pytest.mark.parametrize(("length", "parts"), [(70, 1), (71, 2), (134, 2), (135, 3)])
def test_ucs2_part_boundaries(length, parts):
    assert count_parts(NON_GSM_BMP * length) == parts


def test_71_ucs2_units_split_67_plus_4():
    assert [len(part) for part in split_into_parts(NON_GSM_BMP * 71)] == [67, 4]


def test_astral_emoji_straddling_a_boundary_moves_whole():
    text = NON_GSM_BMP * 66 + EMOJI + NON_GSM_BMP * 10  # the emoji would take units 67 and 68
    parts = split_into_parts(text)
    assert parts[0] == NON_GSM_BMP * 66
    assert parts[1].startswith(EMOJI)
    assert "".join(parts) == text


@pytest.mark.parametrize("cluster", [FLAG_US, FAMILY, THUMBS_UP_MEDIUM, KEYCAP_ONE, "e\u0301"])
def test_grapheme_cluster_never_split_across_parts(cluster):
    for filler in range(60, 68):
        text = NON_GSM_BMP * filler + cluster + NON_GSM_BMP * 20
        parts = split_into_parts(text)
        assert "".join(parts) == text
        assert any(cluster in part for part in parts), (filler, parts)


def test_flag_costs_four_units_and_fits_at_the_edge():
    assert count_units(FLAG_US) == 4
    assert count_parts("a" * 66 + FLAG_US) == 1  # 70 units
    assert count_parts("a" * 67 + FLAG_US) == 2


# --- Twilio's open segment calculator (TwilioDevEd/message-segment-calculator) ----------------
# Its published cases: a GSM-7 body with "{" of 1,120 bits is one segment and of 1,127 bits two;
# a UCS-2 body led by an emoji of 1,120 bits is one segment and of 1,136 bits two.

DIGITS = "1234567890" * 20


@pytest.mark.parametrize(("body", "bits", "segments"), [
    ("{" + DIGITS[1:159], 1120, 1),
    ("{" + DIGITS[1:160], 1127, 2),
    ("\U0001f61c" + DIGITS[1:69], 1120, 1),
    ("\U0001f61c" + DIGITS[1:70], 1136, 2),
])  # fmt: skip
def test_matches_twilio_calculator_cases(body, bits, segments):
    info = sms_info(body, smart=False)
    bits_per_unit = 7 if info.encoding == "GSM-7" else 16
    assert info.units * bits_per_unit == bits
    assert info.parts == segments


# --- graphemes --------------------------------------------------------------------------------


def test_graphemes():
    flag_fr = "\U0001f1eb\U0001f1f7"
    lone_ri = "\U0001f1e9"
    text = f"{FLAG_US}{flag_fr}{lone_ri}a{FAMILY}{THUMBS_UP_MEDIUM}{KEYCAP_ONE}e\u0301\r\nz"
    assert graphemes(text) == [
        FLAG_US,
        flag_fr,
        lone_ri,
        "a",
        FAMILY,
        THUMBS_UP_MEDIUM,
        KEYCAP_ONE,
        "e\u0301",
        "\r\n",
        "z",
    ]


# --- sms_info ---------------------------------------------------------------------------------


def test_sms_info_smart_and_raw():
    raw = "We\u2019re open \u2014 come by\u2026"
    assert sms_info(raw) == SmsInfo("GSM-7", 1, 23, "We're open - come by...")
    assert sms_info(raw, smart=False) == SmsInfo("UCS-2", 1, 21, raw)


def test_sms_info_empty():
    assert sms_info("") == SmsInfo("GSM-7", 0, 0, "")


# --- properties -------------------------------------------------------------------------------

MIXED = st.lists(
    st.sampled_from(
        ["a", "Z", " ", ".", "€", "{", NON_GSM_BMP, EMOJI, FLAG_US, FAMILY, "\u0301", "\u200d"]
    ),
    max_size=300,
).map("".join)


@given(st.one_of(MIXED, st.text(max_size=400)))
def test_parts_reassemble_and_respect_capacity(text):
    parts = split_into_parts(text)
    assert "".join(parts) == text
    assert len(parts) == count_parts(text)
    if len(parts) > 1:
        encoding = detect_encoding(text)
        assert all(0 < count_units(part, encoding) <= CONCAT_PART_UNITS[encoding] for part in parts)
    else:
        assert fits_one_part(text) == bool(text)
