"""The store port: durable storage, one small protocol per concern, and their composite.

Callers that need one concern take its protocol (`MessageLog`, `ReplyPlans`, `ConsentLedger`,
`HandoffTickets`); the worker and the CLI, which use all four, take `Store`.
"""

from __future__ import annotations

from typing import Protocol

from data.store.consent_ledger import ConsentLedger
from data.store.handoff_tickets import HandoffTickets
from data.store.message_log import MessageLog
from data.store.reply_plans import ReplyPlans


class StoreUnavailable(RuntimeError):
    """The store cannot be reached or used."""


class Store(MessageLog, ReplyPlans, ConsentLedger, HandoffTickets, Protocol):
    """Durable records: message log, reply plans, the consent ledger and handoff tickets.

    Every write is idempotent on its natural key so a redelivered task can run again safely.
    """

    def check(self) -> None:
        """Raise StoreUnavailable when the store cannot serve requests."""
