"""A deed asked of the concierge (or how to do one) that no item speaks of: an honest decline.

"can you ship a pizza to florida", "translate 'thank you' into italian", "how do i renew my
passport", "who designed the arena": what is asked is the verb, and when no item uses it
(nor an everyday word for it), the knowledge base cannot speak to it, however many of the
other words ("pizza", "italian") an item shares. After a light verb the asked thing is its
object ("how do i get a fishing license"). English only: the glossary's verbs are read elsewhere.
"""

from __future__ import annotations

import re

from agent.missing_thing import THING_ENDS, THING_WORDS
from agent.retrieval_terms import TermStats

_VERB = r"([a-z]+)\b"
# Each frame, and whether a light verb's object is judged in it ("who makes a thick
# milkshake" asks which venue: its words are judged as a thing elsewhere).
_ASKS_TO_DO = (
    # A request put to the concierge: "can you ship ...", "do you sell ...".
    (
        re.compile(r"\b(?:can|could|would|will) (?:you|u|ya) (?:please |pls |plz )?" + _VERB, re.I),
        True,
    ),
    (re.compile(r"\b(?:do|does|will|would) (?:you|u|ya|y'all|yall|you guys) " + _VERB, re.I), True),
    # How to do something, or whether one may: "how do i renew my passport", "can i fish".
    (re.compile(r"\bhow (?:do|can|could|would|should) (?:i|we|u|you|one) " + _VERB, re.I), True),
    (re.compile(r"^\W*(?:can|could|may) (?:i|we) " + _VERB, re.I), True),
    # Who did a deed: "who designed the arena".
    (re.compile(r"^\W*who " + _VERB, re.I), False),
    # An order opening the text names whom it is for or quotes what it works on ("translate
    # 'hello' ...", "write me a poem"); "left my sunglasses ..." sets a scene.
    (
        re.compile(
            r"^\W*(?:(?:hey|hi|hello|ok|so|yo|please|pls|plz)\W+)?([a-z]+)"
            r"(?=\W+(?:me|us)\b|\s+['\"])",
            re.I,
        ),
        True,
    ),
)
# Verbs whose object is what is asked ("can i make a reservation", "how do i get a license");
# so for those that ask whether a thing is there ("do you sell cigars").
LIGHT_VERBS = frozenset(
    "make get take have has do give put keep use see find "
    "sell rent serve carry provide offer stock allow accept host buy order borrow".split()
)
# Verbs followed by a clause or a person, not a thing: nothing to judge.
_CLAUSE_VERBS = frozenset(
    "go need want like know think recommend suggest help tell say mean let".split()
)
# A particle after the verb makes another verb of it ("light up", "check in", "cash out").
_PARTICLES = frozenset("up out off down over away back".split())
_WORD = re.compile(r"[a-z0-9'-]+")
_NO_OBJECT = frozenset("me us you u my our your his her their a an the some any one it".split())


def asked_deed(question: str) -> list[str]:
    """The words of the deed the question asks: its verb, or a light verb's object; or [].

    The object runs up to a word that says where or for whom ("a cabana by the pool").
    """
    for pattern, judge_object in _ASKS_TO_DO:
        match = pattern.search(question)
        if match is None:
            continue
        verb = match.group(1).lower()
        if verb.endswith("s") and verb[:-1] in LIGHT_VERBS | _CLAUSE_VERBS:
            verb = verb[:-1]  # "who makes", "who sells"
        after = _WORD.findall(question[match.end() :].lower())
        if verb in _CLAUSE_VERBS or (after and after[0] in _PARTICLES):
            continue
        if verb not in LIGHT_VERBS:
            return [verb]
        if not judge_object:
            continue
        thing = []
        for word in [w for w in after[: THING_WORDS + 2] if w not in _NO_OBJECT][:THING_WORDS]:
            if word in THING_ENDS:
                break
            thing.append(word)
        if thing:
            return thing
    return []


def unknown_deed(question: str, terms: TermStats) -> str | None:
    """The first word of the asked deed that no item uses (nor an everyday word for), or None.

    A slip the spelling repair turns into a known word, or a number, asks nothing it lacks.
    """
    for word in asked_deed(question):
        unknown = terms.unknown_terms(word)
        if unknown and not any(t.isdigit() for t in unknown):
            return word
    return None
