"""A real place asked for a detail the knowledge base does not hold: an honest decline.

"how much is a massage at the spa", "what time does the poker room open": the place exists,
but nothing of it gives prices or hours. Its blurb is no answer, so the guest is told plainly
which detail is missing, what the concierge can help with, and the number to call.
"""

from __future__ import annotations

import re

from agent.focus import candidate_sentences
from agent.missing_thing import asked_clause
from agent.retrieval import FILLER_WORDS, QUESTION_WORDS, KnowledgeIndex
from agent.retrieval_facets import FACETS, facet_of, facet_sentence, facet_words
from agent.scene_words import PEOPLE_WORDS
from data.kb.schemas import KbItem

# What each detail is called when an item does not give it ({name}: the item's name).
_GAPS = {
    "capacity": "the capacity of {name}",
    "history": "when {name} opened",
    "driving": "driving directions to {name}",
    "air": "how to fly in for {name}",
    "games": "which games {name} has",
    "price": "prices for {name}",
    "dress_code": "a dress code for {name}",
    "age": "an age limit for {name}",
    "hours": "the hours of {name}",
    "count": "that number for {name}",
    "cuisine": "what {name} serves",
    "reservations": "how to book {name}",
}
_FAQ_GAPS = {"count": "that number", "hours": "those hours", "price": "that price"}

# Words in an item's text that may speak to a detail its fields lack ("many shows are free",
# "you must be 21", "shows most nights"): with any of them, the item's own sentences answer.
_HINTS = {
    "capacity": re.compile(
        r"\b(seats?|capacity|square[- ]f|sq\.? ?ft|acres?|rooms|people|sleeps)\b", re.I
    ),
    "history": re.compile(r"\b(19|20)\d{2}\b"),
    "driving": re.compile(r"\b(i-?\d+|exit|route|drive|driving|miles)\b", re.I),
    "air": re.compile(r"\bairports?\b", re.I),
    "games": re.compile(
        r"\b(poker|blackjack|slots?|roulette|craps|baccarat|wager\w*|bet\w*)\b", re.I
    ),
    # "Smoke-free", "gluten-free": no price.
    "price": re.compile(r"\$|(?<!-)\b(free|fees?|costs?|prices?|charge[sd]?|rates?)\b", re.I),
    "dress_code": re.compile(r"\b(dress|attire|wear|casual|jackets?)\b", re.I),
    "age": re.compile(r"\b(1[89]|2[01])\b|\bages?\b", re.I),
    "cuisine": re.compile(r"\b(serv\w*|menu|dishes|food|cuisine|plates)\b", re.I),
    "reservations": re.compile(r"\b(reserv\w*|book\w*|walk[- ]?ins?|first come|tickets?)\b", re.I),
    "hours": re.compile(
        r"\b(hours?|open|opens|opening|nights?|nightly|schedules?|season|start times?|days?)\b",
        re.I,
    ),
}

# "its days, ages and availability have changed": the detail is named as no longer known, and
# with no figure beside it, it is not given.
_NO_LONGER = re.compile(r"\b(?:has|have) (?:since )?changed\b", re.I)


def _speaks_to(detail: str, sentence: str) -> bool:
    """Whether the sentence speaks to a detail its item has no field for."""
    if _NO_LONGER.search(sentence) and not re.search(r"\d", sentence):
        return False
    if detail == "capacity" and not _NUMBER.search(sentence):
        return False  # "private rooms for parties" says no size: a capacity is a number
    return bool(_HINTS[detail].search(sentence))


# Words after "how many <word>" that are not part of what is counted.
# Filler words wrap the count ("how many tiers total", "how many tiers highest ..."): no part.
_NOT_COUNTED = (
    QUESTION_WORDS | FILLER_WORDS | frozenset("of in at on for to does do is are can".split())
)
# A question about opening hours: "what time is check-in" or "... does the show start" is not.
_ASKS_HOURS = re.compile(
    r"\b(hours?|hrs|how late|open|opens|opening|close|closes|closing)\b",
    re.I,
)
_SENTENCES = re.compile(r"(?<=[.!?])\s+")
# "how many months ...", "how many tier credits ...": what is counted follows.
_HOW_MANY = re.compile(r"\bhow many ([a-z'-]+)(?: ([a-z'-]+))?", re.I)
_NUMBER = re.compile(
    r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|"
    r"hundreds?|thousands?)\b",
    re.I,
)
_WORD = re.compile(r"[a-z0-9'-]+")


