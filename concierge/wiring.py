"""Composition root: every client and adapter is built here from settings, and nowhere else."""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import gspread
import redis
import requests
import telnyx
from celery import Celery
from google.cloud import firestore
from langchain_core.embeddings import Embeddings
from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.sqlite import SqliteSaver
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from agent.circuit import CircuitBreaker
from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.llm import build_chat_model, build_embeddings
from agent.retrieval import KnowledgeIndex
from concierge.cms_wiring import build_cms_sync, build_knowledge_versions
from concierge.config_error import ConfigError
from concierge.settings import Settings
from data.checkpoint.firestore_saver import FirestoreSaver
from data.cms.service import CmsSync
from data.kb.loader import KnowledgeBaseError, default_kb_root, load_knowledge_base
from data.kb.versions import KnowledgeVersions
from data.properties import PropertyRegistry, load_registry
from data.sender.base import Sender
from data.sender.outbox import OutboxSender
from data.sender.telnyx_sender import TelnyxSender
from data.store.base import Store
from data.store.firestore import FirestoreStore
from data.store.sqlite import SqliteStore
from webhooks.claims import MessageClaims
from webhooks.services import ReceiverServices
from worker.celery_app import CELERY_QUEUE, CMS_SYNC, NOTIFY_STAFF, create_celery
from worker.cms_sync import CmsSyncRunner
from worker.delivery import Delivery
from worker.handoff import HandoffDesk
from worker.handoff_runner import HandoffRunner
from worker.inbound import InboundHandler, TurnLimits
from worker.locks import ConversationLocks, Locks
from worker.metrics import GaugeCollector, Metrics
from worker.queue import TaskQueue
from worker.rate_limits import GuestRateLimits
from worker.release import HeldTextReleaser
from worker.send_policy import QuietHoursPolicy
from worker.tasks import WorkerServices, register_tasks

log = logging.getLogger(__name__)


def load_settings() -> Settings:
    """Settings from the environment and `.env`."""
    return Settings()


def utc_now() -> datetime:
    """The current instant, timezone-aware."""
    return datetime.now(UTC)


def build_redis(settings: Settings) -> redis.Redis:
    """A Redis client with short timeouts and one quick retry: a webhook must never hang."""
    return redis.Redis.from_url(
        settings.redis_url,
        socket_connect_timeout=1,
        socket_timeout=2,
        health_check_interval=30,
        # redis-py's default retries a dead server for ~12 s; Telnyx waits 2 s for an answer.
        retry=Retry(ExponentialBackoff(cap=0.05, base=0.01), 1),
    )


def build_firestore_client(settings: Settings) -> firestore.Client:
    """A Firestore client on FIRESTORE_PROJECT / FIRESTORE_DATABASE (ADC credentials).

    FIRESTORE_EMULATOR_HOST, when set, points it at an emulator.
    """
    return firestore.Client(
        project=settings.firestore_project, database=settings.firestore_database
    )


def build_store(settings: Settings, *, client: firestore.Client | None = None) -> Store:
    """The durable store selected by STORE."""
    if settings.store == "firestore":
        return FirestoreStore(client or build_firestore_client(settings))
    return SqliteStore(settings.sqlite_path)


def build_sender(settings: Settings, *, outbox_path: Path | None = None) -> Sender:
    """Telnyx when TELNYX_API_KEY is set, else the local outbox under var/."""
    if settings.telnyx_api_key is None:
        return OutboxSender(outbox_path or settings.sqlite_path.parent / "outbox.jsonl")
    client = telnyx.Telnyx(
        api_key=settings.telnyx_api_key.get_secret_value(),
        base_url=settings.telnyx_base_url,
        max_retries=0,
        timeout=10.0,
    )
    return TelnyxSender(client, messaging_profile_id=settings.telnyx_messaging_profile_id)


def build_registry(settings: Settings) -> PropertyRegistry:
    """The property registry from PROPERTIES_FILE or the packaged one."""
    return load_registry(settings.properties_file)


