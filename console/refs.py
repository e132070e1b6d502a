"""URL tokens for conversations, keyed by the console's secret."""

from __future__ import annotations

from flask import abort

from console.context import require_property, services
from console.guest_ref import GuestRefs
from data.properties import Property


def guest_refs() -> GuestRefs:
    """The token maker for this app's secret."""
    return GuestRefs(services().secret_key)


def conversation_ref(property_id: str, guest: str) -> str:
    """The token of one conversation, for URLs."""
    return guest_refs().make(property_id, guest)


def resolve(ref: str) -> tuple[Property, str]:
    """(property, guest number) of a token, or 404 when invalid or not the member's property."""
    found = guest_refs().read(ref)
    if found is None:
        abort(404)
    property_id, guest = found
    return require_property(property_id), guest
