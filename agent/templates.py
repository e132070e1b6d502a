"""Canned replies for the deterministic branches: no LLM call, property values from the registry."""

from __future__ import annotations

from datetime import datetime

from data.properties import Property


def helplines(prop: Property) -> str:
    """The property's responsible-gaming helplines in one sentence."""
    return "; ".join(f"{line.name} {line.phone}" for line in prop.helplines)


def crisis(prop: Property) -> str:
    """Someone may be in danger: help numbers first, in one SMS segment, nothing else."""
    security = prop.security_phone_display()
    local = (
        f"{prop.name} Security: {security}. I've alerted our team."
        if security
        else f"Any {prop.name} team member will get you help right away."
    )
    return f"If anyone is in danger, call 911 now. For crisis support, call or text 988. {local}"


def responsible_gaming(prop: Property) -> str:
    """A guest worried about their gambling."""
    # Two texts: the thanks and self-exclusion in one, the helplines in the other.
    return (
        f"Thank you for reaching out. Any {prop.name} team member can help with self-exclusion. "
        f"Free, confidential help is available 24/7: {helplines(prop)}."
    )


def gambling_advice(prop: Property) -> str:
    """Odds, strategy or 'which machine pays' questions."""
    return (
        "I can't give odds, strategy or gaming tips. Casino floor staff can explain how any game "
        f"is played. If gambling stops being fun, help is free 24/7: {helplines(prop)}."
    )


def age_minors(prop: Property) -> str:
    """Under-21 gaming questions."""
    return (
        f"You must be 21 or older to gamble or be on the casino floor at {prop.name}. Many "
        "restaurants, shows and shops welcome all ages; ask me about any of them."
    )


def bsa_aml(prop: Property) -> str:
    """Requests to avoid cash reporting or ID rules."""
    return (
        "I can't help with that. Cash transactions follow federal reporting rules; the casino cage "
        "can explain what ID and paperwork apply."
    )


def patron_privacy(prop: Property) -> str:
    """Questions about whether someone is at the resort (a message can still be left)."""
    return (
        "For every guest's privacy, I can't share whether someone is at the resort or where "
        "they're staying. If you know they're registered, the hotel operator can take a "
        f"message: {prop.contact_phone}."
    )


def prompt_injection(prop: Property) -> str:
    """Attempts to change the concierge's instructions."""
    return (
        f"I can only help with questions about {prop.name}: dining, shows, rooms, the spa and "
        "more. What would you like to know?"
    )


def off_topic(prop: Property) -> str:
    """Questions unrelated to the resort."""
    return (
        f"I'm the {prop.name} concierge, so I can only help with the resort: dining, shows, "
        "rooms, the spa, the casino and promotions."
    )


def action_request(prop: Property, how_to_book: str | None, lacking: str | None = None) -> str:
    """The concierge is read-only: say how and where to book.

    `lacking`: what was asked for when the knowledge base holds no word of it, said plainly.
    """
    if how_to_book:
        return f"I can't book or change reservations by text. {how_to_book}"
    unknown = f" I don't have that information about {lacking}." if lacking else ""
    return (
        f"I can't book or change reservations by text.{unknown} Call {prop.contact_phone} or "
        f"visit {prop.website}."
    )


def _clock(at: datetime) -> str:
    return at.strftime("%I:%M %p").lstrip("0").replace(":00", "")


def handoff_notice(prop: Property, now: datetime, *, apology: bool = False) -> str:
    """One text: a team member will reply here, and when (from the property's staffed hours)."""
    lead = "I'm sorry about that. " if apology else ""
    staffing = prop.staffing()
    if staffing.is_open(now) is not False:
        return f"{lead}I've asked a {prop.name} team member to text you back here shortly."
    opens = staffing.next_change(now)
    when = f"at {_clock(opens)}" if opens is not None else "as soon as they're back"
    return (
        f"{lead}I've asked a {prop.name} team member to text you back here. The team is "
        f"back {when}; for urgent help call {prop.contact_phone}."
    )


def clarify(prop: Property) -> str:
    """The router could not tell what the guest wants."""
    return (
        "Sorry, I didn't quite get that. You can ask me about restaurants, shows, rooms, the spa, "
        f"the casino or promotions at {prop.name}."
    )


def turn_limit(prop: Property) -> str:
    """The conversation is too long for the concierge."""
    return (
        f"We've covered a lot! For anything else, {prop.name} guest services can help at "
        f"{prop.contact_phone}."
    )
