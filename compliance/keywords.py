"""SMS keywords: opt-out, opt-in and help, decided by rule with no AI.

The rule: a text is a keyword when, after normalization, it is exactly a keyword (optionally
repeated, with politeness words such as "please" or "thank you", punctuation and emoji around it),
or when it contains an explicit opt-out phrase ("stop texting me", "take me off your list",
"no más mensajes"). A text that asks about something else ("where is the bus stop?", "can I cancel
my spa appointment?", "can you help me find the buffet?") is not a keyword.

Opt-out is deliberately broader than the others, because the FCC (47 CFR 64.1200(a)(10)) makes
any reasonable wording a revocation of consent:

* any sentence of the text may be the bare keyword ("STOP. Who is this?"), while help and opt-in
  must be the whole text;
* "unsubscribe" and "opt out" count anywhere, unless they are about something other than messages
  ("can I opt out of housekeeping?");
* when a text reads as both, opt-out wins over help and opt-in.

"YES" opts in only a guest who has opted out; otherwise it is an ordinary reply.

Normalization: NFKC, invisible format characters dropped, accents dropped ("no más" == "no mas"),
case folded, apostrophes dropped ("don't" == "dont"), everything that is not a letter or digit
treated as a space.
"""

from __future__ import annotations

import re
import unicodedata
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from compliance.guardrail_prefilter import Prefilter

__all__ = ["Keyword", "classify_keyword", "fold_text", "warm_keyword_scan"]


class Keyword(StrEnum):
    """The keyword classes carriers and the FCC expect every SMS program to honor."""

    OPT_OUT = "opt_out"
    OPT_IN = "opt_in"
    HELP = "help"


# Look-alike letters from other scripts that spell Latin words ("ЅТОР", "іgnore").
_CONFUSABLES = str.maketrans(
    {
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
        "ј": "j", "ѕ": "s", "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Т": "T",
        "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "К": "K", "М": "M", "Н": "H", "В": "B",
    }
)  # fmt: skip
# Dropped one `str.replace` at a time: five replaces are ~10x faster than one translate pass.
_APOSTROPHES = ("'", "\u2019", "\u2018", "`", "\u00b4")
# A search is cheaper than a translate pass, and most texts hold no such letter.
_HAS_CONFUSABLE = re.compile("[" + "".join(chr(code) for code in _CONFUSABLES) + "]")


class _DropMarks(dict[int, int | None]):
    """A `str.translate` table dropping combining marks and format characters (Mn, Cf).

    Filled as characters are first seen, so a text's later lookups stay in C; the table stops
    growing at `_DROP_MARKS_LIMIT` entries (a text full of rare characters still folds right).
    """

    def __missing__(self, code: int) -> int | None:
        value = None if unicodedata.category(chr(code)) in ("Mn", "Cf") else code
        if len(self) < _DROP_MARKS_LIMIT:
            self[code] = value
        return value


_DROP_MARKS_LIMIT = 20_000
_DROP_MARKS = _DropMarks()


@lru_cache(maxsize=512)
def fold_text(text: str) -> str:
    """Fold a text for matching: NFKC, no format characters or accents, casefolded, no apostrophes.

    Whitespace and punctuation other than apostrophes are kept; callers decide what they mean.
    Cached: each guest text is folded for the keyword check and again for the guardrails.
    """
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
        if _HAS_CONFUSABLE.search(text):
            text = text.translate(_CONFUSABLES)
        decomposed = unicodedata.normalize("NFKD", text)
        text = unicodedata.normalize("NFC", decomposed.translate(_DROP_MARKS))
    text = text.casefold()
    for apostrophe in _APOSTROPHES:
        text = text.replace(apostrophe, "")
    return text


_NON_WORD = re.compile(r"[\W_]+")
# For an ASCII text, a bytes translate (one table lookup per byte) and a split do what
# `_NON_WORD` does, several times faster.
_ASCII_NON_WORD = bytes(32 if b < 128 and not chr(b).isalnum() else b for b in range(256))
_SENTENCE_BREAK = re.compile(r"[.!?;:\n\u3002\uff01\uff1f]+")

