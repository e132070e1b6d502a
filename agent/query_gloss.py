"""An English search query for a Spanish, Portuguese or Chinese question (no model, offline).

The knowledge base is English, and both retrieval and the facet rules read English, so a
question in another language is read through a glossary (`gloss_words.csv`: words and phrases
of each language with the English a guest would have written), in the guest's word order:
the longest phrase first, function words dropped, everything else (venue names such as "Todd
English" or "Mandara") kept as written.
"""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

from rapidfuzz.distance import OSA

from agent.english_words import common_english_words

GLOSSARY = Path(__file__).with_name("gloss_words.csv")
_STOPWORDS = frozenset(
    "a al algo como con de del el en es esta ver está están hay la las lo los me mi mis muy no "
    "o para pero por que qué quiero quisiera se si sí su sus te tiene tienen un una y ya "
    "à às ao aos as da das do dos e em eu há isso mas meu minha na nas no nos o os ou pra "
    "quais qual quando quero se sim só tem um uma vocês você pro pros pras num numa pa "
    # Pronouns, articles and fillers of texted Spanish and Portuguese.
    "unos unas uno ellos ellas estos estas le les lo nos asi así porfa pfv pls wey güey guey "
    "mano ando estan están estoy estou esse essa esses essas isso aquele aquela com pelo pela "
    "umas uns eh é ta tá to tô lhe eles elas dele dela aí ai".split()
)
_WORD = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*", re.UNICODE)
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN_RUN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'&-]*")


@dataclass(frozen=True, slots=True)
class Entry:
    """The English for one term.

    `common` marks everyday words (verbs, "here", "now") that help a search but say little
    about whether an item answers.
    """

    english: str
    common: bool = False


@dataclass(frozen=True, slots=True)
class Glossary:
    """Each language's terms (lowercase words or phrases; Chinese as written) and their English."""

    terms: Mapping[str, Mapping[str, Entry]]
    longest: Mapping[str, int]  # the longest term: in words, or in characters for Chinese

    def lookup(self, language: str, term: str) -> Entry | None:
        """The entry for `term` in `language` (accents optional), or None."""
        return self.terms.get(language, {}).get(term)

    def lookup_word(self, language: str, word: str) -> Entry | None:
        """The entry for one word, or for its singular or plural when it has none of its own.

        The glossary often lists one number only ("filhos", "alitas"); a guest writes the
        other ("meu filho", "una alita"). Chinese, short words and function words are looked
        up as written.
        """
        found = self.lookup(language, word)
        if found or language == "zh" or len(word) < _MIN_INFLECTED or word in _STOPWORDS:
            return found
        for other in _number_forms(word):
            found = self.lookup(language, other)
            if found is not None:
                return found
        return self.lookup_slip(language, word)

    def lookup_slip(self, language: str, word: str) -> Entry | None:
        """The entry of the one term `word` is a typing slip of ("rserva": "reserva"), or None."""
        mended = self.mend(language, word)
        return None if mended is None else self.lookup(language, mended)

    def mend(self, language: str, word: str) -> str | None:
        """The one-word term `word` is a slip or a spelling by ear of, or None.

        A slip is one letter left out of a one-word term with the same first letter, in a
        word of at least `_MIN_SLIPPED` letters (a letter changed would read real words the
        glossary lacks as others: "pista" is no "pasta"); two neighbours swapped in a word of
        at least `_MIN_SWAPPED` letters ("estacionamneto"); a silent "h" left out ("orario":
        "horario"); or a word written as it sounds (`_BY_EAR`: "pissina", "prosimo", "ondi").
        English words are left alone.
        """
        if word in common_english_words() or not word.isalpha():
            return None
        heard = self._by_ear(language, word)
        if heard is not None:
            return heard
        unsounded = self._silent_h(language, word)
        if unsounded is not None or len(word) < _MIN_SLIPPED:
            return unsounded
        near = _slips(self, language, word)
        return near[0] if len(near) == 1 else None

    def _silent_h(self, language: str, word: str) -> str | None:
        """The Spanish or Portuguese term `word` is with its silent "h" left out, or None.

        "orario": "horario", and from `_MIN_SILENT_H` letters ("ora": "hora"); also with one
        `_BY_EAR` letter mended at once ("avitaciones": "habitaciones"). Function words are
        left alone.
        """
        if (
            language not in ("es", "pt")
            or word.startswith("h")
            or len(word) < _MIN_SILENT_H
            or word in _STOPWORDS
        ):
            return None
        if self.lookup(language, "h" + word) is not None:
            return "h" + word
        return self._by_ear(language, "h" + word)

    def _by_ear(self, language: str, word: str) -> str | None:
        """The term `word` spells as it sounds (one `_BY_EAR` letter mended), or None."""
        for written, meant in _BY_EAR.get(language, ()):
            if written.search(word) is not None:
                heard = written.sub(meant, word, count=1)
                if self.lookup(language, heard) is not None:
                    return heard
        return None


