"""Texts the worker sends outside the graph, in the guest's language.

STOP/START/HELP confirmations, the slow-down note and the apology after a failed turn. English
comes from their usual sources (`compliance.confirmations`, the property's HELP text); the
other languages from `agent.phrases`. Each body is split so every text fits one SMS part.
"""

from __future__ import annotations

from agent.i18n import localize
from compliance.confirmations import opt_in_confirmation, opt_out_confirmation
from compliance.keywords import Keyword
from data.properties import Property
from sms.segmentation import split_for_sms

# A confirmation is short; two parts leave room for UCS-2 (accents, Chinese).
MAX_CONFIRMATION_TEXTS = 2


def keyword_reply(keyword: Keyword, language: str, prop: Property) -> list[str]:
    """The confirmation of STOP, START or HELP in `language`, as SMS-sized texts."""
    if keyword is Keyword.OPT_OUT:
        body = localize(language, "opt_out", opt_out_confirmation(prop.name), prop)
    elif keyword is Keyword.OPT_IN:
        body = localize(language, "opt_in", opt_in_confirmation(prop.name), prop)
    else:
        body = localize(language, "help", prop.help_text, prop)
    return split_for_sms(body, max_texts=MAX_CONFIRMATION_TEXTS)


def slow_down_text(prop: Property, language: str = "en") -> str:
    """Told once per minute to a guest texting faster than the concierge answers."""
    english = (
        "You're texting faster than I can answer. I'll reply to your next message in a "
        f"minute; for urgent help call {prop.contact_phone}."
    )
    return localize(language, "slow_down", english, prop)


def apology_text(prop: Property, language: str = "en") -> str:
    """Sent once when a text could not be answered after every retry."""
    english = (
        f"Sorry, I couldn't answer that just now. {prop.name} can help at "
        f"{prop.contact_phone} or {prop.website}."
    )
    return localize(language, "give_up", english, prop)


def text_only_note(prop: Property) -> str:
    """The answer to a picture or an empty text: the concierge reads text only."""
    return (
        f"Thanks! I can only read text, not pictures or files. Please type your question "
        f"about {prop.name} and I'll help."
    )
