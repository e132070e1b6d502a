"""Questions asking advice on the guest's own life: whom to leave, a quarrel, a pet's name.

"should i break up with him", "devo terminar com meu namorado", "我跟男朋友吵架了怎么办": the
knowledge base holds the resort, not counsel on a guest's relationships, so such a question is
declined honestly, not answered with whatever venue shares a word ("video games": the
sportsbook). Read on the English reading and on the guest's own words.
"""

from __future__ import annotations

import re

from agent.either_reading import either_reading_matches

_PEOPLE = (
    r"(?:him|her|them|my (?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?|ex|boss|"
    r"coworker|friend|mom|dad|mother|father|son|daughter))"
)
_ADVICE = re.compile(
    r"\b(?:should i|do i|how do i|how can i) (?:break up with|dump|leave|divorce|forgive|"
    r"get back with|text|call|confront|quit on) " + _PEOPLE + r"\b|"
    r"\b(?:debo|devo|deberia|deveria) (?:terminar|dejar|largar|perdonar|perdoar|divorciarme|"
    r"me divorciar|separarme|me separar) (?:con |com |a |o |a minha |o meu )?"
    r"(?:mi |meu |minha )?(?:novi[oa]|namorad[oa]|espos[oa]|marido|mulher|pareja|jefe|chefe)\b|"
    r"\b(?:que consejo me das|que me aconsejas|que conselho (?:voce )?me da|"
    r"o que (?:voce )?me aconselha)\b|"
    r"(?:应该|要不要|该不该|應該|該不該)(?:跟|和).{0,4}分手|"
    r"(?:跟|和).{0,6}吵架了?.{0,4}(?:怎么办|怎麼辦)|"
    # What to call one's own pet or child: "good names for a puppy", "what should we name her".
    r"\b(?:names? (?:for|to call)|(?:should|do|could) (?:i|we) name) (?:a|an|my|our|the|his|"
    r"her) (?:new )?(?:[\w'-]+ ){0,2}(?:puppy|puppies|dog|cat|kitten|pet|baby|son|daughter|"
    r"boat|goldfish)\b|"
    # One's own pet unwell ("my dog hasn't eaten in two days"): a vet's question, not ours.
    r"\bmy (?:dog|cat|puppy|kitten|pet)\b[^.?!]{0,30}\b(?:sick|ill|vomit\w*|throwing up|"
    r"limping|not eating|(?:isn't|isnt|won't|wont|hasn't|hasnt|doesn't|doesnt|not) "
    r"(?:want to |wanna )?eat\w*)|"
    r"\b(?:meu|minha|mi)\s+(?:cachorr\w*|c[aã]o|gat[oa]\w*|perr[oa]\w*|mascota)\b[^.?!]{0,30}"
    r"\b(?:(?:n[aã]o|no) (?:quer|quiere) comer|n[aã]o come|no come|doente|enferm[oa]|vomit\w*)",
    re.I,
)


def asks_personal_advice(question: str, original: str = "") -> bool:
    """Whether the question (or the guest's words) asks advice on their own relationships."""
    return either_reading_matches((_ADVICE,), question, original)
