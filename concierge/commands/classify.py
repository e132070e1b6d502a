"""`concierge classify TEXT`: what the gate makes of a text (keyword, guardrail, layer, score)."""

from __future__ import annotations

import argparse
import json

from compliance.guardrails import Guardrail, all_guardrails
from compliance.keywords import classify_keyword


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `classify` command."""
    parser = subparsers.add_parser(
        "classify",
        help="classify a text as an SMS keyword and/or a guardrail category",
        description=(
            "Run the gate on TEXT: the keyword (opt_out, opt_in, help), the highest-priority "
            "guardrail category, the layer that found it (pattern or semantic) and its score, "
            "as the webhook and the graph would see them; when the category was found only "
            "with misspelt words mended, the text as it was read (read_as)."
        ),
    )
    parser.add_argument("text", help="the inbound text, as the guest sent it")
    parser.add_argument(
        "--opted-out",
        action="store_true",
        help="the sender is currently opted out (then YES opts back in)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--patterns-only",
        action="store_true",
        help="skip the semantic layer (no embedding model is loaded)",
    )
    parser.set_defaults(func=run_classify, ends_at_once=True)


def run_classify(args: argparse.Namespace) -> int:
    """Print the keyword and guardrail of the text; always exits 0."""
    keyword = classify_keyword(args.text, opted_out=args.opted_out)
    guardrails = all_guardrails(args.text)
    exact = args.patterns_only or keyword is not None
    read_as = None
    if guardrails and (exact or guardrails[0] is Guardrail.CRISIS):
        # A crisis pattern is final: no layer overrules it, so no model is loaded.
        top, layer, score = guardrails[0], "pattern", 1.0
    elif exact:
        # A keyword is answered before the graph, so the semantic layer never sees it.
        top, layer, score = None, None, 0.0
    else:
        # Imported here: the model loads only when the semantic layer is asked.
        from agent.semantic.embedder import StaticEmbedder
        from agent.semantic.gate import SemanticGate, check_layers, read_layers
        from agent.semantic.salutations import without_salutation
        from agent.semantic.token_index import tokenizer_for

        # Only this text is tokenized: a tokenizer of its substrings gives the same ids for
        # ~3 ms instead of ~45 ms reading the whole one (agent.semantic.token_index). Both
        # layers decide, as in a conversation's turn (agent.nodes.gate).
        embedder = StaticEmbedder.load(tokenizer=tokenizer_for([args.text]))
        gate = SemanticGate.load(embedder)
        verdict = check_layers(args.text, gate)
        top, layer, score = verdict.guardrail, verdict.layer, verdict.score
        read = without_salutation(args.text)
        if top is not None and gate.speller and read_layers(read, gate).guardrail is None:
            # Found only by the second reading (agent.semantic.spelling): say what was read.
            read_as = gate.speller.mended(read)
    if args.json:
        result = {
            "keyword": keyword.value if keyword else None,
            "guardrail": top.value if top else None,
            "layer": layer,
            "score": score,
            "all_guardrails": [category.value for category in guardrails],
            "read_as": read_as,
        }
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"keyword: {keyword or 'none'}")
        print(f"guardrail: {top or 'none'}" + (f" ({layer}, score {score:.2f})" if layer else ""))
        if read_as is not None:
            print(f"read as: {read_as}")
        if len(guardrails) > 1:
            print(f"also matches: {', '.join(guardrails[1:])}")
    return 0
