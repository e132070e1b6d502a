"""Questions asking the concierge's own taste for an occasion: an honest decline.

"TAO or Beauty & Essex for my wife's 40th, which one's better", "most romantic spot to
propose", "¿cuál es mejor para un aniversario?", "哪家更适合求婚": the knowledge base describes
places, it holds no judgement of which suits a proposal or is the more romantic, so such a
question is declined, not answered with one venue's blurb. A kind of place for an occasion
("a fancy steakhouse for our anniversary", "sushi for date night") asks for a place, and is
answered as before. Read on the English reading and on the guest's own words.
"""

from __future__ import annotations

import re

from agent.either_reading import either_reading_matches

# Asking someone to marry: "propose", "pop the question", "pedir em casamento", "求婚".
_PROPOSAL = re.compile(
    r"\b(?:propose|proposing|proposal|pop the question|ask (?:her|him) to marry|"
    r"pedir(?:le)? (?:em |en )?(?:casamento|matrimonio|matrim[oô]nio|la mano)|"
    r"pedid[oa] de (?:casamento|mano|matrimonio)|proponer matrimonio)\b|求婚",
    re.I,
)
# Which is the more romantic, or the better of the places named: a judgement, not a fact.
_JUDGEMENT = re.compile(
    r"\b(?:most romantic|more romantic|romantic(?:est)? (?:spot|place) on (?:the )?property|"
    r"which (?:one |place |restaurant |spot )?(?:'s |s |is |would be |will be )?"
    r"(?:better|nicer|more (?:romantic|special|fun|memorable))|"
    r"which one'?s better|"
    r"cu[aá]l (?:es |ser[ií]a )?(?:mejor|m[aá]s rom[aá]ntic\w*)|m[aá]s rom[aá]ntic\w*|"
    r"qual (?:[eé] |seria )?(?:melhor|mais rom[aâ]ntic\w*)|mais rom[aâ]ntic\w*)|"
    r"(?:哪个|哪家|哪個|哪間|哪间)(?:餐厅|餐廳|地方)?(?:更|比较|比較)|最浪漫|更浪漫|有气氛|有氣氛",
    re.I,
)


def asks_a_taste_judgement(question: str, original: str = "") -> bool:
    """Whether the question (or the guest's words) asks which place suits an occasion best."""
    return either_reading_matches((_PROPOSAL, _JUDGEMENT), question, original)
