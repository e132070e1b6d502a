"""Argument types and read-only store access shared by the CLI commands.

Bad input at the command line ends in one line on stderr and a non-zero exit; a command
that only reads a store never creates its file or folder.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, NoReturn

from concierge.config_error import ConfigError

if TYPE_CHECKING:  # imported when used: light commands must start fast
    from concierge.settings import Settings
    from data.store.base import Store


def phone_number(text: str) -> str:
    """An argparse type: a dialable phone number, returned in E.164 (US numbers may omit +1)."""
    import phonenumbers

    try:
        parsed = phonenumbers.parse(text, "US")
    except phonenumbers.NumberParseException:
        parsed = None
    if parsed is None or not phonenumbers.is_valid_number(parsed):
        raise argparse.ArgumentTypeError(
            f"not a valid phone number: {text!r} (give it in E.164, e.g. +12035550123)"
        )
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def non_empty_text(text: str) -> str:
    """An argparse type: text with something besides whitespace in it."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the text is empty; write the guest's message")
    return text


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line: what is wrong and where to read more."""

    def error(self, message: str) -> NoReturn:
        """Print `prog: error: message (see prog -h)` and exit 2."""
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} -h)\n")


def command_group(
    subparsers: argparse._SubParsersAction, name: str, *, help: str
) -> tuple[argparse.ArgumentParser, argparse._SubParsersAction]:
    """A command with subcommands; run alone, it prints its usage and exits 2."""
    parser = subparsers.add_parser(name, help=help, description=help)
    commands = parser.add_subparsers(dest=f"{name}_command", metavar="COMMAND", title="commands")

    def usage(args: argparse.Namespace) -> int:
        parser.print_help(sys.stderr)
        return 2

    parser.set_defaults(func=usage)
    return parser, commands


def store_to_read(settings: Settings) -> Store | None:
    """The configured store for a read-only command; None when the SQLite file does not exist.

    Raises:
        ConfigError: SQLITE_PATH names a folder that does not exist (nothing is created).
    """
    from concierge.wiring import build_store

    if settings.store != "sqlite":
        return build_store(settings)
    path = settings.sqlite_path
    if not path.parent.is_dir():
        raise ConfigError(f"SQLITE_PATH {path}: folder {path.parent} does not exist")
    if not path.exists():
        return None
    return build_store(settings)
