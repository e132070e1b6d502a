"""Follow-ups: "what about tomorrow?", "and the pool?", "is it open late?" read against the subject.

The subject of the conversation (the venue last answered about, its category, the day asked
about and whether the guest asked about hours) is kept in the graph state. A new text that
names no venue keeps the venue; one that names no day keeps the day; one that starts like a
follow-up ("and ...", "what about ...") keeps the question's aspect (hours) too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from agent.dates import AskedTime, parse_when, strip_when
from agent.guest_idioms import plain_words
from agent.query_gloss import english_query

_LEAD = re.compile(
    r"^\s*(?:(?:ok|okay|so|then|hmm|oh|cool|great|thanks|thx)[,.!\s]+)*"
    r"(?P<lead>and what about|and how about|what about|how about|and|also|same for|"
    r"same question for)?\b",
    re.IGNORECASE,
)
_ASKS_HOURS = re.compile(
    r"\b(hours?|open|opens|close[sd]?|closing|what time|how late|late|until|til)\b", re.I
)
# Words that point back at the subject or only shape the question.
_NON_TOPIC = frozenset(
    """
    it its it's is are was there that this they them those these place one ones same the a an
    what about how and also ok okay so then do does did can could will would should you your
    i me my we open opens opened close closes closed closing hours hour time times late later
    still when what's whats until til till yet again too please pls thanks thx hmm oh cool great
    early earlier busy get go be need to on for in at of book booking reserve reservation
    reservations required
    """.split()
)
_WORD = re.compile(r"[a-z0-9']+")


@dataclass(frozen=True)
class Resolution:
    """A text read in the light of the conversation's subject."""

    question: str
    """The question to answer, with the subject's venue and aspect filled in."""
    query: str | None
    """A search query to use instead of the router's, or None to keep it."""
    when: AskedTime | None
    """The time asked about (named now, or carried from the subject)."""
    follow_up: bool


def _topic_words(text: str) -> list[str]:
    return [word for word in _WORD.findall(text.lower()) if word not in _NON_TOPIC]


def resolve(text: str, subject: dict[str, Any] | None, now: datetime) -> Resolution:
    """Read `text` against `subject` (as kept in the state; None at the start)."""
    when = parse_when(text, now)
    if not subject:
        return Resolution(text, None, when, False)
    carried = _carry_day(when, subject, now)
    rest = strip_when(text)
    lead = _LEAD.match(rest)
    has_lead = bool(lead and lead["lead"])
    topic = _topic_words(rest[lead.end() :] if lead else rest)
    if not topic:
        # Nothing but time words, pronouns and aspects: the same venue, asked again.
        title = str(subject.get("title") or "")
        if not title:
            return Resolution(text, None, when, False)
        return Resolution(f"{text.strip()} ({title})", title, carried, True)
    if has_lead:
        # "and the pool?": a new venue, asked the way the last one was.
        assert lead is not None
        named = rest[lead.end() :].strip(" ?!.")
        aspect = " hours" if subject.get("hours") and not _ASKS_HOURS.search(named) else ""
        return Resolution(f"{named}{aspect}", f"{named}{aspect}", carried, True)
    return Resolution(text, None, when, False)


def _carry_day(when: AskedTime | None, subject: dict[str, Any], now: datetime) -> AskedTime | None:
    """The day named now, or the subject's day when the text names none (same calendar day)."""
    before = subject.get("when")
    if not isinstance(before, dict):
        return when
    previous = AskedTime.from_dict(before)
    if previous.days and previous.days[-1] < now.date():
        return when  # a day that has passed is not carried over
    if when is None:
        return previous if not previous.now else None
    if not when.explicit and previous.explicit:
        return AskedTime(
            previous.label, previous.days, at=when.at, now=False, late=when.late, explicit=True
        )
    return when


def asked(state: Mapping[str, Any]) -> tuple[str, AskedTime | None]:
    """The resolved question and the time it asks about, as the retrieval node left them."""
    raw = state.get("when")
    when = AskedTime.from_dict(raw) if isinstance(raw, dict) else None
    return state.get("question") or state.get("guest_text", ""), when


def asked_in_english(
    state: Mapping[str, Any], known_words: frozenset[str] = frozenset()
) -> tuple[str, AskedTime | None]:
    """As `asked`, a question in another language read through the English glossary.

    So the offline answer sees what it asks for ("¿aeropuerto más cercano?": the air facet),
    and everyday phrases read as the plain word, as retrieval read them ("left my jacket at
    the bar": a lost item, not the dress code).
    """
    question, when = asked(state)
    return plain_words(english_query(question, state.get("language"), known_words)), when


def remember(state: Mapping[str, Any]) -> dict[str, Any]:
    """The subject after an answer: the venue, its category, the day, whether hours were asked."""
    hits = state.get("hits") or []
    if state.get("route") not in ("answer", "fallback") or not hits:
        return {}
    top = hits[0]
    question, _ = asked(state)
    return {
        "subject": {
            "item_id": top.get("id"),
            "title": top.get("title"),
            "category": top.get("category", ""),
            "when": state.get("when"),
            "hours": bool(_ASKS_HOURS.search(question)),
        }
    }


def asked_note(state: Mapping[str, Any]) -> str:
    """Prompt lines telling the model what a follow-up refers to and which day is asked about."""
    question, when = asked(state)
    lines = []
    if question != state.get("guest_text"):
        lines.append(f"The guest's latest text, read with the conversation, asks: {question}")
    if when is not None and not when.now:
        days = " and ".join(f"{day:%A %B} {day.day}" for day in when.days)
        lines.append(
            f"It asks about {when.label} ({days}): give that day's hours from the facts, "
            "not today's, and do not say whether it is open now."
        )
    lines.append('Start with "Yes" or "No" only when a fact states it; otherwise give the fact.')
    return "\n\n" + "\n".join(lines)
