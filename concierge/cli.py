"""The `concierge` command line: one module per command group under `concierge.commands`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each module exposes `register(subparsers)`; a subcommand sets `func(args) -> int`.
COMMAND_MODULES = (
    "concierge.commands.run",
    "concierge.commands.chat",
    "concierge.commands.ask",
    "concierge.commands.sms",
    "concierge.commands.classify",
    "concierge.commands.quiet_hours",
    "concierge.commands.consent",
    "concierge.commands.cms",
    "concierge.commands.handoff",
)


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser with every registered command group."""
    parser = argparse.ArgumentParser(
        prog="concierge", description="SMS concierge for casino resorts."
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI and return its exit status."""
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
