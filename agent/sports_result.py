"""Questions about how a team or a game is doing: "who won", "what's the score", "are they winning".

The knowledge base holds no results, scores or standings; a question about one is declined
honestly, whatever team or venue it names ("is the arena's hockey team winning this year"
is not answered with the Connecticut Sun's blurb).
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
