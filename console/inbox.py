"""Inbox: open handoffs newest first; claim, reply, mark done, hand back to the bot."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from flask import abort, flash, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from compliance.privacy import mask_number
from console.blueprint import blueprint
from console.context import audit, require_property, services, staff, visible_properties
from console.refs import conversation_ref
from data.store.models import Ticket, TicketStatus
from sms.segmentation import split_for_sms_detailed
from worker.console_sends import HANDBACK, REPLY
from worker.handoff import STAFF_MAX_TEXTS
from worker.queue import QueueUnavailable


@dataclass(frozen=True)
class InboxRow:
    """One open ticket as the inbox shows it."""

    ticket: Ticket
    property_name: str
    guest_masked: str
    waiting_minutes: int
    holder: str | None
    ref: str


def inbox_rows(now: datetime) -> list[InboxRow]:
    """Open tickets of the member's properties, newest first."""
    svc = services()
    tickets: list[Ticket] = []
    names = {}
    for prop in visible_properties():
        names[prop.id] = prop.name
        tickets.extend(svc.store.tickets(prop.id))
    tickets.sort(key=lambda ticket: ticket.opened_at, reverse=True)
    holders = svc.claims.holders(ticket.number for ticket in tickets)
    return [
        InboxRow(
            ticket=ticket,
            property_name=names[ticket.property_id],
            guest_masked=mask_number(ticket.guest),
            waiting_minutes=max(0, int((now - ticket.opened_at).total_seconds() // 60)),
            holder=holders.get(ticket.number),
            ref=conversation_ref(ticket.property_id, ticket.guest),
        )
        for ticket in tickets
    ]


@blueprint.route("/")
def index() -> ResponseReturnValue:
    """The console opens on the inbox."""
    return redirect(url_for("console.inbox"))


@blueprint.route("/inbox")
def inbox() -> ResponseReturnValue:
    """The inbox page; the feed inside it refreshes itself."""
    return render_template("console/inbox.html", rows=inbox_rows(services().clock()))


@blueprint.route("/inbox/feed")
def inbox_feed() -> ResponseReturnValue:
    """The inbox table alone, polled by the page every few seconds."""
    return render_template("console/_inbox_rows.html", rows=inbox_rows(services().clock()))


def _open_ticket(number: int) -> Ticket:
    """The ticket if the member may act on it (404 otherwise: no hint it exists)."""
    ticket = services().store.get_ticket(number)
    if ticket is None:
        abort(404)
    require_property(ticket.property_id)
    return ticket


def _back(ticket: Ticket) -> ResponseReturnValue:
    return redirect(
        url_for("console.thread", ref=conversation_ref(ticket.property_id, ticket.guest))
    )


def _may_act(ticket: Ticket) -> str | None:
    """Why the member may not act on the ticket, or None when they may (claiming it if free)."""
    member = staff()
    if ticket.status != TicketStatus.OPEN:
        return f"#{ticket.number} is already closed."
    holder = services().claims.claim(ticket.number, member.email, at=services().clock())
    if holder != member.email and not member.is_manager(ticket.property_id):
        return f"#{ticket.number} is claimed by {holder}."
    return None


@blueprint.route("/tickets/<int:number>/claim", methods=["POST"])
def claim(number: int) -> ResponseReturnValue:
    """Take a ticket: the inbox shows who works it."""
    ticket = _open_ticket(number)
    if ticket.status != TicketStatus.OPEN:
        flash(f"#{number} is already closed.", "error")
        return _back(ticket)
    holder = services().claims.claim(number, staff().email, at=services().clock())
    if holder == staff().email:
        audit("ticket.claim", property_id=ticket.property_id, guest=ticket.guest, ticket=number)
        flash(f"You have #{number}.", "ok")
    else:
        flash(f"#{number} is claimed by {holder}.", "error")
    return _back(ticket)


@blueprint.route("/tickets/<int:number>/reply", methods=["POST"])
def reply(number: int) -> ResponseReturnValue:
    """Queue a reply to the guest; the worker sends it through the bot's checks."""
    ticket = _open_ticket(number)
    prop = require_property(ticket.property_id)
    body = " ".join(request.form.get("text", "").split())
    problem = _may_act(ticket)
    if problem is None and not body:
        problem = "Write a reply first."
    if problem is None:
        split = split_for_sms_detailed(f"{prop.name}: {body}", max_texts=STAFF_MAX_TEXTS)
        if split.truncated:
            problem = f"Too long: a reply may use at most {STAFF_MAX_TEXTS} texts. Shorten it."
    if problem is None and services().store.consent_state(prop.id, ticket.guest).opted_out:
        problem = "The guest opted out (STOP); nothing can be sent until they text START."
    if problem is not None:
        flash(problem, "error")
        return _back(ticket)
    action_id = uuid.uuid4().hex
    try:
        services().queue.enqueue_console_send(
            {
                "kind": REPLY,
                "ticket": number,
                "action_id": action_id,
                "staff": staff().email,
                "text": body,
            }
        )
    except QueueUnavailable:
        flash("The reply could not be queued; try again in a moment.", "error")
        return _back(ticket)
    audit(
        "ticket.reply",
        property_id=ticket.property_id,
        guest=ticket.guest,
        ticket=number,
        action_id=action_id,
        chars=str(len(body)),
    )
    flash("Reply queued; its delivery state shows in the thread.", "ok")
    return _back(ticket)


@blueprint.route("/tickets/<int:number>/done", methods=["POST"])
def done(number: int) -> ResponseReturnValue:
    """Close the ticket without a text (staff already said goodbye); the bot answers again."""
    return _close(number, handback=False)


@blueprint.route("/tickets/<int:number>/handback", methods=["POST"])
def handback(number: int) -> ResponseReturnValue:
    """Close the ticket and tell the guest the concierge answers again."""
    return _close(number, handback=True)


def _close(number: int, *, handback: bool) -> ResponseReturnValue:
    ticket = _open_ticket(number)
    problem = _may_act(ticket)
    if problem is not None:
        flash(problem, "error")
        return _back(ticket)
    member = staff()
    action = "ticket.handback" if handback else "ticket.done"
    reason = f"{'handed back' if handback else 'done'} by {member.email} (console)"
    if services().store.close_ticket(number, reason=reason, at=services().clock()) is None:
        flash(f"#{number} was already closed.", "error")
        return _back(ticket)
    action_id = uuid.uuid4().hex
    if handback:
        try:
            services().queue.enqueue_console_send(
                {"kind": HANDBACK, "ticket": number, "action_id": action_id, "staff": member.email}
            )
        except QueueUnavailable:
            flash("Closed, but the guest's notice could not be queued.", "error")
    audit(action, property_id=ticket.property_id, guest=ticket.guest, ticket=number)
    flash(f"#{number} closed; the bot answers this guest again.", "ok")
    return _back(ticket)
