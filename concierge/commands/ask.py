"""`concierge ask "QUESTION"`: one turn through the worker's code, without HTTP or Redis."""

from __future__ import annotations

import argparse
import uuid

from langgraph.checkpoint.memory import InMemorySaver

from agent.semantic.embedder import StaticEmbedder
from concierge.arguments import non_empty_text, phone_number
from concierge.wiring import (
    build_concierge,
    build_knowledge,
    build_registry,
    build_semantic_gate,
    load_settings,
    utc_now,
)
from concierge.worker_wiring import build_handoff_desk, build_inbound_handler
from data.store.models import InboundMessage
from data.store.sqlite import SqliteStore
from sms.sender.outbox import OutboxSender
from worker.locks import LocalLocks
from worker.rate_limits import NoLimits

DEFAULT_GUEST = "+12035550123"


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `ask` command."""
    parser = subparsers.add_parser("ask", help="answer one question as the concierge would")
    parser.add_argument("question", type=non_empty_text)
    parser.add_argument("--property", dest="property_id", default=None, help="property id")
    parser.add_argument(
        "--from", dest="guest", type=phone_number, default=DEFAULT_GUEST, help="guest number"
    )
    parser.set_defaults(func=run_ask)


def run_ask(args: argparse.Namespace) -> int:
    """Print each text of the reply on its own line."""
    settings = load_settings().model_copy(
        update={"coalesce_texts": False, "send_pacing_seconds": 0.0}
    )
    registry = build_registry(settings)
    prop = registry.get(args.property_id) if args.property_id else registry.default()
    if prop is None:
        known = ", ".join(p.id for p in registry.properties)
        print(f"error: unknown property {args.property_id!r} (known: {known})")
        return 2
    store = SqliteStore.in_memory()
    static_embedder = StaticEmbedder.load()
    sender = OutboxSender(settings.sqlite_path.parent / "ask-outbox.jsonl", echo=None)
    handler = build_inbound_handler(
        settings,
        store=store,
        sender=sender,
        locks=LocalLocks(),
        desk=build_handoff_desk(settings, store=store, notify=lambda property_id, number: None),
        limits=NoLimits(),
        registry=registry,
        concierge=build_concierge(
            settings,
            knowledge=build_knowledge(settings, registry, static_embedder=static_embedder),
            checkpointer=InMemorySaver(),
            redis_client=None,
            semantic_gate=build_semantic_gate(static_embedder),
        ),
    )
    handler.handle(
        InboundMessage(
            message_id=f"ask-{uuid.uuid4()}",
            property_id=prop.id,
            from_number=args.guest,
            to_number=prop.numbers[0],
            text=args.question,
            received_at=utc_now(),
        )
    )
    for _, text in store.outbound_to(args.guest):
        note = "" if text.status == "sent" else f"  [{text.status}: {text.error}]"
        print(f"{text.text}{note}")
    return 0
