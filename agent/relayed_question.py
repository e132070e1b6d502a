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

# Thirty-fifth session (TUNE37-38, tune side): punctuation said aloud to a phone's dictation
# ("what are the spa hours on the weekend question mark"), written as the mark.
_SPOKEN_MARKS = (
    (
        re.compile(
            r"\s*\b(?:question mark|signo de interrogaci[oó]n|ponto de interroga[cç][aã]o)"
            r"\b",
            re.I,
        ),
        "?",
    ),
    (
        re.compile(
            r"\s*\b(?:exclamation (?:point|mark)|signo de exclamaci[oó]n|ponto de "
            r"exclama[cç][aã]o)\b",
            re.I,
        ),
        "!",
    ),
)
# Words that only say the question was asked before ("what are the tiers again", "like I
# asked before, ..."): they name nothing the knowledge base holds.
_ASKED_BEFORE = re.compile(
    r"^\s*(?:(?:like|as) i (?:said|asked|mentioned|texted)(?: (?:before|earlier|already))?|"
    r"remind me|quick reminder|sorry to ask again|one more time|como (?:te |les |le )?"
    r"(?:dije|pregunt[eé])(?: antes)?|como eu (?:disse|perguntei)(?: antes)?)\s*[,:;.-]?\s*"
    r"|(?<=[\w\s])\s*,?\s*\b(?:again|once more|one more time|otra vez|de nuevo|de novo)\b"
    r"(?=\s*[?.!]*\s*$)",
    re.I,
)
# A last sentence that asks: only there does a closing "again" say the question was asked
# before ("and i want her again" wants her).
_ASKING_SENTENCE = re.compile(
    r"(?:^|[.?!]\s+)(?:what|whats|what's|when|where|which|who|how|is|are|do|does|can|could|"
    r"qu[eé]|cu[aá]nd[oa]|d[oó]nde|cu[aá]l|c[oó]mo|quando|onde|qual|como)\b[^.?!]*[.?!]*\s*$",
    re.I,
)

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
    """`text` without its wrapping: a letter's courtesies, a relaying frame, "again".

    Also cut: words that say it was asked before. Punctuation said aloud is written as the
    mark. As written when fewer than two letters or digits would be left.
    """
    plain = _PLEASE.sub("", _COURTESY.sub("", without_salutation(text))).strip()
    for spoken, mark in _SPOKEN_MARKS:
        plain = spoken.sub(mark, plain)
    plain = _ASKED_BEFORE.sub(
        lambda m: "" if m.start() == 0 or _ASKING_SENTENCE.search(plain) else m.group(0), plain
    ).strip()
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
