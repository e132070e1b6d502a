"""A named venue asked whether it has a thing its text never mentions: an honest decline.

"does michael jordans have a kids menu", "is there a cover for the bands at the lansdowne":
the venue is real, but nothing of it speaks to the thing, so its blurb is no answer.
"""

from __future__ import annotations

from agent.missing_thing import asked_thing
from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import facet_of, named_item
from data.kb.schemas import KbItem


def venue_lacks_thing(question: str, item: KbItem, index: KnowledgeIndex) -> bool:
    """Whether `item` is the venue the question names and holds no word of the thing asked.

    Words of the venue's own name do not count ("is there a bar at the Lansdowne Irish Pub").
    """
    if facet_of(question) is not None:
        return False  # "what games does the casino of the sky have": the facet rules judge it
    named = named_item(question, index)
    if named is None or named.id != item.id or named.category == "overview":
        # "does mohegan sun have an app": the property holds what every item says, not
        # only what its overview does.
        return False
    words = " ".join(asked_thing(question))
    thing = set(index.terms.content_terms(index.terms.correct(words)))
    thing -= index.title_terms(item) | index.property_words
    # What the venue holds as a field counts too ("games": its `games_offered`).
    fields = " ".join(name.replace("_", " ") for name in type(item).model_fields)
    thing -= set(index.terms.content_terms(fields))
    return bool(thing) and not thing & index.shared_terms(words, item)
