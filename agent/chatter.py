"""Small talk before a question: the question is what is asked.

"survived the drive, survived my mom's playlist 🏊‍♀️💀 what are the hours for the Sky Tower
Indoor Pool?" asks the pool's hours; "drive" and "playlist" ask nothing, yet they weigh in
every rule that reads a question's words (the driving facet, a thing no item holds). Emoji
set such an aside apart: a text is cut into parts at its runs of emoji, and when exactly one
part asks (it holds a question mark, or opens with asking words) and names something the
knowledge base holds, the text is read from that part on. Sentences are not cut: what a guest
writes before a question in plain sentences is most often part of it ("my husband only eats
steak. where should I book?"). A question that names nothing ("where do we go") or points back
("can i bring him?") needs what came before, and two questions are both asked: such texts are
read whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# A run of emoji, with their joiners and variation selectors.
_EMOJI = re.compile(r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u200d\ufe0f]+\s*")
# Words a question opens with, in the four languages ("请问" says "may I ask").
_ASKING = re.compile(
    r"^(?:¿\s*)?(?:what|whats|what's|where|wheres|where's|when|which|who|how|hows|is|are|do|"
    r"does|can|could|will|would|should|any|qu[eé]|d[oó]nde|cu[aá]ndo|cu[aá]l|cu[aá]les|c[oó]mo|"
    r"cu[aá]nt[oa]s?|hay|tienen|onde|quando|qual|quais|quanto|quantos|quantas|tem|t[eê]m)\b|"
    r"^(?:请问|請問)",
    re.I,
)
# Words that point back at something named before the question ("my dog ... can i bring him").
_POINTS_BACK = re.compile(
    r"\b(?:him|her|it|them|they|he|she|this|that|those|these|one|ones|ele|ela|eles|elas|isso|"
    r"eso)\b|[它他她]",
    re.I,
)


def _asks(part: str) -> bool:
    return "?" in part or "？" in part or _ASKING.match(part) is not None


def question_after_chatter(text: str, names_a_thing: Callable[[str], bool]) -> str:
    """`text` from the one part that asks on, when that part `names_a_thing`; else as written."""
    parts = [part for part in _EMOJI.split(text) if part.strip()]
    asking = [index for index, part in enumerate(parts) if _asks(part)]
    if len(asking) != 1 or asking[0] == 0:
        return text
    asked = parts[asking[0]].strip()
    if _POINTS_BACK.search(asked) or not names_a_thing(asked):
        return text
    return " ".join(part.strip() for part in parts[asking[0] :])
