"""`concierge classify TEXT`: what the deterministic gate makes of a text (keyword, guardrail)."""

from __future__ import annotations

import argparse
import json

from compliance.guardrails import all_guardrails
from compliance.keywords import classify_keyword


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `classify` command."""
    parser = subparsers.add_parser(
        "classify",
        help="classify a text as an SMS keyword and/or a guardrail category",
        description=(
            "Run the deterministic gate on TEXT: the keyword (opt_out, opt_in, help) and the "
            "highest-priority guardrail category, as the webhook and the graph would see them."
        ),
    )
    parser.add_argument("text", help="the inbound text, as the guest sent it")
    parser.add_argument(
        "--opted-out",
        action="store_true",
        help="the sender is currently opted out (then YES opts back in)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(func=run_classify)


def run_classify(args: argparse.Namespace) -> int:
    """Print the keyword and guardrail of the text; always exits 0."""
    keyword = classify_keyword(args.text, opted_out=args.opted_out)
    guardrails = all_guardrails(args.text)
    top = guardrails[0] if guardrails else None
    if args.json:
        result = {
            "keyword": keyword.value if keyword else None,
            "guardrail": top.value if top else None,
            "all_guardrails": [category.value for category in guardrails],
        }
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"keyword: {keyword or 'none'}")
        print(f"guardrail: {top or 'none'}")
        if len(guardrails) > 1:
            print(f"also matches: {', '.join(guardrails[1:])}")
    return 0
