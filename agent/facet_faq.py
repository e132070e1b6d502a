"""A facet a named venue says nothing of, answered by the FAQ that asks it in general.

"can I wear gym clothes to novelle": novelle has no dress code of its own, but the FAQ "Is
there a dress code?" says nightlife venues may turn away athletic wear. That FAQ leads, and
it answers the question although it does not name the venue, when it names the venue's kind.
"""

from __future__ import annotations

from agent.missing_detail import hint_sentence
from agent.retrieval import Hit, KnowledgeIndex
from agent.retrieval_facets import (
    facet_of,
    facet_sentence,
    facet_subject,
    facet_value,
    named_item,
)
from data.kb.schemas import KbItem


def general_faq(facet: str, index: KnowledgeIndex) -> KbItem | None:
    """The FAQ whose question asks the facet of nothing in particular ("Is there a dress code?").

    Not one that asks it of something ("How much is parking?", "How old ... casino floor?").
    """
    for item in index.kb.items:
        if item.category != "faq" or facet_of(item.title()) != facet:
            continue
        if not facet_subject(item.title(), facet, index):
            return item
    return None


def _silent_venue(question: str, index: KnowledgeIndex) -> tuple[KbItem, KbItem] | None:
    """(the named venue, the facet's general FAQ) when the venue has nothing on the facet."""
    facet = facet_of(question)
    venue = named_item(question, index) if facet is not None else None
    if facet is None or venue is None or venue.category == "overview":
        return None
    if facet_sentence(venue, facet) is not None or hint_sentence(venue, facet) is not None:
        return None
    faq = general_faq(facet, index)
    if faq is None or not _speaks_of_kind(faq, venue, index):
        return None
    return venue, faq


def _speaks_of_kind(faq: KbItem, venue: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the FAQ's answer names the venue's kind ("nightlife venues": novelle).

    Else it says nothing of this venue ("what's the dress code at the Wolf Den" is declined
    with the detail named, not answered with the casino floors' dress code).
    """
    kind = str(getattr(venue, "subcategory", "") or "").replace("_", " ")
    words = set(index.terms.content_terms(kind))
    return bool(words) and words <= set(index.terms.content_terms(faq.summary()))


def prefer_general_faq(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """Hits with the facet's general FAQ first when the named venue says nothing of the facet."""
    found = _silent_venue(question, index)
    if found is None:
        return hits
    faq = found[1]
    lead = next((hit for hit in hits if hit.item.id == faq.id), None)
    lead = lead or Hit(item=faq, score=hits[0].score if hits else 0.0)
    return [lead, *(hit for hit in hits if hit is not lead)]


def answers_for_venue(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` is the general FAQ answering the facet for the venue the question names.

    Every word the question names its subject by must be the venue's ("dress code at novelle
    for a birthday" asks more than the FAQ says).
    """
    found = _silent_venue(question, index)
    if found is None or found[1].id != item.id:
        return False
    facet = facet_of(question)
    assert facet is not None
    return facet_subject(question, facet, index) <= index.title_terms(found[0])


def holds_own_facet(question: str, items: list[KbItem], index: KnowledgeIndex) -> bool:
    """Whether the first item is the venue the question names and has the asked field itself.

    "is there a dress code at <venue>, jacket or sweater?": the venue's own dress code answers
    it, however the scene around the name reads; the general FAQ does not. So does a field
    the question names by its name ("can you smoke in the poker room": its smoking policy).
    """
    if not items:
        return False
    facet = facet_of(question)
    venue = named_item(question, index)
    if venue is None or venue.id != items[0].id:
        return False
    if facet is None:
        return named_field(question, venue, index) is not None
    return bool(facet_value(venue, facet))


# Fields that say what and where the venue is, or when it opens: no question names them.
_NOT_ASKED_BY_NAME = frozenset(
    {"id", "name", "property_name", "question", "answer", "subcategory", "description"}
    | {"location", "hours", "tags", "category_ref", "timezone", "website", "highlights"}
)


def named_field(question: str, item: KbItem, index: KnowledgeIndex) -> str | None:
    """The item's own filled field whose name the question uses ("smoke": `smoking_policy`)."""
    terms = index.terms
    asked = set(terms.content_terms(terms.correct(question))) - index.title_terms(item)
    for field in type(item).model_fields:
        if field in _NOT_ASKED_BY_NAME or not getattr(item, field, None):
            continue
        if asked & set(terms.content_terms(field.replace("_", " "))):
            return field
    return None


def own_facet_first(question: str, items: list[KbItem], index: KnowledgeIndex) -> list[KbItem]:
    """`items` without the facet's general FAQs when the named venue first holds the field.

    The general policy ("most restaurants are casual") must not stand in for the venue's own
    field: the yes/no rules would otherwise answer from whichever item states a verdict.
    """
    if not holds_own_facet(question, items, index):
        return items
    facet = facet_of(question)
    if facet is None:  # a field named by its name: the venue leads, whatever settles it
        return items
    return [
        item for item in items if not (item.category == "faq" and facet_of(item.title()) == facet)
    ]
