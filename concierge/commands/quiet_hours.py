"""`concierge quiet-hours NUMBER`: may a text go to this number at an instant, and if not, when."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime

from compliance.quiet_hours import MessageClass, QuietHoursDecision, decide
from concierge.arguments import phone_number

USAGE_ERROR = 2


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `quiet-hours` command."""
    parser = subparsers.add_parser(
        "quiet-hours",
        help="check the TCPA/state quiet-hours window for a number",
        description="Say whether a text may go to NUMBER at an instant, and if not, from when.",
    )
    parser.add_argument("number", help="the guest's number, E.164 preferred (+13055550123)")
    parser.add_argument(
        "--at", help="instant of sending, ISO 8601 with a UTC offset (default: now)"
    )
    parser.add_argument(
        "--class",
        dest="message_class",
        choices=[member.value for member in MessageClass],
        default=MessageClass.PROACTIVE.value,
        help="what the text is (default: proactive)",
    )
    parser.add_argument(
        "--inbound-at", help="when the guest's text arrived (ISO 8601), for replies"
    )
    parser.add_argument(
        "--replies",
        choices=["send", "defer"],
        default="send",
        help="defer holds replies like proactive texts (strict mode)",
    )
    parser.add_argument(
        "--timezone", help="the guest's known IANA zone, instead of the area code's"
    )
    parser.add_argument(
        "--state", help="the guest's known two-letter state, instead of the area code's"
    )
    parser.add_argument("--json", action="store_true", help="print the decision as JSON")
    parser.set_defaults(func=run_quiet_hours, ends_at_once=True)


def run_quiet_hours(args: argparse.Namespace) -> int:
    """Print the decision; exit 2 on a number, instant or zone that cannot be used."""
    try:
        number = phone_number(args.number)
        at = _parse_instant(args.at, "--at") if args.at else datetime.now(UTC)
        inbound_at = _parse_instant(args.inbound_at, "--inbound-at") if args.inbound_at else None
        decision = decide(
            number,
            at,
            MessageClass(args.message_class),
            inbound_at=inbound_at,
            replies_policy=args.replies,
            timezone_override=args.timezone,
            state_override=args.state,
        )
    except (ValueError, argparse.ArgumentTypeError) as exc:
        print(f"concierge quiet-hours: error: {exc}", file=sys.stderr)
        return USAGE_ERROR
    print(json.dumps(decision.as_dict(), indent=2) if args.json else _describe(decision))
    return 0


def _parse_instant(text: str, option: str) -> datetime:
    try:
        instant = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{option}: not an ISO 8601 date and time: {text!r}") from None
    if instant.tzinfo is None:
        raise ValueError(f"{option}: give a UTC offset, e.g. 2026-07-01T20:30:00-04:00 or ...Z")
    return instant


def _describe(decision: QuietHoursDecision) -> str:
    if decision.allowed:
        verdict = "allowed now"
    elif decision.next_allowed_at is not None:
        verdict = f"held until {decision.next_allowed_at.isoformat()}"
    else:
        verdict = "held: no opening found within the search horizon"
    lines = [f"{verdict} (rule {decision.rule})", f"state: {decision.state or 'unknown'}"]
    lines += [f"{zone}: {local}" for zone, local in decision.local_times.items()]
    return "\n".join(lines)
