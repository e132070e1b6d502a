"""What the console needs from the outside, built by the composition root and passed in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import redis

from data.conversations.reader import ConversationReader
from data.kb.sync_log import SyncLog
from data.kb.versions import KnowledgeVersions
from data.properties import PropertyRegistry
from data.staff.ports import AuditLog, StaffAccounts, TicketClaims
from data.store.base import Store
from data.turns.log import TurnLog


class ConsoleQueue(Protocol):
    """The worker tasks the console starts (`worker.queue.TaskQueue` in production)."""

    def enqueue_console_send(self, payload: dict[str, object]) -> None:
        """Queue a reply or hand-back for the worker to send."""
        ...

    def enqueue_cms_sync_now(self) -> None:
        """Queue an immediate sheet sync."""
        ...


@dataclass(frozen=True)
class ConsoleServices:
    """The console's collaborators.

    `versions` and `sync_log` are None when no Google Sheet feeds the knowledge base;
    `knowledge_status` reports the version served from the repository's files then.
    """

    store: Store
    registry: PropertyRegistry
    accounts: StaffAccounts
    audit: AuditLog
    claims: TicketClaims
    turns: TurnLog
    conversations: ConversationReader
    queue: ConsoleQueue
    redis: redis.Redis
    secret_key: str
    clock: Callable[[], datetime]
    knowledge_status: Callable[[], dict[str, object]]
    versions: KnowledgeVersions | None = None
    sync_log: SyncLog | None = None
    secure_cookies: bool = True
    login_attempts: int = 10
    login_window_seconds: int = 900