# Words that do not change what a keyword means: "Stop. Thank you", "ok stop", "I said STOP".
_POLITENESS = frozenset(
    "please pls plz pleas thanks thank you u thankyou thx tnx ty ok okay k now right asap "
    "immediately already just sir maam i said again no nah nope hey hi hello yo omg lol dude bro "
    "seriously really gracias por favor ya obrigado obrigada merci".split()
)
_KEEPS_NO = frozenset({"more", "mas"})  # "no more", "no mas" are opt-outs, not a polite "no"
_SPELLED_OUT = re.compile(r"\w(?: \w){2,}")
# Searched in " words " (space-padded), so the engine only tries positions after a space.
_LETTER_RUN = re.compile(r" \w(?: \w){2,}(?= )")

_MESSAGES = r"(?:texts?|txts?|messages?|msgs?|sms|alerts?|notifications?|mensajes|textos|mensagens)"
_OPT_OUT_WORD_LATIN = (
    r"stop|stopall|unsubscribe|unsub|cancel|quit|revoke|optout|opt out|opt me out|"
    r"unsubscribe me|remove me|take me off|leave me alone|wrong number|no more|"
    r"alto|baja|dar de baja|darme de baja|cancelar|parar|para|pare|parem|basta|detener|"
    r"no mas|sair|descadastrar|arret|arrete|arreter|desabonner"
)
_OPT_OUT_WORD = rf"(?:{_OPT_OUT_WORD_LATIN}|退订|退訂|取消订阅|取消訂閱)"
# "end" takes no object pronoun: "end it all" must reach the crisis guardrail, not the ledger.
_OPT_OUT_UNIT = (
    rf"(?:{_OPT_OUT_WORD}(?: (?:it|all|this|these|them|that|everything|{_MESSAGES}))*"
    rf"|end(?: {_MESSAGES})?)"
)
_OPT_IN_UNIT = (
    r"(?:start|unstop|unstop me|subscribe|resubscribe|resume|restart|opt in|optin|opt me in|"
    r"start again|start over|comenzar|empezar|iniciar|reanudar)(?: (?:again|texts|messages))?"
)
_HELP_UNIT = r"(?:help|help me|info|information|ayuda|ajuda|aide|帮助|幫助)"
_ANY_UNIT = rf"(?:{_OPT_OUT_UNIT}|{_OPT_IN_UNIT}|{_HELP_UNIT})"
# A text of keywords only, one of them an opt-out: "STOP", "stop stop", "STOP HELP", "start stop".
_KEYWORDS_ONLY = re.compile(rf"{_ANY_UNIT}(?: {_ANY_UNIT})*")
_HAS_OPT_OUT_WORD = re.compile(rf" (?:{_OPT_OUT_WORD}|end)(?= )")  # searched in " words "
_OPT_IN_EXACT = re.compile(rf"{_OPT_IN_UNIT}(?: {_OPT_IN_UNIT})*")
_HELP_EXACT = re.compile(rf"{_HELP_UNIT}(?: {_HELP_UNIT})*")
_YES = re.compile(r"(?:yes|si|sim)(?: yes| si| sim)*")

