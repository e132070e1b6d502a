"""Composition root, worker side: the turn handler, delivery, handoffs and the Celery app."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import timedelta

import gspread
import redis
import requests
from celery import Celery
from google.cloud import firestore
from langgraph.checkpoint.base import BaseCheckpointSaver

from agent.concierge import GraphConcierge
from agent.llm import warm_chat_client
from agent.query_gloss import glossary
from agent.semantic.embedder import StaticEmbedder
from compliance.guardrails import warm_guardrail_scan
from compliance.privacy import mask_number
from concierge.cms_wiring import (
    build_cms_sync,
    build_knowledge_versions,
    build_sheets_client,
    property_sheets,
)
from concierge.console_wiring import build_sync_log, build_turn_log
from concierge.settings import Settings
from concierge.wiring import (
    beat_intervals,
    build_celery_app,
    build_checkpointer,
    build_concierge,
    build_firestore_client,
    build_knowledge,
    build_redis,
    build_registry,
    build_semantic_gate,
    build_sender,
    build_stack_clock,
    build_store,
)
from data.cms.service import CmsSync
from data.properties import Property, PropertyRegistry
from data.reminders.firestore import FirestoreReminders
from data.reminders.sqlite import SqliteReminders
from data.reminders.store import ReminderStore
from data.store.base import Store
from data.store.firestore import FirestoreStore
from data.store.models import OutboundText
from data.turns.log import TurnLog
from ops.carrier_alerts import opt_out_mismatch, record_opt_out_mismatch
from ops.delivery_failures import DeliveryFailures
from ops.metrics import Metrics
from sms.sender.base import Sender
from worker.beat import Heartbeats
from worker.carrier_opt_outs import CarrierOptOuts
from worker.celery_app import NOTIFY_STAFF
from worker.cms_sync import CmsSyncRunner
from worker.console_sends import ConsoleSends
from worker.delivery import Delivery
from worker.early_receipts import EarlyReceipts
from worker.handoff import HandoffDesk
from worker.handoff_runner import HandoffRunner
from worker.inbound import Arrivals, InboundHandler, TurnLimits
from worker.inbound_ledger import InboundLedger
from worker.locks import ConversationLocks, Locks
from worker.rate_limits import GuestRateLimits
from worker.receipt_actions import ReceiptActions
from worker.release import HeldTextReleaser
from worker.reminders import ReminderDesk, ReminderSender
from worker.send_policy import QuietHoursPolicy
from worker.tasks import WorkerServices, register_tasks


def build_delivery(
    settings: Settings,
    *,
    store: Store,
    sender: Sender,
    registry: PropertyRegistry,
    on_outcome: Callable[[str], None] | None = None,
    turns: TurnLog | None = None,
    redis_client: redis.Redis | None = None,
    receipts: EarlyReceipts | None = None,
) -> Delivery:
    """Ordered delivery with the quiet-hours policy of the settings.

    With a turn log, the first text of each plan to leave is noted there (first-text latency).
    """

    def property_zone(property_id: str) -> str | None:
        prop = registry.get(property_id)
        return prop.timezone if prop else None

    policy = QuietHoursPolicy(
        property_zone=property_zone,
        reply_grace=timedelta(minutes=settings.reply_grace_minutes),
        replies_policy=settings.quiet_hours_replies,
    )
    return Delivery(
        store=store,
        sender=sender,
        policy=policy,
        clock=build_stack_clock(settings),
        sleep=time.sleep,
        pacing_seconds=settings.send_pacing_seconds,
        on_outcome=on_outcome,
        on_sent=(lambda text, at: turns.first_sent(text.inbound_id, at)) if turns else None,
        on_provider_id=receipts.apply_kept if receipts is not None else None,
        on_carrier_block=(
            (lambda text: record_opt_out_mismatch(redis_client, mismatch_detail(settings, text)))
            if redis_client is not None
            else None
        ),
    )


def mismatch_detail(settings: Settings, text: OutboundText) -> str:
    """What the log and /health say when a confirmation is refused with 40300."""
    where = f"confirmation {text.key} to {mask_number(text.to_number)} was refused with 40300"
    if settings.telnyx_opt_out_handling == "ours":
        return (
            f"{where}: the messaging profile blocks opt-out keywords itself although "
            "TELNYX_OPT_OUT_HANDLING=ours. Turn Telnyx's opt-out handling off for the profile, "
            "or set TELNYX_OPT_OUT_HANDLING=telnyx (see the README, Going live)"
        )
    return f"{where}: the guest is blocked at Telnyx (only START/UNSTOP lift the block)"


def build_carrier_opt_outs(settings: Settings, redis_client: redis.Redis) -> CarrierOptOuts:
    """The profile's opt-out handling; a mismatch seen by any worker counts as Telnyx acting."""

    def mismatch_seen() -> bool:
        try:
            return opt_out_mismatch(redis_client) is not None
        except redis.RedisError:
            return True  # unsure: the cautious answer records no doubtful opt-in

    return CarrierOptOuts(settings.telnyx_opt_out_handling, mismatch_seen=mismatch_seen)