# Letters written as they sound in Spanish and Portuguese texts, and the spelling meant: "ss"
# for "sc" ("pissina": "piscina"), "s" for "x" ("prosimo": "proximo", "esplicar"), and in
# Portuguese "x" for "ch" ("fexa": "fecha") and a final unstressed "e" heard as "i" ("ondi":
# "onde", "podi": "pode"). Only a word the glossary lacks is mended, and only to one it holds.
_BY_EAR: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    # Spanish "b" and "v" sound alike: "avitacion", "bale" for "habitacion", "vale".
    "es": (
        (re.compile("ss"), "sc"),
        (re.compile("s(?=[aeiouptc])"), "x"),
        (re.compile("v"), "b"),
        (re.compile("b"), "v"),
        # An English loanword heard with the "e" Spanish puts before "s" and a consonant:
        # "espa" for "spa".
        (re.compile("^e(?=s[^aeiouáéíóú])"), ""),
    ),
    "pt": (
        (re.compile("x"), "ch"),
        (re.compile("ss"), "sc"),
        (re.compile("s(?=[aeiouptc])"), "x"),
        (re.compile("(?<=[^aeiou])i$"), "e"),
    ),
}


# Shorter words are mostly function words whose "plural" is another word ("as", "os").
_MIN_INFLECTED = 4
# Shorter words have too many neighbours one slip away to guess which was meant.
_MIN_SLIPPED = 5
# A silent "h" is mended from three letters: a guest drops it from short words as often
# ("ora"), and only a word the glossary lacks is mended, to one it holds.
_MIN_SILENT_H = 3
# A swap of two neighbours is read only in words this long ("tarde" and "trade" both exist).
_MIN_SWAPPED = 7


def _slips(table: Glossary, language: str, word: str) -> tuple[str, ...]:
    """The one-word terms of `language` one slip from `word`, with the same first letter.

    A slip: one letter more, or (in a long word) two neighbours swapped.
    """
    key = (id(table), language)
    by_start = _TERMS_BY_START.get(key)
    if by_start is None:
        by_start = _TERMS_BY_START[key] = _terms_by_start(table, language)
    candidates = by_start.get(word[0], ())
    return tuple(
        term
        for term in candidates
        if (
            len(term) == len(word) + 1
            or (len(term) == len(word) >= _MIN_SWAPPED and sorted(term) == sorted(word))
        )
        and OSA.distance(word, term, score_cutoff=1) <= 1
    )


# Each glossary's one-word terms by first letter, built on first use (the glossary is read once).
_TERMS_BY_START: dict[tuple[int, str], dict[str, tuple[str, ...]]] = {}


def _terms_by_start(table: Glossary, language: str) -> dict[str, tuple[str, ...]]:
    """The language's one-word terms (not function words) by their first letter."""
    found: dict[str, list[str]] = {}
    for term in table.terms.get(language, {}):
        if " " not in term and len(term) >= _MIN_SLIPPED - 1 and term not in _STOPWORDS:
            found.setdefault(term[0], []).append(term)
    return {start: tuple(terms) for start, terms in found.items()}


