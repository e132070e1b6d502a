"""Questions asking for food or things to be brought to a guest's room: an honest decline.

The knowledge base keeps no room service and no delivery from its restaurants, so "can frank
pepe deliver a pie to our room", "me pueden mandar tacos al cuarto", "vocês entregam no
quarto", "可以把寿司送到房间吗" are declined, not answered with the restaurant's blurb. The guest
carrying food back ("algo dulce pa llevar al cuarto") asks for a place and is answered.
Read on the English reading and on the guest's own words (the glossary leaves these verbs).
"""

from __future__ import annotations

import re

_ROOM = r"(?:hotel )?(?:room|rooms|suite|suites)\b"
# Someone else brings it: "deliver ... to my room", "send up to room 2210", "room delivery".
_ENGLISH = re.compile(
    r"\b(?:deliver\w*|send|sends|sent|ship|ships)\b(?: [\w'&-]+){0,7}? (?:to|up to|into|in|"
    r"at) (?:my |our |the |your |a )?" + _ROOM + r"|"
    r"\b(?:deliver\w*|send|sent) (?:[\w'&-]+ ){0,5}?(?:up )?to " + _ROOM + r"|"
    r"\b(?:room|in-room) deliver\w*|\bdeliver\w* (?:[\w'&-]+ ){0,4}?" + _ROOM,
    re.I,
)
# Spanish and Portuguese: the venue's or the staff's verb ("mandan", "entregam"), never the
# guest's own carrying ("llevar", "levar").
_ROMANCE = re.compile(
    r"\b(?:mandar|mandan|manden|mandam|enviar|envian|envían|enviam|entregar|entregan|entregam|"
    r"entrega|entregas|traen|trazem|suben|sobem)\b.{0,50}?\b(?:al|a (?:mi|la|las|los|nuestra|"
    r"nuestras|nuestros)|en (?:el|la|las|los|mi)|no|nos|ao|aos|pro|para o|até o|at[eé] o|"
    r"(?:no|ao) meu) (?:cuartos?|habitaci(?:[oó]n|ones)|quartos?|suites?)",
    re.I,
)
_CHINESE = re.compile(r"送(?:到|去|上|进)?.{0,4}(?:房间|客房|房里|房內|房内)|外送到|送餐")


def asks_room_delivery(question: str, original: str = "") -> bool:
    """Whether the question (or the guest's own words) asks for something delivered to a room."""
    if _ENGLISH.search(question) is not None:
        return True
    return _ROMANCE.search(original) is not None or _CHINESE.search(original) is not None