_MESSAGING_TARGET = (
    r"(?:texts?|txts?|sms|messages?|msgs|alerts?|notifications?|marketing|promos?|promotions|"
    r"list|this|these|everything|all|you|emails?|mailings?|newsletters?)"
)
# Phrases that may appear anywhere in the text. Each starts at a word: they are compiled behind a
# literal space and searched in " words ", so the engine only tries word starts.
_OPT_OUT_PHRASES = re.compile(
    " (?:"
    + "|".join(
        (
            # "stop texting me", "quit messaging", "stop sending me these texts"
            r"\b(?:stop|quit|cease|end|no more|enough) (?:texting|txting|messaging|msging|"
            r"contacting|spamming|bothering|harassing|sending (?:me|us|this number)|"
            rf"sending (?:these |those |the |your |any |more )*{_MESSAGES})\b",
            # "no more texts", "cancel my text alerts", "I don't want these messages anymore"
            r"\b(?:stop|quit|cancel|end|no more|unsubscribe(?: me)? from|opt (?:me )?out of|"
            r"(?:dont|do not|no longer|never) (?:want|wish|need)(?: to)?(?: (?:receive|get))?) "
            r"(?:my |the |these |those |this |your |ur |all |any |more |of )*"
            r"(?:text |txt |sms |marketing |promo |promotional )?"
            rf"(?:{_MESSAGES}|promos?|promotions|spam|subscription)\b",
            # "don't text me anymore", "do not contact me"
            r"\b(?:dont|do not|never) (?:ever )?(?:text|txt|message|msg|contact|sms|email|bother|"
            r"spam)(?:ing)? (?:me|us|this number|my number)\b",
            rf"\b(?:dont|do not) send (?:me |us )?(?:any )?(?:more )?{_MESSAGES}\b",
            # "remove me from your list", "take me off this list", "delete my number"
            r"\b(?:remove|take|delete|drop|erase) (?:me|my (?:phone )?(?:number|cell)|"
            r"this (?:phone )?number) (?:off|from)(?: \w+){0,3} (?:list|lists|texts?|messages?|"
            r"database|system|contacts?|sms|distribution|marketing)\b",
            r"\b(?:remove|delete|erase) (?:my (?:phone )?(?:number|cell)|this (?:phone )?number)\b",
            r"\btake me off $",
            # "unsubscribe" and "opt out" anywhere, unless of something other than messages
            r"\b(?:unsubscribe|unsub|opt (?:me )?out|optout)\b"
            rf"(?! (?:of|from) (?!(?:\w+ ){{0,3}}{_MESSAGING_TARGET}\b))",
            r"\bi (?:want|wanna|would like|d like|need) to (?:stop|unsubscribe|opt out|quit) $",
            r"\brevoke (?:my |all )?(?:consent|permission|authorization|subscription)\b",
            r"\bleave me alone\b",
            r"\bwrong number\b(?! for)",
            # Spanish
            r"\bno (?:me )?(?:envien|manden|escriban|contacten|envies|mandes|escribas|envie|mande|"
            r"escriba) (?:mas|nada)\b",
            r"\b(?:dejen|deja|deje|dejar) de (?:enviar|mandar|escribir|contactar)(?:me|nos)?\b",
            r"\bno quiero (?:recibir )?(?:mas )?(?:mensajes|textos|sms)\b",
            r"\bno mas (?:mensajes|textos|sms)\b",
            r"\b(?:darme|dar|dame|denme) de baja\b",
            r"\b(?:sacame|sacarme|quitenme|quitame|borrenme|eliminenme) de\b",
            r"\b(?:eliminen|borren|eliminar|borrar) mi numero\b",
            # Portuguese
            r"\b(?:parem|pare|para|parar) de (?:enviar|mandar|receber)\b",
            r"\bnao quero (?:mais )?(?:receber )?(?:mais )?(?:mensagens|sms|textos)\b",
            r"\bdescadastr\w*",
        )
    )
    + ")"
)
# Chinese, simplified and traditional (no spaces between words): unsubscribe, stop sending.
_OPT_OUT_PHRASES_CJK = re.compile(
    r"退订|退訂|取消订阅|取消訂閱|不要再(?:发|發|传|傳)|停止(?:发送|發送)"
)
_OPT_IN_PHRASES = re.compile(
    r" (?:(?:start|resume|restart) (?:texting|messaging|sending) (?:me|us)|opt me (?:back )?in) "
)
_SCAN_OPT_OUT, _SCAN_LETTER_RUN, _SCAN_OPT_IN, _SCAN_OPT_OUT_WORD = range(4)
# The scan's opt-out word pattern leaves out the Chinese words (an ASCII scan cannot hold
# them), so it speaks only for ASCII texts.
_HAS_OPT_OUT_WORD_LATIN = rf" (?:{_OPT_OUT_WORD_LATIN}|end)(?= )"


