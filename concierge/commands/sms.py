"""`concierge sms-info` and `concierge segments`: how a text goes out over SMS."""

from __future__ import annotations

import argparse
import json
import sys

from sms.encoding import count_units, detect_encoding, sms_info
from sms.segmentation import split_for_sms_detailed


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `sms-info` and `segments` commands."""
    info = subparsers.add_parser(
        "sms-info", help="encoding, parts and units of a text (after smart encoding)"
    )
    info.add_argument("text", metavar="TEXT", help='the message text ("-" reads stdin)')
    info.add_argument("--no-smart", action="store_true", help="skip smart encoding")
    info.add_argument("--json", action="store_true", help="print a JSON object")
    info.set_defaults(func=run_sms_info, ends_at_once=True)

    segments = subparsers.add_parser(
        "segments", help="split a reply into texts that each fit one SMS part"
    )
    segments.add_argument("text", metavar="TEXT", help='the reply text ("-" reads stdin)')
    segments.add_argument(
        "--max-texts", type=_positive_int, default=3, help="most texts to return (default 3)"
    )
    segments.add_argument("--json", action="store_true", help="print a JSON object")
    segments.set_defaults(func=run_segments, ends_at_once=True)


def run_sms_info(args: argparse.Namespace) -> int:
    """Print the encoding, part count and unit count of TEXT."""
    info = sms_info(_read_text(args.text), smart=not args.no_smart)
    if args.json:
        payload = {
            "encoding": info.encoding,
            "parts": info.parts,
            "units": info.units,
            "text": info.text,
        }
        print(json.dumps(payload, ensure_ascii=False))
        return 0
    unit_name = "septets" if info.encoding == "GSM-7" else "UCS-2 units"
    part_word = "part" if info.parts == 1 else "parts"
    print(f"{info.encoding}, {info.parts} {part_word}, {info.units} {unit_name}")
    print(f"text: {info.text}")
    return 0


def run_segments(args: argparse.Namespace) -> int:
    """Print the texts TEXT is split into; say on stderr what `--max-texts` left out."""
    result = split_for_sms_detailed(_read_text(args.text), max_texts=args.max_texts)
    if args.json:
        print(json.dumps({"segments": result.texts}, ensure_ascii=False))
        return 0
    for segment in result.texts:
        print(f"{count_units(segment):>3} {detect_encoding(segment)}  {segment}")
    if result.dropped:
        print(f"dropped (over --max-texts {args.max_texts}): {result.dropped}", file=sys.stderr)
    return 0


def _read_text(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def _positive_int(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {number}")
    return number
