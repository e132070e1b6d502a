"""Questions about something in another town: "best steakhouse in boston", "hotels in providence".

Everything the knowledge base describes is at the resort. A guest who asks for a kind of place
in another town is asking about that town, and our own steakhouse or the airport FAQ that
mentions Providence would read as its answer. Such a question is declined honestly, except when
it asks how to travel (the train at New London, the airport near Providence) or the item is
located in that town itself (the golf club in Baltic). The property's own town is no other
town ("any good food in uncasville": the resort's restaurants may answer).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import cache
from pathlib import Path

from agent.focus import candidate_sentences
from agent.named_things import read_names
from agent.retrieval_facets import facet_of
from data.kb.schemas import KbItem

NAMES = Path(__file__).with_name("other_towns.csv")
# Facets that ask how to get somewhere: a town named in them is where one travels from or via.
_TRAVEL = frozenset({"driving", "train", "bus", "air"})


@cache
def other_town_names(path: Path = NAMES) -> tuple[str, ...]:
    """The packaged names, one per line, longest first ("new london" before "london")."""
    return tuple(sorted(read_names(path), key=len, reverse=True))


# Spanish and Portuguese words for kinds of places a guest asks for in a town.
_PLACE_KINDS = (
    r"casinos?|cassinos?|hotel(?:es|s)?|hot[eé]is|restaurantes?|bares?|buffets?|bufes?|"
    r"shows?|clubs?|discotecas?|boates?|tiendas?|lojas?|outlets?|playas?|praias?|spas?|"
    r"piscinas?|albercas?"
)


@cache
def _in_a_town() -> re.Pattern[str]:
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    # ... or the town first, then the question ("vegas, which casino is best"; 拉斯维加斯哪家赌场).
    return re.compile(
        rf"\b(?:in|on|around|near|outside|downtown|en|em|cerca\s+de|perto\s+de)\s+"
        rf"(?:downtown\s+|the\s+)?({names})\b"
        # Spanish and Portuguese place a kind of place in a town with "de" ("el mejor casino
        # de las vegas"); after anything else "de" says where from ("somos de boston").
        rf"|\b(?:{_PLACE_KINDS})\s+(?:de|del|do|da)\s+({names})\b"
        # So does a place's own name ("o Sky Tower de Auckland", "el TAO de Nueva York"); a
        # word in lower case before "de" says where a guest is from ("somos de boston").
        rf"|(?-i:\b[A-Z][\w'&]*)\s+(?:de|del|do|da)\s+({names})\b"
        rf"|^\W*({names})\W+(?=(?:which|what|where|best|any)\b)"
        # ... or the town naming the kind of place asked for ("which vegas casino is best").
        rf"|\b(?:which|what|best|any)\s+({names})\s+(?=[a-z])",
        re.I,
    )


@cache
def _trip_there() -> re.Pattern[str]:
    """A trip to another town, then a question about "there".

    "planning a trip to new orleans, what are the best things to do there" asks about that
    town, not the resort's directions.
    """
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    return re.compile(
        rf"\b(?:(?:trip|vacation|holiday|getaway|going|heading|travel(?:l?ing)?|flying)\s+to|"
        rf"visit(?:ing)?)\s+(?:the\s+)?({names})\b(?=.*\bthere\b)",
        re.I,
    )


# A kind of place asked for before the town: "best diner near the new london train station"
# asks for a diner there, whatever the station makes the question sound like.
_PLACE_ASKED = re.compile(
    r"\b(?:best|good|any|cheap|cheapest|nice|decent|closest|nearest|a)\s+(?:[\w']+\s+)?"
    r"(?:diners?|restaurants?|bars?|pubs?|hotels?|motels?|cafes?|coffee shops?|bakery|bakeries|"
    r"pizza|food|places? to (?:eat|stay|drink))\b",
    re.I,
)


def other_town(
    question: str, item: KbItem, own_location: str, english: str | None = None
) -> str | None:
    """The other town the question places what it asks for in, or None.

    None too for a travel question (unless it asks for a kind of place there first: "a diner
    near the new london station"), for the property's own town (in `own_location`) and for a
    town the item's location names. `english` is a foreign question's English reading:
    whether it asks how to travel is judged on it (the facets read English).
    """
    match = _in_a_town().search(question) or _trip_there().search(question)
    if match is None:
        return None
    travel = facet_of(question) in _TRAVEL or facet_of(english or "") in _TRAVEL
    if travel and _PLACE_ASKED.search(question[: match.start()]) is None:
        return None
    town = " ".join(next(g for g in match.groups() if g).lower().split())
    where = " ".join(filter(None, [item.location_text() or "", own_location])).lower()
    return None if town in where else town


# A ride away from the resort: "shuttle to new haven", "transporte a springfield",
# "去纽黑文的接驳车" (read as "go new haven shuttle"; 到 reads "arrive"), or to an airport ("a bus
# to the airport", "ônibus pro aeroporto"). Rides *from* a town are how guests travel here:
# answered.
_RIDE = (
    r"shuttles?|transportation|transport|transporte|traslados?|translados?|vans?|buses|bus|"
    r"autob[uú]s|[oô]nibus|cami[oó]n|rides?|lifts?"
)
_TOWARDS = r"to|go|going to|a|al|para|pra|pro|hasta|ate|arrive"
_AIRPORT = r"(?:[\w.]+\s+){0,2}(?:airports?|aeroporto|aeropuerto)"


@cache
def _ride_to_a_town() -> re.Pattern[str]:
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    return re.compile(rf"\b(?:{_TOWARDS})\s+(?:the\s+|o\s+|el\s+)?(?:{names}|{_AIRPORT})\b", re.I)


def ride_to_other_town(*readings: str) -> bool:
    """Whether a reading of the question asks for a ride from the resort to another town."""
    ride = re.compile(rf"\b(?:{_RIDE})\b", re.I)
    return any(
        ride.search(text) is not None and _ride_to_a_town().search(text) is not None
        for text in readings
    )


# Where a trip goes: the town after "to" (Spanish and Portuguese "a", "até", "hasta"; the
# glossary reads 到 as "arrive"). A trip with none of these words ends at the last town named.
_TO_WORDS = r"to|into|arrive|until|a|al|ate|até|hasta|para|pra"
# A stop on the way ("via hartford") makes the trip one that may end at the resort.
_VIA = re.compile(r"\b(?:via|through|thru|by way of|stop(?:ping)? in|pasando por|passando por)\b")
# The resort itself, said without its name.
_HERE = frozenset("you your yall y'all here resort casino hotel property".split())
# A sentence that names a way to arrive: a town named in it is a gateway to the resort.
_GATEWAY = re.compile(r"\b(?:amtrak|train|station|airports?|international|ferry|terminal)\b", re.I)


def trip_between_towns(
    question: str, items: Sequence[KbItem], own_location: str, own_words: Collection[str] = ()
) -> tuple[str, str] | None:
    """The two other towns a trip the question asks about goes between, or None.

    "train from nyc to philly", "driving from hartford to new york": neither end is the
    resort, so its directions are no answer. None when the question names the resort (its
    name in `own_words`, "you", "here"), passes through a town, or ends at a gateway the
    knowledge base names a station or an airport in ("boston to new london by train").
    """
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    found = list(re.finditer(rf"\b(?:({_TO_WORDS})\s+(?:the\s+)?)?({names})\b", question, re.I))
    own = own_location.lower()
    towns = [(m, " ".join(m.group(2).lower().split())) for m in found]
    towns = [(m, town) for m, town in towns if town not in own]
    if len({town for _, town in towns}) < 2 or _VIA.search(question.lower()):
        return None
    words = set(re.findall(r"[a-z']+", question.lower()))
    if words & (_HERE | {w.lower() for w in own_words}):
        return None
    end = next((town for m, town in towns if m.group(1)), towns[-1][1])
    start = next(town for _, town in towns if town != end)
    gateways = " ".join(
        sentence
        for item in items
        for _, text in candidate_sentences(item)
        for sentence in re.split(r"(?<=[.;])\s+", text)
        if _GATEWAY.search(sentence)
    ).lower()
    return None if end in gateways else (start, end)
