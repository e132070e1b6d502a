"""The `concierge` command line: one module per command group under `concierge.commands`."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

# One BLAS thread per call, set before numpy loads: a worker runs many turns on threads of its
# own, and OpenBLAS splitting the gate's small matrix-vector products across cores (it does past
# ~2,300 exemplars) only oversubscribes them: p99 spikes of several ms on a 2-CPU machine.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from concierge.arguments import OneLineParser  # noqa: E402
from concierge.config_error import ConfigError  # noqa: E402

# Command -> (module exposing `register(subparsers)`, one-line help). Only the module of the
# command being run is imported, so a command that needs no stack (`sms-info`, `classify`,
# `quiet-hours`, ...) does not pay for LangChain, Celery or the Telnyx SDK; `--help` imports
# none. A subcommand sets `func(args) -> int`, and `ends_at_once=True` when it only prints (see
# `program`). tests/unit/test_cli_startup.py keeps the help lines equal to what the modules
# register.
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("concierge.commands.run", "start Redis (if needed), the receiver and a worker"),
    "worker": ("concierge.commands.run", "run a Celery worker (threads pool)"),
    "beat": (
        "concierge.commands.run",
        "run the periodic scheduler (one per deployment; a second stands by)",
    ),
    "web": ("concierge.commands.run", "run the webhook receiver under gunicorn"),
    "chat": ("concierge.commands.chat", "text the local concierge from the terminal"),
    "ask": ("concierge.commands.ask", "answer one question as the concierge would"),
    "sms-info": (
        "concierge.commands.sms",
        "encoding, parts and units of a text (after smart encoding)",
    ),
    "segments": (
        "concierge.commands.sms",
        "split a reply into texts that each fit one SMS part",
    ),
    "classify": (
        "concierge.commands.classify",
        "classify a text as an SMS keyword and/or a guardrail category",
    ),
    "quiet-hours": (
        "concierge.commands.quiet_hours",
        "check the TCPA/state quiet-hours window for a number",
    ),
    "consent": ("concierge.commands.consent", "the consent ledger"),
    "cms": ("concierge.commands.cms", "the Google Sheet CMS: template and sync"),
    "handoff": ("concierge.commands.handoff", "conversations handed to staff"),
    "reminders": ("concierge.commands.reminders", "reminders guests asked for"),
    "staff": ("concierge.commands.staff", "staff console accounts"),
}
COMMAND_MODULES = tuple(dict.fromkeys(module for module, _ in COMMANDS.values()))


def _command_in(argv: Sequence[str]) -> str | None:
    """The command named by the first argument that is not an option, if it is one."""
    for arg in argv:
        if not arg.startswith("-"):
            return arg if arg in COMMANDS else None
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """Build the argument parser: the named command's module only, or every command's help.

    Args:
        argv: The arguments to be parsed; None registers every command module (slow: the
            whole stack is imported), as a complete parser for tests and documentation.
    """
    parser = OneLineParser(prog="concierge", description="SMS concierge for casino resorts.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")

    def usage(args: argparse.Namespace) -> int:
        parser.print_help(sys.stderr)
        return 2

    parser.set_defaults(func=usage)
    if argv is None:
        for module_name in COMMAND_MODULES:
            importlib.import_module(module_name).register(subparsers)
        return parser
    command = _command_in(argv)
    if command is not None:
        importlib.import_module(COMMANDS[command][0]).register(subparsers)
        return parser
    for name, (_, help_line) in COMMANDS.items():  # `--help`, no command or a wrong one
        subparsers.add_parser(name, help=help_line)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI and return its exit status (2 with a message for a bad setting)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    return run(build_parser(arguments).parse_args(arguments))


def run(args: argparse.Namespace) -> int:
    """Run the parsed command and return its exit status (2 with a message for a bad setting)."""
    try:
        result: int = args.func(args)
    except Exception as exc:
        problem = configuration_problem(exc)
        if problem is None:
            raise
        print(f"configuration error: {problem}", file=sys.stderr)
        return 2
    return result


def program() -> NoReturn:
    """The `concierge` executable: run the command named by the process's arguments, then exit.

    A one-off command (its parser sets `ends_at_once`) ends the process as soon as its output
    is flushed: tearing the interpreter down, freeing every object numpy, the tokenizer and the
    gate made, cost `classify` ~25 ms of its ~200, and such a command holds nothing that needs
    closing.
    """
    arguments = sys.argv[1:]
    args = build_parser(arguments).parse_args(arguments)
    code = run(args)
    if getattr(args, "ends_at_once", False):
        end_at_once(code)
    sys.exit(code)


def end_at_once(code: int) -> NoReturn:
    """Flush the output and logging, then end the process with `code`, skipping the teardown.

    If the output cannot be flushed (a closed pipe), the interpreter exits as usual and says so.
    """
    logging = sys.modules.get("logging")
    if logging is not None:
        logging.shutdown()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(code)
    os._exit(code)


def configuration_problem(exc: Exception) -> str | None:
    """The one-line message for a bad setting, registry or knowledge base; None otherwise.

    The error classes are looked up only in modules already imported: an exception cannot be
    an instance of a class whose module never loaded, and importing pydantic just to check
    would cost every light command its start-up time.
    """
    if isinstance(exc, ConfigError):
        return str(exc)
    pydantic = sys.modules.get("pydantic")
    if pydantic is not None and isinstance(exc, pydantic.ValidationError):
        return "; ".join(
            f"{'.'.join(str(part) for part in error['loc']).upper()}: {error['msg']}"
            for error in exc.errors()
        )
    for module_name, class_name in (
        ("data.properties", "RegistryError"),
        ("data.kb.loader", "KnowledgeBaseError"),
    ):
        module = sys.modules.get(module_name)
        if module is not None and isinstance(exc, getattr(module, class_name)):
            return str(exc)
    return None


if __name__ == "__main__":
    program()
