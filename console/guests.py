"""Guest: consent state and STOP/START history, held texts. Staff cannot opt a guest back in."""

from __future__ import annotations

from datetime import UTC, datetime

from flask import render_template
from flask.typing import ResponseReturnValue

from compliance.privacy import mask_number
from console.blueprint import blueprint
from console.context import audit, services
from console.refs import resolve

_FAR_FUTURE = datetime(9999, 1, 1, tzinfo=UTC)


@blueprint.route("/g/<ref>")
def guest(ref: str) -> ResponseReturnValue:
    """The guest's consent and held texts; there is deliberately no opt-in control."""
    prop, number = resolve(ref)
    store = services().store
    history = [event for event in store.consent_events(prop.id) if event.guest == number]
    held = [
        text
        for text in store.held_outbound(_FAR_FUTURE)
        if text.to_number == number and text.property_id == prop.id
    ]
    audit("guest.view", property_id=prop.id, guest=number)
    return render_template(
        "console/guest.html",
        prop=prop,
        ref=ref,
        guest_masked=mask_number(number),
        consent=store.consent_state(prop.id, number),
        history=history,
        held=held,
        ticket=store.active_ticket(prop.id, number),
    )
