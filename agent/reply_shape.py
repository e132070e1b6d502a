"""Short replies: how many texts a reply may take, and sentences short enough to split between.

An answer takes at most two texts; a third only when the guest asked for a list. A sentence too
long for one text is cut at a clause boundary (a semicolon, ", and", ", but") into two
sentences, so the splitter can break between sentences instead of inside one.
"""

from __future__ import annotations

import re

from agent.guest_vocabulary import packaged_vocabulary
from sms.encoding import fits_one_part
from sms.segmentation import split_for_sms, split_for_sms_detailed

ANSWER_TEXTS = 2
"""Texts an answer may take when the guest did not ask for a list."""

_ASKS_FOR_LIST = re.compile(
    r"\b(list|options|choices|all (the|of)|every|which (restaurants|places|shows|bars|ones)|"
    r"what (restaurants|places|shows|bars|kinds?|types?)|recommend\w*|suggest\w*|ideas)\b",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'])")
_BARE_VERDICT = re.compile(r"^\s*(Yes|No)\.\s+")
# Sentence openers safe to lower-case after "No," (never a venue or a proper name).
_COMMON_STARTS = frozenset(
    "the a an self-parking smoking cannabis valet guests complimentary pets you many most "
    "some all it there children kids".split()
)
_CLAUSE_BREAKS = (re.compile(r";\s+"), re.compile(r",\s+(?=(and|but|so|while)\s)"))


def asked_for_list(question: str) -> bool:
    """True when the guest asked for several options ("which restaurants...", "list...")."""
    return bool(_ASKS_FOR_LIST.search(question))


def _split_clause(sentence: str) -> list[str]:
    """A sentence too long for one text as two sentences at the clause break nearest its middle."""
    if fits_one_part(sentence):
        return [sentence]
    middle = len(sentence) / 2
    for pattern in _CLAUSE_BREAKS:
        breaks = sorted(pattern.finditer(sentence), key=lambda m: abs(m.start() - middle))
        for found in breaks:
            head = sentence[: found.start()].rstrip(",;") + "."
            tail = sentence[found.end() :]
            tail = tail[:1].upper() + tail[1:]
            if fits_one_part(head) and fits_one_part(tail):
                return [head, tail]
    return [sentence]


def break_long_sentences(text: str) -> str:
    """`text` with each over-long sentence cut at a clause boundary where one fits."""
    sentences = _SENTENCES.split(" ".join(text.split()))
    return " ".join(part for sentence in sentences for part in _split_clause(sentence))


def join_bare_verdict(text: str) -> str:
    """Join a bare verdict to its sentence ("No, cannabis...") when the two would not share a text.

    A bare "Yes."/"No." must not become a text of its own, nor be dropped from what follows.
    """
    match = _BARE_VERDICT.match(text)
    if match is None:
        return text
    rest = text[match.end() :]
    following = _SENTENCES.split(rest, maxsplit=1)[0]
    first = following.split(" ", 1)[0]
    if fits_one_part(f"{match[1]}. {following}") or first.lower() not in _COMMON_STARTS:
        return text
    return f"{match[1]}, {first.lower()}{rest[len(first) :]}"


def texts_for_reply(draft: str, *, question: str, answer: bool, max_texts: int) -> list[str]:
    """The SMS texts of a reply: an answer capped at two texts unless a list was asked for.

    Templates (`answer=False`: safety, help, handoff notices) keep the full `max_texts`.
    """
    text = join_bare_verdict(break_long_sentences(draft))
    budget = max_texts if not answer or asked_for_list(question) else min(ANSWER_TEXTS, max_texts)
    short = split_for_sms_detailed(text, max_texts=budget)
    kept = sum(len(part) for part in short.texts)
    if short.truncated and (
        kept < len(short.dropped) or _only_in(short.dropped, short.texts, question)
    ):
        # Dropping whole sentences would leave less than half the answer ("No." alone), or
        # the part the guest asked about ("... may turn away athletic wear" for "can I wear
        # gym clothes"): the answer is worth its third text.
        return split_for_sms(text, max_texts=max_texts)
    return short.texts


def texts_with_lead(
    lead: str, draft: str, *, question: str, answer: bool, max_texts: int
) -> list[str]:
    """The texts of `lead` followed by `draft`: what `draft` alone would keep, in one more text.

    A note put in front of an answer ("the details follow in English") is not the answer: it
    may take a text of its own (within `max_texts`) but never costs the answer a sentence.
    """
    texts = texts_for_reply(draft, question=question, answer=answer, max_texts=max_texts)
    joined = split_for_sms_detailed(
        f"{lead} {' '.join(texts)}", max_texts=min(max_texts, len(texts) + 1)
    )
    if not joined.dropped:
        return joined.texts
    # Packed with the note (which may need UCS-2: "inglês"), the answer would lose a sentence:
    # the note goes alone when a text is left for it, else the answer goes without it.
    return [lead, *texts] if len(texts) < max_texts else texts


_ASKED_WORD = re.compile(r"[a-z]{4,}")
# Words of four letters or more that shape a question, not what it is about.
_SHAPING = frozenset(
    "what when where which there have does with will they that this your from about would "
    "could should their them into like want need please thanks much many".split()
)


def _only_in(dropped: str, kept: list[str], question: str) -> bool:
    """Whether the dropped text holds a word of the question the kept texts do not.

    The head of the group of a guest's everyday word counts as the question's ("joggers":
    athletic).
    """
    said = set(_ASKED_WORD.findall(" ".join(kept).lower()))
    left = set(_ASKED_WORD.findall(dropped.lower())) - said
    asked = set(_ASKED_WORD.findall(question.lower()))
    # A guest's everyday word for what the text says in its own ("track pants": "athletic wear").
    asked |= {w for w in packaged_vocabulary().heads(question) if _ASKED_WORD.fullmatch(w)}
    return bool((asked - _SHAPING) & left)
