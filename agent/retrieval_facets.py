"""Facet questions: the answer is that facet's field of the item, not the item's blurb.

Facets: capacity, getting there by car / train / bus / plane, which games, price, tickets,
dress code, age limits, the kind of food, reservations.

`facet_of` reads the facet a question asks about; `prefer_facet` moves the best hit that has
that field to the front (adding the one item of the knowledge base that has it when retrieval
missed it, e.g. driving directions); `facet_sentence` renders the field.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

from agent.counted_thing import counted_thing, counts
from agent.dates import strip_when
from agent.english_words import common_english_words
from agent.former_names import former_names
from agent.landmarks import without_landmarks
from agent.price_level import prefer_price_level, price_level
from agent.retrieval import Hit, KnowledgeIndex
from agent.scene_words import PEOPLE_WORDS
from data.kb.schemas import KbItem

_PRICES = {"$": "inexpensive ($)", "$$": "moderate ($$)", "$$$": "upscale ($$$)"}
_PRICES["$$$$"] = "fine-dining prices ($$$$)"


def _field(name: str) -> Callable[[KbItem], str]:
    def read(item: KbItem) -> str:
        value = getattr(item, name, "")
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        return str(value or "")

    return read


# Booking notes that are a bare policy ("Recommended", "Not taken") read better labelled.
_BARE_POLICY = re.compile(
    r"^(recommended|required|not|suggested|encouraged|accepted|essential|optional|strongly)\b",
    re.I,
)


def booking_line(item: KbItem) -> str:
    """How to book the item, labelled when it is a bare policy ("Reservations: Recommended")."""
    booking = (item.booking_text() or "").strip()
    return f"Reservations: {booking}" if _BARE_POLICY.match(booking) else booking


def _getting_there(mode: str) -> Callable[[KbItem], str]:
    def read(item: KbItem) -> str:
        getting_there = getattr(item, "getting_there", {}) or {}
        return str(getting_there.get(mode, ""))

    return read


def _price(item: KbItem) -> str:
    price = str(getattr(item, "price_range", "") or "")
    return f"Prices: {_PRICES.get(price, price)}" if price else ""


# A sentence that states an age limit: "21 and over", "21+", "must be 21", "ages 18".
_AGE_LIMIT = re.compile(
    r"\b(1[89]|2[01])\s*(\+|and (over|older|up)|or (over|older)|years)"
    r"|\b(must be|ages?|aged|at least) (1[89]|2[01])\b",
    re.I,
)
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
# A sentence asking a detail of what an earlier one names ("how many seats is it").
_OF_IT = re.compile(r"\b(?:it|its|they|their)\b", re.I)


def _age(item: KbItem) -> str:
    for name in ("enrollment_age", "eligibility"):
        value = str(getattr(item, name, "") or "")
        if value:
            return f"Age: {value}"
    # A stated limit first ("shows are usually 21 and over"), then a pointer to one.
    texts = [str(getattr(item, name, "") or "") for name in ("tickets", "answer")]
    for text in texts:
        stated = [s for s in _SENTENCES.split(text) if _AGE_LIMIT.search(s)]
        if stated:
            return " ".join(stated)
    tickets = texts[0]
    return tickets if re.search(r"\bage", tickets, re.I) else ""


# A sentence that states a size ("About 11,000 square feet", "a 34-story tower").
_SIZE = re.compile(
    r"\b(square[- ]f(ee|oo)t|sq\.? ?ft|acres?|seats|\d+[- ]stor(y|ey|ies)|\d+ floors)\b", re.I
)
# A sentence that dates a place ("Opened in 2001", "built in 1996").
_YEAR = re.compile(r"\b(19|20)\d{2}\b")


def _sentences_of(item: KbItem, names: tuple[str, ...], pattern: re.Pattern[str]) -> str:
    """The sentences of the item's text fields that match `pattern` ("" when none does)."""
    for name in names:
        text = str(getattr(item, name, "") or "")
        found = [s for s in _SENTENCES.split(text) if pattern.search(s)]
        if found:
            return " ".join(found)
    return ""


def _capacity(item: KbItem) -> str:
    capacity = str(getattr(item, "capacity", "") or "")
    if capacity:
        return f"Capacity: {capacity}"
    return str(getattr(item, "total_sqft", "") or "")  # "About 300,000 sq ft of gaming space"


def _size_sentences(item: KbItem) -> str:
    return _sentences_of(item, ("atmosphere", "description"), _SIZE)


def _year_opened(item: KbItem) -> str:
    year = str(getattr(item, "year_opened", "") or "")
    return f"Year opened: {year}" if year else ""


def _dating_sentences(item: KbItem) -> str:
    return _sentences_of(item, ("description", "atmosphere", "answer"), _YEAR)