class KnowledgeIndexes:
    """One BM25 index per property and published version, rebuilt only when the version changes.

    Each call checks the published version id (a cheap lookup), so a running worker picks up
    a CMS publish on its next turn; a turn holds one index, so it sees one version throughout.
    Without a published version the repository's data files are the knowledge base.
    """

    def __init__(
        self,
        root: Path,
        registry: PropertyRegistry,
        versions: KnowledgeVersions | None = None,
        embedder: Embeddings | None = None,
    ) -> None:
        self._root = root
        self._registry = registry
        self._versions = versions
        self._embedder = embedder
        self._indexes: dict[str, tuple[str | None, KnowledgeIndex]] = {}
        self._lock = threading.Lock()

    def __call__(self, property_id: str) -> KnowledgeIndex:
        """The index of `property_id`'s current version (KnowledgeBaseError if invalid)."""
        version_id = self._versions.current_version_id(property_id) if self._versions else None
        with self._lock:
            cached = self._indexes.get(property_id)
            if cached is not None and cached[0] == version_id:
                return cached[1]
            published = (
                self._versions.current(property_id) if self._versions and version_id else None
            )
            if published is not None:
                kb = published.knowledge_base()
                version_id = published.version_id
            else:
                kb = load_knowledge_base(self._root, property_id)
            index = KnowledgeIndex(kb, embedder=self._embedder)
            self._indexes[property_id] = (version_id, index)
            return index

    def status(self) -> dict[str, object]:
        """Per-property item counts and versions, for /health."""
        report: dict[str, object] = {}
        ok = True
        for prop in self._registry.properties:
            try:
                kb = self(prop.id).kb
                report[prop.id] = {"items": len(kb.items), "version": kb.version}
            except (KnowledgeBaseError, OSError) as exc:
                ok = False
                report[prop.id] = f"invalid: {exc}"
        report["ok"] = ok
        return report


def build_knowledge(
    settings: Settings, registry: PropertyRegistry, *, embeddings: bool = True
) -> KnowledgeIndexes:
    """Knowledge indexes: the CMS's published versions when a sheet is set, else KB_ROOT."""
    versions = build_knowledge_versions(settings) if settings.google_sheets_id else None
    embedder = (
        build_embeddings(
            api_key=settings.google_api_key.get_secret_value(),
            model=settings.embedding_model,
            base_url=settings.gemini_base_url,
        )
        if embeddings and settings.google_api_key is not None
        else None
    )
    return KnowledgeIndexes(settings.kb_root or default_kb_root(), registry, versions, embedder)


def build_chat(settings: Settings) -> BaseChatModel | None:
    """Gemini when GOOGLE_API_KEY is set, else None (answers from the knowledge base)."""
    if settings.google_api_key is None:
        return None
    return build_chat_model(
        api_key=settings.google_api_key.get_secret_value(),
        model=settings.gemini_model,
        base_url=settings.gemini_base_url,
        timeout=settings.llm_timeout_seconds,
    )


def build_checkpointer(
    settings: Settings, *, client: firestore.Client | None = None
) -> BaseCheckpointSaver:
    """Conversation memory: Firestore with STORE=firestore, else a SQLite file."""
    if settings.store == "firestore":
        return FirestoreSaver(
            client or build_firestore_client(settings),
            ttl=timedelta(days=settings.conversation_ttl_days),
        )
    settings.checkpoint_path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(str(settings.checkpoint_path), check_same_thread=False)
    return SqliteSaver(connection)


def build_concierge(
    settings: Settings,
    *,
    knowledge: KnowledgeIndexes,
    checkpointer: BaseCheckpointSaver,
    redis_client: redis.Redis | None,
    on_llm_call: Callable[[bool], None] | None = None,
) -> GraphConcierge:
    """The graph, compiled with the checkpointer, with Gemini and its shared circuit."""
    circuit = (
        CircuitBreaker(
            redis_client,
            name="gemini",
            failure_threshold=settings.llm_failure_threshold,
            cooldown_seconds=settings.llm_cooldown_seconds,
        )
        if redis_client is not None
        else None
    )
    return GraphConcierge(
        build_graph(checkpointer=checkpointer),
        index_for=knowledge,
        chat_model=build_chat(settings),
        circuit=circuit,
        max_texts=settings.max_texts_per_reply,
        on_llm_call=on_llm_call,
    )


def operational_gauges(client: redis.Redis, store: Store) -> GaugeCollector:
    """Queue depth, held texts and open handoffs, read when Prometheus scrapes."""
    far_future = datetime(9999, 1, 1, tzinfo=UTC)
    return GaugeCollector(
        {
            "concierge_queue_depth": (
                "Tasks waiting in the Celery queue",
                lambda: float(client.llen(CELERY_QUEUE)),
            ),
            "concierge_held_texts": (
                "Texts held for quiet hours",
                lambda: float(len(store.held_outbound(far_future))),
            ),
            "concierge_open_handoffs": (
                "Conversations held by staff",
                lambda: float(len(store.tickets())),
            ),
        }
    )


