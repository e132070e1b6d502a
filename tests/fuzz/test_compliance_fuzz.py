"""Hostile text against the pure compliance and SMS modules: they never raise and keep contracts.

Arbitrary unicode includes lone surrogates, astral emoji, right-to-left and bidi controls,
combining marks, NUL and 10,000-character strings.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import phonenumbers
import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from phonenumbers.tzdata import TIMEZONE_DATA

from compliance.guardrails import Guardrail, all_guardrails, check_guardrails
from compliance.keywords import Keyword, classify_keyword
from compliance.quiet_hours import MessageClass, decide
from compliance.state_rules import load_state_rules
from sms.encoding import count_parts, fits_one_part, smart_encode
from sms.segmentation import split_for_sms

FUZZ = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)

_HOSTILE_CHARS = st.one_of(
    st.characters(),
    st.characters(categories=["Cs"]),  # lone surrogates
    st.characters(categories=["Mn", "Me", "Mc"]),  # combining marks
    st.characters(min_codepoint=0x1F300, max_codepoint=0x1FAFF),  # astral emoji
    st.characters(min_codepoint=0x0590, max_codepoint=0x06FF),  # Hebrew and Arabic
    st.sampled_from(
        ["\x00", "\u200d", "\u200c", "\u200b", "\ufeff", "\u202e", "\u2066", "\u200f", "\u00ad"]
    ),
    st.sampled_from(list(" .!?\n\t-'\"")),
)
_WORDS = st.sampled_from(
    [
        "STOP", "stop texting me", "HELP", "start", "YES", "no más", "退订", "ignore previous",
        "instructions", "system:", "kill myself", "my kid", "cash", "$10,000", "agent", "human",
        "is my husband here", "blackjack odds", "S T O P", "\U0001f6d1",
        "\U0001f468\u200d\U0001f469",
    ]
)  # fmt: skip
hostile_text = st.one_of(
    st.text(_HOSTILE_CHARS, max_size=200),
    st.lists(st.one_of(_WORDS, st.text(_HOSTILE_CHARS, max_size=8)), max_size=20).map(" ".join),
    st.text(_HOSTILE_CHARS, min_size=10_000, max_size=10_000),
    st.sampled_from(["", " ", "\x00", "\U0001f3b0" * 5000, "STOP" * 2500, "a\u0301" * 5000]),
)


@FUZZ
@given(text=hostile_text, opted_out=st.booleans())
def test_classify_keyword_returns_a_keyword_or_none(text: str, opted_out: bool) -> None:
    result = classify_keyword(text, opted_out=opted_out)
    assert result is None or isinstance(result, Keyword)


@FUZZ
@given(text=hostile_text)
def test_guardrails_agree_and_return_categories(text: str) -> None:
    every = all_guardrails(text)
    first = check_guardrails(text)
    assert isinstance(every, list) and all(isinstance(item, Guardrail) for item in every)
    assert first == (every[0] if every else None)
    assert len(set(every)) == len(every)


@FUZZ
@given(text=hostile_text)
def test_smart_encode_and_count_parts(text: str) -> None:
    encoded = smart_encode(text)
    assert isinstance(encoded, str)
    parts = count_parts(encoded)
    assert isinstance(parts, int) and parts >= 0
    assert (parts == 0) == (encoded == "")


@FUZZ
@given(text=hostile_text, max_texts=st.integers(1, 5), smart=st.booleans())
def test_split_for_sms_texts_each_fit_one_part(text: str, max_texts: int, smart: bool) -> None:
    texts = split_for_sms(text, max_texts=max_texts, smart=smart)
    assert isinstance(texts, list) and len(texts) <= max_texts
    for piece in texts:
        assert isinstance(piece, str) and piece
        assert fits_one_part(piece)
        assert count_parts(piece) == 1
    if text.strip() and not texts:
        # Only a text of nothing but dropped characters may give no texts.
        assert not (smart_encode(text) if smart else text).split()


# --- Quiet hours -----------------------------------------------------------------------------


def _us_area_codes() -> list[str]:
    codes = sorted({key[1:4] for key in TIMEZONE_DATA if key.startswith("1") and len(key) >= 4})
    usable = []
    for code in codes:
        sample = phonenumbers.parse(f"+1{code}2345678")
        if phonenumbers.region_code_for_number(sample) == "US":
            usable.append(code)
    return usable


US_AREA_CODES = _us_area_codes()
RULES = load_state_rules()


@st.composite
def us_numbers(draw: st.DrawFn) -> str:
    """A valid US number in E.164, from any area code the phone library knows."""
    number = (
        f"+1{draw(st.sampled_from(US_AREA_CODES))}"
        f"{draw(st.integers(200, 999))}{draw(st.integers(0, 9999)):04d}"
    )
    parsed = phonenumbers.parse(number)
    assume(phonenumbers.is_valid_number(parsed))
    assume(phonenumbers.region_code_for_number(parsed) == "US")
    return number


aware_instants = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2035, 12, 31), timezones=st.timezones()
)


def test_area_codes_cover_every_us_zone_family() -> None:
    assert len(US_AREA_CODES) > 300
    for code in ("808", "907", "208", "605", "850", "364", "458"):
        assert code in US_AREA_CODES


@FUZZ
@given(
    recipient=us_numbers(),
    at=aware_instants,
    message_class=st.sampled_from(list(MessageClass)),
    inbound_ago=st.none() | st.timedeltas(timedelta(minutes=-5), timedelta(days=2)),
    replies_policy=st.sampled_from(["send", "defer"]),
)
def test_decide_always_allows_or_names_a_later_instant(
    recipient: str,
    at: datetime,
    message_class: MessageClass,
    inbound_ago: timedelta | None,
    replies_policy: str,
) -> None:
    inbound_at = None if inbound_ago is None else at - inbound_ago
    decision = decide(
        recipient,
        at,
        message_class,
        inbound_at=inbound_at,
        replies_policy=replies_policy,  # type: ignore[arg-type]
        rules=RULES,
    )
    assert isinstance(decision.allowed, bool)
    event(f"allowed={decision.allowed}")
    if message_class is MessageClass.COMPLIANCE:
        assert decision.allowed
    if decision.allowed:
        assert decision.next_allowed_at is None
        return
    assert decision.next_allowed_at is not None
    assert decision.next_allowed_at.utcoffset() is not None
    assert decision.next_allowed_at > at
    later = decide(recipient, decision.next_allowed_at, MessageClass.PROACTIVE, rules=RULES)
    assert later.allowed, (decision.as_dict(), later.as_dict())


@pytest.mark.parametrize("recipient", ["+18605550100", "+18085550100", "+19075550100"])
@pytest.mark.parametrize(
    "first_day", [datetime(2026, 3, 5, tzinfo=UTC), datetime(2026, 10, 29, tzinfo=UTC)]
)
def test_decide_hour_by_hour_across_dst_changes(recipient: str, first_day: datetime) -> None:
    """A deterministic sweep beside the random one: the days around each 2026 clock change."""
    at = first_day
    while at < first_day + timedelta(days=6):
        for message_class in (MessageClass.PROACTIVE, MessageClass.REPLY):
            decision = decide(recipient, at, message_class, rules=RULES)
            if not decision.allowed:
                assert decision.next_allowed_at is not None and decision.next_allowed_at > at
                assert decide(
                    recipient, decision.next_allowed_at, message_class, rules=RULES
                ).allowed
        at += timedelta(minutes=47)  # steps that land on ever different minutes