# Where an item lacks the facet's field, a sentence of its text that answers the question
# (for an item the question names; never to pick which item answers).
_FALLBACKS: dict[str, Callable[[KbItem], str]] = {
    "capacity": _size_sentences,
    "history": _dating_sentences,
}


# How a traveller says they arrive ("coming up on amtrak, where do i get off"): the journey
# asked about, not a thing it is asked of.
_ARRIVING = (
    "come coming came get getting off over take taking ride riding arrive arriving head heading"
)

# The words that ask for the facet itself; the rest of the question names what it is about.
_FACET_WORDS: dict[str, frozenset[str]] = {
    "capacity": frozenset(
        "capacity big large tall many seat seats hold fit people guests fans crowd crowds "
        "audience floor floors "
        # "how big is the shopping area": the area of a place is the place itself.
        "story stories size area areas section square feet foot footage sq ft space".split()
    ),
    "history": frozenset("open opened build built year start started founded old long ago".split()),
    "price": frozenset(
        "price prices pricey expensive cheap cost costs much fee fees range ranges rate rates "
        "nightly buy minimum minimums spend dollar dollars sign signs".split()
    ),
    "tickets": frozenset("ticket tickets tix buy purchase get order book find box office".split()),
    "dress_code": frozenset(
        "dress code wear attire jeans rule rules policy clothes clothing outfit shorts sneakers "
        "sandals flip flops hat hats shoes gym athletic sweatpants hoodie shirt jacket tie "
        "sportswear".split()
    ),
    "age": frozenset("age ages old minimum limit limits rule rules policy requirement".split()),
    "games": frozenset("game games play kind kinds type types table".split()),
    # "how long does it take by car": the drive's length is the facet itself.
    "driving": frozenset(
        "drive driving car directions exit highway highways interstate road roads route long "
        f"take takes minute minutes hour hours distance away trip {_ARRIVING}".split()
    ),
    "train": frozenset(
        f"train amtrak rail station stop stops closest nearest near nearby {_ARRIVING}".split()
    ),
    "bus": frozenset(
        f"bus buses motorcoach coach station stop closest nearest near {_ARRIVING}".split()
    ),
    "air": frozenset(
        "fly flying airport airports plane flight closest nearest near land landing "
        f"{_ARRIVING}".split()
    ),
    "cuisine": frozenset(
        "kind kinds type types sort style food foods cuisine dish dishes menu serve serves "
        "serving eat".split()
    ),
    "reservations": frozenset(
        "reservation reservations reserve resy rez rezzy book booking table tables need "
        "needed required walk ahead advance tee".split()
    ),
}


