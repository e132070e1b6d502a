"""Texts answered whatever a rate limit says: someone may need help, or a person, now."""

from __future__ import annotations

from compliance.guardrails import Guardrail, all_guardrails

ALWAYS_ANSWERED = frozenset(
    {Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING, Guardrail.HUMAN_REQUEST}
)
"""Guardrail categories no per-guest limit may silence (keywords never reach the limits)."""


def answered_whatever_the_limit(text: str) -> bool:
    """True when `text` asks for crisis or gambling help, or for a person."""
    return any(category in ALWAYS_ANSWERED for category in all_guardrails(text))
