"""`concierge reminders list`: the reminders guests asked for, soonest first."""

from __future__ import annotations

import argparse
import json

from compliance.privacy import mask_number
from concierge.arguments import command_group
from concierge.config_error import ConfigError
from concierge.wiring import build_registry, load_settings
from concierge.worker_wiring import build_reminder_store


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `reminders` command group."""
    _, commands = command_group(subparsers, "reminders", help="reminders guests asked for")
    listing = commands.add_parser("list", help="open reminders (soonest first)")
    listing.add_argument("--all", action="store_true", help="sent and cancelled ones too")
    listing.add_argument("--json", action="store_true", help="one JSON document")
    listing.set_defaults(func=run_list)


def run_list(args: argparse.Namespace) -> int:
    """One line per reminder: due time (property time), status, guest (masked), what."""
    settings = load_settings()
    path = settings.sqlite_path
    if settings.store == "sqlite" and not path.parent.is_dir():
        raise ConfigError(f"SQLITE_PATH {path}: folder {path.parent} does not exist")
    readable = settings.store != "sqlite" or path.exists()  # reading never creates the file
    reminders = build_reminder_store(settings).listing(include_closed=args.all) if readable else []
    registry = build_registry(settings)
    rows = []
    for reminder in reminders:
        prop = registry.get(reminder.property_id)
        due = reminder.due_at.astimezone(prop.zone) if prop else reminder.due_at
        rows.append(
            {
                "id": reminder.id,
                "property": reminder.property_id,
                "guest": mask_number(reminder.guest),
                "due": due.isoformat(timespec="minutes"),
                "status": str(reminder.status),
                "about": reminder.about,
                "language": reminder.language,
                "detail": reminder.detail,
            }
        )
    if args.json:
        print(json.dumps({"reminders": rows}, ensure_ascii=False))
        return 0
    if not rows:
        print("no reminders" if args.all else "no open reminders")
    for row in rows:
        print(f"{row['due']}\t{row['status']}\t{row['property']}\t{row['guest']}\t{row['about']}")
    return 0
