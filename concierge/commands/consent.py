"""`concierge consent export [--csv]`: the consent ledger, for audit."""

from __future__ import annotations

import argparse
import csv
import json
import sys

from compliance.privacy import mask_number
from concierge.arguments import command_group, store_to_read
from concierge.wiring import load_settings
from data.store.models import ConsentEvent

COLUMNS = (
    "at",
    "action",
    "property_id",
    "guest",
    "source",
    "message_id",
    "requested_at",
    "seconds_to_honor",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `consent` command group."""
    _, commands = command_group(subparsers, "consent", help="the consent ledger")
    export = commands.add_parser("export", help="print every consent event, oldest first")
    export.add_argument("--csv", action="store_true", help="CSV instead of JSON lines")
    export.add_argument("--property", dest="property_id", default=None)
    export.add_argument("--mask", action="store_true", help="mask guests' numbers")
    export.set_defaults(func=run_export)


def event_row(event: ConsentEvent, *, mask: bool) -> dict[str, object]:
    """One ledger event as an audit row; `seconds_to_honor` is request to recording."""
    honored = (event.at - event.requested_at).total_seconds() if event.requested_at else None
    return {
        "at": event.at.isoformat(),
        "action": str(event.action),
        "property_id": event.property_id,
        "guest": mask_number(event.guest) if mask else event.guest,
        "source": event.source,
        "message_id": event.message_id or "",
        "requested_at": event.requested_at.isoformat() if event.requested_at else "",
        "seconds_to_honor": round(honored, 3) if honored is not None else "",
    }


def run_export(args: argparse.Namespace) -> int:
    """Print the ledger as JSON lines or CSV."""
    store = store_to_read(load_settings())
    events = store.consent_events(args.property_id) if store is not None else []
    rows = [event_row(e, mask=args.mask) for e in events]
    if args.csv:
        writer = csv.DictWriter(sys.stdout, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    else:
        for row in rows:
            print(json.dumps(row, ensure_ascii=False))
    return 0
