"""Composition root of the staff console and of the records it reads (turn log, sync log).

The console's records live beside the store: in its SQLite file, or in Firestore with
STORE=firestore (the same project and database, their own collections).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from flask import Flask
from google.cloud import firestore

import console
from concierge.cms_wiring import property_sheets
from concierge.config_error import ConfigError
from concierge.settings import Settings
from concierge.wiring import build_firestore_client, build_stack_clock
from console.services import ConsoleServices
from data.conversations.firestore import FirestoreConversationReader
from data.conversations.reader import ConversationReader
from data.conversations.sqlite import SqliteConversationReader
from data.kb.sync_log import SyncLog
from data.kb.sync_log_firestore import FirestoreSyncLog
from data.kb.sync_log_sqlite import SqliteSyncLog
from data.kb.versions import KnowledgeVersions
from data.kb.versions_firestore import FirestoreKnowledgeVersions
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from data.staff.firestore import FirestoreAuditLog, FirestoreStaffAccounts, FirestoreTicketClaims
from data.staff.ports import AuditLog, StaffAccounts, TicketClaims
from data.staff.sqlite import SqliteAuditLog, SqliteStaffAccounts, SqliteTicketClaims
from data.store.firestore import FirestoreStore
from data.turns.firestore import FirestoreTurnLog
from data.turns.log import TurnLog
from data.turns.sqlite import SqliteTurnLog
from webhooks.services import ReceiverServices

log = logging.getLogger(__name__)

MIN_SECRET_LENGTH = 32


def build_turn_log(settings: Settings, *, client: firestore.Client | None = None) -> TurnLog:
    """The turn log beside the store selected by STORE."""
    if settings.store == "firestore":
        return FirestoreTurnLog(client or build_firestore_client(settings))
    return SqliteTurnLog(settings.sqlite_path)


def build_sync_log(settings: Settings, *, client: firestore.Client | None = None) -> SyncLog:
    """Where sheet sync outcomes are kept, beside the store selected by STORE."""
    if settings.store == "firestore":
        return FirestoreSyncLog(client or build_firestore_client(settings))
    return SqliteSyncLog(settings.sqlite_path)


def build_staff_accounts(
    settings: Settings, *, client: firestore.Client | None = None
) -> StaffAccounts:
    """Console accounts beside the store selected by STORE."""
    if settings.store == "firestore":
        return FirestoreStaffAccounts(client or build_firestore_client(settings))
    return SqliteStaffAccounts(settings.sqlite_path)


def build_console_services(
    settings: Settings, receiver: ReceiverServices, *, client: firestore.Client | None = None
) -> ConsoleServices | None:
    """The console's services; None when CONSOLE_SECRET_KEY is unset."""
    if settings.console_secret_key is None:
        log.info("CONSOLE_SECRET_KEY is not set: the staff console is not mounted")
        return None
    secret = settings.console_secret_key.get_secret_value()
    if len(secret) < MIN_SECRET_LENGTH:
        raise ConfigError(f"CONSOLE_SECRET_KEY needs at least {MIN_SECRET_LENGTH} characters")
    if settings.store == "firestore":
        store = receiver.store
        fs = client or (
            store.client if isinstance(store, FirestoreStore) else build_firestore_client(settings)
        )
        records = ConsoleRecords(
            accounts=FirestoreStaffAccounts(fs),
            audit=FirestoreAuditLog(fs),
            claims=FirestoreTicketClaims(fs),
            turns=FirestoreTurnLog(fs),
            conversations=FirestoreConversationReader(fs),
            sync_log=FirestoreSyncLog(fs),
            versions=(
                FirestoreKnowledgeVersions(fs)
                if property_sheets(settings, receiver.registry)
                else None
            ),
        )
    else:
        path = settings.sqlite_path
        records = ConsoleRecords(
            accounts=SqliteStaffAccounts(path),
            audit=SqliteAuditLog(path),
            claims=SqliteTicketClaims(path),
            turns=SqliteTurnLog(path),
            conversations=SqliteConversationReader(path),
            sync_log=SqliteSyncLog(path),
            versions=(
                SqliteKnowledgeVersions(path)
                if property_sheets(settings, receiver.registry)
                else None
            ),
        )
    return ConsoleServices(
        store=receiver.store,
        registry=receiver.registry,
        accounts=records.accounts,
        audit=records.audit,
        claims=records.claims,
        turns=records.turns,
        conversations=records.conversations,
        queue=receiver.queue,
        redis=receiver.redis,
        secret_key=secret,
        clock=build_stack_clock(settings),
        knowledge_status=receiver.knowledge_status,
        versions=records.versions,
        sync_log=records.sync_log,
        secure_cookies=settings.console_secure_cookies,
        login_attempts=settings.console_login_attempts,
    )


@dataclass(frozen=True)
class ConsoleRecords:
    """The console's own records on one backend."""

    accounts: StaffAccounts
    audit: AuditLog
    claims: TicketClaims
    turns: TurnLog
    conversations: ConversationReader
    sync_log: SyncLog
    versions: KnowledgeVersions | None


def mount_console(
    app: Flask,
    settings: Settings,
    receiver: ReceiverServices,
    *,
    client: firestore.Client | None = None,
) -> bool:
    """Mount the console on the receiver when it is configured; True when mounted."""
    services = build_console_services(settings, receiver, client=client)
    if services is None:
        return False
    console.init_app(app, services)
    return True
