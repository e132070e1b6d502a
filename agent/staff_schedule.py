"""Questions about one staff member's shifts: "what nights does kevin bartend at the pub".

The knowledge base holds places, not people: who works when is for the venue to say, so such
a question is declined honestly rather than answered with the venue's blurb. A name the
knowledge base itself uses ("does bobby flay cook there") is a venue's, not a shift's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

_DUTY = (
    r"(?:bartend\w*|work(?:s|ing)?|deal(?:s|ing)?|serv(?:e|es|ing)|host(?:s|ing)?|"
    r"waitress\w*|waits tables|tend(?:s|ing)? bar|dj(?:s|ing)?|spin(?:s|ning)?|do(?:es)? "
    r"massages?|massag\w*|shift)"
)
# "does kevin bartend", "is maria working tonight", "what days does the dealer named joe deal".
_ONE_PERSON = re.compile(
    rf"\b(?:does|is|will|when does|what (?:nights?|days?|times?|shifts?) does) "
    rf"(?P<name>[a-z]+) {_DUTY}\b|"
    rf"\b(?:bartender|dealer|server|waiter|waitress|host|therapist|masseuse|masseur|dj|"
    rf"valet|housekeeper|concierge) (?:named|called) (?P<named>[a-z]+)\b|"
    rf"\b(?P<whose>[a-z]+)(?:'s|s) (?:shift|schedule|hours|next shift)\b",
    re.I,
)
# Words in the name's place that name no one: "does anyone work", "is it working".
_NO_ONE = frozenset(
    "anyone anybody someone somebody everyone everybody it this that there he she they you u "
    "i we the a an my our your staff security housekeeping valet spa pool gym bar casino "
    "restaurant buffet kitchen wifi elevator shuttle machine ac heat tv internet app card".split()
)


def asks_a_staff_schedule(
    question: str, name_words: Collection[str], stem: Callable[[str], str] = str
) -> bool:
    """Whether the question asks when or whether one staff member, by name, works.

    `name_words` may be stemmed (`stem` then reads the word as they are): "novelle's hours"
    asks a venue's hours, though its stem is "novell".
    """
    for match in _ONE_PERSON.finditer(question):
        name = (match.group("name") or match.group("named") or match.group("whose")).lower()
        if name not in _NO_ONE and name not in name_words and stem(name) not in name_words:
            return True
    return False


# Who holds a role at a place, asked of it: "who is the head chef at the grill", "which chef
# is behind the italian place", "name of the owner". The words in English (other languages
# come through the glossary): role -> what an item's text says when it names that person.
_ROLES = {
    "chef": re.compile(r"\bchefs?\b", re.I),
    "owner": re.compile(r"\b(?:owners?|owned|owns)\b", re.I),
    "manager": re.compile(r"\bmanag(?:er|ers|ed|es)\b", re.I),
    "sommelier": re.compile(r"\bsommeliers?\b", re.I),
}
_ROLE = r"(chefs?|cooks?|owners?|managers?|gms?|general managers?|sommeliers?|somms?)"
_ASKS_WHO_HOLDS = re.compile(
    rf"\bwho(?:'s|s| is| are| was)?(?: it)?(?: the)?(?: [\w'-]+){{0,2}} {_ROLE}\b(?! (?:tables?|"
    rf"station|menu|specials?|counter)\b)|"
    rf"\b(?:which|what|wat)(?: [\w'-]+){{0,2}} {_ROLE} (?:is|are|was|runs?|behind|owns?|does|"
    rf"cooks?|heads?|leads?)\b|"
    rf"\b(?:name|names) of (?:the|their|its)(?: [\w'-]+)? {_ROLE}\b|"
    rf"\bwho (?:runs|owns|manages|cooks (?:at|for|in))\b|"
    # The holder's name asked after the role, as the glossary reads Chinese ("经理叫什么名字":
    # "manager what is the name"), or before it ("cómo se llama el gerente", "o nome do").
    rf"\b{_ROLE}(?: [\w'-]+)? (?:what is (?:(?:the |his |her )?name|it called)|what(?:'s| is) "
    rf"(?:his|her) name|"
    rf"name is)\b|"
    rf"\b(?:how is called|what is the (?:name|nome)|qual (?:[eé] )?o nome)(?: (?:of|do|da|the))?"
    rf"(?: [\w'-]+)? {_ROLE}\b",
    re.I,
)
_ROLE_OF = {
    "chef": "chef",
    "cook": "chef",
    "owner": "owner",
    "manager": "manager",
    "gm": "manager",
    "general manager": "manager",
    "sommelier": "sommelier",
    "somm": "sommelier",
}
_VERB_ROLE = {"runs": "manager", "owns": "owner", "manages": "manager", "cooks": "chef"}


def asked_role(question: str) -> str | None:
    """The role whose holder the question asks for ("chef", "owner", ...), or None."""
    match = _ASKS_WHO_HOLDS.search(question)
    if match is None:
        return None
    said = next((g for g in match.groups() if g), None)
    if said is None:  # "who runs ...", "who owns ...": the verb names the role
        verb = re.search(r"\bwho (runs|owns|manages|cooks)\b", match.group(0), re.I)
        return _VERB_ROLE[verb.group(1).lower()] if verb else None
    return _ROLE_OF.get(said.lower().removesuffix("s"), _ROLE_OF.get(said.lower()))


def names_the_role(question: str, text: str) -> bool | None:
    """Whether `text` names the holder of the role asked; None when no role is asked.

    A chef's name is in the text only when the text speaks of a chef ("from chef ..."): a
    steakhouse that bears a player's name names no chef.
    """
    role = asked_role(question)
    if role is None:
        return None
    return _ROLES[role].search(text) is not None