def build_handoff_desk(
    settings: Settings,
    *,
    store: Store,
    notify: Callable[[str, int], object],
    language_of: Callable[[Property, str], str] | None = None,
) -> HandoffDesk:
    """Tickets, staff relay and expiry after HANDOFF_EXPIRY_MINUTES without activity."""
    return HandoffDesk(
        store=store,
        notify=notify,
        clock=build_stack_clock(settings),
        expiry=timedelta(minutes=settings.handoff_expiry_minutes),
        language_of=language_of,
    )


def build_inbound_handler(
    settings: Settings,
    *,
    store: Store,
    sender: Sender,
    locks: Locks,
    concierge: GraphConcierge,
    desk: HandoffDesk,
    limits: TurnLimits,
    registry: PropertyRegistry | None = None,
    delivery: Delivery | None = None,
    on_turn: Callable[[str, float], object] | None = None,
    turns: TurnLog | None = None,
    carrier: CarrierOptOuts | None = None,
    reminders: ReminderDesk | None = None,
    arrivals: Arrivals | None = None,
) -> InboundHandler:
    """The plain-code turn handler with its collaborators."""
    registry = registry or build_registry(settings)
    return InboundHandler(
        store=store,
        registry=registry,
        concierge=concierge,
        desk=desk,
        limits=limits,
        delivery=delivery
        or build_delivery(settings, store=store, sender=sender, registry=registry),
        locks=locks,
        clock=build_stack_clock(settings),
        coalesce=settings.coalesce_texts,
        on_turn=on_turn,
        turns=turns,
        carrier=carrier,
        reminders=reminders,
        arrivals=arrivals,
    )