def asking_part(question: str) -> str:
    """The sentences that ask (end with "?"), or the whole text when none does.

    "My shoulders are killing me from the drive. Anywhere I can get a massage?" asks for a
    massage, not for driving directions.
    """
    asking = [s for s in _SENTENCES.split(question.strip()) if s.endswith("?")]
    return " ".join(asking) if asking else question


def asked_detail(question: str) -> str | None:
    """The detail (a facet, or "hours") the question's asking part wants, or None."""
    asked = asking_part(question)
    facet = facet_of(asked)
    # "a 9 and 11 year old, is there an arcade": the ages told are for whom, the thing is asked.
    if facet == "age" and not FACETS["age"][0].search(asked) and asked_clause(asked):
        return None
    if facet in _GAPS:
        return facet
    if facet is None and _HOW_MANY.search(asked):
        return "count"
    # A facet with no gap of its own is no other detail: "box office hours" asks hours.
    return "hours" if _ASKS_HOURS.search(asked) else None


def counted_words(question: str) -> list[str]:
    """What a "how many" question counts: the word after it, and the next unless a stopword."""
    match = _HOW_MANY.search(asking_part(question))
    if match is None:
        return []
    words = [match.group(1).lower()]
    if match.group(2) and match.group(2).lower() not in _NOT_COUNTED:
        words.append(match.group(2).lower())
    return words


def _counts(sentence: str, words: list[str]) -> bool:
    """Whether the sentence gives a number and names every counted word (either number)."""
    if not _NUMBER.search(sentence):
        return False
    said = {w.removesuffix("s") for w in _WORD.findall(sentence.lower())}
    return all(w.removesuffix("s") in said for w in words)


def lacking_detail(item: KbItem, question: str) -> str | None:
    """The detail the question asks for when nothing of `item` speaks to it.

    An FAQ answers every detail of its topic but a count, hours or a price: those it must state.
    """
    detail = asked_detail(question)
    if detail is None:
        return None
    if item.category == "faq":
        # An FAQ answers its own topic, but a number or an hour asked of it must be said: the
        # tickets FAQ naming the box office gives no hours of it.
        return _faq_lacking(item, question, detail)
    if detail == "hours" and item.opening_hours() is not None:
        return None
    if detail == "count":
        words = counted_words(question)
        told = any(_counts(sentence, words) for _, sentence in candidate_sentences(item))
        return None if told else detail
    if detail != "hours" and facet_sentence(item, detail) is not None:
        return None
    if any(_speaks_to(detail, sentence) for sentence in _sentences(item, detail)):
        return None
    return detail


# A time of day, a round-the-clock opening or a word of opening hours ("hours vary"): what
# an FAQ must say to speak to hours ("start times" of shows are no hours of a place).
_CLOCK = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b24\b|24/7|\b(?:midnight|noon|"
    r"hours?|open|opens|closes?|closing|late)\b",
    re.I,
)


# An FAQ that calls the thing it is about complimentary gives its price (an item's list of
# features may call something else so: "Complimentary Wi-Fi" of a room is no room rate).
_FAQ_PRICE = re.compile(rf"{_HINTS['price'].pattern}|\bcomplimentary\b", re.I)


def _faq_lacking(item: KbItem, question: str, detail: str) -> str | None:
    """The count, hours or price asked when the FAQ says no number, time or cost, else None."""
    sentences = [sentence for _, sentence in candidate_sentences(item)]
    if detail == "count":
        words = counted_words(question)
        return None if any(_counts(sentence, words) for sentence in sentences) else detail
    if detail == "hours" and item.opening_hours() is None:
        return None if any(_CLOCK.search(sentence) for sentence in sentences) else detail
    if detail == "price":
        return None if any(_FAQ_PRICE.search(sentence) for sentence in sentences) else detail
    return None