# Facet -> (what the question says, how to read the field, label before the field).
FACETS: dict[str, tuple[re.Pattern[str], Callable[[KbItem], str], str]] = {
    "capacity": (
        re.compile(
            r"\b(capacity|how many (people|ppl|persons|folks|seats?|guests|fans|floors|stories)|"
            r"how many (can|could|will|would) (fit|sit)|how big|"
            r"seats? how many|(hold|fit|seat)s? how many|how large|how tall|"
            r"square (feet|foot|footage)|sq\.? ?ft|"
            # "how much retail space": a kind of space is still a size.
            r"how much ([\w-]+ )?(space|room|floor space)|"
            # "is the comedy club a small room", "are the ballrooms huge": a size, yes or no.
            r"(is|are) (it|they|that|this|the [\w'-]+(?: [\w'-]+)?) (a |an )?"
            r"(really |very |pretty )?(big|large|small|huge|tiny|massive|intimate|spacious))\b",
            re.I,
        ),
        _capacity,
        "",
    ),
    "history": (
        re.compile(
            r"\b(when (was|did|were) .{0,40}\b(open(ed)?|built|buil[dt]|start(ed)?|founded)|"
            r"what year|how long (ago|has .{0,40} been)|how old is (the|this|it))\b",
            re.I,
        ),
        _year_opened,
        "",
    ),
    "driving": (
        re.compile(
            r"\b(driv(e|ing?)|by car|car directions|which exit|highways?|interstates?|"
            r"i ?-?3?95)\b",
            re.I,
        ),
        _getting_there("driving"),
        "By car: ",
    ),
    "train": (re.compile(r"\b(train|amtrak|rail)\b", re.I), _getting_there("train"), "By train: "),
    "bus": (re.compile(r"\b(bus|buses|motor ?coach)\b", re.I), _getting_there("bus"), "By bus: "),
    "air": (
        re.compile(r"\b(fly|flying|airports?|plane|flight)\b", re.I),
        _getting_there("air"),
        "By air: ",
    ),
    "games": (
        re.compile(
            r"\b((what|wat|wht|which|wich|any|kinds? of|types? of) ([a-z']+ ){0,3}games|"
            # "what kind of poker do they run": the kinds of a game are the games offered.
            r"(kinds?|types?|sorts?) of (poker|slots?|slot machines|table games|card games)|"
            r"what (can|could) (i|we) play|games (do you have|are there|offered)|"
            # "is it just hold em or other games too": the rest of what is dealt.
            r"(other|different|more) (\w+ )?games)\b",
            re.I,
        ),
        _field("games_offered"),
        "Games: ",
    ),
    "price": (
        # "tonight's room rate": what a room costs a night is its rate.
        re.compile(
            r"\b(how much|price|prices|pricey|expensive|cheap|cost|costs|fees?|buy-? ?ins?|"
            # "how many dollar signs": the price range as the guides print it ("$$$").
            r"dollar signs?|"
            # A spend asked of a table or a booking: "the bottle service minimum".
            r"(bottle|table|booth|vip|service|spend|spending|f&b) minimums?|minimum spend|"
            r"(room|nightly|night's|weekend|hotel|suite|group) rates?|rates? (for|per|on))\b",
            re.I,
        ),
        _price,
        "",
    ),
    # "how do i buy tickets for the arena": where tickets are sold (after price: "how much
    # are tickets" asks the price).
    "tickets": (
        re.compile(
            r"\b((buy|get|purchase|order|book|find)(ing)? (\w+ ){0,3}(tickets?|tix)|"
            # "wolf den tix how", "cabaret tickets??": the tickets asked of what comes before.
            r"(tickets?|tix) (for|to|how|where)|box office|(tickets?|tix)(?=\s*\?*\s*$))\b",
            re.I,
        ),
        _field("tickets"),
        "",
    ),
    "dress_code": (
        re.compile(
            r"\b(dress ?code|dress up|what (should|do) i wear|(can|could|should) (i|we) wear|"
            r"attire|jeans)\b",
            re.I,
        ),
        _field("dress_code"),
        "Dress code: ",
    ),
    "age": (
        re.compile(
            r"\b(age|ages|how old|minimum age|age limit|under 21|"
            # Whether a place takes a little one is its age limit asked: "accept a baby",
            # "take kids 2 years old" (a glossed "aceita bebê de 1 ano" too).
            r"(accepts?|takes?|allows?|admits?) (?:a |an |my |our )?(?:babies|baby|infants?|"
            r"toddlers?|newborns?|(?:kids?|child|children) \d{1,2} (?:years?|months?)))\b",
            re.I,
        ),
        _age,
        "",
    ),
    "cuisine": (
        re.compile(
            # "what do they serve" asks for the dishes: the blurb names them, not the field.
            r"\b((what|wat|which) (kinds?|types?|sorts?|style) of (food|cuisine|dishes)|"
            r"cuisine)\b",
            re.I,
        ),
        _field("cuisine"),
        "Cuisine: ",
    ),
    # Asked about, not asked for: "can you book me a table" is an action the router answers.
    "reservations": (
        re.compile(
            # A golf course is booked by its tee times.
            r"\b(reservations?|resy|rezzy|rez|walk[- ]?ins?|tee times?|"
            r"(need|have) to (book|reserve)|book (ahead|in advance)|"
            # "how do i book a table at the shed": how a venue is booked, asked about.
            r"(how|where) (do|can|could|would|should) (i|we|you) (book|reserve)|"
            r"(book|reserve) (a|the) table)\b",
            re.I,
        ),
        booking_line,
        "",
    ),
}


# A drive the guest only mentions as what they will do next ("a lobster roll before we drive
# back", "after driving all day"): the scene, not a question about getting here by car.
_DRIVE_AS_SCENE = re.compile(
    r"\b(?:before|after|once|while|until|till|since|then)\s+(?:\w+\s+){0,3}?driv(?:e|es|ing?)\b"
    # The drive told as the cause of how one feels ("sore from the drive", "beat from all
    # that driving"): how they got here, not how to.
    r"|\bfrom (?:(?:the|a|our|my|that|this|all (?:the|that|this))\s+)?"
    r"(?:(?:long|whole|entire|endless)\s+)?driv(?:e|ing)\b(?! (?:from|to|up|down|in)\b)",
    re.I,
)


# A person's age, told to ask whether they may come ("my nephew is 19, can he ..."): someone
# is that old, or the number is called an age ("19 yrs old", "a 17yo"). "our party is 12" is
# a count, not an age.
_PEOPLE = "|".join(sorted(PEOPLE_WORDS | {"i", "he", "she", "kid", "child", "teen", "teenager"}))
_AGE_TOLD = re.compile(
    rf"\b(?:{_PEOPLE})(?:'s|'m| is| am| turning| turns) (?:only |just |still )?(1\d|20)\b"
    r"|\b(1\d|20) ?(?:yo|y/o|yrs? old|years? old|year olds?)\b",
    re.I,
)


