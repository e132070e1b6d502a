"""Conversations: search, one thread (every text with time, route, LLM calls, delivery state)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from flask import render_template, request
from flask.typing import ResponseReturnValue

from compliance.privacy import mask_number
from console.blueprint import blueprint
from console.context import audit, services, visible_properties
from console.refs import conversation_ref, resolve
from data.properties import Property
from data.store.models import Ticket

THREAD_LIMIT = 500
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass(frozen=True)
class ThreadEntry:
    """One text in a thread; outbound texts carry their route and delivery state."""

    at: datetime
    direction: str  # "in" or "out"
    text: str
    status: str | None = None
    source: str | None = None
    route: str | None = None
    llm_calls: int | None = None
    actor: str | None = None
    detail: str | None = None
    message_class: str | None = None


def thread_entries(prop: Property, guest: str) -> list[ThreadEntry]:
    """The guest's texts and the texts sent to them, oldest first."""
    svc = services()
    entries = [
        ThreadEntry(at=m.received_at, direction="in", text=m.text)
        for m in svc.store.recent_inbound(prop.id, guest, THREAD_LIMIT)
    ]
    outbound = [t for _, t in svc.store.outbound_to(guest) if t.property_id == prop.id]
    turns = svc.turns.by_plan(t.inbound_id for t in outbound)
    for text in outbound[-THREAD_LIMIT:]:
        turn = turns.get(text.inbound_id)
        entries.append(
            ThreadEntry(
                at=text.created_at or _EPOCH,
                direction="out",
                text=text.text,
                status=str(text.status),
                source=turn.source if turn else "template",
                route=turn.route if turn else None,
                llm_calls=turn.llm_calls if turn else None,
                actor=turn.actor if turn else None,
                detail=text.error,
                message_class=text.message_class,
            )
        )
    entries.sort(key=lambda entry: (entry.at, entry.direction == "out"))
    return entries


@blueprint.route("/conversations")
def conversations() -> ResponseReturnValue:
    """Latest conversations, or those matching the last digits of a number or a word."""
    query = request.args.get("q", "").strip()[:100]
    props = visible_properties()
    found = services().conversations.conversations([p.id for p in props], search=query or None)
    if query:
        shown = f"…{query[-4:]}" if query.lstrip("+").isdigit() else query
        audit("conversations.search", query=shown)
    names = {p.id: p.name for p in props}
    rows = [
        {
            "summary": summary,
            "property_name": names.get(summary.property_id, summary.property_id),
            "guest_masked": mask_number(summary.guest),
            "ref": conversation_ref(summary.property_id, summary.guest),
        }
        for summary in found
    ]
    return render_template("console/conversations.html", rows=rows, query=query)


def _thread_context(ref: str) -> dict[str, object]:
    prop, guest = resolve(ref)
    svc = services()
    ticket: Ticket | None = svc.store.active_ticket(prop.id, guest)
    holder = svc.claims.holders([ticket.number]).get(ticket.number) if ticket else None
    return {
        "prop": prop,
        "guest": guest,
        "guest_masked": mask_number(guest),
        "ref": ref,
        "entries": thread_entries(prop, guest),
        "ticket": ticket,
        "holder": holder,
        "consent": svc.store.consent_state(prop.id, guest),
    }


@blueprint.route("/c/<ref>")
def thread(ref: str) -> ResponseReturnValue:
    """One conversation; the list of texts refreshes itself."""
    context = _thread_context(ref)
    prop = context["prop"]
    assert isinstance(prop, Property)
    audit("thread.view", property_id=prop.id, guest=str(context["guest"]))
    return render_template("console/thread.html", **context)


@blueprint.route("/c/<ref>/feed")
def thread_feed(ref: str) -> ResponseReturnValue:
    """The texts of a thread alone, polled by the page."""
    return render_template("console/_thread_entries.html", **_thread_context(ref))
