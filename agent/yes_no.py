"""Yes/no questions: a "yes" or "no" only when a retrieved fact states it.

Each rule pairs what a guest asks (pets, smoking, age, parking fees, dress code...) with the
words a fact must contain to settle it. When no rule settles the question, the reply is the
fact itself, with no "Yes."/"No." in front; an FAQ answer's own leading "Yes."/"No." is kept only
when the guest asked that FAQ's own question (they share a topic word).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from data.kb.schemas import KbItem
from sms.encoding import fits_one_part

_YES_NO_QUESTION = re.compile(
    r"^\s*(?:(?:and|so|also|ok|okay|hi|hey|quick question)[,\s]+)*"
    r"(?:can|could|may|is|are|do|does|did|will|would|should|am|have|has|must|any)\b",
    re.IGNORECASE,
)
_LEADING_VERDICT = re.compile(r"^\s*(yes|no|yep|nope|sure|absolutely)\b[.!,:;]*\s*", re.I)
_AGE = re.compile(
    r"\b(\d{1,2})\s*(?:-|\s)?\s*(?:years?|yrs?|yo)\b|\b(?:i'?m|am|is|are|turning)\s+(\d{1,2})\b",
    re.I,
)
_WORD = re.compile(r"[a-z0-9]+")
# Sentence openers safe to lower-case after "No," (never a venue or a proper name).
_COMMON_STARTS = frozenset(
    "the a an self-parking smoking cannabis valet guests complimentary pets you many most "
    "some all it there children kids".split()
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
# Words that carry no topic: a shared "bring" does not make a dog question a kids question.
_GENERIC = frozenset(
    """
    a an the i me my we our us you your can could may is are do does did will would should am
    have has must any there here to of for in on at with and or it its be get go bring take
    allowed allow ok okay how what where when who which much many mohegan sun resort hotel
    casino need want use open opens close closes closed hours hour time today tonight tomorrow
    """.split()
)


@dataclass(frozen=True)
class YesNoRule:
    """A question shape, the words a fact must contain for it, and the verdict those give."""

    topic: str
    asks: re.Pattern[str]
    states: re.Pattern[str]
    verdict: str
    unless: re.Pattern[str] | None = None


def _rule(topic: str, asks: str, states: str, verdict: str, unless: str | None = None) -> YesNoRule:
    return YesNoRule(
        topic,
        re.compile(asks, re.I),
        re.compile(states, re.I),
        verdict,
        re.compile(unless, re.I) if unless else None,
    )


# A parking question about something other than the self-parking fee: valet, or charging a car
# ("any ev chargers in the garage?" is not settled by "self-parking is free").
_NOT_THE_FEE = r"\bvalet\b|\bcharg(?:ers?|ing (?:stations?|ports?|spots?))\b|\bev\b|\belectric\b"


# A garment as the object of a service or a purchase ("can i get my suit dry cleaned", "where
# can i buy a tie"), not of a dress rule.
_GARMENT_SERVICE = (
    r"\b(clean\w*|laundr\w*|launder\w*|press(ed|ing)?|iron\w*|tailor\w*|buy|rent\w*)\b"
)
# A garment lost, left behind or turned in is no question of what to wear ("did anyone turn
# in a black jacket", "left my hoodie at the bar").
_GARMENT_LOST = r"\b(lost|lose|left|forgot\w*|turn(ed)? in|hand(ed)? in|found|missing)\b"


RULES: tuple[YesNoRule, ...] = (
    _rule("pets", r"\bservice (dog|animal)s?\b", r"service animals are welcome", "Yes"),
    _rule(
        "pets",
        r"\b(dogs?|cats?|pets?|pupp(y|ies)|animals?)\b",
        r"(does not|doesn't|do not|don't|not) (accept|allow)\w* pets|\bno pets\b",
        "No",
        unless=r"\bservice\b",
    ),
    _rule(
        "smoking",
        r"\b(smok\w*|vap\w*|cigar\w*)\b.*\b(outside|outdoors?)\b",
        r"allowed in designated outdoor areas",
        "Yes",
    ),
    _rule(
        "smoking",
        r"\b(smok\w*|vap\w*|cigar\w*)\b.*\b(rooms?|suites?)\b|\b(rooms?|suites?)\b.*\bsmok\w*",
        r"rooms are non-smoking",
        "No",
    ),
    _rule(
        "smoking",
        r"\b(smok\w*|vap\w*|cigar\w*)\b.*\b(casino|inside|indoors?|floors?|tables?|slots?)\b",
        r"casino floors have been smoke-free|smoke-free",
        "No",
    ),
    _rule(
        "cannabis",
        r"\b(cannabis|weed|marijuana|pot|edibles?|joints?)\b",
        r"cannabis use isn't allowed|not allowed anywhere",
        "No",
    ),
    _rule(
        "parking",
        r"\b(pay|cost|charge|fee)\w*\b.*\bpark|\bpark\w*\b.*\b(pay|cost|charge|fee)\w*",
        r"self-parking in the garages is free",
        "No",
        unless=_NOT_THE_FEE,
    ),
    _rule(
        "parking",
        r"\bpark\w*\b.*\bfree\b|\bfree\b.*\bpark",
        r"self-parking in the garages is free",
        "Yes",
        unless=_NOT_THE_FEE,
    ),
    _rule("parking", r"\bvalet\b.*\bfree\b|\bfree\b.*\bvalet\b", r"valet .*fees are posted", "No"),
    _rule(
        "parking",
        r"\b(pay|cost|charge|fee)\w*\b.*\bvalet\b|\bvalet\b.*\b(pay|cost|charge|fee)\w*",
        r"valet .*fees are posted",
        "Yes",
    ),
    _rule(
        "dress code",
        r"\b(dress (up|nice|formal)|formal|jackets?|suits?|ties?)\b",
        r"casino floors and most restaurants are casual",
        "No",
        unless=f"{_GARMENT_SERVICE}|{_GARMENT_LOST}",
    ),
    _rule(
        "dress code",
        r"\b(jeans|casual|shorts|t-?shirts?)\b",
        r"casino floors and most restaurants are casual",
        "Yes",
        unless=_GARMENT_LOST,
    ),
    _rule("wifi", r"\bwi-?fi\b|\binternet\b", r"complimentary wi-fi is available", "Yes"),
)


def is_yes_no_question(text: str) -> bool:
    """True for "can I...", "is there...", "do you...", "are pets..." questions."""
    return bool(_YES_NO_QUESTION.match(text))


def strip_verdict(text: str) -> str:
    """`text` without a leading "Yes."/"No." (capitalised again)."""
    rest = _LEADING_VERDICT.sub("", text, count=1)
    return rest[:1].upper() + rest[1:] if rest else rest


def _age_verdict(question: str, fact: str) -> str | None:
    match = _AGE.search(question)
    required = re.search(r"must be (\d{2}) or older", fact)
    if match is None or required is None:
        return None
    age = int(match[1] or match[2])
    return "Yes" if age >= int(required[1]) else "No"


def _topic_words(text: str) -> set[str]:
    words = {word.rstrip("s") for word in _WORD.findall(text.lower())}
    return words - _GENERIC


def _own_question(item: KbItem, question: str) -> bool:
    """Whether the guest asked the FAQ's own question: a topic word in common."""
    return bool(_topic_words(question) & _topic_words(_faq_text(item)))


