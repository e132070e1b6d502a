"""Term statistics of one knowledge base: spelling repair and how much of a question an item covers.

`correct` swaps a word the knowledge base never uses for the closest word of an item's title
("tusscany" -> "tuscany", "airprt" -> "airport"), so typed-on-a-phone questions still find
their venue.
`coverage` is the share of a question's content (its words weighted by rarity, words the
knowledge base never uses weighing most) that an item's text contains: an item that shares
only a common word with the question ("game", "station") covers little of it, and the
concierge says what it can help with instead of describing that item.
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import pairwise

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from agent.english_words import CUISINES
from agent.guest_vocabulary import GuestVocabulary

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A letter typed two or more times over ("taoo", "poool").
_REPEATED = re.compile(r"([a-z])\1+")
_CLOCK_TIME = re.compile(r"\d{1,2}(?:am|pm|a|p)")
# Shorter words are left alone: too many near neighbours ("spa", "bar", "pub").
MIN_CORRECTABLE = 5
# A word typed with a doubled letter once ("pol" for "pool") is repaired from this length.
MIN_DOUBLED = 3
CLOSENESS = 0.75
BODY_CORRECTABLE = 7
# A word the knowledge base uses but this item holds only in other words ("car": "parking")
# counts for this much: an item that holds the word itself ranks above ("concert": the
# arena's "concerts", not the Wolf Den's "live music").
OTHER_WORDS_CREDIT = 0.5
BODY_CLOSENESS = 0.9  # tune half: 0.85-0.88 repaired "electric" to "electronic"
# Questions whose repaired form a knowledge base keeps (a turn repairs its text several times).
RECENT_TEXTS = 256
# With the word list, a non-word of up to this many letters may be one slip from what was
# meant ("erth"), a longer one two ("buffay" -> "buffet").
SHORT_NON_WORD = 5
NONWORD_BODY_CLOSENESS = 0.8
# Endings that make a plural or an agent noun of an English word ("scooters", "chargers").
_INFLECTIONS = ("s", "es", "r", "rs")
# A word typed as two ("hold em", "stand up") is joined when the joined word is an everyday
# guest word of at least this many letters; a run of words typed as one ("dresscode") is split
# into knowledge-base words of at least this many letters each.
MIN_COMPOUND = 5
MIN_COMPOUND_PART = 3
# A non-word of at least this many letters may be a word's clipped start ("guac"), when it
# leaves at least this many letters off.
MIN_CLIPPED = 4
MIN_CLIPPED_OFF = 3
_PIECES = re.compile(r"[a-z0-9]+")
# A long venue name typed with looser slips ("mikel jordans stake house"): a word no item uses,
# within this many words of at least two other words of the name, reads as a word of the name
# the text lacks when it starts with the same letter and shares this share of its letters.
NAME_SLIP_REACH = 3
NAME_WORDS_BESIDE = 2
NAME_SLIP_RATIO = 60
# A name word typed with a slip right after the word before it in the name ("wolf dne") is
# repaired from this length: shorter ones ("of") are no name word worth the guess.
MIN_NEXT_NAME_WORD = 3
# A name word typed with up to this many last letters off ("novel" for "novelle"), beside a
# word of that venue's own text at most this many items use ("lounge").
MAX_CLIPPED_NAME = 2
CLIPPED_NAME_BESIDE_ITEMS = 6
# A name's first words typed as initials ("mj" steak house) count as that many of its words.
MAX_INITIALS = 3
# Initials alone stand for those words ("fp pizza") beside a word of that venue's own text
# that at most this many items use: "pizza" is the pizzeria's, "open" or "food" anyone's.
INITIALS_WORD_ITEMS = 5
# American and British endings of one word ("theater"/"theatre", "centers"/"centres").
_VARIANT_ENDINGS = (("ter", "tre"), ("ters", "tres"))


class TermStats:
    """Document frequencies and vocabulary of a corpus, one document per item."""

    def __init__(
        self,
        documents: Iterable[str],
        *,
        titles: Iterable[str],
        stopwords: Iterable[str],
        stem: Callable[[str], str],
        vocabulary: GuestVocabulary | None = None,
        english: frozenset[str] = frozenset(),
        names: Iterable[str] = (),
        fillers: Iterable[str] = (),
    ) -> None:
        self._stop = frozenset(stopwords)
        # Dropped from a question's content like stopwords, but no word is their shorthand.
        self._fillers = frozenset(fillers)
        self._english = english
        self._stem = stem
        self.stem = stem
        self._words: set[str] = set()
        self.item_terms: list[frozenset[str]] = []
        for document in documents:
            words = _WORD.findall(document.lower())
            self._words.update(words)
            self.item_terms.append(frozenset(self._stem(w) for w in words))
        self._df = Counter(term for terms in self.item_terms for term in terms)
        self._known_words = frozenset(self._words)
        # Repairs aim at the names guests misspell (venues, "buffet", "momentum", "airport"):
        # aiming at every word would turn real words into near ones ("mall" -> "small").
        titles = list(titles)
        title_words = {w for title in titles for w in _WORD.findall(title.lower())}
        self._vocabulary = sorted(w for w in title_words if len(w) >= MIN_CORRECTABLE)
        # Venue names only (no FAQ questions) for the looser repair of non-words: "bruins" is
        # no slip for the FAQ's "bring".
        # Each venue name as its words of four letters or more ("hash", "house").
        names = list(names)
        self._names = [
            frozenset(w for w in _WORD.findall(name.lower()) if len(w) >= 4) for name in names
        ]
        # A run of a venue name's words typed as one ("mj23sportsbar", "bobbyflay", "agogo"):
        # the run, spaced as the name has it.
        self._joined_names: dict[str, str] = {}
        for name in names:
            pieces = _PIECES.findall(name.lower().replace("'s", ""))
            for start in range(len(pieces)):
                for end in range(start + 2, len(pieces) + 1):
                    joined = "".join(pieces[start:end])
                    if len(joined) >= MIN_COMPOUND and joined not in self._words:
                        self._joined_names.setdefault(joined, " ".join(pieces[start:end]))
        # A name's first words typed as their initials ("mj" for "michael jordan's"): how many
        # words of the name each such run of initials stands for.
        self._initials = [_leading_initials(name) for name in names]
        # Each run of initials that one venue name alone starts with: its words, and which
        # document is that venue's.
        position = {title: i for i, title in reversed(list(enumerate(titles)))}
        spelt: dict[str, list[tuple[str, int]]] = {}
        for name, initials in zip(names, self._initials, strict=True):
            pieces = _PIECES.findall(name.lower().replace("'s", ""))
            for run, size in initials.items():
                spelt.setdefault(run, []).append((" ".join(pieces[:size]), position[name]))
        self._spelt_names = {run: found[0] for run, found in spelt.items() if len(found) == 1}
        # Each word of one venue's name and that venue's document ("novelle": its own).
        owners: dict[str, set[int]] = {}
        for name in names:
            for piece in _WORD.findall(name.lower()):
                owners.setdefault(piece, set()).add(position[name])
        self._name_word_owner = {w: next(iter(d)) for w, d in owners.items() if len(d) == 1}
        self._name_vocabulary = sorted({w for name in self._names for w in name})
        # Each word of a venue name and the words that follow it in some name ("wolf": "den").
        self._next_name_words: dict[str, set[str]] = {}
        for name in names:
            pieces = _PIECES.findall(name.lower().replace("'s", ""))
            for before, after in pairwise(pieces):
                if before not in self._stop and len(after) >= MIN_NEXT_NAME_WORD:
                    self._next_name_words.setdefault(before, set()).add(after)
        # A one-word name typed as two words ("sol toro" for "SolToro") is joined back.
        self._split_names = frozenset(
            w for w in self._name_vocabulary if len(w) >= MIN_COMPOUND and w.isalpha()
        )
        self._words_by_start: dict[str, list[str]] = {}
        # Longer words of the items' text are repaired too, but only when very close
        # ("weeknds" -> "weekends", "drivin" -> "driving").
        self._body_vocabulary = sorted(
            w for w in self._words if len(w) >= BODY_CORRECTABLE and w.isalpha()
        )
        self._count = len(self.item_terms)
        self._shorthand_cache: dict[str, bool] = {}
        self._recent_corrections = lru_cache(maxsize=RECENT_TEXTS)(self._correct)
        # Everyday words read through the knowledge base's own ("gym" -> "fitness").
        self._related: dict[str, tuple[tuple[str, ...], ...]] = {}
        self._guest_words: frozenset[str] = frozenset()
        # One-word guest terms the items never use, which guests also type as two words
        # ("holdem": "hold em", "standup": "stand up"); not when a group lists the two words
        # as a phrase of their own ("check in"): they are read as written.
        self._compounds: frozenset[str] = frozenset()
        if vocabulary is not None:
            spaced = {p.replace(" ", "") for p in vocabulary.phrases if " " in p}
            self._compounds = frozenset(
                p
                for p in vocabulary.phrases
                if p.isalpha() and len(p) >= MIN_COMPOUND and p not in self._words | spaced
            )

            self._related = vocabulary.related(
                known_words=self._words,
                stem=self._stem,
            )
            self._guest_words = vocabulary.words
        # Words a non-word may be a slip of: the items' own, and the everyday words read
        # through them ("chekin": "checkin").
        for w in sorted(self._words | self._guest_words):
            if len(w) >= 4 and w.isalpha():
                self._words_by_start.setdefault(w[0], []).append(w)
        # Each phrase as the stems an item must all hold ("check-out": "check").
        self._related_terms = {
            term: tuple(
                frozenset(self._stem(w) for w in phrase if w not in self._stop) or frozenset(phrase)
                for phrase in phrases
            )
            for term, phrases in self._related.items()
        }

    @property
    def words(self) -> frozenset[str]:
        """Every word the items' text uses, lowercased."""
        return self._known_words

    def correct(self, text: str) -> str:
        """`text` with each unknown word replaced by the closest known word, when one is close.

        A turn repairs the same question several times (search, coverage, the facet checks),
        so recent answers are kept.
        """
        return self._recent_corrections(text)

    def _correct(self, text: str) -> str:
        once = self._correct_once(text)
        # A name typed with two slips ("fitnes centr"): each word is repaired by the other
        # one, so the words repaired in one pass may let another be (thirty-fourth session).
        return once if once == text.lower() else self._correct_once(once)

    def _correct_once(self, text: str) -> str:
        text = self._join_compounds(text.lower())
        present = set(_WORD.findall(text))

        def fix(match: re.Match[str]) -> str:
            word = match.group(0)
            joined = self._joined_names.get(word)
            if joined is not None:
                return joined
            initialled = self._initialled_name(word, text)
            if initialled is not None:
                return initialled
            if self._dropped_g(word):
                return f"{word}g"  # "comin", "headin": no slip for a name ("comix")
            variant = self._spelling_variant(word)
            if variant is not None:
                return variant
            stretched = self._unstretched(word)
            if stretched is not None:
                return stretched
            doubled = self._undoubled(word)
            if doubled is not None:
                return doubled
            loose = self._loose_slip_in_a_name(word, match.start(), text)
            if loose is not None:
                return loose
            following = self._slip_after_a_name_word(word, match.start(), text)
            if following is not None:
                return following
            clipped = self._clipped_name_word(word, match.start(), text)
            if clipped is not None:
                return clipped
            if self._is_english(word) and word not in self._words and word.isalpha():
                # "right" is no slip for "night"; but "hose" in "hash hose a go go" is.
                return self._slip_in_a_name(word, present) or word
            if (
                word in self._words
                or word in self._guest_words  # a real word, no slip: "nightclub", "checkout"
                or word in self._english
                or len(word) < MIN_CORRECTABLE - (1 if self._english else 0)
                or "'" in word
                or not word.isalpha()
            ):
                return word
            split = self._split_compound(word) or self._clipped(word)
            if split is not None:
                return split
            close = difflib.get_close_matches(word, self._vocabulary, n=1, cutoff=CLOSENESS)
            if not close and self._english:
                # What reaches here is no English word ("erth", "buffay", "lobstr"): a few
                # typing slips from a word of the same first letter are then safe to repair.
                repaired = self._nearest_for_non_word(word)
                close = [repaired] if repaired else []
            if not close and len(word) >= BODY_CORRECTABLE - 1:
                # Same first letter: "meaning" is no slip for "earning".
                same_start = [w for w in self._body_vocabulary if w[0] == word[0]]
                body_cutoff = NONWORD_BODY_CLOSENESS if self._english else BODY_CLOSENESS
                close = difflib.get_close_matches(word, same_start, n=1, cutoff=body_cutoff)
            return close[0] if close else word

        return _WORD.sub(fix, text)

    def _join_compounds(self, text: str) -> str:
        """`text` with a guest word typed as two or three ("hold em", "stand-up") joined.

        So is a one-word venue name typed as two ("sol toro").
        """
        joinable = self._compounds | self._split_names
        if not joinable:
            return text
        pieces = list(_PIECES.finditer(text))
        out, last, i = [], 0, 0
        while i < len(pieces):
            for size in (3, 2):
                window = pieces[i : i + size]
                words = [m.group(0) for m in window]
                between = [text[a.end() : b.start()] for a, b in pairwise(window)]
                if (
                    len(window) == size
                    and all(sep.strip(" '-") == "" for sep in between)
                    and "".join(words) in joinable
                ):
                    out += [text[last : window[0].start()], "".join(words)]
                    last, i = window[-1].end(), i + size
                    break
            else:
                i += 1
        return "".join([*out, text[last:]])

    def _dropped_g(self, word: str) -> bool:
        """Whether `word` is an English "-ing" word typed without its g ("comin", "lookin")."""
        return (
            word.endswith("in")
            and word not in self._words
            and not self._is_english(word)
            and self._is_english(f"{word}g")
        )

    def _initialled_name(self, word: str, text: str) -> str | None:
        """The words of the one venue name whose first words `word` spells as initials.

        Only for a word that is no word of the items, English or a stopword ("ct", "be",
        "id" stay), and beside a word of that venue's own text few items use ("fp pizza",
        "mj steakhouse"): two letters alone ("my bf said") are no name.
        """
        found = self._spelt_names.get(word)
        if (
            found is None
            or word in self._words
            or word in self._english
            or word in self._stop
            or word in self._guest_words
        ):
            return None
        spelt, document = found
        beside = {
            self._stem(w)
            for w in _WORD.findall(text)
            if w != word and w not in self._stop and len(w) > 2
        }
        held = beside & self.item_terms[document]
        if any(self._df[t] <= INITIALS_WORD_ITEMS for t in held):
            return spelt
        return None

    def _split_compound(self, word: str) -> str | None:
        """Two knowledge-base words typed as one ("dresscode" -> "dress code"), or None."""
        for cut in range(MIN_COMPOUND_PART, len(word) - MIN_COMPOUND_PART + 1):
            head, tail = word[:cut], word[cut:]
            if head in self._words and tail in self._words and head.isalpha():
                return f"{head} {tail}"
        return None

    def _clipped(self, word: str) -> str | None:
        """The one knowledge-base word `word` is the clipped start of ("guac": "guacamole")."""
        if len(word) < MIN_CLIPPED:
            return None
        longer = {
            self._stem(w): w
            for w in self._words_by_start.get(word[0], [])
            if w.startswith(word) and len(w) >= len(word) + MIN_CLIPPED_OFF and w in self._words
        }
        return min(longer.values(), key=len) if len(longer) == 1 else None

    def _is_english(self, word: str) -> bool:
        """Whether `word` is a common English word or a plain inflection of one.

        The word list holds few plurals and agent nouns: "scooters" is "scooter" plus an s,
        "chargers" is "charge" plus rs; neither is a slip for a knowledge-base word ("changes").
        """
        if word in self._english:
            return True
        return any(
            word.endswith(ending) and word[: -len(ending)] in self._english
            for ending in _INFLECTIONS
            if len(word) - len(ending) >= MIN_CORRECTABLE - 1
        )

    def _unstretched(self, word: str) -> str | None:
        """The knowledge-base word a guest stretched by repeating a letter ("taoo", "buffett").

        Only for a word that is neither the knowledge base's nor English ("too", "good" stay).
        """
        if word in self._words or word in self._english or not _REPEATED.search(word):
            return None
        for squeezed in (_REPEATED.sub(r"\1\1", word), _REPEATED.sub(r"\1", word)):
            if squeezed != word and squeezed in self._words:
                return squeezed
        return None

    def _undoubled(self, word: str) -> str | None:
        """The one knowledge-base word `word` is with a doubled letter typed once ("pol").

        Only for a letters-only word of MIN_DOUBLED+ letters that is neither the knowledge
        base's nor English, and only when exactly one letter's doubling makes such a word:
        too short for the other repairs, yet a dropped double is a common slip ("pol", "rom").
        """
        if (
            len(word) < MIN_DOUBLED
            or not word.isalpha()
            or word in self._words
            or word in self._english
        ):
            return None
        found = {word[: i + 1] + word[i:] for i in range(len(word))} & self._words
        return found.pop() if len(found) == 1 else None

    def _spelling_variant(self, word: str) -> str | None:
        """The knowledge base's spelling of a word it spells the other way ("theater")."""
        if word in self._words:
            return None
        for american, british in _VARIANT_ENDINGS:
            for have, other in ((american, british), (british, american)):
                if word.endswith(have) and len(word) > len(have) + 2:
                    variant = word[: -len(have)] + other
                    if variant in self._words:
                        return variant
        return None

    def _nearest_for_non_word(self, word: str) -> str | None:
        """A venue-name word within a slip or two of `word`, else an item word within one."""
        slips = 1 if len(word) <= SHORT_NON_WORD else 2
        names = [w for w in self._name_vocabulary if w[0] == word[0]]
        for candidates, most in ((names, slips), (self._words_by_start.get(word[0], []), 1)):
            near = process.extract(word, candidates, scorer=OSA.distance, score_cutoff=most)
            if near:
                # Fewest slips, then the most letters in common ("drivin": "driving", not
                # "driven"), then the word more items use ("joyn": "join", not "john").
                return min(
                    near,
                    key=lambda hit: (hit[1], -fuzz.ratio(word, hit[0]), -self.items_with(hit[0])),
                )[0]
        return None

    def _slip_in_a_name(self, word: str, present: set[str]) -> str | None:
        """The name word `word` is one slip from, when the text holds another word of the name."""
        for name in self._names:
            if word in name or not (name & present):
                continue
            for known in name:
                if known[0] == word[0] and len(known) >= 4 and OSA.distance(word, known) == 1:
                    return known
        return None

    def _slip_after_a_name_word(self, word: str, start: int, text: str) -> str | None:
        """The short name word `word` is one slip from, typed right after the word before it.

        "wolf dne", "wolf dn": too short for the other repairs, but the word of the name just
        before makes the slip sure. Longer words are left to those repairs.
        """
        if (
            len(word) >= MIN_CORRECTABLE
            or word in self._words
            or word in self._stop
            or not word.isalpha()
        ):
            return None
        before = _WORD.findall(text[:start])
        if not before:
            return None
        after = self._next_name_words.get(before[-1], set())
        found = sorted(
            known for known in after if known[0] == word[0] and OSA.distance(word, known) == 1
        )
        return found[0] if len(found) == 1 else None

    def _clipped_name_word(self, word: str, start: int, text: str) -> str | None:
        """The one venue's name word `word` clips an ending off, said beside a word of its own.

        "novel lounge": an English word, but "lounge" beside it is the lounge novelle's text
        holds (and few other items do). An inflection ("suit": "suites") is no clipped name.
        """
        if len(word) < MIN_CLIPPED or word in self._words or not word.isalpha():
            return None
        found = [
            known
            for known in self._name_word_owner
            if known.startswith(word)
            and 0 < len(known) - len(word) <= MAX_CLIPPED_NAME
            and known[len(word) :] not in _INFLECTIONS + ("'s",)
        ]
        if len(found) != 1:
            return None
        document = self._name_word_owner[found[0]]
        typed = list(_WORD.finditer(text))
        at = next((i for i, m in enumerate(typed) if m.start() == start), None)
        if at is None:
            return None
        beside = [m.group(0) for m in typed[max(0, at - 1) : at + 2] if m.start() != start]
        held = {self._stem(w) for w in beside if w not in self._stop} & self.item_terms[document]
        if any(self._df[t] <= CLIPPED_NAME_BESIDE_ITEMS for t in held):
            return found[0]
        return None

    def _loose_slip_in_a_name(self, word: str, start: int, text: str) -> str | None:
        """The word of a venue name `word` is typed for, with the rest of the name beside it.

        Two other words of the name nearby make the name sure enough to repair a looser slip
        ("mikel" for "michael", "stake" for "steak"), but only into a word of it the text lacks.
        Initials of the name's first words count as those words ("mj stake house").
        """
        if word in self._words or len(word) < MIN_CLIPPED or not word.isalpha():
            return None
        typed = [(m.start(), m.group(0).replace("'", "")) for m in _WORD.finditer(text)]
        at = next((i for i, (begin, _) in enumerate(typed) if begin == start), None)
        if at is None:
            return None
        present = {w for _, w in typed}
        near = {w for _, w in typed[max(0, at - NAME_SLIP_REACH) : at + NAME_SLIP_REACH + 1]}
        near.discard(word)  # the word repaired is no other word of the name beside it
        for name, initials in zip(self._names, self._initials, strict=True):
            plain = {known: known.replace("'", "") for known in name}
            spelt = max((initials.get(w, 0) for w in near), default=0)
            # "jordan" typed for "jordan's" is that word of the name too.
            typed_words = sum(
                1 for known, bare in plain.items() if {bare, known.split("'")[0]} & near
            )
            if typed_words + spelt < NAME_WORDS_BESIDE:
                continue
            for known, bare in sorted(plain.items()):
                if (
                    {bare, known.split("'")[0]}.isdisjoint(present)
                    and bare[0] == word[0]
                    and fuzz.ratio(word, bare) >= NAME_SLIP_RATIO
                ):
                    return known
        return None

    def content_terms(self, text: str) -> list[str]:
        """The stemmed words of `text` that carry meaning.

        Stopwords are dropped, and so are short words the knowledge base never uses that read
        as shorthand or a typo of a word it (or the stopword list) does use: "wat", "opn",
        "hrs", "dose". A short word that is nobody's shorthand ("gym", "zoo", "bowl") is
        content: the item must hold it too.
        """
        return [
            self._stem(w)
            for w in _WORD.findall(text.lower())
            if w not in self._stop
            and w not in self._fillers
            and not _CLOCK_TIME.fullmatch(w)  # "9am" says when, not what
            and w.removesuffix("s") not in self._stop  # "whats", "hows"
            and w.removesuffix("'s") not in self._stop  # "what's"
            and f"{w}g" not in self._stop  # a dropped g: "mornin", "lookin"
            and (
                w in self._words
                # "view" for "views"; a short English word too ("bed" for "beds").
                or ((len(w) > 3 or w in self._english) and self._stem(w) in self._df)
                or len(w) >= MIN_CORRECTABLE
                or not self._shorthand(w)
            )
        ]

    def _shorthand(self, word: str) -> bool:
        """Whether a short unknown word reads as shorthand or a slip for a known word.

        Shorthand: the word's letters in order inside a known word with the same first letter
        ("hrs" in "hours", "opn" in "open"); a slip: one letter missing or two swapped
        ("wat" for "what", "dose" for "does"), or in a longer word one letter different ("joyn").
        In a three-letter word a different letter is not a slip: "zoo" is no "too", "gym" no
        "gem".
        """
        if word.isdigit() or (len(word) == 2 and self._english):
            return False  # two letters are an abbreviation ("ev", "tv"), too short to be a slip
        if word in CUISINES:
            return False  # a kind of food is meant as written: "thai" is no "that"
        cached = self._shorthand_cache.get(word)
        if cached is not None:
            return cached
        # A real word ("fee", "gas") is shorthand only for a question word ("dose": "does"),
        # never for a word of the items: the guest meant it.
        candidates = self._stop if word in self._english else (*self._stop, *self._words)
        found = any(_is_shorthand(word, known) for known in candidates if known)
        self._shorthand_cache[word] = found
        return found

    def unknown_terms(self, text: str) -> list[str]:
        """The content terms of (repaired) `text` that no item uses, even in other words."""
        return [
            t
            for t in self.content_terms(self.correct(text))
            if t not in self._df and not self._related_terms.get(t)
        ]

    def related_words(self, text: str) -> list[str]:
        """The knowledge base's words for `text`'s everyday ones ("gym" -> "fitness", ...)."""
        found: list[str] = []
        for term in self.content_terms(text):
            if term not in self._df:
                for phrase in self._related.get(term, ()):
                    found.extend(w for w in phrase if w not in found)
        return found

    def items_with(self, word: str) -> int:
        """How many items use `word` (stemmed, as in `content_terms`)."""
        return self._df.get(self._stem(word.lower()), 0)

    def weight(self, term: str) -> float:
        """Inverse document frequency; a term no item uses weighs the most."""
        return math.log((self._count + 1) / (self._df.get(term, 0) + 0.5))

    def coverage(self, text: str, item_index: int) -> float:
        """Share of the weight of `text`'s content terms found in item `item_index` (1.0: all)."""
        terms = set(self.content_terms(text))
        total = sum(self._term_weight(t) for t in terms)
        if total <= 0:
            return 1.0  # nothing but stopwords: no evidence either way
        held = self.item_terms[item_index]
        found = sum(
            self._term_weight(t) * (1.0 if t in held or t not in self._df else OTHER_WORDS_CREDIT)
            for t in self.held_terms(text, item_index)
        )
        return found / total

    def known_coverage(self, text: str, item_index: int) -> float:
        """`coverage` of `text`'s terms that some item uses (itself or in other words).

        A word no item uses weighs the most in `coverage`; this share leaves such words out,
        to tell how much of the rest the item holds (1.0 when nothing is left).
        """
        known = {t for t in self.content_terms(text) if t in self._df or self._related_terms.get(t)}
        total = sum(self._term_weight(t) for t in known)
        if total <= 0:
            return 1.0
        held = self.item_terms[item_index]
        found = sum(
            self._term_weight(t) * (1.0 if t in held or t not in self._df else OTHER_WORDS_CREDIT)
            for t in self.held_terms(text, item_index) & known
        )
        return found / total

    def held_terms(self, text: str, item_index: int) -> set[str]:
        """The content terms of `text` that item `item_index` holds, itself or in other words."""
        held = self.item_terms[item_index]
        return {
            t
            for t in self.content_terms(text)
            if t in held or any(p <= held for p in self._related_terms.get(t, ()))
        }

    def stands_for(self, term: str, terms: set[str]) -> bool:
        """Whether `term` is one of `terms` or an everyday word for some of them ("gym")."""
        return term in terms or any(p <= terms for p in self._related_terms.get(term, ()))

    def _term_weight(self, term: str) -> float:
        """A word's rarity; an everyday word weighs as the rarest of the words it stands for."""
        phrases = self._related_terms.get(term) if term not in self._df else None
        if phrases:
            return max(self.weight(stem) for phrase in phrases for stem in phrase)
        return self.weight(term)


def _leading_initials(name: str) -> dict[str, int]:
    """Each run of initials of `name`'s first two or three words, and how many words it spells.

    "Michael Jordan's Steak House": {"mj": 2, "mjs": 3}. Only a run from the name's start: a
    guest shortens the owner's name ("mj steak house"), not the name's tail.
    """
    pieces = _PIECES.findall(name.lower().replace("'s", ""))
    return {
        "".join(piece[0] for piece in pieces[:size]): size
        for size in range(2, min(len(pieces), MAX_INITIALS) + 1)
    }


def _is_shorthand(word: str, known: str) -> bool:
    """Whether `word` is a slip for `known`.

    `known` with letters left out (same first letter), two neighbours swapped or, from four
    letters on, one letter different ("joyn" for "join").
    """
    if word == known or word[0] != known[0] or len(known) < len(word):
        return False
    if len(known) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(word, known, strict=True)) if a != b]
        if len(diff) == 1:
            return len(word) >= 4
        swapped = word[diff[0]] == known[diff[1]] and word[diff[1]] == known[diff[0]]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and swapped
    letters = iter(known)
    return all(letter in letters for letter in word)
