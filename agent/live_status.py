"""Questions about how things stand at this moment: a wait, a queue, a free table or seat.

The knowledge base keeps hours, how to book and what a place is like, never how long the
wait is right now, how long the queue is, or which tables and seats are still free. Such a
question is declined honestly, not answered with the venue's blurb or its hours. Whether a
place is open now, whether it takes reservations, or that a wait is usual at weekend
breakfast are answered as before. Read on the English reading of the question (other
languages' through the glossary: "mesa libre", "tempo de espera", "空位", "排队").
"""

from __future__ import annotations

import re

# How long the wait or the queue is: "how long is the wait", "wait time", "排队要等多久"
# (read as "line how long wait").
_WAIT = re.compile(
    r"\b(?:how long(?: (?:is|are|will|would|'s|s|do|does))? (?:[\w']+ ){0,3}"
    r"(?:wait|waits|waiting|line|lines|queue|queues)\b|"
    r"(?:wait|waiting|queue)(?:ing)? times?\b|"
    r"(?:wait|line|queue)s? (?:[\w']+ ){0,2}how long\b|"
    r"(?:how|what)(?:'s|s| is) the (?:wait|queue)\b)",
    re.I,
)
# A table or a seat still to be had: "any free tables", "seat C14 still open", "空位".
_FREE_PLACE = re.compile(
    r"\b(?:(?:free|open|available|empty|vacant) (?:tables?|seats?|spots?)|"
    r"(?:tables?|seats?|spots?)(?: [\w'-]+){0,5} (?:free|open|available|left|remaining|"
    r"vacant|empty)|room at the bar)\b",
    re.I,
)
# A gaming table open now is the casino's hours, no free seat ("any craps tables open now").
_GAME_TABLE = re.compile(
    r"\b(?:blackjack|craps|poker|roulette|baccarat|pai gow|mahjong|games?|gaming|card|dice|"
    r"slots?)\s+(?:tables?|seats?)\b",
    re.I,
)
# How full a place is: "how busy is the buffet", "is the poker room packed" ("full" alone
# is too often something else: "the full menu").
_CROWD = re.compile(
    r"\b(?:how (?:busy|crowded|packed|full)|busy|crowded|packed|"
    # How many people are there: "a lot of people", "mucha gente" (glossed "a lot people"),
    # "人少一点" (glossed "people few").
    r"(?:a lot (?:of )?|lots of |so many |many |too many |few |fewer |less )people|"
    r"people (?:few|fewer|less)|(?:less|least) crowded)\b",
    re.I,
)
# Whether one thing can still be had now: "is the tomahawk available tonight", "sold out of
# the clam pizza". Whether a place is open is its hours, and is answered elsewhere.
_STOCK = re.compile(
    r"\b(?:(?:is|are) (?:it|they|there) (?:still )?available|(?:still )?available (?:tonight|"
    r"now|right now|rn)|sold out of|(?:run|ran|running) out of|out of stock|in stock)\b",
    re.I,
)
# How many of a thing are in use or free right now: "how many slots are open right now".
_COUNT_NOW = re.compile(
    r"\bhow many (?:[\w'-]+ ){1,4}(?:are |is )?(?:open|free|available|in use|taken|running|"
    r"occupied)\b",
    re.I,
)
# The moment asked about: a free table tonight is as unknown as one now.
_NOW = re.compile(
    r"\b(?:now|right now|rn|currently|at the moment|still|tonight|this evening)\b", re.I
)
_JUST_NOW = re.compile(r"\b(?:now|right now|rn|currently|at the moment)\b", re.I)


# Whether a belonging has been turned in: "did anyone turn in a black jacket", "has my
# wallet been found". Only the lost and found knows (the desk's own name is no such question);
# what to do about a loss is the FAQ's.
_TURNED_IN = re.compile(
    r"\b(?:(?:did|has|have) (?:anyone|anybody|someone|somebody|security|staff|you(?: guys)?|"
    r"y'?all) (?:turn(?:ed)? in|hand(?:ed)? in|f[oi]u?nd|pick(?:ed)? up)|"
    r"(?:was|were|has|have|is|are) (?:my|our|a|an|the) (?:[\w'-]+ ){0,4}(?:been )?"
    r"(?:turned in|handed in|(?<!and )found)|(?:got|get) turned in)\b",
    re.I,
)


# Chinese "还有 ... 吗" of tonight or now: whether a dish or a seat is left ("今晚还有白蛤披萨
# 吗"); the glossary reads 还有 as "also". A place still open ("还有开着的餐厅吗") is its hours.
_STILL_LEFT_ZH = re.compile(
    r"(?:今晚|现在|現在|今天|这会儿|目前).{0,12}还有(?!.{0,6}(?:开|開|营业|營業)).{1,14}吗"
)


def asks_live_status(question: str, original: str = "") -> bool:
    """Whether the question asks how long a wait or queue is, or what is free or full now.

    Or whether one thing can still be had tonight, or how many of a kind are in use now, or
    whether a belonging has been turned in;
    `original` is the guest's own words (a Chinese "still left" the glossary does not keep).
    """
    if _STILL_LEFT_ZH.search(original) is not None:
        return True
    if _WAIT.search(question) is not None or _TURNED_IN.search(question) is not None:
        return True
    if (
        _FREE_PLACE.search(question) is not None
        and _NOW.search(question) is not None
        and _GAME_TABLE.search(question) is None
    ):
        return True
    if _STOCK.search(question) is not None and _NOW.search(question) is not None:
        return True
    if _COUNT_NOW.search(question) is not None and _JUST_NOW.search(question) is not None:
        return True
    return _CROWD.search(question) is not None and _JUST_NOW.search(question) is not None