def topic_of(question: str) -> str | None:
    """The yes/no topic a question is about (pets, smoking...), when a rule knows it."""
    for rule in RULES:
        if rule.asks.search(question) and not (rule.unless and rule.unless.search(question)):
            return rule.topic
    return None


def verdict_for(question: str, fact: str) -> str | None:
    """The verdict ("Yes" or "No") when `fact` states the answer to `question`, else None."""
    for rule in RULES:
        if not rule.asks.search(question) or (rule.unless and rule.unless.search(question)):
            continue
        if rule.states.search(fact):
            return rule.verdict
    return _age_verdict(question, fact)


def best_item(question: str, items: Sequence[KbItem]) -> KbItem | None:
    """For a question on a known topic, the first item whose text settles it; else the first."""
    if not items:
        return None
    if topic_of(question) is None:
        return items[0]
    for item in items:
        if verdict_for(question, item.summary()) is not None:
            return item
    return None


def answer_yes_no(question: str, item: KbItem, fact: str) -> str:
    """The fact, led by "Yes."/"No." only when the fact states it for this question.

    With a verdict, the reply keeps the fact's sentences from the one that states it on.
    """
    body = fact
    own = item.category == "faq" and is_yes_no_question(question) and _own_question(item, question)
    if not own:  # "what's the wifi password?" gets the fact, not the FAQ's own "Yes."
        body = strip_verdict(fact)
    verdict = verdict_for(question, body) if is_yes_no_question(question) else None
    if verdict is None:
        return body
    sentences = _SENTENCE.split(strip_verdict(body))
    stating = next(
        (i for i, sentence in enumerate(sentences) if verdict_for(question, sentence)), 0
    )
    reply = _lead_with(verdict, sentences[stating])
    rest = sentences[stating + 1 :]
    for sentence in rest:
        if not fits_one_part(f"{reply} {sentence}"):
            break
        reply = f"{reply} {sentence}"
    if verdict == "No":
        # A "no" goes on to where or how it is allowed ("can i smoke at the tables": only in
        # the designated outdoor areas) when that sentence comes next, past one text if need be.
        after = next((sentence for sentence in rest if sentence not in reply), None)
        if (
            after is not None
            and _ALLOWED_INSTEAD.search(after)
            and len(f"{reply} {after}") <= NO_WITH_ALTERNATIVE_CHARS
        ):
            reply = f"{reply} {after}"
    return reply