def facet_of(question: str) -> str | None:
    """The facet the question asks about, or None.

    A guest's age, told, asks about the age limit when no other facet is asked.
    """
    for name, (asks, _, _) in FACETS.items():
        said = _DRIVE_AS_SCENE.sub(" ", question) if name == "driving" else question
        if asks.search(said):
            return name
    return "age" if _AGE_TOLD.search(question) else None


FACET_NAMES = tuple(_FACET_WORDS)


def facet_words(facet: str | None) -> frozenset[str]:
    """The words that ask for the facet itself ("minimum" of an age), none without a facet."""
    return _FACET_WORDS.get(facet, frozenset()) if facet is not None else frozenset()


def facet_value(item: KbItem, facet: str) -> str:
    """The item's text for the facet ("" when the item has no such field)."""
    return FACETS[facet][1](item).strip()


def facet_sentence(item: KbItem, facet: str) -> str | None:
    """The facet as "<label><field>.", or None when the item has no such field.

    Without the field, a sentence of the item's own text that answers the facet ("About 11,000
    square feet ...", "Opened in 2001, ...") when there is one.
    """
    value = facet_value(item, facet)
    if not value and facet in _FALLBACKS:
        fallback = _FALLBACKS[facet](item).strip()
        return fallback or None
    if not value:
        return None
    text = f"{FACETS[facet][2]}{value}"
    return text if text.endswith((".", "!", "?")) else f"{text}."


# A name word used by at most this many items can stand for the venue with its neighbour.
RARE_NAME_WORD = 3
_NAME_NOISE = re.compile(r"[^a-z0-9 ]+")


def _plain(text: str) -> str:
    return " ".join(_NAME_NOISE.sub(" ", text.lower().replace("'", "")).split())


def named_item(question: str, index: KnowledgeIndex) -> KbItem | None:
    """The venue the question names (the longest such name, typos repaired), if any.

    A name counts in full, or by its first two words when no other venue's name starts with
    them and both are rare in the knowledge base ("Frank Pepe" for "Frank Pepe Pizzeria
    Napoletana"; not "casino floor" for "Casino Floor Promotions"; likewise its last two
    words: "summer shack"), or the other items use
    them only in the full name ("michael jordans": every mention is of the Steak House).
    """
    names = venue_names(index)
    # A turn asks this of the same text several times (search, facets, the decline check).
    try:
        return names.answers[question]
    except KeyError:
        pass
    if len(names.answers) >= _ANSWERS_KEPT:
        names.answers.clear()
    found = names.answers[question] = _named_item(question, index, names)
    return found


def _named_item(question: str, index: KnowledgeIndex, names: VenueNames) -> KbItem | None:
    asked = f" {_plain(index.terms.correct(question))} "
    named = [item for item, full in names.full if any(f" {n} " in asked for n in full)]
    if not named:
        named = [item for start, item in names.starts if f" {start} " in asked]
    if not named:  # "what kind of food does the lansdowne serve"
        # As typed: a word repaired into a name is too weak a sign ("americano").
        typed = _plain(question).split()
        ids = {index.distinct_name_words.get(word) for word in typed} - {None}
        if not ids:
            # ... but a letter typed twice where the name has it once is a slip of that word
            # alone ("tuscanny", "lansdowwne"): the same word with each run of a letter made
            # one. Not a double typed once ("sportsbok"): mended, it may name another thing.
            squeezed = {_squeezed(w): i for w, i in index.distinct_name_words.items()}
            ids = {
                squeezed.get(_squeezed(word))
                for word in typed
                if len(word) > 3 and _squeezed(word) != word
            } - {None}
        named = [item for item, _ in names.full if item.id in ids]
    return max(named, key=lambda item: len(item.title())) if named else None


_ANSWERS_KEPT = 4096
_RUN_OF_A_LETTER = re.compile(r"([a-z])\1+")


def _squeezed(word: str) -> str:
    """`word` with each run of one letter made a single letter ("tuscanny": "tuscany")."""
    return _RUN_OF_A_LETTER.sub(r"\1", word)


@dataclass(frozen=True)
class VenueNames:
    """What `named_item` reads of one index, worked out once per index (not per turn)."""

    full: tuple[tuple[KbItem, tuple[str, ...]], ...]  # each venue and its names
    starts: tuple[tuple[str, KbItem], ...]  # two-word starts that name one venue alone
    answers: dict[str, KbItem | None] = field(default_factory=dict)  # by question


_NAMES_BY_INDEX: weakref.WeakKeyDictionary[KnowledgeIndex, VenueNames] = weakref.WeakKeyDictionary()


def venue_names(index: KnowledgeIndex) -> VenueNames:
    """The index's venue names; built on first use (the index's builder calls this at once)."""
    names = _NAMES_BY_INDEX.get(index)
    if names is None:  # two threads may both build it: the same value either way
        names = _NAMES_BY_INDEX[index] = _build_venue_names(index)
    return names


