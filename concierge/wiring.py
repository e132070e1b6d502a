"""Composition root: every client and adapter is built here from settings, and nowhere else.

The worker's services are assembled in `concierge.worker_wiring`, the gunicorn target in
`concierge.web`.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import redis
import telnyx
from celery import Celery
from google.cloud import firestore
from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.base import BaseCheckpointSaver
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from agent.circuit import CircuitBreaker
from agent.concierge import GraphConcierge
from agent.graph import build_graph
from agent.knowledge_indexes import KnowledgeIndexes
from agent.language import LanguageDetector, Py3LangidDetector
from agent.llm import CountedEmbeddings, build_chat_model, build_embeddings
from agent.semantic.embedder import STATIC_MIN_SIMILARITY, StaticEmbedder
from agent.semantic.gate import SemanticGate
from concierge.clock import Clock, build_clock
from concierge.cms_wiring import build_knowledge_versions, property_sheets
from concierge.config_error import ConfigError
from concierge.settings import Settings
from data.checkpoint.firestore_saver import FirestoreSaver
from data.checkpoint.turn_guard import GuardedSqliteSaver
from data.kb.loader import default_kb_root
from data.properties import PropertyRegistry, load_registry
from data.store.base import Store
from data.store.firestore import FirestoreStore
from data.store.sqlite import SqliteStore
from ops.delivery_failures import DeliveryFailureCollector, DeliveryFailures
from ops.metrics import Metrics
from sms.sender.base import Sender
from sms.sender.outbox import OutboxSender
from sms.sender.telnyx_sender import TelnyxSender
from webhooks.gauges import operational_gauges
from webhooks.intake import InboundIntake
from webhooks.services import ReceiverServices
from worker.beat import BeatIntervals
from worker.celery_app import create_celery
from worker.inbound_ledger import InboundLedger
from worker.queue import TaskQueue
from worker.task_messages import TaskMessageFramer

log = logging.getLogger(__name__)


def load_settings() -> Settings:
    """Settings from the environment and `.env`."""
    return Settings()


def utc_now() -> datetime:
    """The current instant, timezone-aware (the system clock)."""
    return datetime.now(UTC)


def build_stack_clock(settings: Settings) -> Clock:
    """The clock of every process: the system clock, shifted by CLOCK_OFFSET_FILE if set."""
    return build_clock(settings.clock_offset_file)


def beat_intervals(settings: Settings) -> BeatIntervals:
    """The periodic tasks' intervals; the CMS sync only when some property has a sheet."""
    return BeatIntervals(
        release_held=settings.release_held_every_seconds,
        expire_handoffs=settings.expire_handoffs_every_seconds,
        cms_sync=(
            settings.cms_sync_every_seconds
            if property_sheets(settings, build_registry(settings))
            else None
        ),
        send_reminders=settings.send_reminders_every_seconds,
        reconcile_inbound=settings.reconcile_inbound_every_seconds,
    )


def build_celery_app(settings: Settings) -> Celery:
    """The Celery app with the broker, the schedule file under var/ and the beat intervals."""
    return create_celery(
        settings.redis_url,
        beat_schedule_file=str(settings.sqlite_path.parent / "celerybeat-schedule"),
        visibility_timeout_seconds=settings.visibility_timeout_seconds,
        intervals=beat_intervals(settings),
    )


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


def build_knowledge(
    settings: Settings,
    registry: PropertyRegistry,
    *,
    embeddings: bool = True,
    static_embedder: StaticEmbedder | None = None,
    client: firestore.Client | None = None,
) -> KnowledgeIndexes:
    """Knowledge indexes: the CMS's published versions when a sheet is set, else KB_ROOT.

    BM25 is fused with Gemini embeddings when a key is set, else with `static_embedder`.
    `client` is the store's Firestore client (STORE=firestore), shared by the versions.
    """
    versions = (
        build_knowledge_versions(settings, client=client)
        if property_sheets(settings, registry)
        else None
    )
    embedder = (
        CountedEmbeddings(
            build_embeddings(
                api_key=settings.google_api_key.get_secret_value(),
                model=settings.embedding_model,
                base_url=settings.gemini_base_url,
            )
        )
        if embeddings and settings.google_api_key is not None
        else None
    )
    root = settings.kb_root or default_kb_root()
    if embedder is None and embeddings and static_embedder is not None:
        return KnowledgeIndexes(
            root, registry, versions, static_embedder, min_similarity=STATIC_MIN_SIMILARITY
        )
    return KnowledgeIndexes(root, registry, versions, embedder)


def build_chat(settings: Settings) -> BaseChatModel | None:
    """Gemini when GOOGLE_API_KEY is set, else None (answers from the knowledge base)."""
    if settings.google_api_key is None:
        return None
    return build_chat_model(
        api_key=settings.google_api_key.get_secret_value(),
        model=settings.gemini_model,
        base_url=settings.gemini_base_url,
        timeout=settings.llm_timeout_seconds,
        thinking_budget=settings.gemini_thinking_budget,
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
    return GuardedSqliteSaver(connection)


def build_semantic_gate(embedder: StaticEmbedder | None = None) -> SemanticGate:
    """The gate's semantic layer: the packaged static embeddings (read once) and exemplars."""
    return SemanticGate.load(embedder or StaticEmbedder.load())


def build_concierge(
    settings: Settings,
    *,
    knowledge: KnowledgeIndexes,
    checkpointer: BaseCheckpointSaver,
    redis_client: redis.Redis | None,
    on_llm_call: Callable[[bool], None] | None = None,
    semantic_gate: SemanticGate | None = None,
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
        semantic_gate=semantic_gate,
        session_gap=timedelta(hours=settings.session_gap_hours),
        detector=build_language_detector(),
    )


def build_language_detector() -> LanguageDetector:
    """The offline language detector (its model ships in the wheel), built once per process."""
    return Py3LangidDetector()


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
    store = store or build_store(settings)
    knowledge = build_knowledge(
        settings,
        registry,
        embeddings=False,
        client=store.client if isinstance(store, FirestoreStore) else None,
    )
    metrics = Metrics.create()
    metrics.registry.register(operational_gauges(client, store))
    metrics.registry.register(DeliveryFailureCollector(DeliveryFailures(client)))
    celery = celery_app or create_celery(
        settings.redis_url, visibility_timeout_seconds=settings.visibility_timeout_seconds
    )
    return ReceiverServices(
        redis=client,
        # Inbound texts go onto the broker's queue through `client`: both are REDIS_URL.
        intake=InboundIntake(
            client,
            TaskMessageFramer(celery),
            InboundLedger(client, grace_seconds=settings.inbound_grace_seconds),
            claim_ttl_seconds=settings.claim_ttl_seconds,
        ),
        queue=TaskQueue(celery),
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
        opt_out_handling=settings.telnyx_opt_out_handling,
    )