# Details an item's location may give: "Baltic, CT, about a 20-minute drive from the resort".
_IN_LOCATION = frozenset({"driving"})


def _sentences(item: KbItem, detail: str) -> list[str]:
    """The item's sentences that may speak to `detail`: its text, and for travel its location.

    The location is the reply's first line already: only the decision reads it.
    """
    sentences = [sentence for _, sentence in candidate_sentences(item)]
    location = item.location_text() or ""
    if detail in _IN_LOCATION and location:
        sentences.append(f"Location: {location}")
    return sentences


def hint_sentence(item: KbItem, detail: str) -> str | None:
    """The item's first sentence that speaks to a detail it has no field for, or None.

    "how much is valet": "Fees and availability can change on event nights; current rates are
    posted at each valet stand." answers better than the blurb.
    """
    hint = _HINTS.get(detail)
    if hint is None or detail == "hours":  # hours are the lead's own
        return None
    # Not the location: the reply's first line names it already.
    return next((s for _, s in candidate_sentences(item) if _speaks_to(detail, s)), None)


def gap_phrase(item: KbItem, detail: str) -> str:
    """What is missing, said of the place: "prices for Mandara Spa".

    An FAQ's title is a question, no place's name: the detail is said alone ("that number").
    """
    if item.category == "faq":
        return _FAQ_GAPS.get(detail, "that information")
    return _GAPS[detail].format(name=item.title())


# A price level ("$$", "$$$$") prices a visit, not one thing on the menu: what a meal there
# costs is told, the steak's or the cocktail's price is not.
_PRICE_LEVEL = re.compile(r"^\$+$")
# Words that price the visit itself, or say for whom or how exactly ("dinner for two",
# "per person", "roughly").
_VISIT_WORDS = PEOPLE_WORDS | frozenset(
    """
    breakfast brunch lunch dinner supper meal meals food eat eating dine dining menu menus
    average typical typically usually normally roughly approximately approx about around
    ballpark estimate range per person persons head couple group party family adult adults
    kid kids child children two table place restaurant there visit night evening level levels
    point points wise tier bracket three four five six seven eight nine ten dozen
    """.split()
)


# The thing a price is asked of, in so many words: "how much is the X (at ...)", "price of a X".
_PRICED = re.compile(
    r"\b(?:how much(?: is| are| does| do| for|'s| would| will)?|prices?(?: of| for| on)?|"
    r"cost of)\s+(?:(?:a|an|the|one|1|each|per|their|your)\s+)?"
    r"(?P<thing>[\w' -]+?)(?=\s+(?:at|in|from|on|over|there|cost|costs|run|go|goes)\b|"
    r"\s*[?,.!;]|\s*$)",
    re.I,
)
# Chinese names the thing before asking its price: "TAO的点心一份多少钱" reads "TAO dim sum how
# much"; so does a terse text ("pub pint how much").
_PRICED_AFTER = re.compile(
    r"^\W*(?P<thing>[\w' -]+?)\s+(?:how much|price|cost)(?: is it| each)?\W*$", re.I
)


def prices_one_thing(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question asks the price of one thing on the menu of an item priced by level.

    "how much is the cheesecake at the diner", "price of a pint at the pub": the place's
    price level is no answer. The place's own name, the meal ("dinner for two") and the
    guests it is for are no thing priced.
    """
    if not _PRICE_LEVEL.match(str(getattr(item, "price_range", "") or "")):
        return False
    if facet_of(question) != "price":
        return False
    priced = _PRICED.search(question) or _PRICED_AFTER.search(question)
    if priced is None:
        return False
    visit = {index.terms.stem(word) for word in _VISIT_WORDS}
    title = index.title_terms(item)
    thing = set(index.terms.content_terms(index.terms.correct(priced.group("thing"))))
    asking = {index.terms.stem(word) for word in facet_words("price")}
    thing -= visit | title | index.property_words | asking
    # The name run together is the name too ("steakhouse" of "Steak House").
    joined = re.sub(r"[^a-z]", "", item.title().lower())
    return any(not t.isdigit() and t not in joined for t in thing)
