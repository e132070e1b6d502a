"""What dictation leaves in a text without meaning it, cut before the gate reads the text.

A guest who dictates to a phone sends "is um there there a guest named ..." where a typed text
says "is there a guest named ...". The filler and the word said twice tell no category, but
they break a pattern's words apart and weigh in the semantic layer's average as much as the
words that matter. English fillers are cut ("uh", "umm", "erm"); "um" only where Portuguese
"um" (a, one) cannot stand: in a text with no Portuguese word, or before an English function
word or a comma or full stop. A word
said twice in a row is said once. Spanish "este" and Portuguese "tipo" are fillers too, but
also words ("this", "type"), so they are cut only before a number.
"""

from __future__ import annotations

import re

# English function words that follow a filler "um" and never Portuguese "um" (a, one).
_AFTER_FILLER = (
    r"i|im|i m|the|my|our|is|are|was|not|can|could|would|will|do|does|did|so|what|where|when|how|"
    r"which|who|why|we|you|your|it|its|this|that|there|theres|and|but|or|if|like|he|she|they|"
    r"his|her|their|a|an|to|for|at|in|on|yeah|yes|no|okay|ok|well|just|also|any|some|hey"
)
_FILLER = re.compile(
    r"(?<!\w)(?:u+h+|u+m{2,}|uhm+|erm+|hmm+|mmm+)(?!\w)[,.]?\s*"
    rf"|(?<!\w)um(?:[,.]\s*|\s+(?=(?:{_AFTER_FILLER})\b))"
    # ... and "um", Spanish "este" or Portuguese "tipo" before a number ("im um 19", "cumplo
    # este 21"), where none of them is a word.
    r"|(?<!\w)(?:um|este|tipo)\s+(?=\d)",
    re.IGNORECASE,
)
# Words of Portuguese that English and Spanish texts do not hold: a text with none of them
# holds no Portuguese "um", so every "um" in it is a filler ("what um floor is he on").
_PORTUGUESE = re.compile(
    r"(?<![\w.])(?:voce|você|vc|vcs|não|nao|tem|uma|pra|pro|com|meu|minha|dos|das|eu|ele|ela|"
    r"quero|posso|onde|quanto|obrigad[oa]|isso|esse|essa|aqui|está|estou|tô|gente|hoje|muito|"
    r"também|tambem|já|né|pode|tenho|ou|num|numa|algum|alguma|aí|então|entao|"
    r"ta|tá|qual|quais|quarto|queria|quer|vou|vai|foi|são|sao|seu|sua|agora|amanhã|amanha|"
    r"ontem|hj|tbm|pq|porque|mas|mais|como|obg|valeu)(?!\w)",
    re.IGNORECASE,
)
_ANY_UM = re.compile(r"(?<!\w)um(?!\w)[,.]?\s*", re.IGNORECASE)
# A word said again at once ("the the"); the first stays.
_SAID_TWICE = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.IGNORECASE)
# The words a text this changes holds (lowercase, punctuation as space): a filler, "um", or
# "este"/"tipo" before a number. Fillers up to three u's and six h's or m's ("uhhhhhh").
_FILLER_WORDS = frozenset(
    word.encode()
    for word in {"u" * i + end * j for i in range(1, 4) for end in "hm" for j in range(1, 7)}
    | {"uh" + "m" * j for j in range(1, 7)}
    | {"er" + "m" * j for j in range(1, 7)}
    | {"h" + "m" * j for j in range(2, 7)}
    | {"m" * j for j in range(3, 7)}
)
_BEFORE_A_NUMBER = frozenset({b"um", b"este", b"tipo"})
# ASCII punctuation as space, on the UTF-8 bytes: a bytes translate is a table lookup a byte.
_PUNCTUATION_AS_SPACE = bytes(32 if chr(b) in ',.!?;:()"' else b for b in range(256))


def _may_change(text: str) -> bool:
    """Whether `text` holds a filler or a word said twice (most texts hold neither).

    Word by word on the lowercased UTF-8 bytes, where regexes (a backreference for the word
    said twice) cost several times more, ~25 us a text on a 2-CPU machine.
    """
    words = text.lower().encode().translate(_PUNCTUATION_AS_SPACE).split()
    if not _FILLER_WORDS.isdisjoint(words) or any(map(bytes.__eq__, words, words[1:])):
        return True
    return not _BEFORE_A_NUMBER.isdisjoint(words) and any(
        word in _BEFORE_A_NUMBER and after[:1].isdigit()
        for word, after in zip(words, words[1:], strict=False)
    )


def without_disfluencies(text: str) -> str:
    """`text` without dictation's fillers and with each word said twice in a row said once.

    `text` itself when it holds none; as written when fewer than two letters or digits would
    be left.
    """
    if not _may_change(text):
        return text
    cut = _FILLER.sub("", text)
    if _PORTUGUESE.search(cut) is None:
        cut = _ANY_UM.sub("", cut)
    cut = _SAID_TWICE.sub(r"\1", cut).strip()
    return cut if len(re.findall(r"\w", cut)) >= 2 else text
