"""A question wrapped in a letter's courtesies or relayed for someone, read as the plain one.

"Dear staff, could you kindly tell me the spa's hours? Best regards, Ann" asks what "what
are the spa's hours" does; "my aunt asks whether she may bring her cat" asks "may she bring
her cat?". The wrapping words weigh in every rule that reads a question's words ("kindly",
"asks", "whether" are no thing the knowledge base holds), so they are cut before retrieval
reads the text. A text with nothing left is read as written.
"""

from __future__ import annotations

import re

from agent.semantic.relaying import without_relaying_frame
from agent.semantic.salutations import without_salutation

# Courtesy that softens a request and tells nothing of it ("could you kindly tell me").
_COURTESY = re.compile(r"\s*\b(?:kindly|if you (?:would|could|please)|if possible)\b,?", re.I)
# "please" said at either end of a clause or after "could you", never one asked of ("please
# tell me" keeps its verb).
_PLEASE = re.compile(r"(?:,\s*|\s+)please(?=\s*[?.!]|\s*$)|\bplease,?\s+(?=tell|let|advise)", re.I)

# Who relays and how: "my mother asks", "our son is wondering", "I was wondering".
_RELAYER = r"(?:(?:my|our) (?:[\w'-]+ ){0,2}?[\w'-]+|i|we|she|he|they)"
_RELAYS = (
    r"(?:asks|is asking|are asking|was asking|wants to know|want to know|wanted to know|"
    r"would like to know|'d like to know|wishes to know|wish to know|wonders|wonder|"
    r"is wondering|are wondering|was wondering|were wondering)"
)
_RELAYED = re.compile(
    rf"^\s*{_RELAYER} {_RELAYS}\s+(?:(?P<whether>whether|if)\s+)?(?P<asked>.+)$", re.I | re.S
)
# The first helping verb after a short subject: it goes first in the plain question.
_HELPING = re.compile(
    r"^(?P<subject>(?:[\w'&-]+ ){1,5}?)(?P<helping>may|can|could|should|will|would|is|are|"
    r"does|do|has|have)\b(?P<rest>.*)$",
    re.I | re.S,
)
# Asking words a relayed question may open with ("asks how big the arena is").
_ASKING = re.compile(r"^(?:what|when|where|which|who|whom|whose|why|how)\b", re.I)
_WORD_CHARACTERS = 2
# The relayed question's first sentence, and the rest from its end mark on.
_FIRST_SENTENCE = re.compile(r"^([^.?!]*)(.*)$", re.S)


def plain_question(text: str) -> str:
    """`text` without a letter's address and sign-off, courtesies and a relaying frame.

    As written when fewer than two letters or digits would be left.
    """
    plain = _PLEASE.sub("", _COURTESY.sub("", without_salutation(text))).strip()
    unrelayed = _unrelayed(plain)
    # Other frames, and those of Spanish, Portuguese and Chinese ("mi tía me pidió que les
    # escribiera: ..."), as the gate cuts them.
    plain = without_relaying_frame(plain) if unrelayed == plain else unrelayed
    return plain if len(re.findall(r"\w", plain)) >= _WORD_CHARACTERS else text


def _unrelayed(text: str) -> str:
    """A relayed question asked directly: "my son asks if he can swim" -> "can he swim?".

    A relayed "whether" or "if" clause puts its helping verb first; one that opens with an
    asking word ("asks how big the arena is") is asked as it stands. Other text as written.
    """
    relayed = _RELAYED.match(text)
    if relayed is None:
        return text
    asked = relayed.group("asked").strip()
    first, rest = _FIRST_SENTENCE.match(asked).groups()  # type: ignore[union-attr]
    rest = rest[1:] if rest[:1] in (".", "?", "!") else rest
    if relayed.group("whether") is None:
        return f"{first.rstrip(' ,')}?{rest}" if _ASKING.match(first) else text
    helping = _HELPING.match(first)
    if helping is None:
        return f"{first.rstrip(' ,')}?{rest}"
    subject, verb, after = helping.group("subject", "helping", "rest")
    return f"{verb} {subject.strip()}{after.rstrip(' ,')}?{rest}"
