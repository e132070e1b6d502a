"""The `concierge` command line: one module per command group under `concierge.commands`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from pydantic import ValidationError

from concierge.config_error import ConfigError
from data.kb.loader import KnowledgeBaseError
from data.properties import RegistryError

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
    """Run the CLI and return its exit status (2 with a message for a bad setting)."""
    args = build_parser().parse_args(argv)
    try:
        result: int = args.func(args)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in error['loc']).upper()}: {error['msg']}"
            for error in exc.errors()
        )
        print(f"configuration error: {problems}", file=sys.stderr)
        return 2
    except (ConfigError, RegistryError, KnowledgeBaseError) as exc:
        print(f"configuration error: {exc}", file=sys.stderr)
        return 2
    return result


if __name__ == "__main__":
    sys.exit(main())
