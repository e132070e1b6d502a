"""The sentence of an item that answers what the guest asked, when the usual lead does not.

The no-LLM answer leads with an item's name, place, hours and first description sentence. A
guest who asks about one detail ("what view does the room have", "when is the season", "what
can I spend the dollars on") needs the field or later sentence that holds it. Every text field
of the item is split into sentences (a list field is one sentence, "Label: a, b, c"; a field's
name counts as its words, so "view" finds the `view` field); each is scored by the share of the
question's content (words weighted by rarity, the item's own name left out) it contains, and the
best one is offered when it holds something the lead does not. A question asking a measure
("how wide is the screen") is answered by the sentence that states one ("a 140-foot video
wall"), whatever words it shares with the question.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from agent.measured_size import asks_a_measure, states_the_measure_asked
from agent.retrieval_terms import TermStats
from data.kb.schemas import KbItem

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# Fields that are the item's name or place (already in the lead) or bookkeeping.
_SKIP = frozenset(
    {"id", "name", "property_name", "question", "subcategory", "location", "hours", "tags"}
    | {"category_ref", "timezone", "website", "tower"}
)
_LABELS = {"getting_there": "", "check_in": "Check-in", "check_out": "Check-out"}
# Below this share of the question's content a sentence is no better than the lead.
MIN_FOCUS = 0.2
# What a field the question names by its name adds to its share: as much as all the rest.
FIELD_NAMED = 1.0
# "when is ...", "when does ... start": a time asked without a clock ("what time" asks hours).
_ASKS_WHEN = re.compile(r"\bwhen(?:'s|s| is| are| does| do| will)?\b", re.I)
# "what days", "which nights", "how often": asked on which days of the week.
_ASKS_DAYS = re.compile(r"\b(?:(?:what|which) (?:days?|nights?)|how often)\b", re.I)
_WEEKDAY = re.compile(r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b")
# A month (capitalised: "guests may"), a season of the year or a year: a time of year.
_TIME_OF_YEAR = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December|[Ss]pring|[Ss]ummer|[Aa]utumn|(?:late |early )?fall|(?:19|20)\d\d)\b"
)


def _label(field: str) -> str:
    if field in _LABELS:
        return _LABELS[field]
    return field.replace("_", " ").capitalize()


def candidate_sentences(item: KbItem) -> Iterator[tuple[str, str]]:
    """(field words, sentence) for every text field of `item`, sentence by sentence."""
    for field in type(item).model_fields:
        if field in _SKIP:
            continue
        value = getattr(item, field)
        label = _label(field)
        if isinstance(value, str) and value.strip():
            sentences = [s for s in _SENTENCE_END.split(value.strip()) if s]
            for sentence in sentences:
                if field in ("description", "answer"):
                    yield field, sentence
                else:
                    yield field, f"{label}: {sentence}" if len(sentences) == 1 else sentence
        elif isinstance(value, list) and value:
            yield field, f"{label}: {', '.join(str(v) for v in value)}"
        elif isinstance(value, dict):
            for key, text in value.items():
                if isinstance(text, str) and text.strip():
                    yield f"{field} {key}", text.strip()
        elif isinstance(value, int) and field == "max_guests":
            yield field, f"Sleeps up to {value} guests"


def focus_sentence(item: KbItem, question: str, terms: TermStats, said: str = "") -> str | None:
    """The item's sentence that holds most of the question's content not already `said`.

    None when no sentence holds at least MIN_FOCUS of the question's content (the item's own
    name left out) or the best one adds nothing to `said`.
    """
    # An FAQ's title is the question itself: its words are what the answer is about.
    name_terms = set() if item.category == "faq" else set(terms.content_terms(item.title()))
    named = {t for t in terms.content_terms(terms.correct(question)) if t not in name_terms}
    # A word no item uses is in no sentence: it weighs nothing in choosing one ("do the rooms
    # have usb outlets": the features that list charging ports). It may still name a field
    # ("benefits", "eligibility"): only field names are in no item's text.
    asked = named - set(terms.unknown_terms(question))
    total = sum(terms.weight(t) for t in asked)
    if total <= 0 and not named:
        return None
    said_terms = set(terms.content_terms(said))
    asks_when = _ASKS_WHEN.search(question) is not None
    asks_days = _ASKS_DAYS.search(question) is not None
    asks_measure = asks_a_measure(question)
    best: tuple[float, bool, str] | None = None
    for field, sentence in candidate_sentences(item):
        words = set(terms.content_terms(f"{field.replace('_', ' ')} {sentence}"))
        found = sum(terms.weight(t) for t in asked & words)
        new = sum(terms.weight(t) for t in (asked & words) - said_terms)
        # The guest names the thing measured in their own words ("screen" for "video wall").
        measured = asks_measure and states_the_measure_asked(question, sentence)
        # The field the question names ("the highest tier": `tiers`) holds what is asked
        # before a sentence that shares a word of what the item is ("rewards program").
        field_named = bool(named & set(terms.content_terms(field.replace("_", " "))))
        # "what days is there comedy": the sentence naming days of the week answers.
        weekdays = asks_days and _WEEKDAY.search(sentence) is not None
        if (new <= 0 and not measured and not field_named and not weekdays) or sentence in said:
            continue
        # "when is the season": a sentence that names a time of year answers before one that
        # only shares the scene's words ("want to catch a home game").
        share = found / total if total > 0 else 0.0
        share += 1.0 if asks_when and _TIME_OF_YEAR.search(sentence) else 0.0
        share += 1.0 if weekdays else 0.0
        share += 1.0 if measured else 0.0
        share += FIELD_NAMED if field_named else 0.0
        if best is None or (share, field_named) > best[:2]:
            best = (share, field_named, sentence)
    if best is None or best[0] < MIN_FOCUS:
        return None
    sentence = best[2].strip()
    return sentence if sentence.endswith((".", "!", "?")) else f"{sentence.rstrip(';,')}."
