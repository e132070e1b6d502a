"""Questions about who is on, on a given day: "who's headlining the comedy club friday".

The knowledge base holds places and their weekly hours, not who plays, performs or spins on
which date. A question asking who, of a named day, wants that day's lineup: declined
honestly, not answered with the venue's blurb (its "DJ-driven lounge" names no DJ); so is
asking when one event is ("the home opener", "the next concert"), of no named day. Asking
who has or serves something ("who's got wings tonight") is asking for a place, and asking
whom to call ("who do i call tonight") for a contact: both are answered as before.
"""

from __future__ import annotations

import re
from datetime import datetime

from agent.dates import parse_when

# A person asked for: "who's", "who is", "who are", "who will be", "who plays/performs".
_WHO = re.compile(
    r"\bwho(?:'s|s| is| are| will be|'ll be|'re)?\s+"
    r"(?!(?:open|got|has|have|having|serving|serves|serve|making|makes|make|does|do|did|sells?|"
    r"selling|can|could|should|to|i|we)\b)",
    re.I,
)


# Which act or event is asked for by its kind: "which band plays saturday", "what show is on
# tonight", "what expo is in the hall next weekend". A kind of place ("what bar is open
# tonight") asks for a place, and is no such kind.
_WHICH_ACT = re.compile(
    r"\b(?:what|which|wat|whats|what's)(?: kind of| sort of)? (?:comedians?|comics?|bands?|"
    r"acts?|artists?|singers?|musicians?|performers?|headliners?|djs?|shows?|concerts?|"
    r"events?|expos?|exhibitions?|conventions?|fights?|matchups?|opponents?|teams?|movies?|"
    r"films?|gigs?|tours?|performances?)\b(?! (?:venues?|rooms?|theaters?|theatres?|halls?|"
    r"places?|bars?|restaurants?|cent(?:er|re)s?|arenas?)\b)|"
    # Who or what tops the bill: "the headliner friday", "saturday's lineup".
    r"\b(?:headlin\w*|line-?ups?|who(?:'s|s| is)? (?:on|up|playing|performing))\b",
    re.I,
)
# Whether a dated event still has seats: "is saturday's game sold out", "any tickets left".
_SOLD_OUT = re.compile(
    r"\b(?:sold out|sell(?:ing)? out|(?:tickets?|tix|seats?) (?:left|remaining|still available)|"
    r"still (?:have|got|has) (?:any )?(?:tickets?|tix|seats?)|"
    r"(?:also|still|any) (?:tickets?|tix|seats?)(?: left| available)?\W*$)",
    re.I,
)


# When one dated event is: "the home opener", "the next game", "when is the band coming back".
# The season's months or how often a club has comedy are the venue's own and are answered.
_EVENT_DATE = re.compile(
    r"\b(?:(?:home |season )?openers?|"
    r"next(?! to\b| door\b) (?:[\w-]+ ){0,3}(?:games?|match(?:es)?|concerts?|fights?|bouts?|"
    r"tour dates?|performances?|tournaments?|events?|gigs?)|"
    # "the first home game"; "the first game a beginner should try" is no date.
    r"(?:first|last|final) (?:home|away|season|playoff) (?:games?|match(?:es)?)|"
    r"when (?:do|does|will|are|is|'s) (?:the )?(?:[\w']+ ){1,4}(?:play(?:ing)?|perform(?:ing)?|"
    r"com(?:e|ing) back|be back|return(?:ing)?|tour(?:ing)?)(?: (?:here|there))? (?:next|again)|"
    r"upcoming (?:shows?|concerts?|games?|events?|fights?|acts?))\b",
    re.I,
)
# An act booked to come: "is the band coming to the arena". A shuttle or a friend coming to
# the casino is no booking.
_COMING = re.compile(
    r"\b(?:coming|come|comes) (?:back )?to (?:the )?(?:arena|mohegan|casino|resort|here|cabaret|"
    r"theat(?:er|re)|club)\b",
    re.I,
)
_NO_ACT = re.compile(
    r"\b(?:shuttles?|bus(?:es)?|taxis?|cabs?|ubers?|lyfts?|trains?|vans?|limos?|rides?|cars?|"
    r"friends?|family|wife|husband|kids?|parents?|mom|dad|you|i|we|anyone|someone)\b",
    re.I,
)


def asks_an_event_date(question: str) -> bool:
    """Whether the question asks when one event is (the opener, the next game, a return)."""
    if _EVENT_DATE.search(question) is not None:
        return True
    return _COMING.search(question) is not None and _NO_ACT.search(question) is None


# A stretch of days named without a date: "next month", "this week", "in december".
_PERIOD = re.compile(
    r"\b(?:(?:next|this|coming) (?:month|week)|(?:in|during|for) (?:january|february|march|april|"
    r"june|july|august|september|october|november|december))\b",
    re.I,
)


# A day named by its date or its holiday, in the words the glossary leaves ("20 de febrero",
# "dia 3 de maio", "christmas eve", "nochebuena", "réveillon"): a day as much as "friday".
_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|"
    r"mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|"
    r"fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro)"
)
_NAMED_DAY = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)? (?:de |of )?" + _MONTHS + r"|" + _MONTHS + r" \d{1,2}(?:st|nd|"
    r"rd|th)?|dia \d{1,2}|christmas(?: eve| day)?|xmas(?: eve)?|new years?(?:'s)?(?: eve| day)?|"
    r"nye|thanksgiving|easter|halloween|valentine'?s(?: day)?|memorial day|labor day|"
    r"(?:july 4th|4th of july|fourth of july)|nochebuena|navidad|nochevieja|a[nñ]o nuevo|"
    r"v[ií]spera de (?:navidad|natal|a[nñ]o nuevo)|natal|r[eé]veillon|ano novo|p[aá]scoa|"
    r"pascua|acci[oó]n de gracias|a[cç][aã]o de gra[cç]as)\b",
    re.I,
)


def asks_a_lineup(question: str, now: datetime) -> bool:
    """Whether the question asks who or what is on (performing, playing) on a named day.

    Or in a named week or month; or whether that day's event is sold out: the knowledge base
    keeps no calendar of events and no count of the seats left.
    """
    if (
        parse_when(question, now) is None
        and _PERIOD.search(question) is None
        and _NAMED_DAY.search(question) is None
    ):
        return False
    return any(p.search(question) is not None for p in (_WHO, _WHICH_ACT, _SOLD_OUT))
