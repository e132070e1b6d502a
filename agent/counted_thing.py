"""What a "how many" question counts, and whether an item's text gives that count.

"how many floors does the earth tower have" is not answered by the Earth Tower room's "400-room
Earth Tower" nor its "Sleeps up to 2 guests": no number there counts floors, and the item never
names floors. An item answers such a question when a number (in digits or words: "1,600",
"34-story", "five", "dozens") comes shortly before every word of the counted thing, or when it
names the thing one by one ("how many towers": "Sky Tower and Earth Tower"; "Slot machines" in a
list of games counts none). People, guests and seats are left to the capacity field ("how many
people fit in the arena": "About 10,000 seats").
"""

from __future__ import annotations

import re

from agent.focus import candidate_sentences
from agent.retrieval import KnowledgeIndex
from data.kb.schemas import KbItem

_HOW_MANY = re.compile(r"\bhow many\s+(.*)", re.I)
# Words that end the counted thing: what follows asks about it ("... are there", "... in the").
_ENDS = frozenset(
    "are is was were do does did can could will would should in at on for there have has "
    "does fit hold sit to of from does i we you u they it".split()
)
# Counted things the capacity field answers.
_PEOPLE = frozenset(
    "people ppl persons person folks guests guest fans seats seat seets adults kids".split()
)
# Money counted is a price asked ("how many dollar signs", "how many bucks"): the price
# rules judge it, not a count in the text.
_MONEY = frozenset("dollar dollars bucks buck".split())
# Counted things said in other words by the knowledge base ("34-story": floors).
_SAME_COUNT = {"floor": "stori", "level": "stori"}
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
    "fifty hundred hundreds thousand thousands dozen dozens few several".split()
)
# A number counts the words this close after it ("1,600 hotel rooms", "dozens of restaurants
# and bars").
_WITHIN = 4
_WORD = re.compile(r"[a-z0-9']+")
# "exactly how many": "thousands" or "dozens" is no answer, only a number in digits is.
_EXACT = re.compile(r"\b(?:exactly|exact|precisely|precise)\b", re.I)


def counted_thing(question: str, index: KnowledgeIndex) -> set[str]:
    """The content words (stemmed) of what a "how many" question counts; empty when none.

    Empty too when the thing is people or seats (the capacity field answers those) or money.
    """
    return set(_counted_terms(question, index))


def _counted_terms(question: str, index: KnowledgeIndex) -> list[str]:
    """`counted_thing` in the question's order: the thing itself ("towers") comes last."""
    match = _HOW_MANY.search(question)
    if match is None:
        return []
    words: list[str] = []
    for word in _WORD.findall(match.group(1).lower()):
        if word in _ENDS:
            break
        words.append(word)
    if not words or any(w in _PEOPLE or w in _MONEY for w in words):
        return []
    terms = index.terms.content_terms(index.terms.correct(" ".join(words[:_WITHIN])))
    return [_SAME_COUNT.get(t, t) for t in terms]


def counts(
    item: KbItem, counted: set[str], index: KnowledgeIndex, digits_only: bool = False
) -> bool:
    """Whether the item's text puts a number shortly before every word of `counted`.

    Only a number in digits counts when `digits_only`.
    """
    text = re.sub(r"(?<=\d),(?=\d)", "", item.search_text().lower().replace("-", " "))
    # A number counts only within its sentence or bracket: "(opened 2002), with elevator
    # access" counts no elevators (a comma may sit inside a count: "I-95 north, then Exit").
    for clause in _CLAUSE_BREAK.split(text):
        words = _WORD.findall(clause)
        for position, word in enumerate(words):
            if not (word[0].isdigit() or (word in _NUMBER_WORDS and not digits_only)):
                continue
            following = " ".join(words[position + 1 : position + 1 + _WITHIN])
            if counted <= set(index.terms.content_terms(following)):
                return True
    return False


_CLAUSE_BREAK = re.compile(r"[.;:()!?]")


# "what floor is it on exactly": the floor's number, as "exactly how many" wants a count.
_WHICH_FLOOR = re.compile(r"\b(?:what|which) (floor|level)s?\b", re.I)


def _floor_asked(question: str, index: KnowledgeIndex) -> set[str]:
    """The floor asked for by number ("which floor"), as a counted thing; empty when none.

    "upper floors" names no floor: a number before the word must ("the 12th floor").
    """
    asked = _WHICH_FLOOR.search(question)
    return set(index.terms.content_terms(asked.group(1))) if asked else set()


def counts_what_is_asked(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """False only for a "how many" question whose counted thing the item neither counts nor names.

    An item that names the thing without a number may still answer by listing it by name ("how
    many towers": "Sky Tower and Earth Tower"; "how many pools": the one indoor pool), unless the
    question asks exactly how many: then only a number in digits answers.
    """
    exact = _EXACT.search(question) is not None
    counted = counted_thing(question, index) or (_floor_asked(question, index) if exact else set())
    if not counted or counts(item, counted, index, digits_only=exact):
        return True
    if exact or not counted <= set(index.terms.content_terms(item.search_text())):
        return False
    # The thing itself must be named one by one ("hotel towers": "Sky Tower and Earth Tower").
    return _counted_terms(question, index)[-1] in _names_in(item, index)


# A name inside a sentence: capitalised words after a lowercase one ("in the Sky Tower and
# Earth Tower", "set by the Tier Credits"); a sentence's or a list entry's first word is none.
_NAME_RUN = re.compile(r"(?<=[a-z] )[A-Z][\w'-]*(?: [A-Z][\w'-]*)*")


def _names_in(item: KbItem, index: KnowledgeIndex) -> set[str]:
    """The terms of the names the item lists (its own and those inside its sentences).

    A list names things one by one ("Sky Tower and Earth Tower": two towers); a kind named in
    the plural ("adds slots, table games", "Slot machines") counts none.
    """
    runs = [
        item.title(),
        *(m.group(0) for _, s in candidate_sentences(item) for m in _NAME_RUN.finditer(s)),
    ]
    return {term for run in runs for term in index.terms.content_terms(run)}


def counting_first(
    question: str, items: list[KbItem], index: KnowledgeIndex, named: KbItem | None = None
) -> list[KbItem]:
    """`items` with the first one that counts what "how many" asks for moved to the front.

    Unchanged when the question counts nothing, the lead counts it or is the venue `named`
    (the count is asked of it), or no item does.
    """
    counted = counted_thing(question, index)
    if not counted or not items or counts(items[0], counted, index):
        return items
    if items[0] is named:
        return items  # "how many slot machines in the casino of the wind": that casino's count
    counting = next((item for item in items if counts(item, counted, index)), None)
    if counting is None:
        return items
    return [counting, *(item for item in items if item is not counting)]
