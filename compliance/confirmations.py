"""The texts that answer STOP and START: short, factual, no marketing."""

from __future__ import annotations


def opt_out_confirmation(property_name: str) -> str:
    """Sent once when a guest opts out (FCC: one confirmation, no marketing)."""
    return (
        f"You're unsubscribed from {property_name} texts and will get no more messages. "
        "Reply START to resubscribe."
    )


def opt_in_confirmation(property_name: str) -> str:
    """Sent when a guest opts back in."""
    return (
        f"You're subscribed to {property_name} concierge texts again. "
        "Msg&data rates may apply. Reply HELP for help, STOP to opt out."
    )
