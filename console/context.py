"""Per-request helpers: the console's services, the signed-in staff member, the audit call."""

from __future__ import annotations

from typing import cast

from flask import abort, current_app, g

from compliance.privacy import mask_number
from console.services import ConsoleServices
from data.properties import Property
from data.staff.models import AuditEntry, StaffMember


def services() -> ConsoleServices:
    """The services the composition root passed to `console.init_app`."""
    return cast(ConsoleServices, current_app.extensions["console"])


def staff() -> StaffMember:
    """The signed-in staff member (views run only after the login check)."""
    member: StaffMember | None = g.get("staff")
    if member is None:
        abort(401)
    return member


def visible_properties() -> list[Property]:
    """The properties the signed-in member may see, in registry order."""
    member = staff()
    return [prop for prop in services().registry.properties if member.can_see(prop.id)]


def require_property(property_id: str) -> Property:
    """The property, or 404 when it does not exist or the member has no role there."""
    prop = services().registry.get(property_id)
    if prop is None or not staff().can_see(property_id):
        abort(404)
    return prop


def audit(
    action: str,
    *,
    property_id: str | None = None,
    guest: str | None = None,
    ticket: int | None = None,
    who: str | None = None,
    **detail: str,
) -> None:
    """Append to the audit log: who (the signed-in member unless `who`), what, when, which guest."""
    member: StaffMember | None = g.get("staff")
    services().audit.record(
        AuditEntry(
            at=services().clock(),
            staff=who or (member.email if member else "anonymous"),
            action=action,
            property_id=property_id,
            guest_masked=mask_number(guest) if guest else None,
            ticket=ticket,
            detail=detail,
        )
    )