def _number_forms(word: str) -> tuple[str, ...]:
    """The other grammatical number of a Spanish or Portuguese word, as guesses to look up."""
    if word.endswith("es"):
        return (word[:-2], word[:-1])  # "tenedores" -> "tenedor"; "noches" -> "noche"
    if word.endswith("s"):
        return (word[:-1],)
    return (word + "s", word + "es")


def unaccented(text: str) -> str:
    """`text` without diacritics ("qué" -> "que", "ônibus" -> "onibus")."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


# Plain spellings that are words of their own, which guests write far more often than the
# accented word without its accent: "unas" (some) is not "uñas" (nails), "te" (you) is not
# "té" (tea), "si" (if) is not "sí" (yes), "e" (and) is not "é" (is).
_OTHER_WORD_UNACCENTED = frozenset({"unas", "te", "si", "e"})


def parse_glossary(rows: list[dict[str, str]]) -> Glossary:
    """A glossary from CSV rows (language, term, english, and `common` when non-empty).

    A term written with accents also answers to its spelling without them, unless that
    spelling has its own row or is another everyday word (`_OTHER_WORD_UNACCENTED`).
    """
    terms: dict[str, dict[str, Entry]] = {}
    for row in rows:
        language, term, english = row["language"], row["term"].strip(), row["english"].strip()
        if language and term and english:
            entry = Entry(english, bool((row.get("common") or "").strip()))
            terms.setdefault(language, {})[term if language == "zh" else term.lower()] = entry
    for language, table in terms.items():
        if language != "zh":
            for term, known in list(table.items()):
                if unaccented(term) not in _OTHER_WORD_UNACCENTED:
                    table.setdefault(unaccented(term), known)
    longest = {
        language: max(len(t) if language == "zh" else len(t.split()) for t in table)
        for language, table in terms.items()
    }
    return Glossary(terms, longest)


@cache
def glossary(path: Path = GLOSSARY) -> Glossary:
    """The packaged glossary, read once per process."""
    with path.open(encoding="utf-8", newline="") as handle:
        return parse_glossary(list(csv.DictReader(handle)))


@dataclass(frozen=True, slots=True)
class Gloss:
    """A question read through the glossary: its English words, and the words it has none for."""

    query: str  # translated words, with untranslated ones kept as written (venue names)
    translated: str  # what the glossary translated (but common words) and Latin-script names
    untranslated: tuple[str, ...]  # words (Chinese: runs of characters) the glossary lacks


# A turn reads the same question several times (search, facet rules, the decline check, the
# answer and its check): each text is read once.
@lru_cache(maxsize=1024)
def gloss(text: str, language: str | None) -> Gloss:
    """`text` read through the glossary for `language` (English passes unchanged).

    Spanish is read as Portuguese, and the other way round, when that leaves fewer words
    untranslated.
    """
    if language in (None, "", "en"):
        return Gloss(text, text, ())
    table = glossary()
    if _HAN.search(text):
        words, untranslated, kept = _han_words(_as_mandarin(text), table)
    else:
        words, untranslated, kept = _words(text, language, table)
        sibling = _SIBLINGS.get(language)
        if sibling is not None:
            # Short Spanish and Portuguese texts are often taken for each other ("como pego o
            # win loss statement"): the sibling's glossary reads them when it knows more words.
            other = _words(text, sibling, table)
            if len(other[1]) < len(untranslated):
                words, untranslated, kept = other
    return Gloss(" ".join(kept) or text, " ".join(words), tuple(untranslated))


# Languages close enough that the detector confuses them on a short text.
_SIBLINGS = {"es": "pt", "pt": "es"}

# Written Cantonese particles that have one Mandarin form and no other use ("最近嘅机场" is
# "最近的机场", the nearest airport): read as Mandarin, the glossary's terms hold them.
_CANTONESE_PARTICLES = str.maketrans({"嘅": "的", "喺": "在", "咗": "了", "哋": "们"})


def _as_mandarin(text: str) -> str:
    """`text` with written Cantonese particles in their Mandarin form."""
    return text.translate(_CANTONESE_PARTICLES)


def english_query(
    text: str, language: str | None, known_words: frozenset[str] = frozenset()
) -> str:
    """`text` as English words for a guest writing `language` (unchanged for English).

    A text taken for English that uses Spanish or Portuguese words (too short for the detector:
    "o soltoro eh caro?") is read through that language's glossary, its other words kept. A
    word in `known_words` (the knowledge base's own: "pai gow") is no sign of another language.
    """
    if language in (None, "", "en"):
        language = mixed_in_language(text, known_words)
    if language in (None, "", "en"):
        return text
    # Each sentence on its own, with its end mark: the rules that pick the asked clause
    # ("a qué hora es el check-out? tenemos vuelo a las 3") need the "?" the words lose.
    sentences = [s for s in _SENTENCE.findall(text) if s.strip()]
    if len(sentences) < 2:
        return gloss(text, language).query
    return " ".join(_glossed_sentence(sentence, language) for sentence in sentences)


# A sentence and the marks that end it (Latin or full-width).
_SENTENCE = re.compile(r"[^.?!。？！]*[.?!。？！]*")
_END_MARK = re.compile(r"[.?!。？！]+$")


def _glossed_sentence(sentence: str, language: str) -> str:
    """One sentence's gloss, its end mark kept (as "?", "!" or ".")."""
    words = gloss(sentence.strip(), language).query
    mark = _END_MARK.search(sentence.strip())
    if mark is None:
        return words
    end = mark.group(0)[-1].translate(str.maketrans("。？！", ".?!"))
    return f"{words}{end}"


# The languages whose words may be mixed into a text the detector takes for English.
_MIXED_IN = ("es", "pt")


def mixed_in_language(text: str, known_words: frozenset[str] = frozenset()) -> str | None:
    """The language most of `text`'s non-English glossary words belong to, or None.

    A word counts when it is no English word nor one of `known_words`, and the glossary gives
    it an English other than itself ("caro": "expensive"), or it is a function word of those
    languages ("porfa").
    """
    english = common_english_words()
    table = glossary()
    typed = [w.lower() for w in _WORD.findall(text)]
    # Two words that make one of ours ("sol toro": soltoro) are our name, no foreign word.
    ours = {
        w for a, b in zip(typed, typed[1:], strict=False) if a + b in known_words for w in (a, b)
    }
    # English words joined by a hyphen ("stand-up", "self-service") are English, whatever a
    # Portuguese glossary borrows them for.
    words = [
        w
        for w in typed
        if w not in english
        and w not in known_words
        and w not in ours
        and not ("-" in w and all(part in english for part in w.split("-")))
    ]
    counts = {
        language: sum(
            1
            for w in words
            if w in _STOPWORDS
            or (
                (entry := table.lookup(language, w)) is not None
                and entry.english != w
                and not _shorthand_of(w, entry.english)
            )
        )
        for language in _MIXED_IN
    }
    best = max(_MIXED_IN, key=lambda language: counts[language])
    return best if counts[best] else None


def _shorthand_of(word: str, english: str) -> bool:
    """Whether `word` is English shorthand for `english` ("hrs": "hours"): no sign of a language.

    Its letters, in order, inside the English, from the same first letter.
    """
    if not english or word[0] != english[0]:
        return False
    letters = iter(english)
    return all(letter in letters for letter in word)


@dataclass(slots=True)
class _Reading:
    """What reading a question through the glossary has found so far."""

    words: list[str] = field(default_factory=list)  # translated, but common words
    untranslated: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # every English word and kept name, in order

    def translate(self, entry: Entry) -> None:
        if not entry.common:
            self.words.append(entry.english)
        self.kept.append(entry.english)


def _longest_term(
    table: Glossary,
    language: str,
    pieces: Sequence[str],
    at: int,
    joiner: str,
    mended: Sequence[str] = (),
) -> tuple[Entry, int] | None:
    """The longest term starting at `pieces[at]` (words, or characters), and its length.

    A phrase typed with some of its accents ("quien es el dueño") is read as its plain
    spelling, which every accented phrase also answers to; one typed with a slip in a word
    ("fines de semna") as `mended`, the words with each slip mended.
    """
    for size in range(min(table.longest.get(language, 1), len(pieces) - at), 1, -1):
        phrase = joiner.join(pieces[at : at + size])
        entry = table.lookup(language, phrase)
        if entry is None and language != "zh" and unaccented(phrase) != phrase:
            entry = table.lookup(language, unaccented(phrase))
        if entry is None and mended and mended[at : at + size] != pieces[at : at + size]:
            entry = table.lookup(language, joiner.join(mended[at : at + size]))
        if entry is not None:
            return entry, size
    if at < len(pieces):
        entry = table.lookup_word(language, pieces[at])
        if entry is not None:
            return entry, 1
    return None


def _mended(table: Glossary, language: str, word: str) -> str:
    """`word`, or the term it is a slip of when the glossary lacks it ("semna": "semana")."""
    if word in _STOPWORDS or table.lookup(language, word) is not None:
        return word
    return table.mend(language, word) or word


def _words(text: str, language: str, table: Glossary) -> tuple[list[str], list[str], list[str]]:
    """Translated words (but common ones), untranslated ones, and all in the text's order."""
    tokens = _WORD.findall(text)
    lowered = [token.lower() for token in tokens]
    mended = [_mended(table, language, word) for word in lowered]
    reading = _Reading()
    at = 0
    while at < len(tokens):
        found = _longest_term(table, language, lowered, at, " ", mended)
        if found is not None:
            reading.translate(found[0])
            at += found[1]
            continue
        if lowered[at] not in _STOPWORDS:
            reading.untranslated.append(tokens[at])
            reading.kept.append(tokens[at])
        at += 1
    return reading.words, reading.untranslated, reading.kept


# Characters that carry no topic of their own (particles, pronouns, "is", "want"...).
_HAN_FUNCTION = frozenset(
    "的了吗嗎呢吧啊呀么麼是在我你您他她们們想要请請问問这這那个個和跟也都还還就会會"
    # "Which" asks, whatever it picks among ("哪一個", "哪级"): the words it picks name the topic.
    "哪"
)


# Characters typed for another of the same sound or a near shape ("推房" for 退房, "时问" for
# 时间, "堵场" for 赌场). Read as the other only inside a term of two or more characters that
# the text as typed does not already form.
_HAN_SLIPS = str.maketrans(
    {
        "推": "退",
        "防": "房",
        "放": "房",
        "化": "话",
        "堵": "赌",
        "新": "心",
        "往": "住",
        "问": "间",
        "埸": "場",
        "定": "订",
        "帐": "账",
        "坐": "座",
    }
)


def _han_words(text: str, table: Glossary) -> tuple[list[str], list[str], list[str]]:
    """Chinese: the longest known term at each position, Latin words (names) kept.

    Returns the translated words (but common ones), the runs of characters no term covers,
    and every English word in the text's order.
    """
    reading = _Reading()
    mended = text.translate(_HAN_SLIPS)
    run = ""
    at = 0
    while at < len(text):
        latin = _LATIN_RUN.match(text, at)
        found = None if latin else _longest_term(table, "zh", text, at, "", mended)
        if latin or found:
            if run:
                reading.untranslated.append(run)
                run = ""
            if latin:
                reading.words.append(latin.group())
                reading.kept.append(latin.group())
                at = latin.end()
            elif found:
                reading.translate(found[0])
                at += found[1]
            continue
        if _HAN.match(text[at]) and text[at] not in _HAN_FUNCTION:
            run += text[at]
        elif run:
            reading.untranslated.append(run)
            run = ""
        at += 1
    if run:
        reading.untranslated.append(run)
    return reading.words, reading.untranslated, reading.kept
