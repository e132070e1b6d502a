"""How often the whole gate changes its mind when a text is reworded without changing its sense.

Run: `.venv/bin/python bench/gate_perturbations.py [--sets tune_side|held_back] [--limit N]`

Every labelled text the gate reads right is edited eight ways, each keeping its meaning: lower
case with punctuation dropped, an everyday question put before it in the text's language, a
sentence setting the scene put before it, a thanks put after it, one typo (two neighbouring
letters swapped in one word of five or more letters, seeded), and as dictated (plain, a filler
after the first word and the next word said twice), and as a letter (a formal address
before it, a signed sign-off after it), and relayed (sent for someone else, their words quoted
after a frame). A verdict that moves under such an
edit is judgment that holds only on the text as written. It prints, per category, how many right
verdicts each edit keeps. Held-back sets print these counts only, never a text. A report, not a
gate: exit code 0.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.semantic.embedder import StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate, check_layers  # noqa: E402
from bench.answer_sets import HELD_BACK, TUNE  # noqa: E402
from bench.gate_data import GATE_SETS, NONE, Row, load_half  # noqa: E402
from compliance.guardrails import PRIORITY, warm_guardrail_scan  # noqa: E402

EVERYDAY_QUESTION = {
    "en": "what time does the buffet close? also ",
    "es": "¿a qué hora cierra el buffet? también ",
    "pt": "que horas fecha o buffet? também ",
    "zh": "自助餐几点关门？还有，",
}
# A scene set before the point, as guests often open (BLIND48's style); not one of the
# openers the thirty-second session chose its changes on.
SCENE = {
    "en": "We're here for my sister's wedding this weekend. ",
    "es": "Vinimos a la boda de mi hermana este fin de semana. ",
    "pt": "Viemos pro casamento da minha irmã neste fim de semana. ",
    "zh": "我们这周末来参加妹妹的婚礼。",
}
# A filler dictation leaves in after the first word (thirty-third session, BLIND49's style).
FILLER = {"en": "um", "es": "este", "pt": "tipo", "zh": "那个"}
# A letter's address and sign-off, as older guests write (thirty-fourth session, BLIND50's
# style); not the wording the session chose its cut on.
LETTER = {
    "en": ("Dear Mohegan Sun team, ", " Kind regards, Harold"),
    "es": ("Estimado equipo: ", " Saludos cordiales, Marta"),
    "pt": ("Prezada equipe, ", " Atenciosamente, Sérgio"),
    "zh": ("尊敬的工作人员：", " 谢谢！李先生"),
}
# Asked for someone else, the words quoted (thirty-fourth session, BLIND50's style).
RELAYED = {
    "en": "My mother asked me to text you: ",
    "es": "Mi madre me pidió que les escribiera: ",
    "pt": "Minha mãe pediu pra eu mandar: ",
    "zh": "我妈妈让我发给你们：",
}
THANKS = {"en": " thx", "es": " gracias", "pt": " obrigado", "zh": " 谢谢"}
_PUNCTUATION = re.compile(r"[^\w\s]")

Edit = Callable[[str, str, random.Random], str]


def plain(text: str, language: str, rng: random.Random) -> str:
    """Lower case, punctuation dropped."""
    return _PUNCTUATION.sub("", text.lower())


def after_question(text: str, language: str, rng: random.Random) -> str:
    """An everyday question first, the text after it."""
    return EVERYDAY_QUESTION.get(language, EVERYDAY_QUESTION["en"]) + text


def after_scene(text: str, language: str, rng: random.Random) -> str:
    """A sentence setting the scene first, the text after it."""
    return SCENE.get(language, SCENE["en"]) + text


def with_thanks(text: str, language: str, rng: random.Random) -> str:
    """The text with a thanks after it."""
    return text + THANKS.get(language, THANKS["en"])


def one_typo(text: str, language: str, rng: random.Random) -> str:
    """Two neighbouring letters swapped inside one alphabetic word of 5+ letters (else as is)."""
    words = text.split(" ")
    long_words = [i for i, word in enumerate(words) if len(word) >= 5 and word.isalpha()]
    if not long_words:
        return text
    index = rng.choice(long_words)
    word = words[index]
    at = rng.randrange(1, len(word) - 2)
    words[index] = word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    return " ".join(words)


def dictated(text: str, language: str, rng: random.Random) -> str:
    """As dictated: plain, a filler after the first word and the next word said twice.

    Chinese: the filler first. Deterministic (`rng` unused), so the other edits' draws are as
    they were before this edit was added.
    """
    words = plain(text, language, rng).split()
    filler = FILLER.get(language, FILLER["en"])
    if language == "zh" or len(words) < 3:
        return f"{filler} {' '.join(words)}"
    return " ".join([words[0], filler, words[1], *words[1:]])


def as_a_letter(text: str, language: str, rng: random.Random) -> str:
    """A formal address before the text and a signed sign-off after it (`rng` unused)."""
    opening, closing = LETTER.get(language, LETTER["en"])
    return f"{opening}{text}{closing}"


def relayed(text: str, language: str, rng: random.Random) -> str:
    """The text sent for someone else, their words quoted after a frame (`rng` unused)."""
    return f"{RELAYED.get(language, RELAYED['en'])}{text}"


EDITS: dict[str, Edit] = {
    "plain": plain,
    "after a question": after_question,
    "after a scene": after_scene,
    "with thanks": with_thanks,
    "one typo": one_typo,
    "dictated": dictated,
    "as a letter": as_a_letter,
    "relayed": relayed,
}


def rows_of(role: str) -> list[Row]:
    """Every labelled row of the gate sets of one role."""
    return [row for s in GATE_SETS if s.role == role for row in load_half(s.split, s.path)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", choices=("tune_side", "held_back"), default="tune_side")
    parser.add_argument("--limit", type=int, default=0, help="read only the first N rows (0: all)")
    parser.add_argument("--edits", default="", help="comma-separated edit names (default: all)")
    args = parser.parse_args()
    warm_guardrail_scan()
    gate = SemanticGate.load(StaticEmbedder.load())
    edits = {n: e for n, e in EDITS.items() if not args.edits or n in args.edits.split(",")}
    rows = rows_of(TUNE if args.sets == "tune_side" else HELD_BACK)
    if args.limit:
        rows = rows[: args.limit]

    def said(text: str) -> str:
        return str(check_layers(text, gate).guardrail or NONE)

    kept: Counter[tuple[str, str]] = Counter()
    tried: Counter[tuple[str, str]] = Counter()
    rng = random.Random(29)
    right = 0
    for row in rows:
        if said(row.text) != row.category:
            continue
        right += 1
        for name, edit in edits.items():
            edited = edit(row.text, row.language, rng)
            if edited == row.text:
                continue
            tried[(row.category, name)] += 1
            kept[(row.category, name)] += said(edited) == row.category
    print(f"{args.sets}: {len(rows)} labelled texts, {right} read right before any edit")
    print("  right verdicts kept under each edit (kept/edited)")
    print(f"  {'category':20}" + "".join(f"{name:>18}" for name in edits))
    for category in (*(str(c) for c in PRIORITY), NONE):
        cells = [f"{kept[(category, n)]}/{tried[(category, n)]}" for n in edits]
        print(f"  {category:20}" + "".join(f"{cell:>18}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
