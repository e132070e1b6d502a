"""Questions asking for a secret: a Wi-Fi password, a door or safe code, a login.

The knowledge base says the Wi-Fi is free and that rooms have a safe, never a password, a
code or a combination: those are given at the desk, on the key-card sleeve or by the app. A
question asking for one is declined honestly, not answered with the Wi-Fi FAQ ("what's the
wifi password" is no "is there wifi"). A dress code, a zip code or a promo code is no secret.
Read on the English reading of the question (other languages' through the glossary:
"contraseña", "senha", "密码").
"""

from __future__ import annotations

import re

_SECRET = re.compile(
    r"\b(?:passwords?|passcodes?|pass codes?|passwd|pin(?: (?:number|code))?|log-?ins?|"
    r"credentials|(?:wi-?fi|wireless|network) (?:keys?|codes?)|"
    r"(?:door|access|entry|gate|safe|lock|locker|keypad|elevator|garage) (?:codes?|combinations?)|"
    r"(?:codes?|combinations?) (?:for|of|to|on) (?:the |my |our |a )?(?:[\w-]+ ){0,2}"
    r"(?:safe|lock|locker|door|gate|wi-?fi|network|internet))\b",
    re.I,
)


# One's own secret told in passing ("where is the poker room? my locker code is 4711"): the
# question is about something else.
_TOLD = re.compile(
    r"\b(?:my|our) (?:[\w-]+ ){0,2}(?:codes?|passwords?|passcodes?|pins?|combinations?|log-?ins?)"
    r" (?:is|was|=|:)(?: \S+)?",
    re.I,
)


def asks_a_secret(question: str) -> bool:
    """Whether the question asks for a password, a code or a combination (none is kept).

    One's own told in passing does not count.
    """
    return _SECRET.search(_TOLD.sub(" ", question)) is not None
