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
from functools import cache
from pathlib import Path

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
    r"shows?|clubs?|discotecas?|boates?|tiendas?|lojas?|outlets?|playas?|praias?|spas?"
)


@cache
def _in_a_town() -> re.Pattern[str]:
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    # ... or the town first, then the question ("vegas, which casino is best"; 拉斯维加斯哪家赌场).
    return re.compile(
        rf"\b(?:in|around|near|outside|downtown|en|em|cerca\s+de|perto\s+de)\s+"
        rf"(?:downtown\s+|the\s+)?({names})\b"
        # Spanish and Portuguese place a kind of place in a town with "de" ("el mejor casino
        # de las vegas"); after anything else "de" says where from ("somos de boston").
        rf"|\b(?:{_PLACE_KINDS})\s+(?:de|del|do|da)\s+({names})\b"
        rf"|^\W*({names})\W+(?=(?:which|what|where|best|any)\b)"
        # ... or the town naming the kind of place asked for ("which vegas casino is best").
        rf"|\b(?:which|what|best|any)\s+({names})\s+(?=[a-z])",
        re.I,
    )


def other_town(
    question: str, item: KbItem, own_location: str, english: str | None = None
) -> str | None:
    """The other town the question places what it asks for in, or None.

    None too for a travel question, for the property's own town (in `own_location`) and for
    a town the item's location names. `english` is a foreign question's English reading:
    whether it asks how to travel is judged on it (the facets read English).
    """
    match = _in_a_town().search(question)
    if match is None or facet_of(question) in _TRAVEL or facet_of(english or "") in _TRAVEL:
        return None
    town = " ".join(next(g for g in match.groups() if g).lower().split())
    where = " ".join(filter(None, [item.location_text() or "", own_location])).lower()
    return None if town in where else town


# A ride away from the resort: "shuttle to new haven", "transporte a springfield",
# "去纽黑文的接驳车" (read as "go new haven shuttle"). Rides *from* a town are how guests travel
# here: answered.
_RIDE = (
    r"shuttles?|transportation|transport|transporte|traslados?|translados?|vans?|buses|bus|"
    r"autobus|onibus|camion|rides?|lifts?"
)
_TOWARDS = r"to|go|going to|a|al|para|pra|pro|hasta|ate"


@cache
def _ride_to_a_town() -> re.Pattern[str]:
    names = "|".join(r"[\s-]+".join(map(re.escape, n.split())) for n in other_town_names())
    return re.compile(rf"\b(?:{_TOWARDS})\s+(?:the\s+)?(?:{names})\b", re.I)


def ride_to_other_town(*readings: str) -> bool:
    """Whether a reading of the question asks for a ride from the resort to another town."""
    ride = re.compile(rf"\b(?:{_RIDE})\b", re.I)
    return any(
        ride.search(text) is not None and _ride_to_a_town().search(text) is not None
        for text in readings
    )
