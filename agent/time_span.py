"""Questions about how long a thing lasts or how often it comes: a show's run, a bus's interval.

The knowledge base gives opening hours and travel times ("about 15 minutes away by taxi"),
never how long a show, a set or a concert runs, how long things are kept before they go, or
how many minutes apart a bus comes. Such a question is answered only by an item whose text
states a span of time (a number of minutes, hours, days ...); otherwise it is declined
honestly, not answered with the venue's blurb. How often something comes is answered by an
item that says it ("runs frequently"), unless the guest asks to confirm a figure of their own
("every 10 min?"). How long the drive is (the directions give hours), how long a wall is (a
length: see `agent/measured_size.py`) and how long a place is open (its hours) are answered as
before. Read on the English reading of the question (other languages' through the glossary:
"quanto tempo dura o show" reads "how long last show").
"""

from __future__ import annotations

import re

from data.kb.schemas import KbItem

# What runs for a while once it starts: a show, a set, a game, a class.
_EVENTS = (
    r"shows?|sets?|concerts?|performances?|gigs?|acts?|headliners?|openers?|musicals?|plays?|"
    r"movies?|films?|games?|match(?:es)?|fights?|bouts?|tournaments?|events?|comedy|"
    r"standup|stand-up|intermissions?|tours?|classes|class|lessons?|sessions?|ceremon(?:y|ies)"
)
# How long it runs: "how long is the show", "how long does the concert last", "how long last
# show" (a reading of "quanto tempo dura o show"), "the show's running time".
_RUNS = re.compile(
    rf"\bhow long(?: (?:is|are|was|were|does|do|did|will|would|'s|s|last|lasts|runs?|goes))?"
    rf"(?P<between>(?: [\w']+){{0,4}}) (?:{_EVENTS})\b"
    rf"|\b(?:{_EVENTS}) (?:[\w']+ ){{0,3}}(?:last|lasts|run|runs|go|goes) (?:for )?how long\b"
    rf"|\b(?:running|run) ?times?\b|\bruntimes?\b|\b(?:length|duration) of (?:the |a |their )?"
    rf"(?:[\w']+ ){{0,2}}(?:{_EVENTS})\b",
    re.I,
)
# Words between "how long" and the event that make it another question: a trip there ("how long
# is the drive to the show"), since when ("how long have they had comedy"), until it starts
# ("how long until the show"), a wait ("how long is the line for the show").
_NOT_ITS_LENGTH = re.compile(
    r"\b(?:drive|driving|ride|walk|walking|trip|flight|train|bus|commute|get|getting|has|have|"
    r"had|been|until|till|til|before|after|since|ago|wait|waiting|line|queue)\b",
    re.I,
)
# How long a place is open for the event is its hours ("how long is the comedy club open").
_OPEN = re.compile(r"\b(?:open|opened|close|closes|closed|serve|serves|serving)\b", re.I)
# How long a thing is kept or held before it goes: "how long do you keep lost items".
_KEPT = re.compile(
    r"\bhow long (?:[\w']+ ){0,4}(?:keep|keeps|kept|hold|holds|held|store|stores|stored|save|"
    r"saves|saved|retain|retains|retained)\b",
    re.I,
)
# How often it comes: "how often does the shuttle come", "how frequently do the buses run",
# "does it come every 10 minutes".
_OFTEN = re.compile(
    r"\bhow (?:often|frequent|frequently)\b|\bfrequency of\b|\bevery \d[\d.,]*\s*-?\s*"
    r"(?:min|mins|minutes?|hrs?|hours?)\b",
    re.I,
)
# A figure of time the guest asks to confirm: "every 10 min?", "like 90 min?".
_GUESSED = re.compile(
    r"\b(?:every|like|about|around|maybe|roughly|approx(?:imately)?|over|under) "
    r"\d[\d.,]*\s*-?\s*(?:min|mins|minutes?|hrs?|hours?)\b",
    re.I,
)
# A figure of how often an item says a thing comes: "every 15 minutes", "twice an hour".
_STATES_A_FIGURE_OF_HOW_OFTEN = re.compile(
    r"\bevery \d[\d.,]*\s*-?\s*(?:min|mins|minutes?|hrs?|hours?)\b|"
    r"\b(?:\d+|once|twice) (?:times )?(?:an?|per) (?:hour|day)\b",
    re.I,
)
# A span of time an item states: "about 15 minutes away", "1.5 to 2 hours", "a 90-minute set".
_STATES_A_SPAN = re.compile(
    r"\b\d[\d.,]*\s*-?\s*(?:min|mins|minutes?|hrs?|hours?|days?|weeks?|months?|years?)\b"
    r"|\b(?:half|an?) hour\b|\bhour-long\b",
    re.I,
)
# How often an item says a thing comes, without a figure.
_STATES_HOW_OFTEN = re.compile(
    r"\b(?:frequently|often|every \w+|hourly|daily|nightly|continuous(?:ly)?|around the clock)\b",
    re.I,
)


def asks_a_span(question: str) -> bool:
    """Whether the question asks how long a thing lasts or is kept, or how often it comes."""
    if _KEPT.search(question) is not None or _OFTEN.search(question) is not None:
        return True
    runs = _RUNS.search(question)
    if runs is None or _OPEN.search(question, runs.start()) is not None:
        return False
    return _NOT_ITS_LENGTH.search(runs.group("between") or "") is None


def spans_what_is_asked(question: str, item: KbItem) -> bool:
    """False only for a span or a frequency asked that the item's text never states.

    How often is answered by how often, not by a span ("15 minutes away by taxi"); a figure
    the guest guesses ("every 10 min?") only by an item that states one.
    """
    if not asks_a_span(question):
        return True
    text = item.search_text()
    if _OFTEN.search(question) is not None:
        if _STATES_A_FIGURE_OF_HOW_OFTEN.search(text) is not None:
            return True
        return _GUESSED.search(question) is None and _STATES_HOW_OFTEN.search(text) is not None
    return _STATES_A_SPAN.search(text) is not None


# How many minutes apart, asked as a figure: "every how many minutes does the shuttle come",
# "cada cuántos minutos pasa", "de quantos em quantos minutos", "接驳车几分钟一班" (the glossary
# keeps only "shuttle minutes" of it). "How often" alone is answered by "runs frequently".
_FIGURE_ASKED = re.compile(
    r"\b(?:every how many|how many (?:min|mins|minutes) (?:apart|between)|"
    r"cada cu[aá]ntos (?:min|minutos)|(?:de|a cada) quantos (?:em quantos )?(?:min|minutos))\b|"
    r"(?:几|幾|多少)分(?:钟|鐘)?(?:一班|一趟|一次|一辆|一輛)",
    re.I,
)


def interval_unstated(question: str, original: str, item: KbItem) -> bool:
    """Whether a figure of minutes apart is asked that the item never states.

    `original` is the guest's own words (Chinese "几分钟一班" loses its figure in the glossary).

    "How often" alone is no figure: `spans_what_is_asked` judges it.
    """
    if not any(_FIGURE_ASKED.search(text) is not None for text in (question, original)):
        return False
    return _STATES_A_FIGURE_OF_HOW_OFTEN.search(item.search_text()) is None
