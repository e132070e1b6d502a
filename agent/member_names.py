"""Which labelled things a named venue stocks: "which wines does tuscany pour by the glass".

The knowledge base says a venue has a wine list, jewellery or a long list of beers; it names
no bottle, no store and no tap. A question asking which ones, of a venue it names, is declined
honestly rather than answered with the venue's blurb. Asked of the resort as a whole ("what
stores are there") the shopping item is still the answer: it says what kinds of shop it holds.
"""

from __future__ import annotations

import re

from agent.retrieval import KnowledgeIndex
from agent.retrieval_facets import named_item
from data.kb.schemas import KbItem

# Things known by their own names or labels, which a venue stocks many of.
_LABELLED = (
    r"(?:stores|shops|boutiques|brands|labels|designers|jewell?ers|wines|beers|ales|ipas|"
    r"whiske?ys|whiskies|bourbons|scotches|tequilas|mezcals|cocktails|champagnes|vintages)"
)
_WHICH_ONES = re.compile(
    rf"\b(?:which|what)(?! kinds?\b| types?\b| sorts?\b)(?: [\w'-]+){{0,2}}? ({_LABELLED})\b",
    re.IGNORECASE,
)


def asks_member_names(question: str, lead: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question asks which labelled things `lead`, the venue it names, stocks.

    Not when the things asked are what the venue is called ("which shops are in the shops"
    reads the shops as the venue), nor when the venue named is the property itself.
    """
    asked = _WHICH_ONES.search(question)
    if asked is None:
        return False
    if lead.category == "overview" or not _names_venue(question, lead, index):
        return False
    kind = set(index.terms.content_terms(asked.group(1)))
    return not kind <= index.title_terms(lead)


def _names_venue(question: str, lead: KbItem, index: KnowledgeIndex) -> bool:
    """Whether the question names `lead`, by its name or by every word of it but ours.

    "the shops" is too plain a name for `named_item`, yet it names The Shops at Mohegan Sun.
    """
    named = named_item(question, index)
    if named is not None:
        return named.id == lead.id
    own = index.title_terms(lead) - index.property_words
    return bool(own) and own <= set(index.terms.content_terms(index.terms.correct(question)))