def build_worker_app(
    settings: Settings,
    *,
    store: Store | None = None,
    sender: Sender | None = None,
    checkpointer: BaseCheckpointSaver | None = None,
    redis_client: redis.Redis | None = None,
    sheets_client: gspread.Client | None = None,
    metrics: Metrics | None = None,
    warm_knowledge: bool = False,
) -> Celery:
    """A Celery app with the tasks bound to freshly built services.

    `warm_knowledge` builds (and embeds) every property's index and the Gemini client's
    models before returning, as the `concierge worker` process does at start-up.
    """
    app = build_celery_app(settings)
    store = store or build_store(settings)
    registry = build_registry(settings)
    redis_client = redis_client or build_redis(settings)
    metrics = metrics or Metrics.create()
    locks = ConversationLocks(redis_client, timeout=settings.conversation_lock_seconds)
    # The pattern layer's combined scans, built once per worker process (or read from the cache).
    warm_guardrail_scan(settings.hyperscan_cache_dir)
    # The static model is read once per worker: the gate's semantic layer and retrieval share it.
    static_embedder = StaticEmbedder.load()
    # The store's Firestore client (STORE=firestore) is shared by every Firestore adapter.
    client = store.client if isinstance(store, FirestoreStore) else None
    knowledge = build_knowledge(settings, registry, static_embedder=static_embedder, client=client)
    if warm_knowledge:
        knowledge.warm()  # embed every knowledge base now, before the first guest's turn
        warm_chat_client()  # the Gemini SDK's models, built before the first turns, not in them
        glossary()  # read once per process; a burst of first turns would each parse it
    reminder_store = build_reminder_store(settings, client=client)
    concierge = build_concierge(
        settings,
        knowledge=knowledge,
        checkpointer=checkpointer or build_checkpointer(settings),
        redis_client=redis_client,
        on_llm_call=metrics.llm_hook(),
        semantic_gate=build_semantic_gate(static_embedder),
    )
    sender = sender or build_sender(settings)
    # The console's records share the store's Firestore client (or its SQLite file).
    turns = build_turn_log(settings, client=client)
    receipts = EarlyReceipts(redis_client, store.update_delivery)
    delivery = build_delivery(
        settings,
        store=store,
        sender=sender,
        registry=registry,
        on_outcome=lambda outcome: metrics.sends.labels(outcome=outcome).inc(),
        turns=turns,
        redis_client=redis_client,
        receipts=receipts,
    )
    desk = build_handoff_desk(
        settings,
        store=store,
        notify=lambda property_id, number: app.send_task(NOTIFY_STAFF, args=[property_id, number]),
        # Notices to the guest (back to the bot, expiry) in the conversation's language.
        language_of=lambda prop, guest: concierge.language_for(prop, guest, ""),
    )
    ledger = InboundLedger(redis_client, grace_seconds=settings.inbound_grace_seconds)
    handler = build_inbound_handler(
        settings,
        store=store,
        sender=sender,
        locks=locks,
        concierge=concierge,
        desk=desk,
        arrivals=ledger,
        limits=GuestRateLimits(
            redis_client,
            turns_per_minute=settings.guest_turns_per_minute,
            new_numbers_per_prefix_hour=settings.new_numbers_per_prefix_hour,
        ),
        registry=registry,
        delivery=delivery,
        on_turn=metrics.record_turn,
        turns=turns,
        carrier=build_carrier_opt_outs(settings, redis_client),
        reminders=ReminderDesk(
            reminders=reminder_store,
            index_for=knowledge,
            clock=build_stack_clock(settings),
            max_open=settings.max_open_reminders,
        ),
    )
    handoffs = HandoffRunner(
        desk=desk,
        store=store,
        registry=registry,
        delivery=delivery,
        locks=locks,
        redis_client=redis_client,
        session=requests.Session(),
    )
    releaser = HeldTextReleaser(
        store=store, delivery=delivery, locks=locks, clock=build_stack_clock(settings)
    )
    # A new version is embedded by the sync that published it, not by a guest's turn.
    cms = build_cms_runner(
        settings,
        registry,
        redis_client,
        sheets_client,
        on_published=knowledge.refresh,
        firestore_client=client,
    )
    services = WorkerServices(
        handler=handler,
        store=store,
        releaser=releaser,
        cms=cms,
        handoffs=handoffs,
        heartbeats=Heartbeats(redis_client, beat_intervals(settings)),
        ledger=ledger,
        receipt_actions=ReceiptActions(
            store=store,
            delivery=delivery,
            locks=locks,
            failures=DeliveryFailures(redis_client),
        ),
        receipts=receipts,
        reminders=ReminderSender(
            reminders=reminder_store,
            store=store,
            registry=registry,
            delivery=delivery,
            locks=locks,
            clock=build_stack_clock(settings),
        ),
        console=ConsoleSends(
            desk=desk,
            store=store,
            registry=registry,
            delivery=delivery,
            locks=locks,
            clock=build_stack_clock(settings),
            turns=turns,
        ),
    )
    register_tasks(app, services)
    return app


def build_reminder_store(
    settings: Settings, *, client: firestore.Client | None = None
) -> ReminderStore:
    """Reminders beside the store: Firestore with STORE=firestore, else the SQLite file."""
    if settings.store == "firestore":
        return FirestoreReminders(client or build_firestore_client(settings))
    return SqliteReminders(settings.sqlite_path)


def build_cms_runner(
    settings: Settings,
    registry: PropertyRegistry,
    redis_client: redis.Redis,
    sheets_client: gspread.Client | None = None,
    on_published: Callable[[str], object] | None = None,
    firestore_client: firestore.Client | None = None,
) -> CmsSyncRunner | None:
    """The debounced sheet sync of every property with a sheet, or None when none has one.

    `firestore_client` is the store's client (STORE=firestore), shared by versions and sync log.
    """
    sheets = property_sheets(settings, registry)
    if not sheets:
        return None
    built: list[CmsSync] = []

    def syncs() -> list[CmsSync]:
        # Built on first use, so a worker starts even before Google credentials are in place.
        if not built:
            client = sheets_client or build_sheets_client(settings)
            versions = build_knowledge_versions(settings, client=firestore_client)
            built.extend(
                build_cms_sync(
                    settings, property_id, sheets_client=client, versions=versions, sheet_id=sheet
                )
                for property_id, sheet in sheets.items()
            )
        return built

    return CmsSyncRunner(
        redis_client,
        syncs,
        debounce_seconds=settings.cms_debounce_seconds,
        sync_log=build_sync_log(settings, client=firestore_client),
        on_published=on_published,
    )