# What a "no" leaves open: "only allowed in designated outdoor areas", "... welcome instead".
_ALLOWED_INSTEAD = re.compile(
    r"\bonly (?:allowed|permitted|available|in|at|on|outside|outdoors)\b|\binstead\b", re.I
)
# Two SMS parts at most, as a knowledge-base answer (`agent.extractive.ANSWER_BUDGET`).
NO_WITH_ALTERNATIVE_CHARS = 300


def _lead_with(verdict: str, sentence: str) -> str:
    """Lead with the verdict as a sentence, or as "No, the..." when that keeps one text."""
    first, _, rest = sentence.partition(" ")
    if fits_one_part(f"{verdict}. {sentence}") or first.lower() not in _COMMON_STARTS:
        return f"{verdict}. {sentence}"
    return f"{verdict}, {first.lower()} {rest}"


_EXISTS = re.compile(r"^\s*(is there|are there|do you have|does it have)\b", re.I)


def verdict_problem(question: str, draft: str, hits: Sequence[Mapping[str, str]]) -> str | None:
    """Why a model draft's leading yes/no is not supported by the facts shown, or None.

    A verdict is supported when a rule finds it in the facts, when an FAQ the guest asked
    (a shared topic word) starts with it, or, for "is there...?", when the draft names a venue
    that was found.
    """
    match = _LEADING_VERDICT.match(draft)
    if match is None or not is_yes_no_question(question):
        return None
    said = "No" if match[1].lower() in ("no", "nope") else "Yes"
    facts = " ".join(hit.get("facts", "") for hit in hits)
    stated = verdict_for(question, facts)
    if stated is None:
        stated = next(
            (
                "No" if own[1].lower() == "no" else "Yes"
                for hit in hits
                if (own := _LEADING_VERDICT.match(hit.get("facts", "")))
                and _topic_words(question) & _topic_words(hit.get("title", ""))
            ),
            None,
        )
    if stated is None and said == "Yes" and _EXISTS.match(question):
        if any(hit.get("title", "") and hit["title"] in draft for hit in hits):
            return None
    if stated is None:
        return "it answers yes or no, but no fact states that: give the fact itself"
    if stated != said:
        return f"it answers {said.lower()} but the facts say {stated.lower()}"
    return None


def settling_first(
    question: str, items: Sequence[KbItem], faqs: Sequence[KbItem] = ()
) -> list[KbItem]:
    """`items` with the one that settles a yes/no topic question moved to the front.

    When none of `items` settles it, the first of `faqs` that does is put in front.
    """
    if topic_of(question) is None:
        return list(items)
    settling = best_item(question, items) or best_item(question, faqs)
    if settling is None:
        return list(items)
    return [settling, *(item for item in items if item.id != settling.id)]


def settles(question: str, item: KbItem) -> bool:
    """Whether `item` states the yes or no a topic question asks for."""
    return topic_of(question) is not None and verdict_for(question, item.summary()) is not None


def own_faq_first(question: str, items: Sequence[KbItem]) -> list[KbItem]:
    """`items` with an FAQ first when the guest asked its own question ("is there a dress code?").

    Every topic word of the question must be in the FAQ's question or tags, and the top item
    must not already name the topic ("what is there to do for kids?" keeps Kids Quest first).
    """
    asked = _topic_words(question)
    if items and items[0].category != "faq" and asked & _topic_words(items[0].title()):
        return list(items)
    for item in items:
        if item.category == "faq" and asked and asked <= _topic_words(_faq_text(item)):
            return [item, *(other for other in items if other is not item)]
    return list(items)


def _faq_text(item: KbItem) -> str:
    return f"{item.title()} {' '.join(getattr(item, 'tags', []) or [])}"
