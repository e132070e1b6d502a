"""Questions about what is on television, and when: an honest decline.

"what channel is the patriots game on", "when is beat bobby flay on tv this week", "¿en qué
canal pasan la final?", "今晚的比赛在哪个电视台播": the knowledge base keeps no television
schedule, so such a question is declined, not answered with the chef's restaurant or the
team's arena. Whether a room or a bar has televisions is the venue's, and is answered.
Read on the English reading and on the guest's own words.
"""

from __future__ import annotations

import re

from agent.either_reading import either_reading_matches

_BROADCAST = re.compile(
    r"\b(?:(?:what|which) (?:tv )?(?:channel|network)|channel (?:is|are)|"
    r"(?:when|what time|what day)(?:'s| is| does| do| will)? (?:[\w'-]+ ){1,5}on (?:tv|television)|"
    r"(?:tv|television) (?:schedule|listings?|guide|times?)|airs? on|airing|"
    # "anything good on tv tonight", "what's on tv": the listings asked, not the set.
    r"(?:anything|something|what's|whats|what is) (?:good |decent |worth watching )?"
    r"on (?:the )?(?:tv|television)|flipping (?:through )?(?:the )?channels|"
    # "is bobby flay on tv tonight": a show's airing; not "is the game on tv at the bar".
    r"(?:is|are|will) (?:[\w'-]+ ){1,4}(?:be )?on (?:tv|television)"
    r"(?!\s+(?:at|in|anywhere|here|there|somewhere|near|by)\b)|"
    r"(?:qu[eé]|cu[aá]l) canal|en qu[eé] canal|(?:qual|que) canal|em que canal|"
    r"(?:qu[eé] hora|cu[aá]ndo) (?:[\w'-]+ ){1,6}(?:en la tele|en la televisi[oó]n|por la tele)|"
    r"(?:que horas|quando) (?:[\w'-]+ ){1,6}(?:na tv|na televis[aã]o))\b|"
    r"电视台|哪个台|哪個台|频道|頻道|几点播|幾點播|什么时候播|什麼時候播|电视上播|電視上播",
    re.I,
)


def asks_a_broadcast(question: str, original: str = "") -> bool:
    """Whether the question (or the guest's words) asks what is on television, or when."""
    return either_reading_matches((_BROADCAST,), question, original)
