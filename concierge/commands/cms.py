"""`concierge cms template|sync`: the sheet's headers; a sync of the sheet into a new version."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from concierge import cms_wiring
from concierge.arguments import command_group
from concierge.wiring import ConfigError, build_registry, load_settings
from data.cms.service import format_report
from data.cms.sheet_reader import SheetUnavailable
from data.cms.template import template_text, write_template_xlsx
from data.kb.loader import KnowledgeBaseError

USAGE_ERROR = 2
SYNC_FAILED = 1


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `cms` command group."""
    _, commands = command_group(subparsers, "cms", help="the Google Sheet CMS: template and sync")

    template = commands.add_parser(
        "template", help="print each tab's header row and the editor's guide"
    )
    template.add_argument(
        "--xlsx", type=Path, help="also write a workbook with one tab per category (headers only)"
    )
    template.set_defaults(func=run_template)

    sync = commands.add_parser("sync", help="sync the sheet into a new knowledge-base version")
    sync.add_argument(
        "--dry-run", action="store_true", help="report only: write nothing, publish nothing"
    )
    sync.add_argument("--property", dest="property_id", help="property id (default: the first)")
    sync.set_defaults(func=run_sync)


def run_template(args: argparse.Namespace) -> int:
    """Print the headers and guide; with --xlsx also write the workbook."""
    print(template_text(), end="")
    if args.xlsx is not None:
        try:
            write_template_xlsx(args.xlsx)
        except ModuleNotFoundError:
            print("error: --xlsx needs openpyxl (pip install openpyxl)", file=sys.stderr)
            return USAGE_ERROR
        print(f"Wrote {args.xlsx}")
    return 0


def run_sync(args: argparse.Namespace) -> int:
    """Sync and print the report; exit 2 without a sheet id, 1 when the sheet fails."""
    settings = load_settings()
    if not settings.google_sheets_id:
        print(
            "GOOGLE_SHEETS_ID is not set, so there is no sheet to sync: the knowledge base "
            "comes from the repository's data files (data/kb/<property>/*.json). Set "
            "GOOGLE_SHEETS_ID (and GOOGLE_SHEETS_CREDENTIALS) to edit it in a Google Sheet.",
            file=sys.stderr,
        )
        return USAGE_ERROR
    registry = build_registry(settings)
    prop = registry.get(args.property_id) if args.property_id else registry.default()
    if prop is None:
        known = ", ".join(p.id for p in registry.properties)
        print(f"error: unknown property {args.property_id!r} (known: {known})", file=sys.stderr)
        return USAGE_ERROR
    try:
        sync = cms_wiring.build_cms_sync(settings, prop.id)
        report = sync.run(dry_run=args.dry_run, notice={"source": "cli"})
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return USAGE_ERROR
    except (SheetUnavailable, KnowledgeBaseError) as exc:
        print(f"sync failed, nothing published: {exc}", file=sys.stderr)
        return SYNC_FAILED
    print(format_report(report))
    return 0
