"""`concierge staff add|list|disable|enable`: console accounts and their roles.

The password is never a command-line argument (it would land in shell history and in `ps`):
it is prompted for on a terminal, or read as one line from standard input.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from datetime import UTC, datetime

from concierge.console_wiring import build_staff_accounts
from concierge.wiring import build_registry, load_settings
from console.passwords import WeakPassword, hash_password
from data.staff.models import Role


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `staff` command group."""
    parser = subparsers.add_parser("staff", help="staff console accounts")
    commands = parser.add_subparsers(dest="staff_command", required=True)
    add = commands.add_parser(
        "add", help="create an account or give it a role at a property (password from a prompt)"
    )
    add.add_argument("email")
    add.add_argument("--property", required=True, dest="property_id", help="property id")
    add.add_argument("--role", required=True, choices=[role.value for role in Role])
    add.add_argument(
        "--new-password",
        action="store_true",
        help="set a new password for an existing account (a new account always asks)",
    )
    add.set_defaults(func=run_add)
    listing = commands.add_parser("list", help="accounts and their roles")
    listing.set_defaults(func=run_list)
    for name, active in (("disable", False), ("enable", True)):
        toggle = commands.add_parser(name, help=f"{name} an account's sign-in")
        toggle.add_argument("email")
        toggle.set_defaults(func=run_toggle, active=active)


def read_password() -> str:
    """Prompt twice on a terminal; otherwise read one line from standard input."""
    if sys.stdin.isatty():
        first = getpass.getpass("Password: ")
        if getpass.getpass("Again: ") != first:
            raise ValueError("the passwords differ")
        return first
    return sys.stdin.readline().rstrip("\r\n")


def run_add(args: argparse.Namespace) -> int:
    """Create or update the account; print what it may now see."""
    settings = load_settings()
    if build_registry(settings).get(args.property_id) is None:
        print(f"error: no property {args.property_id!r} in the registry", file=sys.stderr)
        return 2
    accounts = build_staff_accounts(settings)
    existing = accounts.get(args.email)
    password_hash = None
    if existing is None or args.new_password:
        try:
            password_hash = hash_password(read_password())
        except (WeakPassword, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    member = accounts.add(
        args.email,
        property_id=args.property_id,
        role=Role(args.role),
        password_hash=password_hash,
        at=datetime.now(UTC),
    )
    roles = ", ".join(f"{pid}={role}" for pid, role in sorted(member.roles.items()))
    print(f"{'updated' if existing else 'created'} {member.email}: {roles}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    """One line per account: email, active or disabled, roles."""
    members = build_staff_accounts(load_settings()).all()
    if not members:
        print("no staff accounts")
    for member in members:
        roles = ", ".join(f"{pid}={role}" for pid, role in sorted(member.roles.items()))
        print(f"{member.email}\t{'active' if member.active else 'disabled'}\t{roles}")
    return 0


def run_toggle(args: argparse.Namespace) -> int:
    """Enable or disable sign-in; a disabled member's open sessions stop at their next request."""
    if not build_staff_accounts(load_settings()).set_active(args.email, args.active):
        print(f"error: no account {args.email}", file=sys.stderr)
        return 2
    print(f"{args.email} {'enabled' if args.active else 'disabled'}")
    return 0
