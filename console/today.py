"""Today: turns, routes, LLM calls per turn, first-text latency, sends, handoffs, held, opt-outs."""

from __future__ import annotations

from datetime import UTC, datetime

from flask import render_template
from flask.typing import ResponseReturnValue

from console.blueprint import blueprint
from console.context import services, visible_properties
from console.figures import day_figures
from data.store.models import ConsentAction

_FAR_FUTURE = datetime(9999, 1, 1, tzinfo=UTC)


@blueprint.route("/today")
def today() -> ResponseReturnValue:
    """Figures per visible property since its local midnight."""
    svc = services()
    now = svc.clock()
    held = svc.store.held_outbound(_FAR_FUTURE)
    sections = []
    for prop in visible_properties():
        local = now.astimezone(prop.zone)
        midnight = local.replace(hour=0, minute=0, second=0, microsecond=0)
        figures = day_figures(
            svc.turns.since([prop.id], midnight),
            sends=svc.conversations.outbound_outcomes([prop.id], midnight),
            open_handoffs=len(svc.store.tickets(prop.id)),
            held_texts=sum(1 for text in held if text.property_id == prop.id),
            opt_outs=sum(
                1
                for event in svc.store.consent_events(prop.id)
                if event.action is ConsentAction.OPT_OUT and event.at >= midnight
            ),
            inbound=svc.conversations.inbound_count([prop.id], midnight),
        )
        sections.append({"prop": prop, "since": midnight, "figures": figures})
    return render_template("console/today.html", sections=sections)
