"""A place the guest rules out before asking: "not the vegas one, the tao here".

"not the vegas one — how late is tao open": the guest names another town's place only to say
it is not the one meant. Left in, its words weigh against the place asked about (or read as a
question about Las Vegas); the ruled-out part is set aside before searching and judging, as
is what is not meant, said last ("the resort's number, not a booking site").
"""

from __future__ import annotations

import re

# "not the vegas one", "not the burger counter", "not the one in atlantic city", "not that one
# at foxwoods", closed by a dash, a comma or the end of the sentence.
_RULED_OUT = re.compile(
    r"(?:^|(?<=[\s,;(]))(?:not|no) (?:the|that) "
    r"(?:(?:[\w'&.-]+ ){1,3}(?:one|counter|place|spot|joint)|one (?:in|at|on|from) "
    r"(?:[\w'&.-]+ ?){1,4}?)(?=\s*(?:[,;:!?.()]|\s[-\u2013\u2014]|$))\s*[,;:\-\u2013\u2014]*\s*",
    re.I,
)


# "..., not a hotel booking site": what is not meant, said last after a comma.
_NOT_MEANT_LAST = re.compile(
    r",\s*(?:and |but )?not (?:a|an|some) (?:[\w'&-]+ ){0,3}[\w'&-]+\W*$", re.I
)


# "... a sit-down restaurant or just burgers?": the other kind of place, set against the asked.
_OR_JUST_LAST = re.compile(r"\s+or (?:just|only) (?:[\w'&-]+ ){0,2}[\w'&-]+(?=\W*$)", re.I)


def without_ruled_out(text: str) -> str:
    """The text without a place it rules out ("not the vegas one, ..."); else unchanged."""
    kept = _OR_JUST_LAST.sub("", _NOT_MEANT_LAST.sub("", _RULED_OUT.sub("", text)))
    return kept.strip() or text