def _build_venue_names(index: KnowledgeIndex) -> VenueNames:
    venues = [item for item in index.kb.items if item.category != "faq"]
    starts: dict[str, list[KbItem]] = {}
    for item in venues:
        words = _plain(item.title()).split()
        rare = all(len(w) >= 3 and index.terms.items_with(w) <= RARE_NAME_WORD for w in words[:2])
        if len(words) > 2 and (rare or _only_in_name(item, index)):
            starts.setdefault(" ".join(words[:2]), []).append(item)
        # Or by its last two, both rare, when the name leads with a person's ("Jasper
        # White's Summer Shack": "summer shack").
        last = words[-2:]
        if len(words) > 3 and all(
            len(w) >= 3 and index.terms.items_with(w) <= RARE_NAME_WORD for w in last
        ):
            starts.setdefault(" ".join(last), []).append(item)
    return VenueNames(
        full=tuple((item, tuple(_names_of(item, index))) for item in venues),
        starts=tuple((start, items[0]) for start, items in starts.items() if len(items) == 1),
    )


def _only_in_name(item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the first two words of `item`'s name are a proper name only it goes by.

    Both words carry meaning and one is no everyday English word ("michael jordans"; not "the
    farm", "hotel packages"), and every other item that uses them says the name whole. The
    venue's own text may use them otherwise ("bearing Michael Jordan's name").
    """
    name = _plain(item.title())
    start = " ".join(name.split()[:2])
    english = common_english_words()
    if len(index.terms.content_terms(start)) < 2 or set(start.split()) <= english:
        return False
    others = [f" {_plain(i.search_text())} " for i in index.kb.items if i.id != item.id]
    return all(text.count(f" {start} ") == text.count(f" {name} ") for text in others)


def _names_of(item: KbItem, index: KnowledgeIndex) -> list[str]:
    """An item's full name, and that name without the property's in front of it.

    Only when two words or more are left: "FanDuel Sportsbook" names "Mohegan Sun FanDuel
    Sportsbook"; "Arena" alone does not name "Mohegan Sun Arena".
    """
    full = _plain(item.title())
    names = [full]
    if full.startswith("the ") and len(full.split()) >= 3:  # "farm italy" names "The Farm Italy"
        names.append(full.removeprefix("the "))
    for overview in (i for i in index.kb.items if i.category == "overview"):
        prefix = _plain(overview.title()) + " "
        rest = full.removeprefix(prefix)
        if rest != full and len(rest.split()) >= 2:
            names.append(rest)
    # A name it went by before ("the former Ballo Italian space"), when no other item uses it.
    text = " ".join(filter(None, [item.location_text(), item.summary()]))
    words = set(_plain(text).split())
    rare = {w for w in words if len(w) >= 3 and index.terms.items_with(w) <= 1}
    names += [_plain(name) for name in former_names(text, rare)]
    return names


def _faq_asking(
    hits: list[Hit], question: str, about: set[str], facet: str, index: KnowledgeIndex
) -> Hit | None:
    """A later FAQ that asks the facet of the thing asked about, when the first cannot say it.

    "what age do you have to be to book a room": the accessible rooms rank first and say
    nothing of an age; the FAQ that asks how old one must be to check in answers it.
    """
    first = hits[0].item if hits else None
    if not about or first is None or first.category == "faq":
        return None  # an FAQ that leads speaks for itself ("are wolf den shows ticketed")
    if facet_value(first, facet) or facet_sentence(first, facet):
        return None
    return next(
        (
            hit
            for hit in hits[1:]
            if hit.item.category == "faq"
            and facet_of(hit.item.title()) == facet
            # Of the same thing: a word of what it is asked of ("room"), if not every one.
            and about & index.shared_terms(question, hit.item)
        ),
        None,
    )


def prefer_named(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """Hits with the item the question names first ("games at the Casino of the Sky").

    A venue named in full (the longest name found, typos repaired) beats a neighbour that only
    mentions it in its description.
    """
    best = named_item(question, index)
    if best is None:
        return hits
    own = _own_faq(best, hits, question, index)
    if own is not None:  # "are the wolf den's shows free": the FAQ that asks just that
        return [own, *(hit for hit in hits if hit is not own)]
    inside = _located_in(best, question, hits, index)
    if inside is not None:  # "tacos near the casino of the sky": the taqueria there
        return [inside, *(hit for hit in hits if hit is not inside)]
    rest = [hit for hit in hits if hit.item.id != best.id]
    score = next(
        (hit.score for hit in hits if hit.item.id == best.id), hits[0].score if hits else 0.0
    )
    return [Hit(item=best, score=score), *rest]


def _own_faq(venue: KbItem, hits: list[Hit], question: str, index: KnowledgeIndex) -> Hit | None:
    """The hit that is an FAQ asking the question's own topic of the named venue, or None.

    Its question names the venue, and holds every word the guest asked beside the venue's
    name ("free" in "are wolf den shows free"). A facet asked ("how many seats") or nothing
    asked beside the name ("when does the wolf den open") is the venue's own to answer.
    """
    if venue.category == "overview" or facet_of(question) is not None:
        return None
    asked = set(index.terms.content_terms(index.terms.correct(question)))
    topic = asked - index.title_terms(venue) - index.property_words
    if not topic:
        return None
    for hit in hits:
        item = hit.item
        if item.category != "faq" or named_item(item.title(), index) is not venue:
            continue
        if topic <= index.title_terms(item):
            return hit
    return None


def _located_in(place: KbItem, question: str, hits: list[Hit], index: KnowledgeIndex) -> Hit | None:
    """The hit located in the named `place` that holds what the question asks there.

    Only when the place itself holds none of the question's other words: "tacos near the
    casino of the sky" asks for the taqueria in that casino, not for the casino.
    """
    facet = facet_of(question)
    if facet is not None and (facet_value(place, facet) or facet_sentence(place, facet)):
        # "what games does the casino of the sky have": its own field answers; "what year did
        # the casino of the earth open": a sentence of its own text states it.
        return None
    rest = set(index.terms.content_terms(index.terms.correct(question)))
    rest -= index.title_terms(place) | index.property_words
    # What the place itself holds, in its text or as a field ("games" in `games_offered`).
    fields = " ".join(name.replace("_", " ") for name in type(place).model_fields)
    if not rest or rest & (index.shared_terms(question, place) | _terms_of(fields, index)):
        return None
    name = _plain(place.title())
    for hit in hits:
        location = _plain(hit.item.location_text() or "")
        if hit.item.id != place.id and name in location:
            if rest <= index.shared_terms(question, hit.item):
                return hit
    return None


def _named_with_the_property(hits: list[Hit], question: str, index: KnowledgeIndex) -> Hit | None:
    """The hit named by the property's name and words of the question ("Mohegan Sun App").

    The question names the property, and with its other words every word of this venue's
    name, though not side by side ("does mohegan sun have a phone app"; not the "Poker Room"
    for "how many hotel rooms does mohegan sun have").
    """
    asked = set(index.terms.content_terms(index.terms.correct(question)))
    for hit in hits:
        title = index.title_terms(hit.item)
        if hit.item.category in ("faq", "overview") or not index.property_words <= title:
            continue
        rest = title - index.property_words
        if rest and rest <= asked:
            return hit
    return None


def _terms_of(text: str, index: KnowledgeIndex) -> set[str]:
    return set(index.terms.content_terms(text))


_TRAVEL = frozenset({"driving", "train", "bus", "air"})
_SETS_OUT_FROM = re.compile(r"\bfrom ([a-z]+)")


# What a guest calls the whole property when asking how to get there.
_THE_RESORT = ("casino", "resort", "hotel", "property")


def facet_subject(question: str, facet: str, index: KnowledgeIndex) -> set[str]:
    """The question's content words (stemmed) that say what it asks the facet of."""
    own_words = {index.terms.stem(w) for w in _FACET_WORDS.get(facet, frozenset())}
    # When it is asked for says nothing of what ("from hartford tomorrow, which exit").
    asked = set(index.terms.content_terms(index.terms.correct(strip_when(question) or question)))
    sentences = [part for part in _SENTENCES.split(question) if part.strip()]
    asking = [part for part in sentences if facet_of(part) == facet]
    if len(sentences) > 1 and asking and _OF_IT.search(asking[-1]):
        # "a concert at the arena but my wife hates crowds. how many seats is it?": asked of
        # what the words before name as a place, not of the scene they tell.
        before = " ".join(part for part in sentences if part is not asking[-1])
        named = set(index.terms.content_terms(index.terms.correct(before))) & index.name_words
        asked = set(index.terms.content_terms(index.terms.correct(asking[-1]))) | named
    if facet in _TRAVEL:
        # Where the guest sets out from, when no item knows it ("flying in from chicago").
        asked -= {
            t
            for word in _SETS_OUT_FROM.findall(question.lower())
            for t in index.terms.content_terms(word)
            if index.terms.items_with(word) == 0
        }
        # "a train station near the casino": the resort itself, however it is called.
        asked -= {index.terms.stem(word) for word in _THE_RESORT}
    # A bare number names no place ("closest train stn 2 u": "to you").
    return {t for t in asked - own_words - index.property_words if not t.isdigit()}


def fits_subject(question: str, subject: set[str], item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` is about the facet's subject.

    It holds every subject word, and a word that names places ("room", "tower") in its own
    name: "how much is a room" is not about the steakhouse's "dining room"; a landmark it says
    it is beside ("next to the convention center") holds none of them.
    """
    if not subject <= index.shared_terms(question, item):
        return False
    if (subject & index.name_words) - index.title_terms(item):
        return False
    # "the ballroom for a wedding": not the grill next to the convention center entrance.
    held = set(index.terms.content_terms(without_landmarks(item)))
    return all(index.terms.stands_for(term, held) for term in subject)


def _told_in_text(
    hits: list[Hit], about: set[str], facet: str, index: KnowledgeIndex
) -> Hit | None:
    """The hit whose own sentence answers the facet about what the question names.

    For a place no item is ("the Earth Tower", "the Sky Tower"): its rooms' text dates and
    sizes it ("the 400-room Earth Tower, which opened in 2016"). Every word in `about` (the
    question's words not about the facet itself) must be in that sentence.
    """
    fallback = _FALLBACKS.get(facet)
    if fallback is None or not about:
        return None
    for hit in hits:
        if not fallback(hit.item):
            continue
        # Any sentence of its text that states the facet, or a highlight ("Original 1996
        # casino" where the description says "first casino, opened in 1996").
        telling = _telling_sentences(hit.item, facet)
        if any(about <= set(index.terms.content_terms(sentence)) for sentence in telling):
            return hit
    return None


# The fields whose sentences may state a facet an item has no field for, and how one does.
_TELLING: dict[str, tuple[tuple[str, ...], re.Pattern[str]]] = {
    "capacity": (("atmosphere", "description", "highlights"), _SIZE),
    "history": (("description", "atmosphere", "answer", "highlights"), _YEAR),
}


def _telling_sentences(item: KbItem, facet: str) -> list[str]:
    """Every sentence (or list entry) of the item's telling fields that states the facet."""
    names, pattern = _TELLING[facet]
    found = []
    for name in names:
        value = getattr(item, name, None) or ""
        parts = [str(v) for v in value] if isinstance(value, list) else _SENTENCES.split(value)
        found += [part for part in parts if pattern.search(part)]
    return found


_HOW_MANY = re.compile(r"\bhow many\b", re.I)
_NUMBER = re.compile(r"\d[\d,]*\+?$")


def counted_in_text(about: set[str], index: KnowledgeIndex) -> KbItem | None:
    """The item with a sentence that counts what a "how many" question names.

    "how many hotel rooms are there": the overview's "about 1,600 hotel rooms". A number must
    come within three words before every word of `about`; the first such item wins.
    """
    if not about:
        return None
    for item in index.kb.items:
        for name in ("description", "atmosphere", "answer"):
            for sentence in _SENTENCES.split(str(getattr(item, name, "") or "")):
                words = sentence.lower().replace(",", "").split()
                for position, word in enumerate(words):
                    if not _NUMBER.match(word):
                        continue
                    following = set(
                        index.terms.content_terms(" ".join(words[position + 1 : position + 4]))
                    )
                    if about <= following:
                        return item
    return None


def _counting_item(hits: list[Hit], question: str, index: KnowledgeIndex) -> KbItem | None:
    """The first hit, else the first item, whose text counts what "how many" asks for."""
    thing = counted_thing(question, index)
    if not thing:
        return None
    items = [*(hit.item for hit in hits), *index.kb.items]
    return next((item for item in items if counts(item, thing, index)), None)


def _overview_outheld(
    venue: KbItem | None, hits: list[Hit], question: str, index: KnowledgeIndex
) -> bool:
    """Whether the property, named, should yield to a first hit that holds more of the question.

    Guests name the property in passing ("the address for mohegan sun"); a venue's own name
    still leads. A facet asked of a place whose name holds what it is asked of ("how big is
    the shopping area at mohegan sun": The Shops at Mohegan Sun) is that place's.
    """
    if venue is None or venue.category != "overview" or not hits:
        return False
    facet = facet_of(question)
    about = facet_subject(question, facet, index) if facet is not None else set()
    if about and any(_names_all(about, hit.item, index) for hit in hits if hit.item.id != venue.id):
        return True
    if hits[0].item.id == venue.id:
        return False
    return index.coverage(question, hits[0].item) > index.coverage(question, venue)


def _names_all(about: set[str], item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the item's name holds every word of `about`.

    A word no item uses counts when it stands for one of the name ("mall": shops); a word
    items use must be there itself ("room" is no name's "suites").
    """
    title = index.title_terms(item)
    return all(
        term in title or (index.terms.items_with(term) == 0 and index.terms.stands_for(term, title))
        for term in about
    )


def prefer_facet(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """Hits with the best one that has the asked facet first.

    When no hit has the facet, the items that do are ranked for the question on their own and
    the best is put first (the one item with driving directions; the arena for "how many people
    fit in the arena" when "fit" pulled up the fitness center).
    """
    venue = named_item(question, index)
    if venue is not None and venue.category == "overview" and facet_of(question) is None:
        fuller = _named_with_the_property(hits, question, index)
        if fuller is not None:  # "does mohegan sun have a phone app": the Mohegan Sun App
            return [fuller, *(hit for hit in hits if hit is not fuller)]
    if _overview_outheld(venue, hits, question, index):
        venue = None  # "the street address for mohegan sun": the contact FAQ holds more of it
    if venue is not None:
        # A named venue is the answer even without the field ("how big is the sportsbook").
        return prefer_named(hits, question, index)
    level = price_level(question)
    if level is not None:  # "cheap eats?": the place priced lowest, not a word match
        return prefer_price_level(hits, question, index, level)
    facet = facet_of(question)
    if facet in (None, "capacity") and _HOW_MANY.search(question):
        # "how many hotel rooms": the item whose text counts them, wherever it is.
        counted = counted_in_text(facet_subject(question, "capacity", index), index)
        if counted is None:  # counted in words: "thousands of slot machines", "five tiers"
            counted = _counting_item(hits, question, index)
        if counted is not None:
            rest = [hit for hit in hits if hit.item is not counted]
            return [Hit(item=counted, score=hits[0].score if hits else 0.0), *rest]
    if facet is None:
        return hits
    about = facet_subject(question, facet, index)
    if (
        about
        and hits
        and hits[0].item.category == "faq"
        and facet_of(hits[0].item.title()) == facet
    ):
        # "do i need reservations for dinner": the FAQ that asks it answers it, not the first
        # restaurant whose text says "dinner". (Asked of nothing, "nearest airport?", the
        # property's own field may lead.)
        return hits
    told = _told_in_text(hits, about, facet, index)
    if told is not None:  # "when did the Earth Tower open?": a room's text says so
        return [told, *(hit for hit in hits if hit is not told)]

    # A place named loosely ("how big is the convention center"): that place, with the field
    # if it has it ("how many people does the arena hold": the arena, not the ticket FAQ).
    named = [hit for hit in hits if about and _names_all(about, hit.item, index)]
    if named:
        best = max(named, key=lambda hit: bool(facet_value(hit.item, facet)))  # first of ties
        return [best, *(hit for hit in hits if hit is not best)]
    asking = _faq_asking(hits, question, about, facet, index)
    if asking is not None:
        return [asking, *(hit for hit in hits if hit is not asking)]
    # Only a holder about what the field is asked of may be put first ("how much is a room
    # tonight" is no question about a restaurant's prices).
    with_facet = [
        hit
        for hit in hits
        if facet_value(hit.item, facet) and fits_subject(question, about, hit.item, index)
    ]
    if with_facet:
        best = with_facet[0]
        if facet == "games":
            # "which table games?": the fullest list among the places that fit the question
            # (the main floor's nine games, not a side room's "Table games, Poker"); a place
            # whose name holds the question's word first ("poker games": the Poker Room).
            # Words that only name the facet ("table games", "play") choose no place: a list
            # that says "Table games" holds them, a list of the games themselves does not.
            naming = set(index.terms.content_terms(" ".join(_FACET_WORDS["games"])))

            def fit_of(hit: Hit) -> int:
                return len(index.shared_terms(question, hit.item) - naming)

            # The search keeps a few hits only: every place with a list competes.
            listed = {hit.item.id for hit in with_facet}
            with_facet += [
                Hit(item=item, score=0.0)
                for item in index.kb.items
                if item.id not in listed
                and facet_value(item, facet)
                and fits_subject(question, about, item, index)
            ]
            fit = max(fit_of(hit) for hit in with_facet)
            fitting = [h for h in with_facet if fit_of(h) == fit]
            asked = set(index.terms.content_terms(index.terms.correct(question)))
            best = max(
                fitting,
                key=lambda hit: (
                    len(asked & index.title_terms(hit.item) - {"game"}),
                    len(getattr(hit.item, "games_offered", []) or []),
                ),
            )
        return [best, *(hit for hit in hits if hit is not best)]
    holders = {
        item.id
        for item in index.kb.items
        if facet_value(item, facet) and fits_subject(question, about, item, index)
    }
    if not holders:
        return hits
    if len(holders) == 1:
        only = next(item for item in index.kb.items if item.id in holders)
        return [Hit(item=only, score=hits[0].score if hits else 0.0), *hits]
    # "how much gaming space": the holder whose field names what is asked of ("300,000 sq ft
    # of gaming space"), over one that only mentions it ("home games" of the arena's seats).
    naming = {
        item_id
        for item_id in holders
        if about & set(index.terms.content_terms(facet_value(_item(index, item_id), facet)))
    }
    holders = naming or holders
    ranked = index.search(question, k=len(index.kb.items), min_score=0.0)
    best_holder = next((hit for hit in ranked if hit.item.id in holders and hit.score > 0), None)
    return [best_holder, *hits] if best_holder is not None else hits


def _item(index: KnowledgeIndex, item_id: str) -> KbItem:
    return next(item for item in index.kb.items if item.id == item_id)