def new_phrase_scan() -> Prefilter:
    """One Hyperscan scan of " words " naming which phrase patterns may match (indexed as above).

    Most texts hold none of them and so skip their `re` searches.
    """
    return Prefilter(
        [
            [_OPT_OUT_PHRASES.pattern],
            [_LETTER_RUN.pattern],
            [_OPT_IN_PHRASES.pattern],
            [_HAS_OPT_OUT_WORD_LATIN],
        ]
    )


_PHRASE_SCAN = new_phrase_scan()


def warm_keyword_scan(cache_dir: Path | None = None) -> None:
    """Build the phrase scan now (a long-running process does at start-up).

    Until it is built every phrase pattern is searched with `re`: the same answers, slower.
    `cache_dir`: see `Prefilter.compile`.
    """
    _PHRASE_SCAN.compile(cache_dir)


def _words(text: str) -> str:
    if text.isascii():
        words = " ".join(text.encode().translate(_ASCII_NON_WORD).decode().split())
    else:
        words = _NON_WORD.sub(" ", text).strip()
    if _SPELLED_OUT.fullmatch(words):  # "S T O P"
        return words.replace(" ", "")
    return words


def _core(words: str) -> str:
    """The words that are left once politeness words are gone."""
    tokens = words.split()
    if "no" not in tokens:  # most texts: no "no more" to keep, so a plain filter does
        return " ".join([token for token in tokens if token not in _POLITENESS])
    kept = [
        token
        for i, token in enumerate(tokens)
        if token not in _POLITENESS
        or (token == "no" and i + 1 < len(tokens) and tokens[i + 1] in _KEEPS_NO)
    ]
    return " ".join(kept)


def classify_keyword(text: str, *, opted_out: bool = False) -> Keyword | None:
    """Classify an inbound SMS as an opt-out, opt-in or help keyword, or None for anything else.

    Args:
        text: the text exactly as the guest sent it.
        opted_out: whether the sender is currently opted out; only then does "YES" opt in.

    Returns:
        The keyword class, opt-out first when a text reads as more than one; None otherwise.
    """
    folded = fold_text(text)
    words = _words(folded)
    if not words:
        return None
    core = _core(words)
    padded = f" {words} "
    scanned = _PHRASE_SCAN.candidates(padded)
    if _is_opt_out(folded, padded, core, scanned):
        return Keyword.OPT_OUT
    if _HELP_EXACT.fullmatch(core):
        return Keyword.HELP
    if _OPT_IN_EXACT.fullmatch(core) or (
        _SCAN_OPT_IN in scanned and _OPT_IN_PHRASES.search(padded)
    ):
        return Keyword.OPT_IN
    if opted_out and _YES.fullmatch(core):
        return Keyword.OPT_IN
    return None


def _is_opt_out(folded: str, padded: str, core: str, scanned: set[int]) -> bool:
    """Whether the text is an opt-out; `padded` is " words ", `scanned` the phrase scan of it."""
    if _is_opt_out_keyword(core) or (_SCAN_OPT_OUT in scanned and _OPT_OUT_PHRASES.search(padded)):
        return True
    if not folded.isascii() and _OPT_OUT_PHRASES_CJK.search(folded):
        return True
    # A sentence's words are a run of the text's words, so a sentence can be an opt-out
    # keyword only if the text holds an opt-out word, or single letters it may spell one with.
    may_hold_word = _SCAN_OPT_OUT_WORD in scanned or not padded.isascii()
    if not (may_hold_word and _HAS_OPT_OUT_WORD.search(padded)) and not (
        _SCAN_LETTER_RUN in scanned and _LETTER_RUN.search(padded)
    ):
        return False
    sentences = _SENTENCE_BREAK.split(folded)
    if len(sentences) < 2:
        return False
    return any(_is_opt_out_keyword(_core(_words(sentence))) for sentence in sentences)


def _is_opt_out_keyword(core: str) -> bool:
    return (
        _KEYWORDS_ONLY.fullmatch(core) is not None
        and _HAS_OPT_OUT_WORD.search(f" {core} ") is not None
    )
