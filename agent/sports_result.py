"""Questions about how a team or a game is doing: "who won", "what's the score", "are they winning".

The knowledge base holds no results, scores or standings; a question about one is declined
honestly, whatever team or venue it names ("is the arena's hockey team winning this year"
is not answered with the Connecticut Sun's blurb). Nor does it hold a school's or a college's
team: its schedule, roster or season is declined too, not answered with the Sun's; where to
watch its game is answered as before (the sports bar).
"""

from __future__ import annotations

import re

# "winnings" (a player's) and "win/loss statement" (taxes) are no results.
_RESULT = re.compile(
    r"\b(?:who(?:'s| is)? (?:won|winning|gonna win|going to win|will win)"
    r"|(?:is|are) (?:the |our |their |they )?(?:[\w']+ ){0,4}winning\b(?! (?:at|on|big)\b)"
    r"|what(?:'s|s| is| was) (?:the )?score|final score|standings|playoffs?|(?:win|winning) streak"
    # How a game went: "did the yankees win", "how did the game end"; Spanish, Portuguese
    # and Chinese readings put the day first ("昨晚 ... 比分": "last night ... score").
    # "did my wife lose her card" is lost and found: a team loses to someone, or at the end.
    r"|did (?!i\b)(?:the |they |we |our |[\w']+ ){0,4}(?:win|beat|lose(?= to| against|\W*$))"
    r"|how did (?:the |they |[\w']+ ){0,4}(?:game|match|fight|bout)s? "
    r"(?:go|end|turn out)|how (?:ended|went) (?:the )?(?:[\w']+ )?(?:game|match|fight|bout)"
    r"|(?:today|tonight|last night|yesterday|this morning) (?:[\w']+ ){0,4}"
    r"(?:won|lost|scores?|results?)"
    r"|(?:game|match|fight|bout)s? (?:[\w']+ ){0,3}scores?)\b",
    re.I,
)


def asks_a_result(question: str) -> bool:
    """Whether the question asks for a game's result, a score or a team's standing."""
    return _RESULT.search(question) is not None


# A school's or a college's team ("the state university's hockey schedule", "ncaa roster").
_SCHOOL_TEAM = re.compile(
    r"\b(?:college|colleges|ncaa|uconn|university|varsity|high school|state school)\b"
    r"(?: [\w'-]+){0,4} (?:schedules?|rosters?|records?|seasons?|coach(?:es)?|lineups?|"
    r"recruits?|rankings?|tickets?)\b",
    re.I,
)
# Where or how to see the game is the sports bar's: answered.
_WATCH = re.compile(r"\b(?:watch|watching|see|showing|shown|on tv|on the tv|screens?)\b", re.I)


def asks_of_a_school_team(question: str) -> bool:
    """Whether the question asks a school team's schedule, roster or season (not where to see)."""
    return _SCHOOL_TEAM.search(question) is not None and _WATCH.search(question) is None
