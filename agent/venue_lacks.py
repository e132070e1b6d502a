"""An item asked whether it has a thing its text never mentions: an honest decline.

"does michael jordans have a kids menu", "is there a cover for the bands at the lansdowne":
the venue is real, but nothing of it speaks to the thing, so its blurb is no answer. Likewise
an unnamed thing of several words that the lead item holds only in part ("is there indoor
golf" is not answered by the golf club, which is never called indoor).
"""

from __future__ import annotations

import re

from agent.landmarks import PLACED_BESIDE, beside_texts
from agent.missing_thing import THING_ENDS, THING_WORDS, asked_thing
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import FACET_NAMES, facet_of, facet_words, named_item
from data.kb.schemas import KbItem

# A deed that is the venue's hours ("stay open late", "open early", "close at midnight").
_ASKS_WHEN_OPEN = re.compile(r"\b(?:open|opens|opened|close|closes|closed|closing)\b", re.I)


def venue_lacks_thing(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` is the venue the question names and holds no word of the thing asked.

    Words of the venue's own name do not count ("is there a bar at the Lansdowne Irish Pub").
    """
    if facet_of(question) is not None or facet_of(index.terms.correct(question)) is not None:
        # "what games does the casino of the sky have", "do they take resrvations": the
        # facet rules judge it.
        return False
    named = named_item(question, index)
    if named is None or named.id != item.id or named.category == "overview":
        # "does mohegan sun have an app": the property holds what every item says, not
        # only what its overview does.
        return False
    words = " ".join(asked_thing(question) or asked_deed(question, item, index))
    if _ASKS_WHEN_OPEN.search(words) and item.opening_hours() is not None:
        # "does the burger place stay open late": its weekly hours speak to that deed.
        return False
    thing = set(index.terms.content_terms(index.terms.correct(words)))
    thing -= index.title_terms(item) | index.property_words
    # What the venue holds as a field counts too ("games": its `games_offered`).
    fields = " ".join(name.replace("_", " ") for name in type(item).model_fields)
    thing -= set(index.terms.content_terms(fields))
    return bool(thing) and not thing & index.shared_terms(words, item)


# A yes/no question about what someone or something does: "does frank pepe deliver".
_DOES = re.compile(r"\b(?:does|do|did|will|would)\s+", re.I)
_ASKS_WHAT = re.compile(r"\b(?:what|when|where|which|who|why|how)\b", re.I)
_WORD = re.compile(r"[a-z0-9'-]+")
_ARTICLES = frozenset({"the", "a", "an"})


def asked_deed(question: str, item: KbItem, index: KnowledgeIndex) -> list[str]:
    """What the question asks `item` does, in the words right after its name, or [].

    "does frank pepe deliver to hotel rooms" -> deliver: "does" starts the question, words of
    the item's name follow, and what comes after them, up to a word that says where or for
    whom, is the deed. Only when the name is right after "does" (an article aside) and no
    asking word comes before it: then it asks whether, not when or how.
    """
    title = index.title_terms(item)
    # Its name as typed too: "a go go" holds words no search counts.
    spelled = set(_WORD.findall(item.title().lower())) | _ARTICLES
    for match in _DOES.finditer(question):
        if _ASKS_WHAT.search(question[: match.start()]):
            continue  # "what time does the spa open" asks when, not whether
        words = _WORD.findall(question[match.end() :].lower())
        named = 0
        while named < len(words) and (
            words[named] in spelled or set(index.terms.content_terms(words[named])) & title
        ):
            named += 1
        if not named or named_item(" ".join(words[:named]), index) is not item:
            continue
        deed: list[str] = []
        for word in words[named : named + THING_WORDS]:
            if word in THING_ENDS:
                break
            deed.append(word)
        return deed
    return []


# A question asking whether something exists anywhere ("is there", "any"), or at a place
# ("does the summer shack have ...").
_ASKS_IF_THERE = re.compile(
    r"\b(?:is there|are there|is their|r there|got any|any|do you (?:guys |all )?have|"
    r"do y'?all have|have you got|(?:do|does) (?:[\w'-]+ ){1,5}(?:have|offer|serve))\b",
    re.I,
)


def lead_lacks_part(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` holds the head of a thing of several words but not a word before it.

    Words of the property's or the item's name, and words that name a kind of field ("food"
    is any restaurant's cuisine), are not required of it.
    """
    if facet_of(question) is not None or not _ASKS_IF_THERE.search(question):
        return False
    words = " ".join(w for w in asked_thing(question) if w not in _NO_THING)
    known = [t for t in index.terms.content_terms(index.terms.correct(words))]
    known = [t for t in known if index.terms.items_with(t) > 0 and t not in _KINDS]
    known = [t for t in known if t not in index.property_words]
    if len(known) < 2:
        return False
    title = index.title_terms(item)
    held = index.shared_terms(words, item) | title

    def holds(term: str) -> bool:
        return term in held or index.terms.stands_for(term, title)

    # The lead is there for the thing's last word (its head: "golf"); only a word before it
    # that it lacks ("mini") makes it another thing.
    *modifiers, head = known
    return holds(head) and not all(holds(t) for t in modifiers)


# Words of degree say how much, not what ("a little upscale", "kinda fancy").
_NO_THING = frozenset("little bit lot really very pretty quite super kinda somewhat".split())
_KINDS = frozenset(w for name in FACET_NAMES for w in facet_words(name))


# A diet or an allergy a guest must keep: "anything vegan", "gluten free options", "kosher".
_DIETS = (
    re.compile(r"\bvegan\w*|plant[- ]based|no animal products\b", re.I),
    re.compile(r"\bvegetarian\w*|veggie options?\b", re.I),
    re.compile(r"\bgluten[- ]?free|celiac|coeliac\b", re.I),
    re.compile(r"\bdairy[- ]?free|lactose\b", re.I),
    re.compile(r"\bhalal\b", re.I),
    re.compile(r"\bkosher\b", re.I),
    re.compile(r"\b(?:nut|peanut|shellfish) (?:free|allerg\w*)\b", re.I),
    re.compile(r"\b(?:keto|paleo|low[- ]carb)\b", re.I),
)


def lacks_diet(question: str, lead: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question asks for a diet that the venue it names (else the lead) never names.

    "does the noodle bar have gluten free dishes": a restaurant's blurb that says nothing of
    gluten is no answer, whatever other word ("animal" of the pets policy) the search found.
    """
    asked = [diet for diet in _DIETS if diet.search(question)]
    if not asked:
        return False
    named = named_item(question, index)
    item = named if named is not None and named.category != "overview" else lead
    text = f"{item.title()} {item.search_text()}"
    return not any(diet.search(text) for diet in asked)


# What a place is called, asked by where it is beside another: "what's the name of the bar
# across from the steakhouse", "which store is next to the bakery".
_ASKS_WHICH_PLACE = re.compile(r"\b(?:name of|called|what(?:'s|s| is| are)?|which|wat)\b", re.I)
_BESIDE = re.compile(
    r"\b(?:next door to|next to|beside|besides|across from|opposite|adjacent to|right by|"
    r"around the corner from)\s+(?P<landmark>.+)$",
    re.I,
)


def _asks_for_a_place(before: str, index: KnowledgeIndex) -> bool:
    """Whether the words before "next to" ask what place it is, or whether there is one.

    "is there" asks for a place only with a word for one or a cuisine ("an italian place",
    "a pasta spot"): "is there parking next to tao" asks for parking, near it.
    """
    if _ASKS_WHICH_PLACE.search(before):
        return True
    if not _ASKS_IF_THERE.search(before):
        return False
    if _PLACE_WORD.search(before):
        return True
    terms = index.terms
    cuisines = {
        term
        for item in index.kb.items
        for term in terms.content_terms(getattr(item, "cuisine", None) or "")
    }
    return bool(cuisines & set(terms.content_terms(before)))


# Words for a place to eat, drink or shop, which "is there a ... next to" may ask for.
_PLACE_WORD = re.compile(
    r"\b(?:restaurants?|places?|spots?|joints?|eatery|eateries|somewhere|bars?|pubs?|"
    r"lounges?|caf[eé]s?|shops?|stores?|boutiques?)\b",
    re.I,
)


def _landmark_terms(landmark: str, lead: KbItem, index: KnowledgeIndex) -> set[str]:
    """The content terms of the landmark asked beside, as the lead's name when it is the lead.

    A word for the lead's own kind of food, one no other venue serves ("the steakhouse" of the
    one steakhouse), names the lead: what is placed beside it says so by the lead's name.
    """
    terms = index.terms
    asked = set(terms.content_terms(terms.correct(landmark))) - index.property_words
    own = _own_cuisine_terms(lead, index)
    if not asked & own:
        return asked
    return (asked - own) | index.title_terms(lead)


def _kind_terms(item: KbItem, index: KnowledgeIndex) -> set[str]:
    """The terms of `item`'s name and of what kind of place it says it is ("Ultra-lounge")."""
    kinds = " ".join(getattr(item, field, None) or "" for field in ("cuisine", "venue_type"))
    return index.title_terms(item) | set(index.terms.content_terms(kinds))


def _own_cuisine_terms(item: KbItem, index: KnowledgeIndex) -> set[str]:
    """The terms of `item`'s cuisine that no other item's cuisine holds."""
    terms = index.terms

    def cuisine(other: KbItem) -> set[str]:
        return set(terms.content_terms(getattr(other, "cuisine", None) or ""))

    others = {t for other in index.kb.items if other is not item for t in cuisine(other)}
    return cuisine(item) - others


def asks_beside_lead(question: str, lead: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question asks what place is beside the lead, naming the lead only for where.

    The lead is the landmark, not the place asked for: its blurb is no answer (nor is a
    sentence of it saying something is sold next door, which names no place).
    """
    beside = _BESIDE.search(question)
    if beside is None or not _asks_for_a_place(question[: beside.start()], index):
        return False
    terms = index.terms
    landmark = _landmark_terms(beside.group("landmark"), lead, index)
    title = index.title_terms(lead)
    named = named_item(beside.group("landmark"), index) is lead or (
        bool(landmark) and landmark <= title
    )
    # The place asked for is no other name of the lead ("what's tao next to").
    before = set(terms.content_terms(terms.correct(question[: beside.start()])))
    return named and not landmark & before


def placed_beside(question: str, lead: KbItem, index: KnowledgeIndex) -> KbItem | None:
    """The one other item that says it is beside the landmark the question asks beside.

    "which restaurant is next to the indoor waterfall": the waterfall leads (it is the
    landmark, see `asks_beside_lead`), but the restaurant whose location says "near the
    indoor waterfall" is what is asked for. None when no item says so, or several do and not
    just one of them is of the kind asked for ("which bar").
    """
    beside = _BESIDE.search(question)
    if beside is None or not asks_beside_lead(question, lead, index):
        return None
    terms = index.terms
    landmark = _landmark_terms(beside.group("landmark"), lead, index)
    if not landmark:
        return None
    found = [
        item
        for item in index.kb.items
        if item is not lead
        and item.category not in ("faq", "overview")
        and any(
            landmark <= set(terms.content_terms(placed.group("landmark")))
            for text in beside_texts(item)
            for placed in PLACED_BESIDE.finditer(text)
        )
    ]
    before = question[: beside.start()]
    kind = set(terms.content_terms(terms.correct(before)))
    if len(found) > 1:
        # "which bar is next to the steak house": of those beside it, the one of the kind asked.
        found = [item for item in found if kind & _kind_terms(item, index)]
    elif found and not _ASKS_WHICH_PLACE.search(before) and kind - _ANY_PLACE:
        # "is there an italian place by the waterfall": yes only when the one beside it is of
        # that kind; a spa asked for is no restaurant that happens to be there.
        found = [item for item in found if (kind - _ANY_PLACE) & index.shared_terms(before, item)]
    return found[0] if len(found) == 1 else None


# Words that name a place of any kind: "is there a place next to ..." asks no kind.
_ANY_PLACE = frozenset("place spot somewhere anywhere something anything one".split())
