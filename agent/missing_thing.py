"""What a question asks for: "is there a pizza place", "do the rooms have balconies".

A guest who asks whether the resort has something is asking about that thing; the rest of the
text ("im starving after the drive, ...") is context. So the thing is what an item is judged
on, both ways: an item that holds it answers the question whatever else the text says, and a
thing that no item ever names (nor an everyday word for it) is something the knowledge base
cannot speak to ("do the rooms have balconies" is not answered by the room's blurb).
"""

from __future__ import annotations

import re

from agent.dates import strip_when
from agent.retrieval_facets import facet_of, facet_words
from agent.retrieval_terms import TermStats

# What comes after these is the thing asked for (up to a few words).
_ASKS_FOR = re.compile(
    r"\b(?:is there|are there|is their|r there|is der|have you got|got any|"
    # "do we have to leave by 11" says what one must do, it asks for no thing.
    # The subject may be a place of a few words: "do the rooms in the sky tower have".
    # Names may hold an apostrophe or a hyphen ("does todd english's tuscany have").
    r"(?:do|does|did) (?:[\w'-]+ ){1,6}(?:have(?! to\b)|offer|sell|rent|serve|carry|provide|"
    r"come with|include)|"
    r"(?:can|could|may) (?:i|we|u|you) (?:get|rent|buy|borrow|order|use)|"
    r"where (?:can|do|could) (?:i|we|u) (?:get|rent|buy|find|play|borrow)|"
    # "anywhere on site to get a massage", "someplace nearby i can grab a coffee".
    r"(?:any|some) ?(?:where|place) (?:(?:on ?site|here|nearby|close by|around here|in the "
    r"building|on property) )?(?:to|(?:i|we|u) (?:can|could)) (?:get|grab|find|buy|rent|have)|"
    r"where(?:'s|s| is| are)(?= (?:the|a|an|any) )|"
    # "what's the wifi password": a detail of something, asked by name.
    r"wh(?:at|ich)(?:'s|s| is| are)(?= (?:the|ur|your) )|"
    # ... or of something named after the detail: "what floor is the pool on".
    r"wh(?:at|ich) [a-z]+ (?:is|are)(?= (?:the|ur|your) )|"
    # "any X" asks for X only before a place word or at the end ("any ev chargers in the
    # garages?", "any sauna?"), not in "any chance i can ...".
    # "to" too: "any netflix shows to binge", "any good places to eat".
    r"\bany(?= (?:[\w'-]+ ){1,3}(?:in|at|on|near|around|for|inside|to)\b"
    r"| (?:[\w'-]+ ){0,2}[\w'-]+\W*$))"
    r"\s+((?:[\w'-]+\s*){1,4})",
    re.IGNORECASE,
)
# "what planets can i see", "which museums are open": the kind of thing asked for, named
# right after the asking word and before the verb. Only for judging whether the knowledge base
# knows the thing (not for cutting the question into a clause: "what time does ..." asks a
# detail of what follows).
_WHICH_THING = re.compile(
    r"\bwh(?:at|ich)\s+((?:[\w'-]+\s+){1,2}?)"
    r"(?:can|could|do|does|did|are|is|r|will|would|should|have|has)\b",
    re.IGNORECASE,
)
# Words before a thing that only praise it ("a proper steak", "a decent coffee"): no thing.
_LEADING = frozenset("a an the any some good proper decent real legit solid nice great".split())
# Words a request is wrapped in, not the thing asked for ("any chance ...", "any ideas for ...").
_FILLERS = frozenset(
    "idea ideas chance chances way ways suggestion suggestions recommendation recommendations "
    "recs info information tips tip thoughts advice options option clue recommend suggest".split()
)
# Words that say where, not what: "which bobby flay places do you have at mohegan" named the
# thing before its asking words, and "at mohegan" is no clause of its own.
_WHERE_NOT_WHAT = frozenset("at in on here there near around inside".split())
_WORD = re.compile(r"[a-z0-9'-]+")
# Words of the thing looked at for a name no item uses ("a waterslide at the pool").
THING_WORDS = 3
# How a thing is arranged, asked after the thing ("the bed setup", "the room layout"): the
# thing named before is what is asked of, the word itself is no thing of its own.
_ARRANGEMENT = frozenset(
    "setup setups set-up configuration configurations config layout layouts arrangement "
    "arrangements situation".split()
)


def asked_clause(question: str) -> str | None:
    """The question proper: from its first asking words to the end, or None.

    Asking words followed by a word a request is wrapped in ("any ideas", "is there
    recommend") or by where ("do you have at the resort") ask for no thing: they start no
    clause.

    "is there a pizza place" in "im starving after the drive, is there a pizza place": what
    comes before is context; what follows is part of the request ("... a room to breastfeed").
    """
    for match in _ASKS_FOR.finditer(question.lower()):
        words = [w for w in _WORD.findall(match.group(1)) if w not in _LEADING]
        # "is there recommend" (有推薦嗎) asks for nothing in particular: no clause of its own.
        if words and words[0] not in _FILLERS and words[0] not in _WHERE_NOT_WHAT:
            return question[match.start() :]
    return None


def missing_thing(question: str, terms: TermStats) -> str | None:
    """The word of a thing the question asks for that no item uses, or None.

    A word that asks for a facet is no thing ("what's the minimum age").
    """
    unknown = set(terms.unknown_terms(question))
    if not unknown:
        return None
    return _unknown_word(question, terms, unknown, _ASKS_FOR)


def missing_kind(question: str, terms: TermStats, lead_name: set[str]) -> str | None:
    """The kind asked for after "what" or "which" when no item uses its word, or None.

    "what planets can i see tonight": nothing in the knowledge base is a planet. Such a word is
    often an everyday one for what an item calls otherwise ("what perks do members get"), so
    a question that names the lead item (a word of `lead_name`, its name's terms) keeps it.
    """
    unknown = set(terms.unknown_terms(question))
    if not unknown or set(terms.content_terms(terms.correct(question))) & lead_name:
        return None
    return _unknown_word(question, terms, unknown, _WHICH_THING)


def _unknown_word(
    question: str, terms: TermStats, unknown: set[str], asks: re.Pattern[str]
) -> str | None:
    """The first word of a thing `asks` finds that is among `unknown` (facet words are not)."""
    own = facet_words(facet_of(question))
    for match in asks.finditer(question.lower()):
        words = _thing_words(match)
        if words and words[0] in _FILLERS:
            continue
        for position, word in enumerate(words[:THING_WORDS]):
            if word in own or (position and word in _ARRANGEMENT):
                continue
            if any(t in unknown and not t.isdigit() for t in terms.content_terms(word)):
                return word
    return None


def _thing_words(match: re.Match[str]) -> list[str]:
    """The words after the asking ones, but those only praising it or saying when.

    "what are the friday hours of the spa" asks the hours: the day is when, no thing.
    """
    return [w for w in _WORD.findall(match.group(1)) if w not in _LEADING and strip_when(w)]


# Words that end the thing asked for: what follows says where or for whom.
THING_ENDS = frozenset("at in on for near around inside with to of from by".split())


def asked_thing(question: str) -> list[str]:
    """The words of the first thing the question asks for ("a kids menu" -> kids, menu)."""
    for match in _ASKS_FOR.finditer(question.lower()):
        words = _thing_words(match)
        if not words or words[0] in _FILLERS:
            continue
        thing: list[str] = []
        for word in words[:THING_WORDS]:
            if word in THING_ENDS:
                break
            if not (thing and word in _ARRANGEMENT):  # "the bed setup": the beds
                thing.append(word)
        return thing
    return []