def build_receiver_services(
    settings: Settings,
    *,
    celery_app: Celery | None = None,
    store: Store | None = None,
    redis_client: redis.Redis | None = None,
) -> ReceiverServices:
    """Everything the webhook receiver needs."""
    if not settings.telnyx_public_key:
        raise ConfigError(
            "TELNYX_PUBLIC_KEY is not set: copy the public key from the Telnyx portal "
            "(or run `concierge run`, which makes a development key under var/)"
        )
    client = redis_client or build_redis(settings)
    registry = build_registry(settings)
    # The receiver only reports whether the knowledge base loads; embedding it is the worker's
    # job, so /health never calls Gemini.
    knowledge = build_knowledge(settings, registry, embeddings=False)
    store = store or build_store(settings)
    metrics = Metrics.create()
    metrics.registry.register(operational_gauges(client, store))
    return ReceiverServices(
        redis=client,
        claims=MessageClaims(client, ttl_seconds=settings.claim_ttl_seconds),
        queue=TaskQueue(
            celery_app
            or create_celery(
                settings.redis_url, visibility_timeout_seconds=settings.visibility_timeout_seconds
            )
        ),
        registry=registry,
        store=store,
        telnyx_public_key=settings.telnyx_public_key,
        cms_webhook_secret=(
            settings.cms_webhook_secret.get_secret_value() if settings.cms_webhook_secret else None
        ),
        max_body_bytes=settings.max_webhook_bytes,
        requests_per_ip_minute=settings.webhook_requests_per_ip_minute,
        knowledge_status=knowledge.status,
        metrics=metrics,
    )


def build_delivery(
    settings: Settings,
    *,
    store: Store,
    sender: Sender,
    registry: PropertyRegistry,
    on_outcome: Callable[[str], None] | None = None,
) -> Delivery:
    """Ordered delivery with the quiet-hours policy of the settings."""

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
        clock=utc_now,
        sleep=time.sleep,
        pacing_seconds=settings.send_pacing_seconds,
        on_outcome=on_outcome,
    )


def build_handoff_desk(
    settings: Settings, *, store: Store, notify: Callable[[str, int], object]
) -> HandoffDesk:
    """Tickets, staff relay and expiry after HANDOFF_EXPIRY_MINUTES without activity."""
    return HandoffDesk(
        store=store,
        notify=notify,
        clock=utc_now,
        expiry=timedelta(minutes=settings.handoff_expiry_minutes),
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
        clock=utc_now,
        sleep=time.sleep,
        burst_window_seconds=settings.burst_window_seconds,
        on_turn=on_turn,
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
) -> Celery:
    """A Celery app with the tasks bound to freshly built services."""
    app = create_celery(
        settings.redis_url,
        beat_schedule_file=str(settings.sqlite_path.parent / "celerybeat-schedule"),
        visibility_timeout_seconds=settings.visibility_timeout_seconds,
    )
    store = store or build_store(settings)
    registry = build_registry(settings)
    redis_client = redis_client or build_redis(settings)
    metrics = metrics or Metrics.create()
    locks = ConversationLocks(redis_client)
    concierge = build_concierge(
        settings,
        knowledge=build_knowledge(settings, registry),
        checkpointer=checkpointer or build_checkpointer(settings),
        redis_client=redis_client,
        on_llm_call=metrics.llm_hook(),
    )
    sender = sender or build_sender(settings)
    delivery = build_delivery(
        settings,
        store=store,
        sender=sender,
        registry=registry,
        on_outcome=lambda outcome: metrics.sends.labels(outcome=outcome).inc(),
    )
    desk = build_handoff_desk(
        settings,
        store=store,
        notify=lambda property_id, number: app.send_task(NOTIFY_STAFF, args=[property_id, number]),
    )
    handler = build_inbound_handler(
        settings,
        store=store,
        sender=sender,
        locks=locks,
        concierge=concierge,
        desk=desk,
        limits=GuestRateLimits(
            redis_client,
            turns_per_minute=settings.guest_turns_per_minute,
            new_numbers_per_prefix_hour=settings.new_numbers_per_prefix_hour,
        ),
        registry=registry,
        delivery=delivery,
        on_turn=metrics.record_turn,
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
    releaser = HeldTextReleaser(store=store, delivery=delivery, locks=locks, clock=utc_now)
    cms = build_cms_runner(settings, registry, redis_client, sheets_client)
    if cms is not None:
        app.conf.beat_schedule["cms-periodic-sync"] = {
            "task": CMS_SYNC,
            "schedule": settings.cms_sync_every_seconds,
            "kwargs": {"force": True},
        }
    services = WorkerServices(
        handler=handler, store=store, releaser=releaser, cms=cms, handoffs=handoffs
    )
    register_tasks(app, services)
    return app


def build_cms_runner(
    settings: Settings,
    registry: PropertyRegistry,
    redis_client: redis.Redis,
    sheets_client: gspread.Client | None = None,
) -> CmsSyncRunner | None:
    """The debounced sheet sync of the default property, or None without GOOGLE_SHEETS_ID."""
    if not settings.google_sheets_id:
        return None
    built: list[CmsSync] = []

    def sync() -> CmsSync:
        # Built on first use, so a worker starts even before Google credentials are in place.
        if not built:
            built.append(
                build_cms_sync(settings, registry.default().id, sheets_client=sheets_client)
            )
        return built[0]

    return CmsSyncRunner(redis_client, sync, debounce_seconds=settings.cms_debounce_seconds)
