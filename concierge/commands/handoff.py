"""`concierge handoff list` and `concierge handoff release TICKET`."""

from __future__ import annotations

import argparse

from compliance.privacy import mask_number
from concierge.arguments import command_group, store_to_read
from concierge.wiring import build_registry, build_sender, build_store, load_settings
from concierge.worker_wiring import build_delivery, build_handoff_desk


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `handoff` command group."""
    _, commands = command_group(subparsers, "handoff", help="conversations handed to staff")
    listing = commands.add_parser("list", help="open tickets")
    listing.add_argument("--all", action="store_true", help="closed tickets too")
    listing.set_defaults(func=run_list)
    release = commands.add_parser("release", help="hand a conversation back to the bot")
    release.add_argument("ticket", type=int)
    release.set_defaults(func=run_release)


def run_list(args: argparse.Namespace) -> int:
    """One line per ticket: number, status, guest (masked), reason, opened, summary."""
    store = store_to_read(load_settings())
    tickets = store.tickets(open_only=not args.all) if store is not None else []
    if not tickets:
        print("no open tickets" if not args.all else "no tickets")
    for ticket in tickets:
        print(
            f"#{ticket.number}\t{ticket.status}\t{ticket.property_id}\t{mask_number(ticket.guest)}"
            f"\t{ticket.reason}\t{ticket.opened_at.isoformat(timespec='seconds')}\t{ticket.summary}"
        )
    return 0


def run_release(args: argparse.Namespace) -> int:
    """Close the ticket and tell the guest the bot is back (quiet hours and consent apply)."""
    settings = load_settings()
    store = build_store(settings)
    registry = build_registry(settings)
    ticket = store.get_ticket(args.ticket)
    prop = registry.get(ticket.property_id) if ticket else None
    if ticket is None or prop is None or ticket.status != "open":
        print(f"error: #{args.ticket} is not an open ticket")
        return 2
    desk = build_handoff_desk(settings, store=store, notify=lambda property_id, number: None)
    texts = desk.release(prop, ticket.number, reason="released")
    if texts:
        delivery = build_delivery(
            settings, store=store, sender=build_sender(settings), registry=registry
        )
        delivery.deliver(store.plan_outbound(texts), inbound_at=None)
    print(f"#{ticket.number} released; the bot answers {mask_number(ticket.guest)} again")
    return 0
